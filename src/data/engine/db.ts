/**
 * The Dexie (IndexedDB) database `cheezopedia`. Versioned schema: later versions add stores or
 * indexes with `db.version(n + 1)` and keep existing data.
 */
import Dexie, { type Table } from 'dexie';
import type { Cheese, Entry, Pairing } from '@/domain/types';
import type { LocalImage, MetaRow, OutboxItem } from './types';

export const DB_NAME = 'cheezopedia';

export class CheezopediaDB extends Dexie {
  entries!: Table<Entry, string>;
  cheeses!: Table<Cheese, string>;
  pairings!: Table<Pairing, string>;
  outbox!: Table<OutboxItem, number>;
  images!: Table<LocalImage, string>;
  meta!: Table<MetaRow, string>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores({
      entries: 'id, slug, created_at, updated_at, published_at, content_type',
      cheeses: 'id, created_at, updated_at',
      outbox: '++id, [table+recordId], table, recordId, status',
      images: 'id',
      meta: 'key',
    });
    // v2: [id+version] lets the pull's look-back check versions from the index alone.
    this.version(2).stores({
      entries: 'id, slug, created_at, updated_at, published_at, content_type, [id+version]',
      cheeses: 'id, created_at, updated_at, [id+version]',
    });
    // v3: pairings join the synced tables.
    this.version(3).stores({
      pairings: 'id, cheese_id, created_at, updated_at, [id+version]',
    });
  }
}

/** Opens (lazily) a database; tests pass their own name to isolate runs. */
export function createDb(name?: string): CheezopediaDB {
  return new CheezopediaDB(name);
}
