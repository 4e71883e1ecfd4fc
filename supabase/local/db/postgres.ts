/** A real PostgreSQL (DATABASE_URL) behind the Db interface, through a node-postgres pool. */
import pg from 'pg';
import type { Db, Queryable, QueryResult } from './types.ts';

// Values come back as text, exactly as PGlite's are configured: JSON is built inside SQL.
const identity = (v: string) => v;
const types = { getTypeParser: () => identity } as unknown as pg.CustomTypesConfig;

function wrap(c: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await c.query({ text: sql, values: params, types });
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  };
}

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool): one client per channel,
 * connected again after a second when the server drops it. Notifications sent while it was away are
 * lost (hosted Realtime reads a replication slot, which keeps them); the 60 s pull covers that gap.
 */
async function listenOn(connectionString: string, channel: string, onNotify: (payload: string) => void, listeners: Set<() => Promise<void>>): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`listen: "${channel}" is not a plain channel name`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (retryOnFailure: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString });
    client = c;
    let gone = false;
    const reconnectLater = () => {
      if (gone) return;
      gone = true;
      void c.end().catch(() => undefined);
      if (stopped) return;
      retry = setTimeout(() => void connect(true).catch(() => undefined), 1_000);
      retry.unref();
    };
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    c.on('error', reconnectLater);
    c.on('end', reconnectLater);
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (e) {
      if (retryOnFailure) {
        reconnectLater();
      } else {
        gone = true;
        void c.end().catch(() => undefined);
      }
      throw e;
    }
  };
  await connect(false);
  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    listeners.delete(stop);
    await client?.end().catch(() => undefined);
  };
  listeners.add(stop);
  return stop;
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const listeners = new Set<() => Promise<void>>();
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', () => undefined); // an idle client dropped by the server: the pool replaces it
  await pool.query('select 1');
  const direct = wrap(pool);
  return {
    kind: 'postgres',
    query: direct.query,
    exec: direct.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    listen: (channel, onNotify) => listenOn(connectionString, channel, onNotify, listeners),
  };
}
