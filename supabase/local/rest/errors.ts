/** PostgREST's error body {code, details, hint, message} and its HTTP status mapping. */
import { isPgError } from '../db/index.ts';
import type { ApiRole } from '../context.ts';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** A malformed request part (PGRST100, 400). */
export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

/** PostgREST's table of SQLSTATE → HTTP status (connection classes answer 500 here, never 503). */
export function statusFor(code: string, role: ApiRole): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(08|09|25|2D|38|39|3B|40|53|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

/** Converts anything thrown during a request to a RestError (Postgres errors keep their code). */
export function toRestError(e: unknown, role: ApiRole): RestError {
  if (e instanceof RestError) return e;
  // PGlite checks typed parameters before sending them (e.g. "maybe" for a boolean): Postgres's 22P02.
  const bad = !isPgError(e) && e instanceof Error ? /^Invalid input for (\w+) type/.exec(e.message) : null;
  if (bad) return new RestError(400, '22P02', `invalid input syntax for type ${bad[1]}`);
  if (isPgError(e)) return new RestError(statusFor(e.code, role), e.code, e.message, e.detail ?? null, e.hint ?? null);
  return new RestError(500, 'PGRST000', e instanceof Error ? e.message : String(e));
}
