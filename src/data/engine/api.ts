/**
 * The engine's API: what the rest of the app may ask of the device's copy and the sync, by name and
 * typed. The Dexie database behind it is the engine's alone (ESLint holds it: no `dexie` import and
 * no `.db` outside src/data/engine): screens and hooks ask named reads, observe them live, send
 * commands and ask the server through named fetches. Every read, fetch and command takes and answers
 * plain data (rows, outbox items as values, counts), never a table or a query builder.
 *
 * - `read`: one answer from the device's copy (no network).
 * - `observe(select)`: the same reads, answered again whenever what they read changes (a Dexie live
 *   query inside the engine). `select` may only call `read`'s functions.
 * - `fetch`: asks the server for a screen's rows and stores them in the device's copy, where the
 *   live reads find them (cold visits, a record the device lacks).
 * - commands (`save`, `remove`, `pushNow`, `resolveConflict`, …): the write path; each local write
 *   stores the row and its outbox item in one transaction, then the engine pushes.
 * - lifecycle: `start` (the background triggers), `pull`, `flush`, `syncNow`, status.
 */
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Cheese, ContentType, Entry, Profile } from '@/domain/types';
import type { ClassifiedError } from './errors';
import type { AdminRow, Conflict, ConflictChoice, LocalImage, OutboxItem, PushOutcome, SyncTable, SyncTables } from './types';

/** PostgREST reads, writes and RPCs: supabase-js itself, or a visitor's bare PostgREST client. */
export type RestClient = Pick<PostgrestClient, 'from' | 'rpc'>;

/** How a Realtime channel's subscription stands (realtime-js's REALTIME_SUBSCRIBE_STATES). */
export type RealtimeStatus = 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';

/**
 * What live updates use of a Realtime channel: receive one broadcast event and hear how the
 * subscription stands. supabase-js's RealtimeChannel and a visitor's receiver both fit.
 */
export interface RealtimeChannelLike {
  on(type: 'broadcast', filter: { event: string }, callback: (message: { payload?: unknown }) => void): RealtimeChannelLike;
  subscribe(callback: (status: RealtimeStatus) => void): RealtimeChannelLike;
}

/** A Realtime client as live updates use it: supabase-js's RealtimeClient, or a visitor's receiver. */
export interface RealtimeClientLike {
  /** `topic` without the `realtime:` prefix; `private` channels are authorised by row-level security. */
  channel(topic: string, options: { config: { private: boolean } }): RealtimeChannelLike;
  removeChannel(channel: RealtimeChannelLike): Promise<unknown>;
}

/** A picture's bucket in Storage. */
export type Bucket = 'cheezopedia' | 'cheeses';

/** An answer that follows the device's copy: `subscribe` hears the first answer and every change. */
export interface LiveQuery<T> {
  subscribe(observer: { next?: (value: T) => void; error?: (error: unknown) => void }): { unsubscribe(): void };
  subscribe(next?: (value: T) => void, error?: (error: unknown) => void): { unsubscribe(): void };
}

/** One record as the device holds it: its row (undefined: none here) and its queued change. */
export interface RecordState<K extends SyncTable> {
  row: SyncTables[K] | undefined;
  /** The record's outbox item (at most one: successive edits coalesce), undefined when nothing is queued. */
  item: OutboxItem | undefined;
  /** What that item says about the record's push. */
  outcome: PushOutcome;
}

/** Queued changes by state. */
export interface OutboxCounts {
  pending: number;
  conflicts: number;
  failures: number;
}

/** A queued change the signed-in user did not make (never sent with their session). */
export interface ChangeNotYours {
  outboxId: number;
  /** 'entry', 'cheese', 'pairing'. */
  noun: string;
  /** The queuing account's id, null when nobody was signed in (undefined: queued before owners were kept). */
  owner: string | null | undefined;
  /** The record's title or name — only for changes nobody owns (another account's stay private). */
  label: string | null;
  queuedAt: string;
}

/** The device's copy, asked by name. Reads only: safe inside `observe`. */
export interface DeviceReads {
  // The public pages (public rows only: an editor's copy also holds drafts).
  /** The home feed, newest first. */
  homeFeed(): Promise<Entry[]>;
  /** One discover page plus one row (is there a next page?). */
  discoverPage(filter: ContentType | 'all', page: number, size: number): Promise<Entry[]>;
  /** More Like This of an entry. */
  related(entryId: string): Promise<Entry[]>;
  /** A public entry with its full text (a card is not the entry), or null. */
  entryBySlug(slug: string): Promise<Entry | null>;
  /** Every cheese on the device, newest first. */
  cheeses(): Promise<Cheese[]>;
  /** The cheeses of these ids that the device holds, in that order. */
  cheesesById(ids: readonly string[]): Promise<Cheese[]>;
  /** Every entry and cheese on the device (the device's search index is built from them). */
  searchable(): Promise<{ entries: Entry[]; cheeses: Cheese[] }>;
  /** The picture a 'local-image:<id>' reference names (undefined: not held, or not such a reference). */
  heldImage(ref: string): Promise<LocalImage | undefined>;

  // The editors' screens.
  /** Every row of a table (or the newest `limit`), created_at descending, with its sync state. */
  rows<K extends SyncTable>(table: K, limit?: number): Promise<AdminRow<SyncTables[K]>[]>;
  /** One row with its sync state; null when the device does not hold it. */
  row<K extends SyncTable>(table: K, id: string): Promise<AdminRow<SyncTables[K]> | null>;
  /** The `limit` most recently changed rows (no read of the whole table). */
  recentRows<K extends SyncTable>(table: K, limit: number): Promise<SyncTables[K][]>;
  /** One record with its queued change and that change's outcome. */
  record<K extends SyncTable>(table: K, id: string): Promise<RecordState<K>>;
  /** The outbox item of one record, if a change of it is queued. */
  outboxItem(table: SyncTable, id: string): Promise<OutboxItem | undefined>;
  /** How many entries await review. */
  inReviewCount(): Promise<number>;
  /** Another entry using `slug` on this device. */
  entryUsingSlug(slug: string, exceptId: string | null): Promise<Entry | undefined>;
  /** The entries of these slugs the device holds, whatever their status (the builder's link check). */
  entriesBySlugs(slugs: readonly string[]): Promise<Entry[]>;
  /** A form's working copy (see `keepWorkingCopy`), or null. */
  workingCopy<T>(key: string): Promise<T | null>;

  // The sync's state.
  /** Queued changes by state: `userId`'s own (null: nobody signed in), or every change (undefined). */
  outboxCounts(userId?: string | null): Promise<OutboxCounts>;
  /** When the last pull completed and the last sync error (null after a clean pull). */
  lastSync(): Promise<{ at: string | null; error: string | null }>;
  /** Stopped conflicts with both versions, oldest first. */
  conflicts(): Promise<Conflict[]>;
  /** Changes on this device that `userId` may not send (someone else's, nobody's, or not sealed by them). */
  changesNotYours(userId: string | null): Promise<ChangeNotYours[]>;
  /** How many of `userId`'s changes are not sent yet (asked before sign-out). */
  unsentChanges(userId: string | null): Promise<number>;
  /** The profile cached at the last sign-in of `userId`, or null. */
  cachedProfile(userId: string): Promise<Profile | null>;
  /** Whether "Save all for offline" is on. */
  saveAllOffline(): Promise<boolean>;
  /** Complete rows this device holds (cards not counted): "Save all"'s progress. */
  completeRows(): Promise<number>;
}

/**
 * The server asked for a screen's rows, stored in the device's copy (version de-duplication, queued
 * changes win), where the reads find them. A read with the signed-in user's rights that answers after
 * a sign-out purges what it stored.
 */
export interface ServerFetches {
  homeFeed(): Promise<void>;
  /** One page of feed cards (plus one row: is there a next page?), stored and returned. */
  discoverPage(filter: ContentType | 'all', page: number): Promise<Entry[]>;
  related(entryId: string): Promise<void>;
  /** An entry the visitor opens: stored and recorded as opened in one transaction. */
  entry(slug: string): Promise<void>;
  /** Random cheeses sampled by the database, kept like the cheeses a page showed. */
  randomCheeses(count: number): Promise<Cheese[]>;
  /** One cheese, kept like the cheeses a page showed; null when unknown. */
  cheese(id: string): Promise<Cheese | null>;
  /** The newest `limit` rows the signed-in user may read (RLS decides). */
  rows(table: SyncTable, limit?: number): Promise<void>;
  /** One row the signed-in user may read. */
  row(table: SyncTable, id: string): Promise<void>;
  /** The size of "Save all for offline": rows and estimated bytes (the pictures as this device shows them). */
  catalogueSize(): Promise<{ rows: number; bytes: number }>;
}

/** Options of a local save. */
export interface SaveOptions {
  /** The server version the editing form loaded (the conflict check is made against it). */
  baseVersion?: number;
  /**
   * The version the push of this form's own queued change writes (its item's base + 1). A row found
   * at exactly that version with no item left is that push's result, not someone else's change: the
   * save builds on it, even before the form has heard that the push landed.
   */
  ownPushVersion?: number;
  /**
   * The row the form loaded (at `baseVersion`): each changed field's value in it is that field's base,
   * against which a push that meets a newer row merges (docs/decisions/0017-field-merge.md).
   */
  baseRow?: Record<string, unknown>;
}

/** What a pull brought. */
export interface PullResult {
  rows: number;
  removed: number;
}

/** What one flush of the outbox did. */
export interface FlushResult {
  pushed: number;
  /** Of those, pushes that met a newer row and merged with it field by field. */
  merged?: number;
  /** Set when the round stopped early because the network is down or the session is gone. */
  blocked: ClassifiedError | null;
  /** Earliest epoch ms at which a backed-off item is due, if any. */
  nextDueAt: number | null;
}

/** The engine, as the app and its tests use it. */
export interface DataLayer {
  /** Named reads of the device's copy. */
  readonly read: DeviceReads;
  /** A live answer to `select` (named reads only), answered again whenever what it read changes. */
  observe<T>(select: (read: DeviceReads) => Promise<T>): LiveQuery<T>;
  /** Named server reads that store their rows on the device. */
  readonly fetch: ServerFetches;

  // Commands: the write path.
  /** Creates (no id: a client UUID, version 0) or updates a row locally and queues its push. */
  save<K extends SyncTable>(table: K, row: Partial<SyncTables[K]> & { id?: string }, options?: SaveOptions): Promise<SyncTables[K]>;
  /** Deletes a row locally and queues the delete. */
  remove(table: SyncTable, id: string): Promise<void>;
  /**
   * Pushes one record's queued change now (the user asked: a backoff does not delay it) and reports
   * the outcome: synced, still queued (offline, with the last error), conflict or rejected.
   */
  pushNow(table: SyncTable, id: string): Promise<PushOutcome>;
  /**
   * 'mine': re-sent on the server's current version; 'theirs': the server's row, the change dropped
   * (kept in history); `{ fields }`: one choice per field in conflict (Conflict.merge), the rest as merged.
   */
  resolveConflict(table: SyncTable, id: string, choice: ConflictChoice): Promise<void>;
  /** Drops a queued change (explicit user action) and restores the server's copy locally. */
  discardOutboxItem(outboxId: number): Promise<void>;
  /** Uploads a picture now, or keeps it on the device as 'local-image:<id>' (uploaded before its record). */
  storeImage(file: Blob, bucket: Bucket, nameHint?: string): Promise<string>;
  /** Rows a public page showed (the server rendered them): stored, and kept in a visitor's scope. */
  keepShown(rows: { entries?: Entry[]; cheeses?: Cheese[] }): Promise<void>;
  /** Records that the visitor opened an entry (its full text stays on the device). */
  markOpened(entryId: string): Promise<void>;
  /** Keeps a form's whole unsaved state (nothing while nobody is signed in; sign-out removes it). */
  keepWorkingCopy(key: string, value: unknown): Promise<void>;
  dropWorkingCopy(key: string): Promise<void>;
  /** "Save all for offline" on (every public row and its pictures) or off (back to the visitor's window). */
  setSaveAllOffline(on: boolean): Promise<void>;
  cacheProfile(profile: Profile): Promise<void>;
  /**
   * Sign-out (works offline): removes the rows only the signed-in audience could read, the cached
   * profiles and the working copies. Unsent changes and their rows stay, sent only by their owner.
   */
  clearLocalUserData(): Promise<void>;

  // The sync.
  /** Starts the background triggers (start, online, visible, interval, auth); returns a stop function. */
  start(): () => void;
  /** One pull at a time; a request during a pull runs one more right after it. */
  pull(): Promise<PullResult>;
  /** Pushes the outbox (one flush at a time), then pulls after own pushes. */
  flush(): Promise<FlushResult | null>;
  /** The sealing key, a flush and a pull. */
  syncNow(): Promise<void>;
  /** Gets the signed-in user's sealing key onto the device; resolves with whether it has it. */
  prepareSealKey(): Promise<boolean>;
  /** Loads the editors' code (writes, push, the whole-table pull) into memory ahead of use. */
  prepareEditing(): Promise<void>;
  /** Hears changes of `isSyncing()`. */
  subscribe(listener: () => void): () => void;
  isSyncing(): boolean;
  /** The Realtime topics this device listens on for changes now (empty: no live updates). */
  liveTopics(): string[];
  isOnline(): boolean;
  /** Save-Data, a metered or a slow connection: fetch less. */
  saveDataWanted(): boolean;

  // The clients (no device data behind them).
  getSupabase(): Promise<SupabaseClient>;
  /** The client reads go through: supabase-js when signed in, else the visitor's PostgREST client. */
  getRest(): Promise<RestClient>;
}
