/**
 * Runs work in one transaction as an API role, with the request settings PostgREST sets
 * (role, request.jwt.claims, request.method/path/headers, search_path, TimeZone UTC), so that
 * Postgres's own grants and row-level security decide.
 */
import type { Db, Queryable } from './types.ts';
import type { Caller } from '../context.ts';

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly?: boolean;
}

export async function asRole<T>(db: Db, caller: Caller, req: RequestInfo, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: read-only mode (GET/HEAD) and every request setting in a single statement.
    await tx.query(
      `select set_config('transaction_read_only', $6, true), set_config('search_path', 'public, extensions', true), set_config('TimeZone', 'UTC', true),
              set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
              set_config('request.path', $3, true), set_config('request.headers', $4, true),
              set_config('role', $5, true)`,
      [JSON.stringify(caller.claims), req.method, req.path, JSON.stringify(req.headers), caller.role, req.readOnly ? 'on' : 'off'],
    );
    return fn(tx);
  });
}

/** A transaction with superuser rights but the same session defaults (auth, storage bookkeeping). */
export async function asSystem<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', 'public, extensions', true), set_config('TimeZone', 'UTC', true)`);
    return fn(tx);
  });
}

/** Request headers with lower-cased names, as PostgREST exposes them in request.headers. */
export function headerRecord(h: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  h.forEach((v, k) => {
    out[k.toLowerCase()] = v;
  });
  return out;
}
