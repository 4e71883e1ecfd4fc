/** The small database interface every area of the local backend uses (PGlite or node-postgres). */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  /** One statement, values bound as parameters ($1, $2, …). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel: onNotify gets each NOTIFY payload sent on it, after its transaction commits
   * (never for one rolled back), in commit order. Resolves to the function that stops listening.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  readonly kind: 'pglite' | 'postgres';
}

/** A Postgres error as both drivers raise it. */
export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(e: unknown): e is PgError {
  return typeof e === 'object' && e !== null && typeof (e as PgError).code === 'string' && typeof (e as PgError).message === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code);
}
