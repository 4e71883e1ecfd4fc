/**
 * The device's copy, read by name (the engine's `read`, see ./api.ts): what the screens show and
 * the sync's state. Reads only, so every one may run inside a live query. Public reads filter by the
 * status rules, since an editor's copy also holds drafts.
 */
import { HOME_FEED_LIMIT, RELATED_LIMIT } from '@/domain/constants';
import { isInFeed, isPublic } from '@/domain/entry-status';
import { awaitsReview } from '@/domain/review';
import type { Cheese, Entry, Profile } from '@/domain/types';
import type { ChangeNotYours, DeviceReads, OutboxCounts } from './api';
import type { CheezopediaDB } from './db';
import { getMeta, type DataContext } from './engine-context';
import { LOCAL_IMAGE_PREFIX, localImageId } from './local-image';
import { LAST_ERROR_KEY, LAST_SYNCED_KEY } from './pull';
import { anyRegistration, isCardRow, registration, storeFor, SYNC_TABLES } from './registry';
import { SAVE_ALL_KEY } from './scopes';
import { splitByOwner } from './seal-key';
import type { OutboxItem, PushOutcome, SyncState, SyncTable } from './types';
import { WORKING_COPY_PREFIX } from './working-copy-key';

/** The meta key of a user's cached profile (removed at sign-out with the 'profile:' prefix). */
export const profileKey = (userId: string): string => `profile:${userId}`;

/** What the outbox item of one record (or its absence) says about its push. */
export function outcomeOf(item: OutboxItem | undefined): PushOutcome {
  if (!item) return { kind: 'synced' };
  if (item.status === 'failed') return { kind: 'rejected', message: item.error ?? 'Unknown error', code: item.errorCode ?? null };
  if (item.status === 'conflict') return { kind: 'conflict', theirs: item.theirs ?? null, rev: item.rev };
  return { kind: 'offline', message: item.error ?? null };
}

function feed(db: CheezopediaDB, now: number, keep: (e: Entry) => boolean = () => true) {
  return db.entries
    .orderBy('published_at')
    .reverse()
    .filter((e) => isInFeed(e, now) && keep(e));
}

function syncStateOf(item: OutboxItem | undefined): { _sync: SyncState; _error?: string } {
  if (!item) return { _sync: 'synced' };
  if (item.status === 'pending') return item.error ? { _sync: 'pending', _error: item.error } : { _sync: 'pending' };
  return { _sync: item.status, _error: item.error };
}

async function outboxByRecord(db: CheezopediaDB, table: SyncTable): Promise<Map<string, OutboxItem>> {
  const items = await db.outbox.where('table').equals(table).toArray();
  return new Map(items.map((i) => [i.recordId, i]));
}

function labelOf(fields: Record<string, unknown> | null | undefined): string | null {
  const value = fields?.title ?? fields?.name ?? fields?.pairing_name;
  return typeof value === 'string' && value ? value : null;
}

function countByState(items: OutboxItem[]): OutboxCounts {
  return {
    pending: items.filter((i) => i.status === 'pending').length,
    conflicts: items.filter((i) => i.status === 'conflict').length,
    failures: items.filter((i) => i.status === 'failed').length,
  };
}

/** The named reads over one engine's database. */
export function createReads(ctx: DataContext): DeviceReads {
  const db = ctx.db;
  return {
    homeFeed: () => feed(db, ctx.now()).limit(HOME_FEED_LIMIT).toArray(),
    discoverPage: (filter, page, size) =>
      feed(db, ctx.now(), (e) => filter === 'all' || e.content_type === filter)
        .offset((Math.max(1, page) - 1) * size)
        .limit(size + 1)
        .toArray(),
    related: (entryId) => feed(db, ctx.now(), (e) => e.id !== entryId).limit(RELATED_LIMIT).toArray(),
    async entryBySlug(slug) {
      const now = ctx.now();
      // A card (a visitor's partial row) is not the entry: its full text is not on the device.
      return (await db.entries.where('slug').equals(slug).filter((e) => isPublic(e, now) && !isCardRow('cheezopedia_entries', e)).first()) ?? null;
    },
    cheeses: () => db.cheeses.orderBy('created_at').reverse().toArray(),
    async cheesesById(ids) {
      return (await db.cheeses.bulkGet([...ids])).filter((c): c is Cheese => Boolean(c));
    },
    async searchable() {
      const [entries, cheeses] = await Promise.all([db.entries.toArray(), db.cheeses.toArray()]);
      return { entries, cheeses };
    },
    heldImage: async (ref) => (ref.startsWith(LOCAL_IMAGE_PREFIX) ? db.images.get(localImageId(ref)) : undefined),

    async rows(table, limit) {
      // Rows read from Dexie are fresh objects: marked in place.
      const ordered = storeFor(db, table).orderBy('created_at').reverse();
      const [rows, items] = await Promise.all([(limit ? ordered.limit(limit) : ordered).toArray(), outboxByRecord(db, table)]);
      return rows.map((r) => Object.assign(r, syncStateOf(items.get(r.id))));
    },
    async row(table, id) {
      const row = await storeFor(db, table).get(id);
      if (!row) return null;
      return { ...row, ...syncStateOf(await db.itemOf(table, id)) };
    },
    // The updated_at index: no scan of the table.
    recentRows: (table, limit) => storeFor(db, table).orderBy('updated_at').reverse().limit(limit).toArray(),
    async record(table, id) {
      const [row, item] = await Promise.all([storeFor(db, table).get(id), db.itemOf(table, id)]);
      return { row, item, outcome: outcomeOf(item) };
    },
    outboxItem: (table, id) => db.itemOf(table, id),
    inReviewCount: () => db.entries.filter(awaitsReview).count(),
    entryUsingSlug: (slug, exceptId) => db.entries.where('slug').equals(slug).filter((e) => e.id !== exceptId).first(),
    // The slug index: a body's few links never read the whole table.
    entriesBySlugs: (slugs) => (slugs.length === 0 ? Promise.resolve([]) : db.entries.where('slug').anyOf([...slugs]).toArray()),
    async workingCopy<T>(key: string) {
      return (await getMeta<T>(db, `${WORKING_COPY_PREFIX}${key}`)) ?? null;
    },

    async outboxCounts(userId) {
      const all = await db.outbox.toArray();
      return countByState(userId === undefined ? all : (await splitByOwner(db, all, userId)).theirs);
    },
    async lastSync() {
      const [at, error] = await db.meta.bulkGet([LAST_SYNCED_KEY, LAST_ERROR_KEY]);
      return { at: (at?.value as string | undefined) ?? null, error: (error?.value as string | null | undefined) ?? null };
    },
    async conflicts() {
      const items = await db.outbox.where('status').equals('conflict').sortBy('id');
      return items.map((i) => ({ table: i.table, id: i.recordId, mine: i.patch, theirs: i.theirs ?? null, outboxId: i.id!, bases: i.op === 'update' ? (i.bases ?? null) : null }));
    },
    async changesNotYours(userId) {
      if (!userId) return [];
      const { others } = await splitByOwner(db, await db.outbox.orderBy('id').toArray(), userId);
      return others.map(
        (i): ChangeNotYours => ({
          outboxId: i.id!,
          noun: anyRegistration(i.table).noun,
          owner: i.owner,
          label: i.owner ? null : (labelOf(i.patch) ?? labelOf(i.base as Record<string, unknown> | null)),
          queuedAt: i.createdAt,
        }),
      );
    },
    async unsentChanges(userId) {
      if (!userId) return 0;
      return (await splitByOwner(db, await db.outbox.toArray(), userId)).theirs.length;
    },
    cachedProfile: async (userId) => (await getMeta<Profile>(db, profileKey(userId))) ?? null,
    saveAllOffline: async () => (await getMeta<boolean>(db, SAVE_ALL_KEY)) === true,
    async completeRows() {
      let n = 0;
      for (const table of SYNC_TABLES) {
        const column = registration(table).textColumn;
        const store = storeFor(db, table);
        n += column ? await store.filter((r) => column in r).count() : await store.count();
      }
      return n;
    },
  };
}
