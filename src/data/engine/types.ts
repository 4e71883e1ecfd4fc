/** Types of the local-first data layer (Dexie rows, outbox items, hook states). */
import type { FieldChoice } from '@/domain/merge/merge-row';
import type { Announcement, Cheese, Entry, Pairing } from '@/domain/types';

/** Server table name → row type, for every synced table (each registered in ./registry). */
export interface SyncTables {
  cheezopedia_entries: Entry;
  cheeses: Cheese;
  pairings: Pairing;
  newsletter_announcements: Announcement;
}
export type SyncTable = keyof SyncTables;
export type SyncRow = SyncTables[SyncTable];

export interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  /** True while `data` is only the first rows of a long list (the whole list is still being read). */
  partial?: boolean;
}

export type SyncState = 'synced' | 'pending' | 'conflict' | 'failed';
export type AdminRow<T> = T & { _sync: SyncState; _error?: string };

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  pending: number;
  conflicts: number;
  failures: number;
  lastSyncedAt: string | null;
  lastError: string | null;
}

export type OutboxOp = 'insert' | 'update' | 'delete';
/** pending: waiting to be pushed (maybe in backoff); conflict/failed: stopped until the user acts. */
export type OutboxStatus = 'pending' | 'conflict' | 'failed';

export interface OutboxItem {
  id?: number;
  table: SyncTable;
  recordId: string;
  op: OutboxOp;
  /** Fields to write: the whole row for an insert, the changed fields for an update. */
  patch: Record<string, unknown>;
  /** Update: the server version the edit was based on. */
  baseVersion: number | null;
  /** The server's row before the first unpushed edit (restored when the item is discarded). */
  base: SyncRow | null;
  /**
   * Update: for each field of `patch`, the value it had when the edit of that field began (the
   * form's loaded value). A push that meets a newer row merges field by field against these
   * (docs/decisions/0017-field-merge.md). Missing (an item queued before bases were kept): a
   * version mismatch is a conflict of the whole row, as it was then.
   */
  bases?: Record<string, unknown>;
  status: OutboxStatus;
  /**
   * The user whose session queued the change (null: nobody was signed in; missing: queued before
   * owners were recorded). Pushed only with that same user's session; anyone else sees it as not theirs.
   */
  owner?: string | null;
  /**
   * HMAC of what is sent and in whose name, with the owner's device key (see ../engine/seal). Missing
   * or not verifying with the signed-in user's key: the change is not theirs, whatever `owner` says.
   */
  seal?: string;
  attempts: number;
  /** Epoch ms before which the item is not retried (backoff). */
  nextAttemptAt: number;
  /** Incremented on every coalesced edit, so a push can tell whether the item changed while in flight. */
  rev: number;
  /** Set while a tab is sending the item (a delete then cannot cancel an insert that may have landed). */
  sending?: boolean;
  error?: string;
  errorCode?: string;
  /** Why the last attempt is retried: 'network' (no answer) or 'server' (5xx, 408, 429). */
  retryReason?: 'network' | 'server';
  /** Conflict: the server's current row, or null when it was deleted on the server. */
  theirs?: SyncRow | null;
  createdAt: string;
  updatedAt: string;
}

/** How a stopped conflict is resolved: one side whole, or one choice per field in conflict (keyed as mergeQueued's conflicts). */
export type ConflictChoice = 'mine' | 'theirs' | { fields: Readonly<Record<string, FieldChoice>> };

export interface Conflict {
  table: SyncTable;
  id: string;
  mine: Partial<SyncRow>;
  theirs: SyncRow | null;
  outboxId: number;
  /**
   * The update's bases (see OutboxItem.bases): with them the change merges with theirs field by
   * field (mergeQueued), and only the fields in conflict are asked. Null: a whole-row conflict.
   */
  bases: Record<string, unknown> | null;
}

/** An image kept on the device until it can be uploaded. */
/** What an immediate push of one record came to. */
export type PushOutcome =
  | { kind: 'synced' }
  | { kind: 'offline'; message: string | null }
  /** `rev`: the outbox item's revision in conflict (a resolution or a new edit raises it). */
  | { kind: 'conflict'; theirs: SyncRow | null; rev: number }
  | { kind: 'rejected'; message: string; code: string | null };

export interface LocalImage {
  id: string;
  bucket: 'cheezopedia' | 'cheeses';
  path: string;
  blob: Blob | null;
  type: string;
  /** Public URL once uploaded. */
  url: string | null;
  createdAt: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
