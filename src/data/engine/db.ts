/**
 * The Dexie (IndexedDB) database `cheezopedia`: the engine's own stores, and one store per synced
 * table built from its registration (./registry.ts). Dexie 4 upgrades an installed database whose
 * schema differs from the declared one (a store or index added) without a version bump, keeping its
 * data; a change that must transform rows declares a new version with its `upgrade()`.
 */
import Dexie, { type Table } from 'dexie';
import type { Cheese, Entry, Pairing } from '@/domain/types';
import { syncedStoreSchema } from './registry';
import type { LocalImage, MetaRow, OutboxItem, SyncTable } from './types';

export const DB_NAME = 'cheezopedia';

export class CheezopediaDB extends Dexie {
  // Typed shortcuts for the code that reads a given table; generic code goes through storeFor().
  entries!: Table<Entry, string>;
  cheeses!: Table<Cheese, string>;
  pairings!: Table<Pairing, string>;
  outbox!: Table<OutboxItem, number>;
  images!: Table<LocalImage, string>;
  meta!: Table<MetaRow, string>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(3).stores({
      outbox: '++id, [table+recordId], table, recordId, status',
      images: 'id',
      meta: 'key',
      ...syncedStoreSchema(),
    });
    // Updates keep each field's base (OutboxItem.bases) since version 4. Items queued before carry
    // none and keep the whole-row conflict; bases cannot be made up for them: the seal covers them.
    // A malformed value (not an object) is dropped, so the push never merges against it.
    this.version(4)
      .stores({})
      .upgrade((tx) =>
        tx
          .table('outbox')
          .toCollection()
          .modify((item: Record<string, unknown>) => {
            const b = item.bases;
            if (b !== undefined && (typeof b !== 'object' || b === null || Array.isArray(b))) delete item.bases;
          }),
      );
  }

  /**
   * The outbox item of one record (at most one: successive edits coalesce), or undefined. Inside a
   * transaction over the outbox it reads as part of that transaction.
   */
  itemOf(table: SyncTable, recordId: string): Promise<OutboxItem | undefined> {
    return this.outbox.where('[table+recordId]').equals([table, recordId]).first();
  }
}

/** Opens (lazily) a database; tests pass their own name to isolate runs. */
export function createDb(name?: string): CheezopediaDB {
  return new CheezopediaDB(name);
}
