/**
 * Opens the backend's database: node-postgres when a URL is given, else PGlite (folder or memory).
 * A PGlite folder is locked first (folder-lock.ts): a second process on it is refused before the
 * database is touched (after a few seconds' wait for an owner that may be exiting), and the lock
 * goes when the database closes.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Db } from './types.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { lockDataFolderWhenFree } from './folder-lock.ts';

export type { Db, Queryable, QueryResult, PgError } from './types.ts';
export { isPgError } from './types.ts';
export { FolderLockedError } from './folder-lock.ts';

/** `onWait`: told when the folder's lock is held by a process that may be exiting, and the open waits for it. */
export async function openDb(opts: { databaseUrl?: string; dataDir?: string; memory?: boolean; onWait?: (message: string) => void }): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  if (opts.memory || !opts.dataDir) return openPglite();
  mkdirSync(opts.dataDir, { recursive: true });
  const lock = await lockDataFolderWhenFree(opts.dataDir, { onWait: opts.onWait });
  let db: Db;
  try {
    const dir = path.join(opts.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    db = await openPglite(dir);
  } catch (e) {
    lock.release();
    throw e;
  }
  const inner = db;
  return {
    ...inner,
    async close() {
      try {
        await inner.close();
      } finally {
        lock.release();
      }
    },
  };
}
