/**
 * Brings a database to the project's schema the way hosted Supabase and `supabase db push` would:
 * on a fresh database, as a superuser, bootstrap-roles.sql and bootstrap.sql (what the platform
 * provides), and bootstrap-realtime.sql (the realtime schema hosted's Realtime server creates) on any
 * database that lacks realtime.messages; then every supabase/migrations/*.sql not yet recorded in _local.migrations, in name
 * order, each in its own transaction, statement by statement AS THE NON-SUPERUSER ROLE `postgres`;
 * then supabase/seed.sql (same role) when the database was just created. Versions that `supabase db
 * push` recorded in supabase_migrations.schema_migrations count as applied.
 *
 * What supautils lets `postgres` do on hosted beyond its own grants is mirrored here: policies on the
 * tables of `supautils.policy_grants` and CREATE EXTENSION of `supautils.privileged_extensions` run
 * with the superuser's rights. Anything else a migration does on objects it does not own fails here
 * exactly as it would on deploy.
 */
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db, Queryable } from './types.ts';
import { splitSql } from './split-sql.ts';

export interface MigrateOptions {
  /** The roles file runs first: bootstrap-roles.sql beside bootstrapFile. */
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
/** supautils.policy_grants for `postgres` on hosted (supabase/postgres's supautils.conf). */
const POLICY_GRANTS = new Set([
  'auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens', 'auth.sessions', 'auth.users',
  'realtime.messages', 'storage.buckets', 'storage.migrations', 'storage.objects',
  'storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts',
]);

/** supautils.privileged_extensions on hosted (those that exist in this Postgres at all). */
const PRIVILEGED_EXTENSIONS = new Set(
  ('address_standardizer address_standardizer_data_us autoinc bloom btree_gin btree_gist citext cube dblink dict_int ' +
    'dict_xsyn earthdistance fuzzystrmatch hstore http hypopg index_advisor insert_username intarray isn ltree moddatetime ' +
    'pg_cron pg_graphql pg_hashids pg_jsonschema pg_net pg_partman pg_repack pg_stat_monitor pg_stat_statements pg_tle ' +
    'pg_trgm pg_walinspect pgaudit pgcrypto pgjwt pg_prewarm pgmq pgroonga pgrouting pgrowlocks pgstattuple pgsodium pgtap ' +
    'plpgsql plpgsql_check plv8 postgis postgis_raster postgis_topology postgres_fdw refint rum seg sslinfo supabase_vault ' +
    'tablefunc tcn timescaledb tsm_system_rows tsm_system_time unaccent uuid-ossp vector wrappers').split(' '),
);

const ident = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const POLICY_STMT = new RegExp(String.raw`^(?:create|alter|drop)\s+policy\s+(?:if\s+exists\s+)?${ident}\s+on\s+(?:only\s+)?(${ident})\s*\.\s*(${ident})`, 'i');
const EXTENSION_STMT = new RegExp(String.raw`^create\s+extension\s+(?:if\s+not\s+exists\s+)?(${ident})`, 'i');

/** A statement without its comments. */
const bare = (sql: string) => sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, '').trim();
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name.toLowerCase());

/** True when supautils would run this statement (comments stripped) with the superuser's rights. */
export function supautilsElevates(statement: string): boolean {
  const sql = bare(statement);
  const policy = POLICY_STMT.exec(sql);
  if (policy) return POLICY_GRANTS.has(`${unquote(policy[1])}.${unquote(policy[2])}`);
  const ext = EXTENSION_STMT.exec(sql);
  return !!ext && PRIVILEGED_EXTENSIONS.has(unquote(ext[1]));
}

/** The settings of a `supabase db push` session: role postgres, its search_path, UTC. */
const AS_POSTGRES = `set local role postgres; set local search_path = "$user", public, extensions`;

const SETS_SESSION_AUTH = /^set\s+(?:session\s+|local\s+)?session\s+authorization\b/i;
const RESETS_ROLE = /^(?:reset\s+(?:role|all|session\s+authorization)|set\s+(?:session\s+|local\s+)?role\s+(?:to\s+|=\s*)?none)\b/i;

/** Runs a script as `postgres` inside the current transaction, one statement at a time. */
async function runAsPostgres(tx: Queryable, script: string): Promise<void> {
  await tx.exec(AS_POSTGRES);
  for (const st of splitSql(script)) {
    const elevate = supautilsElevates(st.sql);
    try {
      if (SETS_SESSION_AUTH.test(bare(st.sql))) {
        // Only a superuser session may; on hosted the session is postgres.
        throw Object.assign(new Error('permission denied to set session authorization'), { code: '42501' });
      }
      if (elevate) await tx.exec('set local role none');
      await tx.exec(st.sql);
      // On hosted the session itself is postgres: resetting the role goes back to postgres, not up.
      if (elevate || RESETS_ROLE.test(bare(st.sql))) await tx.exec(AS_POSTGRES);
    } catch (e) {
      const err = e as Error;
      err.message = `line ${st.line}: ${err.message}`;
      throw err;
    }
  }
  await tx.exec('set local role none');
}

async function assertSuperuser(db: Db): Promise<void> {
  const { rows } = await db.query<{ s: string; u: string }>(`select (select rolsuper from pg_roles where rolname = current_user)::text as s, current_user::text as u`);
  if (rows[0]?.s !== 'true') {
    throw new Error(`The local backend must connect as a superuser (it creates the platform roles and runs migrations as "postgres"); connected as "${rows[0]?.u}"`);
  }
}

export async function migrate(db: Db, opts: MigrateOptions): Promise<MigrateResult> {
  const log = opts.log ?? (() => undefined);
  await assertSuperuser(db);
  const { rows } = await db.query<{ exists: string }>(`select (to_regclass('_local.migrations') is not null)::text as exists`);
  const created = rows[0]?.exists !== 'true';
  if (created) {
    log('bootstrapping a fresh database (Supabase platform roles, auth and storage schemas)');
    await db.exec(await readFile(path.join(path.dirname(opts.bootstrapFile), 'bootstrap-roles.sql'), 'utf8'));
    await db.transaction(async (tx) => tx.exec(await readFile(opts.bootstrapFile, 'utf8')));
  }
  // Columns of GoTrue's auth.users added after the first bootstrap (databases made before keep working).
  await db.exec(AUTH_UPGRADE_SQL);
  // The realtime schema: on hosted, Realtime creates it in every project; here before the migrations
  // that use it, on new databases and on those made before the stand-in spoke Realtime.
  const { rows: hasRealtime } = await db.query<{ t: string }>(`select (to_regclass('realtime.messages') is not null)::text as t`);
  if (hasRealtime[0]?.t !== 'true') {
    await db.transaction(async (tx) => tx.exec(await readFile(path.join(path.dirname(opts.bootstrapFile), 'bootstrap-realtime.sql'), 'utf8')));
  }
  const done = new Set((await db.query<{ name: string }>('select name from _local.migrations')).rows.map((r) => r.name));
  // A database that `supabase db push` brought up to date records versions (the file name's prefix).
  const pushed = new Set<string>();
  const { rows: hasPushed } = await db.query<{ t: string }>(`select (to_regclass('supabase_migrations.schema_migrations') is not null)::text as t`);
  if (hasPushed[0]?.t === 'true') {
    for (const r of (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows) pushed.add(r.version);
  }
  const files = existsSync(opts.migrationsDir) ? (await readdir(opts.migrationsDir)).filter((f) => f.endsWith('.sql')).sort() : [];
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file) || pushed.has(file.split('_')[0])) continue;
    const sql = await readFile(path.join(opts.migrationsDir, file), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await runAsPostgres(tx, sql);
        await tx.query('insert into _local.migrations (name) values ($1)', [file]);
      });
    } catch (e) {
      throw new Error(`migration ${file} failed (run as role postgres, as on hosted Supabase): ${(e as Error).message}`, { cause: e });
    }
    log(`applied migration ${file}`);
    applied.push(file);
  }
  let seeded = false;
  if (created && opts.seedFile && existsSync(opts.seedFile)) {
    const sql = await readFile(opts.seedFile, 'utf8');
    try {
      await db.transaction((tx) => runAsPostgres(tx, sql));
    } catch (e) {
      throw new Error(`seed ${path.basename(opts.seedFile)} failed (run as role postgres): ${(e as Error).message}`, { cause: e });
    }
    log('seeded demo content');
    seeded = true;
  }
  return { created, applied, seeded };
}
