/** Turns the data layer's sync status into the short lines the admin layout shows. */

/** A count the data layer may report as a number or as the list of items. */
export type Countable = number | readonly unknown[] | null | undefined;

export interface SyncStatusLike {
  online: boolean;
  syncing?: boolean;
  pending?: Countable;
  conflicts?: Countable;
  failures?: Countable;
  lastError?: string | null;
}

/** The number behind a count that may be a number or a list. */
export function countOf(value: Countable): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  return Array.isArray(value) ? value.length : 0;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface SyncLine {
  tone: 'ok' | 'info' | 'warn' | 'error';
  text: string;
}

/**
 * The status lines, most important first: offline, conflicts, failed changes, pending changes,
 * syncing; 'All changes synced' when there is nothing to report.
 */
export function describeSyncStatus(status: SyncStatusLike): SyncLine[] {
  const lines: SyncLine[] = [];
  const pending = countOf(status.pending);
  const conflicts = countOf(status.conflicts);
  const failures = countOf(status.failures);
  if (!status.online) lines.push({ tone: 'warn', text: 'Offline — changes are saved on this device' });
  if (conflicts > 0) lines.push({ tone: 'error', text: plural(conflicts, 'conflict to resolve', 'conflicts to resolve') });
  if (failures > 0) lines.push({ tone: 'error', text: plural(failures, 'change failed to sync', 'changes failed to sync') });
  if (pending > 0) lines.push({ tone: 'info', text: plural(pending, 'pending change', 'pending changes') });
  if (status.online && status.syncing) lines.push({ tone: 'info', text: 'Syncing…' });
  if (lines.length === 0) lines.push({ tone: 'ok', text: 'All changes synced' });
  return lines;
}

/** Initials for the avatar: first letters of the first two words of the name, else of the email. */
export function initialsOf(name: string | null | undefined, email: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  const local = (email ?? '').split('@')[0] ?? '';
  return (local.slice(0, 2) || '?').toUpperCase();
}
