/**
 * The synced-table registry: each table the device keeps a copy of and edits offline is ONE
 * registration here (its Dexie store and indexes, the defaults of a new row, the pull's extra
 * filter, the fields a conflict compares, what each audience keeps). The database's stores, the
 * outbox, pull and push are generic over it; adding a table means adding a registration, its row
 * type to `SyncTables` (./types.ts) and its domain rule to ./writes/validators.ts (the types require
 * both).
 */
import type { Dexie, Table } from 'dexie';
import { isPublic } from '@/domain/entry-status';
import type { SyncAudience } from '@/domain/sync-scope';
import type { Entry } from '@/domain/types';
import type { SyncTable, SyncTables } from './types';

export interface TableRegistration<K extends SyncTable> {
  table: K;
  /** The Dexie store holding the local copy. */
  store: string;
  /**
   * The store's secondary indexes (Dexie syntax, comma-separated) besides the primary key `id` and
   * the `[id+version]` index every synced store has (the pull's look-back checks versions with it).
   */
  indexes: string;
  /** One row in words, for messages ('No cheese with id … on this device.'). */
  noun: string;
  /** A new row before the caller's fields (the server columns are set again by the engine). */
  defaults(id: string, nowIso: string): SyncTables[K];
  /**
   * Extra pull: a column holding a time at which a row may become visible without any update
   * (scheduled publication). Rows whose time passed since the last pull are fetched once more.
   */
  scheduleColumn?: string;
  /** The fields an editor changes; a conflict compares (and shows) these. */
  conflictFields: readonly string[];
  /**
   * What each audience's device keeps of this table (see scopes.ts):
   * 'all' — every row it may read, pulled by checkpoint in pages;
   * 'window' — a visitor's window: the newest feed cards, the full text of the newest and opened ones;
   * 'shown' — only the rows a public page showed (the landing's cheeses);
   * 'none' — nothing (rows left from another audience are evicted).
   */
  scopes: Record<SyncAudience, 'all' | 'window' | 'shown' | 'none'>;
  /**
   * A column only complete rows hold: a row without it is a card (partial row of a 'window' scope),
   * replaced by the complete row when one arrives, never used where the full text is needed.
   */
  textColumn?: string;
  /**
   * Whether everyone may read a row (it then stays on the device after sign-out). Missing: every
   * row of the table is public.
   */
  isPublicRow?(row: SyncTables[K], now: number): boolean;
}

type Registry = { [K in SyncTable]: TableRegistration<K> };

const REGISTRY: Registry = {
  cheezopedia_entries: {
    table: 'cheezopedia_entries',
    store: 'entries',
    indexes: 'slug, created_at, updated_at, published_at, content_type',
    noun: 'entry',
    defaults: (id, now) => ({
      id, slug: '', title: '', description: null, content: '', focus_keyword: null, image_url: null, image_alt: null, image_placeholder: null,
      content_type: 'article', visible_in_feed: true, featured: false, reading_time_minutes: null, published_at: null,
      archived_at: null, created_at: now, updated_at: now, version: 0, cheese_types: [], serving_size: null,
      preparation_time: null, cook_time: null, recipe_category: null, difficulty_level: null, ingredients: [], instructions: [], author_id: null, updated_by: null,
    }),
    scheduleColumn: 'published_at',
    scopes: { staff: 'all', everything: 'all', visitor: 'window' },
    textColumn: 'content',
    // Drafts, scheduled and archived entries and pending revisions are readable by their editors only.
    isPublicRow: (row: Entry, now: number) => isPublic(row, now),
    conflictFields: [
      'title', 'slug', 'description', 'content', 'focus_keyword', 'image_url', 'image_alt', 'content_type', 'published_at',
      'cheese_types', 'serving_size', 'preparation_time', 'cook_time', 'recipe_category', 'difficulty_level', 'ingredients', 'instructions',
    ],
  },
  cheeses: {
    table: 'cheeses',
    store: 'cheeses',
    indexes: 'created_at, updated_at',
    noun: 'cheese',
    defaults: (id, now) => ({
      id, name: '', image_url: '', image_placeholder: null, type: 'Hard', milk: 'Cow', origin_country: '', origin_region: null, ageing_period: null,
      description: '', added_by: null, updated_by: null, created_at: now, updated_at: now, version: 0,
    }),
    scopes: { staff: 'all', everything: 'all', visitor: 'shown' },
    conflictFields: ['name', 'type', 'milk', 'origin_country', 'origin_region', 'ageing_period', 'description', 'image_url'],
  },
  pairings: {
    table: 'pairings',
    store: 'pairings',
    indexes: 'cheese_id, created_at, updated_at',
    noun: 'pairing',
    defaults: (id, now) => ({
      id, cheese_id: '', pairing_type: '', pairing_name: '', description: null, rating: null, created_at: now, updated_at: now,
      version: 0, updated_by: null,
    }),
    scopes: { staff: 'all', everything: 'all', visitor: 'none' },
    conflictFields: ['cheese_id', 'pairing_type', 'pairing_name', 'description', 'rating'],
  },
  newsletter_announcements: {
    table: 'newsletter_announcements',
    store: 'announcements',
    indexes: 'created_at, updated_at',
    noun: 'announcement',
    defaults: (id, now) => ({ id, subject: '', body_md: '', created_at: now, updated_at: now, version: 0, updated_by: null }),
    // Admins only (RLS): other staff devices pull nothing, visitors never ask.
    scopes: { staff: 'all', everything: 'all', visitor: 'none' },
    conflictFields: ['subject', 'body_md'],
  },
};

/** True when a stored row is a card (partial row) of a table with a text column. */
export function isCardRow(table: SyncTable, row: object): boolean {
  const column = REGISTRY[table].textColumn;
  return column !== undefined && !(column in row);
}

/** Every synced table, in pull order. */
export const SYNC_TABLES = Object.keys(REGISTRY) as SyncTable[];

export function isSyncTable(name: string): name is SyncTable {
  return Object.prototype.hasOwnProperty.call(REGISTRY, name);
}

/** The registration of a table. */
export function registration<K extends SyncTable>(table: K): TableRegistration<K> {
  return REGISTRY[table];
}

/**
 * The registration as the generic engine sees it (rows of any synced table). The engine never
 * mixes tables: a row it hands to `defaults` or a conflict check came from this table's own store.
 */
export function anyRegistration(table: SyncTable): TableRegistration<SyncTable> {
  return REGISTRY[table];
}

/** The Dexie schema of every synced store (store → `id, <indexes>, [id+version]`). */
export function syncedStoreSchema(): Record<string, string> {
  return Object.fromEntries(SYNC_TABLES.map((t) => [REGISTRY[t].store, `id, ${REGISTRY[t].indexes}, [id+version]`]));
}

/** The Dexie store that mirrors a server table. */
export function storeFor<K extends SyncTable>(db: Dexie, table: K): Table<SyncTables[K], string> {
  return db.table<SyncTables[K], string>(REGISTRY[table].store);
}

/** Every store of the registry (for transactions over all synced tables). */
export function allStores(db: Dexie): Table[] {
  return SYNC_TABLES.map((t) => db.table(REGISTRY[t].store));
}
