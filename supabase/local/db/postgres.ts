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

export async function openPostgres(connectionString: string): Promise<Db> {
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
    close: () => pool.end(),
  };
}
