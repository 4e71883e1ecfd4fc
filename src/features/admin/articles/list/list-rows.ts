/** Pure helpers of the admin article list: status, date, sync marker and the CSV export. */
import { contentTypeLabel, entryStatus, ENTRY_STATUS_LABELS, toCsv, type Entry, type EntryStatus } from '@/domain';

export type SyncMarker = 'synced' | 'pending' | 'conflict' | 'failed';

/** What the table shows for one entry at `now`. */
export interface ListRow {
  id: string;
  title: string;
  slug: string;
  typeLabel: string;
  status: EntryStatus;
  statusLabel: string;
  /** The date column: publish date when published or scheduled, else the creation date (ISO). */
  date: string;
}

/** Table values for an entry at `now`. */
export function toListRow(entry: Pick<Entry, 'id' | 'title' | 'slug' | 'content_type' | 'published_at' | 'archived_at' | 'created_at'>, now: Date = new Date()): ListRow {
  const status = entryStatus(entry, now);
  return {
    id: entry.id,
    title: entry.title,
    slug: entry.slug,
    typeLabel: contentTypeLabel(entry.content_type),
    status,
    statusLabel: ENTRY_STATUS_LABELS[status],
    date: entry.published_at && status !== 'draft' ? entry.published_at : entry.created_at,
  };
}

/** Label of a row's sync marker; null when synced. */
export function syncMarkerLabel(sync: SyncMarker): string | null {
  switch (sync) {
    case 'pending':
      return 'Not synced yet';
    case 'conflict':
      return 'Conflict';
    case 'failed':
      return 'Sync failed';
    default:
      return null;
  }
}

/** Columns of the exported CSV, in order. */
export const EXPORT_COLUMNS = ['title', 'slug', 'type', 'status', 'published_at', 'created_at', 'description'] as const;

/** The CSV of the listed entries (RFC 4180, via the domain's toCsv). */
export function articlesCsv(entries: ReadonlyArray<Pick<Entry, 'title' | 'slug' | 'content_type' | 'published_at' | 'archived_at' | 'created_at' | 'description'>>, now: Date = new Date()): string {
  const rows = entries.map((e) => ({
    title: e.title,
    slug: e.slug,
    type: contentTypeLabel(e.content_type),
    status: ENTRY_STATUS_LABELS[entryStatus(e, now)],
    published_at: e.published_at ?? '',
    created_at: e.created_at,
    description: e.description ?? '',
  }));
  return toCsv(rows, [...EXPORT_COLUMNS]);
}

/** File name of the export: 'articles-YYYY-MM-DD.csv'. */
export function exportFileName(now: Date = new Date()): string {
  return `articles-${now.toISOString().slice(0, 10)}.csv`;
}
