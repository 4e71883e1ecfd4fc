/**
 * Whole tables by checkpoint: what a device that keeps every row it may read pulls (admins,
 * partners, a visitor's "Save all for offline"). Loaded by pullAll only for those devices.
 */
import { SYNC_LOOKBACK_MS, SUPABASE_MAX_ROWS, IDS_PER_REQUEST, SYNC_PULL_PAGE_SIZE, LIST_FIRST_ROWS } from '@/domain/constants';
import { getMeta, setMeta, type DataContext } from './engine-context';
import { applyRows, selectRows } from './rows';
import { storeFor } from './registry';
import { compareTs, lookBack, microsToIso, tsMicros } from './time';
import type { SyncRow, SyncTable } from './types';

/** Clock skew tolerated between this device and the server for scheduled publications (ms). */
export const SCHEDULE_SKEW_MARGIN_MS = 10 * 60_000;

export interface Checkpoint {
  ts: string;
  id: string;
  /** Device time (ms) when this checkpoint was first stored. */
  seenAt?: number;
  /**
   * True once a look-back ran at least SYNC_LOOKBACK_MS (device clock, a duration: no skew) after
   * `seenAt`: every transaction that could still commit behind this checkpoint has been caught, so
   * later pulls skip the look-back until the checkpoint moves.
   */
  verified?: boolean;
}

export const checkpointKey = (scope: string, table: SyncTable): string => `ckpt:${scope}:${table}`;
export const scheduledKey = (scope: string, table: SyncTable = 'cheezopedia_entries'): string =>
  table === 'cheezopedia_entries' ? `scheduledFrom:${scope}` : `scheduledFrom:${scope}:${table}`;
function later(a: Checkpoint | undefined, b: Checkpoint): Checkpoint {
  if (!a) return b;
  const c = compareTs(a.ts, b.ts);
  return c > 0 || (c === 0 && a.id >= b.id) ? a : b;
}

const sameKey = (a: Checkpoint | undefined, b: Checkpoint | undefined): boolean => !!a && !!b && a.ts === b.ts && a.id === b.id;

/**
 * Look-back: rows a long transaction committed behind the checkpoint. Reads only (id, version) of
 * the window [checkpoint − SYNC_LOOKBACK_MS, checkpoint], then fetches the full rows of those the
 * device lacks or has older (de-duplication by id + version). Cheap when nothing is missing.
 */
async function pullLookBack(ctx: DataContext, table: SyncTable, ckpt: Checkpoint): Promise<number> {
  const from = lookBack(ckpt.ts, SYNC_LOOKBACK_MS);
  const store = storeFor(ctx.db, table);
  const wanted: string[] = [];
  let localVersions: Map<string, number> | null = null;
  for (let offset = 0; ; offset += SUPABASE_MAX_ROWS) {
    const keys = await selectRows<{ id: string; version: number }>(
      (await ctx.getRest())
        .from(table)
        .select('id,version')
        .gte('updated_at', from)
        .lte('updated_at', ckpt.ts)
        .order('updated_at')
        .order('id')
        .range(offset, offset + SUPABASE_MAX_ROWS - 1),
    );
    if (keys.length > 50 && !localVersions) {
      // Reading the [id+version] index keys (no row values) is far cheaper than fetching rows.
      const pairs = (await store.orderBy('[id+version]').keys()) as unknown as [string, number][];
      localVersions = new Map(pairs);
    }
    if (localVersions) {
      for (const k of keys) if ((localVersions.get(k.id) ?? -1) < k.version) wanted.push(k.id);
    } else {
      const locals = await store.bulkGet(keys.map((k) => k.id));
      keys.forEach((k, i) => {
        if ((locals[i]?.version ?? -1) < k.version) wanted.push(k.id);
      });
    }
    if (keys.length < SUPABASE_MAX_ROWS) break;
  }
  let stored = 0;
  for (let i = 0; i < wanted.length; i += IDS_PER_REQUEST) {
    const ids = wanted.slice(i, i + IDS_PER_REQUEST);
    const rows = await selectRows<SyncRow>((await ctx.getRest()).from(table).select('*').in('id', ids));
    await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
      stored += await applyRows(ctx, table, rows);
    });
  }
  return stored;
}

/**
 * A table this scope has never pulled: its newest rows (by creation, as the admin lists show them)
 * are fetched and stored before the pages, which run oldest change first — a list opened during a
 * cold sync of a large catalogue shows its first screen at once instead of after the pages reach
 * its rows. Nothing to do once the table has a checkpoint.
 */
export async function pullNewestFirst(ctx: DataContext, table: SyncTable, scope: string): Promise<number> {
  // A table with no rows on the server never gets a checkpoint: the marker keeps it from being
  // asked for its newest rows again on every pull.
  const asked = `${checkpointKey(scope, table)}:newest-asked`;
  if ((await getMeta<Checkpoint>(ctx.db, checkpointKey(scope, table))) || (await getMeta<boolean>(ctx.db, asked))) return 0;
  const rows = await selectRows<SyncRow>(
    (await ctx.getRest()).from(table).select('*').order('created_at', { ascending: false }).order('id').limit(LIST_FIRST_ROWS),
  );
  const store = storeFor(ctx.db, table);
  const stored = await ctx.db.transaction('rw', [store, ctx.db.outbox], () => applyRows(ctx, table, rows));
  if (rows.length === 0) await setMeta(ctx.db, asked, true);
  return stored;
}

/** Pulls one table from its checkpoint, page by page (keyset on updated_at, id). */
export async function pullTable(ctx: DataContext, table: SyncTable, scope: string): Promise<number> {
  const store = storeFor(ctx.db, table);
  const key = checkpointKey(scope, table);
  let ckpt = await getMeta<Checkpoint>(ctx.db, key);
  if (ckpt && (await store.count()) === 0) {
    // Storage was evicted (or cleared) but the checkpoint survived: start over.
    ckpt = undefined;
    await ctx.db.meta.delete(key);
  }
  let stored = 0;
  if (ckpt && !ckpt.verified) {
    const startedAt = ctx.now();
    stored += await pullLookBack(ctx, table, ckpt);
    if (startedAt - (ckpt.seenAt ?? 0) >= SYNC_LOOKBACK_MS) {
      const verified = { ...ckpt, verified: true };
      await ctx.db.transaction('rw', ctx.db.meta, async () => {
        if (sameKey(await getMeta<Checkpoint>(ctx.db, key), ckpt)) await setMeta(ctx.db, key, verified);
      });
    }
  }
  const fetchPage = async (from: Checkpoint | null): Promise<SyncRow[]> => {
    let q = (await ctx.getRest()).from(table).select('*').order('updated_at').order('id').limit(SYNC_PULL_PAGE_SIZE);
    if (from) q = q.or(`updated_at.gt.${from.ts},and(updated_at.eq.${from.ts},id.gt.${from.id})`);
    return selectRows<SyncRow>(q);
  };
  // The next page is requested while the current one is written (keyset paging knows where it starts).
  let next: Promise<SyncRow[]> | null = fetchPage(ckpt ? { ts: ckpt.ts, id: ckpt.id } : null);
  while (next) {
    const rows: SyncRow[] = await next;
    next = null;
    if (!rows.length) break;
    const last = rows[rows.length - 1];
    const key2: Checkpoint = { ts: microsToIso(tsMicros(last.updated_at)), id: last.id, seenAt: ctx.now(), verified: false };
    if (rows.length === SYNC_PULL_PAGE_SIZE) {
      next = fetchPage(key2);
      next.catch(() => undefined); // surfaced by the await above on the next turn
    }
    // Stored in slices, each its own transaction, the checkpoint with the last: a screen's read of the
    // same stores waits for one slice, not a whole page (and no slice is a long task). A page cut
    // short leaves its checkpoint behind; the next pull fetches those rows again (kept by version).
    for (let start = 0; start < rows.length; start += STORE_SLICE) {
      const slice = rows.slice(start, start + STORE_SLICE);
      const lastSlice = start + STORE_SLICE >= rows.length;
      await ctx.db.transaction('rw', lastSlice ? [store, ctx.db.outbox, ctx.db.meta] : [store, ctx.db.outbox], async () => {
        stored += await applyRows(ctx, table, slice, { cold: !ckpt });
        if (!lastSlice) return;
        const current = await getMeta<Checkpoint>(ctx.db, key);
        const chosen = later(current, key2);
        if (chosen !== current) await setMeta(ctx.db, key, chosen);
      });
    }
  }
  return stored;
}

/** Rows stored per transaction by the whole-table pull. */
const STORE_SLICE = 500;

/**
 * Rows of a table with a schedule column (entries: published_at) whose time arrived since the last
 * pull: no row update marks them, so they are fetched by that column.
 */
export async function pullScheduled(ctx: DataContext, table: SyncTable, column: string, scope: string, startedAt: number): Promise<number> {
  const key = scheduledKey(scope, table);
  const since = await getMeta<number>(ctx.db, key);
  let stored = 0;
  if (since !== undefined) {
    const fromIso = new Date(since - SYNC_LOOKBACK_MS - SCHEDULE_SKEW_MARGIN_MS).toISOString();
    const store = storeFor(ctx.db, table);
    for (let offset = 0; ; offset += SYNC_PULL_PAGE_SIZE) {
      const rows = await selectRows<SyncRow>(
        (await ctx.getRest())
          .from(table)
          .select('*')
          .gt(column, fromIso)
          .order(column)
          .order('id')
          .range(offset, offset + SYNC_PULL_PAGE_SIZE - 1),
      );
      if (rows.length) {
        await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
          stored += await applyRows(ctx, table, rows);
        });
      }
      if (rows.length < SYNC_PULL_PAGE_SIZE) break;
    }
  }
  await setMeta(ctx.db, key, startedAt);
  return stored;
}

