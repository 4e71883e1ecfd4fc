/** Local (Dexie) reads behind the hooks. Public reads filter by the status rules, since an editor's copy also holds drafts. */
import { HOME_FEED_LIMIT, RELATED_LIMIT } from '@/domain/constants';
import { isInFeed, isPublic } from '@/domain/entry-status';
import type { ContentType, Entry } from '@/domain/types';
import type { CheezopediaDB } from './db';
import { isCardRow, storeFor } from './registry';
import type { AdminRow, OutboxItem, SyncState, SyncTable, SyncTables } from './types';

function feed(db: CheezopediaDB, now: number, keep: (e: Entry) => boolean = () => true) {
  return db.entries
    .orderBy('published_at')
    .reverse()
    .filter((e) => isInFeed(e, now) && keep(e));
}

export const local = {
  homeFeed: (db: CheezopediaDB, now = Date.now()) => feed(db, now).limit(HOME_FEED_LIMIT).toArray(),
  /** One discover page plus one row (is there a next page?): reads no further than that. */
  discoverPage: (db: CheezopediaDB, filter: ContentType | 'all', page: number, size: number, now = Date.now()) =>
    feed(db, now, (e) => filter === 'all' || e.content_type === filter)
      .offset((Math.max(1, page) - 1) * size)
      .limit(size + 1)
      .toArray(),
  related: (db: CheezopediaDB, entryId: string, now = Date.now()) =>
    feed(db, now, (e) => e.id !== entryId).limit(RELATED_LIMIT).toArray(),
  async entryBySlug(db: CheezopediaDB, slug: string, now = Date.now()): Promise<Entry | null> {
    // A card (a visitor's partial row) is not the entry: its full text is not on the device.
    return (await db.entries.where('slug').equals(slug).filter((e) => isPublic(e, now) && !isCardRow('cheezopedia_entries', e)).first()) ?? null;
  },
  cheeses: (db: CheezopediaDB) => db.cheeses.orderBy('created_at').reverse().toArray(),
};

function syncStateOf(item: OutboxItem | undefined): { _sync: SyncState; _error?: string } {
  if (!item) return { _sync: 'synced' };
  if (item.status === 'pending') return item.error ? { _sync: 'pending', _error: item.error } : { _sync: 'pending' };
  return { _sync: item.status, _error: item.error };
}

async function outboxByRecord(db: CheezopediaDB, table: SyncTable): Promise<Map<string, OutboxItem>> {
  const items = await db.outbox.where('table').equals(table).toArray();
  return new Map(items.map((i) => [i.recordId, i]));
}

/** Admin reads of any synced table: every local row with its sync state from the outbox, created_at descending. */
export const adminLocal = {
  /** Every row (or the newest `limit`), newest first, with its sync state (rows read from Dexie are fresh objects: marked in place). */
  async rows<K extends SyncTable>(db: CheezopediaDB, table: K, limit?: number): Promise<AdminRow<SyncTables[K]>[]> {
    const ordered = storeFor(db, table).orderBy('created_at').reverse();
    const [rows, items] = await Promise.all([(limit ? ordered.limit(limit) : ordered).toArray(), outboxByRecord(db, table)]);
    return rows.map((r) => Object.assign(r, syncStateOf(items.get(r.id))));
  },
  /** The `limit` most recently changed rows (the updated_at index: no scan of the table). */
  recent<K extends SyncTable>(db: CheezopediaDB, table: K, limit: number): Promise<SyncTables[K][]> {
    return storeFor(db, table).orderBy('updated_at').reverse().limit(limit).toArray();
  },
  async row<K extends SyncTable>(db: CheezopediaDB, table: K, id: string): Promise<AdminRow<SyncTables[K]> | null> {
    const row = await storeFor(db, table).get(id);
    if (!row) return null;
    const item = await db.outbox.where('[table+recordId]').equals([table, id]).first();
    return { ...row, ...syncStateOf(item) };
  },
};
