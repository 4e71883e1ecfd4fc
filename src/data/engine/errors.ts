/** The sync engine's errors: Supabase's classified by what the engine does with them, and a local write refused. */

export type ErrorKind = 'network' | 'server' | 'auth' | 'stop';

export interface ClassifiedError {
  kind: ErrorKind;
  message: string;
  code: string;
}

interface PostgrestLikeError {
  message?: string;
  code?: string;
}

/**
 * PostgREST result → kind: status 0 (fetch failed) 'network'; 5xx, 408, 429 'server' (retry);
 * 401 'auth' (refresh the session, retry); any other 4xx 'stop' (the item stops with the message).
 */
export function classifyPostgrest(status: number, error: PostgrestLikeError | null): ClassifiedError {
  const message = error?.message || `HTTP ${status}`;
  const code = error?.code ?? '';
  if (status === 0) return { kind: 'network', message, code };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'server', message, code };
  if (status === 401) return { kind: 'auth', message, code };
  return { kind: 'stop', message, code };
}

/** Storage-js error → kind (StorageUnknownError = the request never got an answer). */
export function classifyStorage(error: unknown): ClassifiedError {
  const e = error as { name?: string; message?: string; status?: number; statusCode?: string } | null;
  const message = e?.message || 'Upload failed';
  if (!e || e.name === 'StorageUnknownError' || e.status === undefined) return { kind: 'network', message, code: '' };
  const status = Number(e.statusCode) || e.status;
  if (status >= 500 || status === 408 || status === 429) return { kind: 'server', message, code: String(status) };
  if (status === 401 || /jwt|token/i.test(message)) return { kind: 'auth', message, code: String(status) };
  return { kind: 'stop', message, code: String(status) };
}

/** Full-jitter exponential backoff: random in [0, min(cap, base · 2^attempt)). */
export function backoffDelay(attempt: number, baseMs: number, capMs: number, rng: () => number = Math.random): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(rng() * ceiling);
}

/** A write this device refuses before queuing anything (the message is the rule's, shown as it is). */
/**
 * A save whose code (the engine's writes) could not be fetched: the device went offline before it
 * arrived and no service worker holds it. The form keeps the change on this device.
 */
export const WRITE_CODE_MISSING =
  "This device went offline before the editor finished loading, so the change could not be queued. It is kept on this device: save again once you're back online.";

export class LocalWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalWriteError';
  }
}
