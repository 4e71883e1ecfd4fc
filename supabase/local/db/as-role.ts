/**
 * Runs work in one transaction as an API role, with the request settings PostgREST sets
 * (role, request.jwt.claims, request.method/path/headers, search_path, TimeZone UTC), so that
 * Postgres's own grants and row-level security decide.
 */
import type { Db, Queryable } from './types.ts';
import { API_ROLES, type Caller } from '../context.ts';

export interface RequestInfo {
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly?: boolean;
  /** Aborted when the client has gone: a read still waiting for the database is then not run. */
  signal?: AbortSignal;
}

/**
 * A read whose client went away while it waited for the database (e.g. the page navigated on).
 * One database serves this whole process, so an abandoned read would delay every request behind
 * it; hosted Supabase answers each request on its own connection and never holds others for it.
 */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before its read ran.');
  }
}

/**
 * The role's own settings as PostgREST applies them when it switches to the role (statement_timeout,
 * lock_timeout from `alter role … set`), else those of its login role `authenticator`.
 */
const ROLE_SETTING = (name: string) => `coalesce(
  (select split_part(c, '=', 2) from pg_db_role_setting s, unnest(s.setconfig) c
    where s.setrole = to_regrole(r.role) and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      and c like '${name}=%' order by s.setdatabase desc limit 1),
  (select split_part(c, '=', 2) from pg_db_role_setting s, unnest(s.setconfig) c
    where s.setrole = to_regrole('authenticator') and s.setdatabase = 0 and c like '${name}=%' limit 1),
  current_setting('${name}'))`;

interface RoleSettings {
  statementTimeout: string;
  lockTimeout: string;
}

/**
 * Role settings per database, read once: PostgREST reads them when it loads its configuration, not on
 * every request (reading them per request cost more than most API calls' own statements). Changed
 * role settings apply after a restart (PostgREST: a restart or a `reload config`).
 */
const roleSettingsCache = new WeakMap<Db, Promise<Map<string, RoleSettings>>>();

function roleSettings(db: Db): Promise<Map<string, RoleSettings>> {
  let settings = roleSettingsCache.get(db);
  if (!settings) {
    settings = db
      .query<{ role: string; statement_timeout: string; lock_timeout: string }>(
        `select r.role, ${ROLE_SETTING('statement_timeout')} as statement_timeout, ${ROLE_SETTING('lock_timeout')} as lock_timeout
           from (values ${API_ROLES.map((r) => `('${r}')`).join(', ')}) as r(role)`,
      )
      .then(({ rows }) => new Map(rows.map((r) => [r.role, { statementTimeout: r.statement_timeout, lockTimeout: r.lock_timeout }])));
    settings.catch(() => roleSettingsCache.delete(db)); // read again next time
    roleSettingsCache.set(db, settings);
  }
  return settings;
}

/** A Postgres duration setting ('3s', '8000', '1min') in milliseconds (0: none). */
export function durationMs(value: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h|d)?\s*$/.exec(value);
  if (!m) return 0;
  const factor = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] ?? 'ms'] ?? 1;
  return Number(m[1]) * factor;
}

/**
 * PGlite cannot interrupt a running statement, so there a statement that ran past the timeout is
 * failed afterwards with Postgres's own error (57014) and its transaction rolled back: the client
 * sees what hosted answers, only later.
 */
function withStatementTimeout(tx: Queryable, timeoutMs: number): Queryable {
  const check = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    if (performance.now() - started > timeoutMs) {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', severity: 'ERROR' });
    }
    return result;
  };
  return { query: (sql, params) => check(() => tx.query(sql, params)), exec: (sql) => check(() => tx.exec(sql)) };
}

export async function asRole<T>(db: Db, caller: Caller, req: RequestInfo, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const settings = (await roleSettings(db)).get(caller.role);
  if (!settings) throw new Error(`No settings read for the API role ${caller.role}`);
  return db.transaction(async (tx) => {
    if (req.readOnly && req.signal) {
      // Queries hand the database on to each other without leaving the microtask queue: a closed
      // connection is only noticed once pending I/O has run (which also serves files meanwhile).
      await new Promise((resolve) => setImmediate(resolve));
      if (req.signal.aborted) throw new ClientGoneError();
    }
    // One round trip: read-only mode (GET/HEAD), the role's timeouts and every request setting.
    await tx.query(
      `select set_config('transaction_read_only', $6, true), set_config('search_path', 'public, extensions', true), set_config('TimeZone', 'UTC', true),
              set_config('request.jwt.claims', $1, true), set_config('request.method', $2, true),
              set_config('request.path', $3, true), set_config('request.headers', $4, true),
              set_config('lock_timeout', $7, true), set_config('statement_timeout', $8, true),
              set_config('role', $5, true)`,
      [JSON.stringify(caller.claims), req.method, req.path, JSON.stringify(req.headers), caller.role, req.readOnly ? 'on' : 'off', settings.lockTimeout, settings.statementTimeout],
    );
    const timeoutMs = durationMs(settings.statementTimeout);
    return fn(db.kind === 'pglite' && timeoutMs > 0 ? withStatementTimeout(tx, timeoutMs) : tx);
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
