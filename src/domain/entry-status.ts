/**
 * Where an entry stands and who may read it: the rules the sync engine and the
 * public pages need, apart from the editors' validation (./entry-rules) so they load without it.
 */
import type { Entry } from './types';

/** Where an entry stands. 'scheduled' = published_at in the future; 'archived' wins over the rest. */
export type EntryStatus = 'draft' | 'scheduled' | 'published' | 'archived';

/** Status filter options of the admin list, in display order. */
export const ENTRY_STATUSES: readonly EntryStatus[] = ['draft', 'scheduled', 'published', 'archived'];

/** Display labels of the statuses. */
export const ENTRY_STATUS_LABELS: Readonly<Record<EntryStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

type Timed = Pick<Entry, 'published_at' | 'archived_at'>;

function toMillis(value: string | Date | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/**
 * Status of an entry at `now`: 'archived' when archived_at is set; else 'draft' when published_at is
 * null (or unparseable); 'scheduled' when published_at is after now; otherwise 'published'.
 */
export function entryStatus(entry: Timed, now: Date | string | number = new Date()): EntryStatus {
  if (entry.archived_at) return 'archived';
  if (!entry.published_at) return 'draft';
  const at = Date.parse(entry.published_at);
  if (Number.isNaN(at)) return 'draft';
  return at > toMillis(now) ? 'scheduled' : 'published';
}

/** True when the public may read the entry at `now` (by slug): published, not archived, time reached. */
export function isPublic(entry: Timed, now: Date | string | number = new Date()): boolean {
  return entryStatus(entry, now) === 'published';
}

/** True when the entry belongs in public lists (home feed, discover, related): public and visible_in_feed. */
export function isInFeed(
  entry: Timed & Pick<Entry, 'visible_in_feed'>,
  now: Date | string | number = new Date(),
): boolean {
  return entry.visible_in_feed && isPublic(entry, now);
}
