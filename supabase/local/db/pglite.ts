/**
 * PGlite (Postgres in WebAssembly) behind the Db interface; persisted in a folder or in memory.
 * The cluster's superuser is `supabase_admin`, as on hosted Supabase, so that `postgres` can be the
 * ordinary (non-superuser) role that migrations run as. The contrib extensions the migrations create
 * (pgcrypto, pg_trgm, unaccent) are loaded here: PGlite ships them but loads only those named.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable, QueryResult } from './types.ts';
import { Mutex } from './mutex.ts';

/** Every value comes back as Postgres's text form; the REST layer builds JSON inside SQL. */
const textOids = [16, 17, 20, 21, 23, 25, 26, 114, 700, 701, 1042, 1043, 1082, 1114, 1184, 1700, 2950, 3802];
const textParsers: Record<number, (v: string) => unknown> = Object.fromEntries(textOids.map((oid) => [oid, (v: string) => v]));

function wrap(q: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params, { parsers: textParsers });
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/** The platform superuser: PGlite's initdb creates it instead of `postgres`. */
export const PGLITE_SUPERUSER = 'supabase_admin';

export async function openPglite(dataDir?: string): Promise<Db> {
  let pg: PGlite;
  try {
    pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pgcrypto, pg_trgm, unaccent }, username: PGLITE_SUPERUSER, initDbStartParams: ['-U', PGLITE_SUPERUSER] });
  } catch (e) {
    if (dataDir && /role "supabase_admin" does not exist/.test((e as Error).message)) {
      throw new Error(`${dataDir} was created by an older local backend whose superuser was "postgres"; delete that folder to recreate the database from the migrations and seed`, { cause: e });
    }
    throw e;
  }
  // A new WAL segment is not filled with 16 MB of zeros first: PGlite writes them in 8 KB calls
  // (MEMFS in memory, one synchronous write each on disk), and the statement that crossed into the
  // segment held the only connection for up to a second on this machine. Safe here: PGlite never
  // fsyncs anyway, and a local data folder that runs out of disk fails either way.
  await pg.exec('set wal_init_zero = off');
  const mutex = new Mutex();
  const direct = wrap(pg);
  return {
    kind: 'pglite',
    query: (sql, params) => mutex.run(() => direct.query(sql, params)),
    exec: (sql) => mutex.run(() => direct.exec(sql)),
    transaction: (fn) => mutex.run(() => pg.transaction((tx) => fn(wrap(tx)))),
    close: () => mutex.run(() => pg.close()),
    // PGlite runs LISTEN itself and calls back after the query whose commit sent the notification;
    // through the mutex, so that the LISTEN never lands inside another caller's open transaction.
    async listen(channel, onNotify) {
      const stop = await mutex.run(() => pg.listen(channel, onNotify));
      return () => mutex.run(() => stop());
    },
  };
}
