/**
 * Version history, the trash and the activity log as editors see them (pure): the labels of write
 * paths and actions, the list of versions of a row built from the database's records (each record
 * holds the version an update replaced), and which fields differ between two versions. The database
 * writes all of it (see the history migration); nothing here decides what is recorded.
 */
import { diffWordsWithSpace } from 'diff';
import { REVIEW_FIELDS } from './review';

export type HistoryTable = 'cheezopedia_entries' | 'cheeses' | 'pairings' | 'newsletter_announcements';
export type WritePath = 'form' | 'offline_replay' | 'import' | 'review' | 'restore' | 'conflict' | 'other';

export const WRITE_PATH_LABELS: Readonly<Record<WritePath, string>> = {
  form: 'Saved in the editor',
  offline_replay: 'Offline replay',
  import: 'CSV import',
  review: 'Review',
  restore: 'Restore',
  conflict: 'Lost a conflict',
  other: 'Other',
};

/** One record of public.row_versions. */
export interface VersionRecord {
  id: number;
  table_name: HistoryTable;
  row_id: string;
  version: number;
  row_data: Record<string, unknown>;
  kind: 'update' | 'delete' | 'conflict';
  path: WritePath;
  changed_by: string | null;
  changed_at: string;
  changed_fields: string[];
}

/** A version of a row as the History panel lists it. */
export interface HistoryVersion {
  /** The record to restore from (null: the current version). */
  recordId: number | null;
  version: number;
  content: Record<string, unknown>;
  /** When and by whom this version was written (its own updated_at / updated_by). */
  savedAt: string;
  savedBy: string | null;
  /** How this version was written; null when history no longer knows (the change was trimmed, or it was created). */
  path: WritePath | null;
  /** Fields this version changed against the one before it (empty when unknown). */
  changedFields: string[];
  current: boolean;
  /** A version that lost a conflict: it never was the row's version on the server. */
  conflict: boolean;
}

/** Where the History panel reads and restores versions (the data layer's server calls). */
export interface HistorySource {
  load(table: HistoryTable, id: string): Promise<VersionRecord[]>;
  /** Writes a recorded version back as a new version on `baseVersion`; the new version. */
  restore(recordId: number, baseVersion: number): Promise<{ version: number }>;
  names(ids: readonly string[]): Promise<Record<string, string>>;
  /** True when a restore was refused because the row moved on since the screen loaded it. */
  isConflict(error: unknown): boolean;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Versions newest first: the current row, then each recorded version. A version's path and changed
 * fields come from the record of the change that produced it (the record of version N − 1).
 */
export function buildVersions(current: Record<string, unknown> | null, records: readonly VersionRecord[]): HistoryVersion[] {
  const producedBy = new Map<number, VersionRecord>();
  for (const r of records) if (r.kind !== 'conflict') producedBy.set(r.version + 1, r);
  const out: HistoryVersion[] = [];
  const describe = (version: number) => {
    const change = producedBy.get(version);
    return { path: change?.path ?? null, changedFields: change?.changed_fields ?? [] };
  };
  if (current) {
    const version = Number(current.version);
    out.push({ recordId: null, version, content: current, savedAt: text(current.updated_at), savedBy: (current.updated_by as string | null) ?? null, ...describe(version), current: true, conflict: false });
  }
  for (const r of records) {
    if (r.kind === 'conflict') {
      out.push({ recordId: r.id, version: r.version, content: r.row_data, savedAt: r.changed_at, savedBy: r.changed_by, path: 'conflict', changedFields: [], current: false, conflict: true });
      continue;
    }
    out.push({
      recordId: r.id, version: r.version, content: r.row_data, savedAt: text(r.row_data.updated_at) || r.changed_at,
      savedBy: (r.row_data.updated_by as string | null) ?? null, ...describe(r.version), current: false, conflict: false,
    });
  }
  // Newest first; a conflict's losing version sorts by when it was kept, among versions of its base.
  return out.sort((a, b) => b.version - a.version || Date.parse(b.savedAt) - Date.parse(a.savedAt));
}

const FIELD_LABELS: Readonly<Record<HistoryTable, ReadonlyArray<readonly [string, string]>>> = {
  cheezopedia_entries: [['title', 'Title'], ['content', 'Content'], ...REVIEW_FIELDS.filter(([f]) => f !== 'title'), ['visible_in_feed', 'Show in feed'], ['reading_time_minutes', 'Reading time']],
  cheeses: [['name', 'Name'], ['type', 'Type'], ['milk', 'Milk'], ['origin_country', 'Country'], ['origin_region', 'Region'], ['ageing_period', 'Ageing'], ['description', 'Description'], ['image_url', 'Image']],
  pairings: [['cheese_id', 'Cheese'], ['pairing_type', 'Type'], ['pairing_name', 'Name'], ['description', 'Description'], ['rating', 'Rating']],
  newsletter_announcements: [['subject', 'Subject'], ['body_md', 'Message']],
};

/** Names of the columns a version may change that the comparison does not show (never a column name on screen). */
const OTHER_FIELD_LABELS: Readonly<Record<string, string>> = {
  published_at: 'Publication date',
  archived_at: 'Archived',
  featured: 'Featured',
  review_status: 'Review state',
  review_note: 'Review note',
  submitted_at: 'Submitted for review',
  author_id: 'Author',
  revision_of: 'Revision',
  added_by: 'Added by',
  created_at: 'Created',
};

/** A field's label as people read it: its display label, else a name written out ('published_at' never shows). */
export function fieldLabel(table: HistoryTable, field: string): string {
  const known = FIELD_LABELS[table].find(([f]) => f === field)?.[1] ?? OTHER_FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Title, Content and Publication date': the changed fields of a version, in display order, each once. */
export function changedFieldsText(table: HistoryTable, fields: readonly string[]): string {
  const order = FIELD_LABELS[table].map(([f]) => f);
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  const labels = [...new Set([...fields].sort((a, b) => rank(a) - rank(b)).map((f) => fieldLabel(table, f)))];
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** A value as text for comparison and display. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v !== null ? Object.values(v as Record<string, unknown>).filter((x) => x != null && x !== '').join(' ') : String(v))).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Time a field's word diff may take before the field is shown as replaced whole (ms). */
export const WORD_DIFF_BUDGET_MS = 100;

export type WordPart = { kind: 'same' | 'added' | 'removed'; text: string };

export interface FieldDiff {
  field: string;
  label: string;
  /** Word by word, from the older version to the newer one. */
  parts: WordPart[];
}

/** The fields (in display order) that differ from `older` to `newer`, each as a word-level diff. */
export function versionDiff(table: HistoryTable, older: Record<string, unknown>, newer: Record<string, unknown>): FieldDiff[] {
  const out: FieldDiff[] = [];
  for (const [field, label] of FIELD_LABELS[table]) {
    const a = showValue(older[field]);
    const b = showValue(newer[field]);
    if (a === b) continue;
    // Bounded: a rewrite of a long text would take the word diff seconds; past the budget the field
    // shows as replaced whole.
    const changes = diffWordsWithSpace(a, b, { timeout: WORD_DIFF_BUDGET_MS });
    const parts: WordPart[] = changes
      ? changes.map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }))
      : [{ kind: 'removed', text: a }, { kind: 'added', text: b }];
    out.push({ field, label, parts: parts.filter((p) => p.text !== '') });
  }
  return out;
}

// ---- activity ----
export type ActivityAction = 'create' | 'update' | 'publish' | 'unpublish' | 'delete' | 'restore' | 'import' | 'role_change' | 'review';
export type ActivityTable = HistoryTable | 'profiles';

export const ACTIVITY_ACTION_LABELS: Readonly<Record<ActivityAction, string>> = {
  create: 'Created',
  update: 'Updated',
  publish: 'Published',
  unpublish: 'Unpublished',
  delete: 'Deleted',
  restore: 'Restored',
  import: 'Imported',
  role_change: 'Changed role',
  review: 'Review decision',
};

export const ACTIVITY_TABLE_LABELS: Readonly<Record<ActivityTable, string>> = {
  cheezopedia_entries: 'Articles',
  cheeses: 'Cheeses',
  pairings: 'Pairings',
  newsletter_announcements: 'Announcements',
  profiles: 'Users',
};

/** One record of public.activity_events. */
export interface ActivityEvent {
  id: number;
  at: string;
  actor: string | null;
  action: ActivityAction;
  table_name: ActivityTable;
  row_id: string | null;
  label: string;
  path: string;
  detail: Record<string, unknown>;
}

/** Where an event's row opens in the back office (null: nothing to open, e.g. deleted or an import). */
export function activityHref(e: Pick<ActivityEvent, 'action' | 'table_name' | 'row_id'>): string | null {
  if (e.action === 'delete') return '/admin/trash';
  if (e.action === 'import') return e.table_name === 'pairings' ? '/admin/pairings' : '/admin/cheeses';
  if (!e.row_id) return null;
  switch (e.table_name) {
    case 'cheezopedia_entries':
      return `/admin/articles/edit/${e.row_id}`;
    case 'cheeses':
      return `/admin/cheeses/edit/${e.row_id}`;
    case 'pairings':
      return `/admin/pairings/edit/${e.row_id}`;
    case 'newsletter_announcements':
      return `/admin/newsletter/edit/${e.row_id}`;
    default:
      return '/admin/users';
  }
}

/** What an event says beside its label: a role change's from → to, an import's row count, a decision. */
export function activityDetail(e: Pick<ActivityEvent, 'action' | 'detail'>): string {
  const d = e.detail;
  if (e.action === 'role_change') return `${String(d.from)} → ${String(d.to)}`;
  if (e.action === 'review') return d.decision === 'published' ? 'published the submission' : 'requested changes';
  if (e.action === 'restore') return d.from_trash ? 'from the trash' : `version ${String(d.from_version)}`;
  return '';
}
