/**
 * Brings a database to the project's schema: on a fresh database bootstrap.sql (what Supabase
 * provides), then every supabase/migrations/*.sql not yet recorded in _local.migrations, in name
 * order, each in its own transaction; then supabase/seed.sql when the database was just created.
 */
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './types.ts';

export interface MigrateOptions {
  bootstrapFile: string;
  migrationsDir: string;
  seedFile?: string;
  log?: (msg: string) => void;
}

export interface MigrateResult {
  created: boolean;
  applied: string[];
  seeded: boolean;
}

const AUTH_UPGRADE_SQL = `
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists email_change_sent_at timestamptz;
`;

export async function migrate(db: Db, opts: MigrateOptions): Promise<MigrateResult> {
  const log = opts.log ?? (() => undefined);
  const { rows } = await db.query<{ exists: string }>(`select (to_regclass('_local.migrations') is not null)::text as exists`);
  const created = rows[0]?.exists !== 'true';
  if (created) {
    log('bootstrapping a fresh database');
    await db.exec(await readFile(opts.bootstrapFile, 'utf8'));
  }
  // Columns of GoTrue's auth.users added after the first bootstrap (databases made before keep working).
  await db.exec(AUTH_UPGRADE_SQL);
  const done = new Set((await db.query<{ name: string }>('select name from _local.migrations')).rows.map((r) => r.name));
  const files = existsSync(opts.migrationsDir) ? (await readdir(opts.migrationsDir)).filter((f) => f.endsWith('.sql')).sort() : [];
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(opts.migrationsDir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into _local.migrations (name) values ($1)', [file]);
      });
    } catch (e) {
      throw new Error(`migration ${file} failed: ${(e as Error).message}`, { cause: e });
    }
    log(`applied migration ${file}`);
    applied.push(file);
  }
  let seeded = false;
  if (created && opts.seedFile && existsSync(opts.seedFile)) {
    const sql = await readFile(opts.seedFile, 'utf8');
    try {
      await db.transaction((tx) => tx.exec(sql));
    } catch (e) {
      throw new Error(`seed ${path.basename(opts.seedFile)} failed: ${(e as Error).message}`, { cause: e });
    }
    log('seeded demo content');
    seeded = true;
  }
  return { created, applied, seeded };
}
