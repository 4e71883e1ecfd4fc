/** What a back-office card reading from the server shows, in order of precedence (offline first). */

/** A server read's progress as the screens hold it (the loaded variant carries the screen's own rows). */
export type ServerRead = { kind: 'loading' } | { kind: 'offline' } | { kind: 'failed'; message: string } | { kind: 'loaded' };

export type ServerReadView = { kind: 'offline' } | { kind: 'failed'; message: string } | { kind: 'loading' } | { kind: 'empty' } | { kind: 'rows' };

/**
 * Offline (the device, or the read itself, said so) wins over an earlier answer; then a failure, the
 * wait, a read that found nothing, and last the rows.
 */
export function serverReadView(read: ServerRead, online: boolean, empty: boolean): ServerReadView {
  if (!online || read.kind === 'offline') return { kind: 'offline' };
  if (read.kind === 'failed') return { kind: 'failed', message: read.message };
  if (read.kind === 'loading') return { kind: 'loading' };
  return empty ? { kind: 'empty' } : { kind: 'rows' };
}

/** The line a failed read shows: 'Could not load the subscribers: {reason}'. */
export function loadFailed(what: string, e: unknown): string {
  return `Could not load the ${what}: ${e instanceof Error ? e.message : String(e)}`;
}
