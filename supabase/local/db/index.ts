/** Opens the backend's database: node-postgres when a URL is given, else PGlite (folder or memory). */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Db } from './types.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type { Db, Queryable, QueryResult, PgError } from './types.ts';
export { isPgError } from './types.ts';

export async function openDb(opts: { databaseUrl?: string; dataDir?: string; memory?: boolean }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.memory || !opts.dataDir) return openPglite();
  const dir = path.join(opts.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
