/**
 * Pull: Supabase → Dexie, incremental by checkpoint (updated_at, id), paged, each page stored with
 * its checkpoint in one Dexie transaction (resumable after a cut). Tombstones are applied before the
 * rows of the same pull; entries whose scheduled publication time has come are fetched too.
 */
import { IDS_PER_REQUEST, SUPABASE_MAX_ROWS, SYNC_LOOKBACK_MS, SYNC_PULL_PAGE_SIZE } from '@/domain/constants';
import { visitorBudget } from '@/domain/sync-scope';
import type { Tombstone } from '@/domain/types';
import { getMeta, setMeta, type DataContext } from './engine-context';
import { applyRows, pendingIds, SyncError } from './rows';
import { deviceAudience, evictVisitor, pullVisitorEntries, saveDataWanted } from './scopes';
import { SYNC_TABLES, allStores, anyRegistration, isSyncTable, storeFor } from './registry';

export { applyRows, SyncError } from './rows';
import { microsToIso, compareTs, tsMicros } from './time';
import type { SyncRow, SyncTable } from './types';

/** Clock skew tolerated between this device and the server for scheduled publications (ms). */
export const SCHEDULE_SKEW_MARGIN_MS = 10 * 60_000;
/** When a device has never read tombstones, it starts this far before the newest one (ms). */
export const TOMBSTONE_INITIAL_WINDOW_MS = 60 * 60_000;

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

export interface PullResult {
  rows: number;
  removed: number;
}

export const checkpointKey = (scope: string, table: SyncTable): string => `ckpt:${scope}:${table}`;
export const scheduledKey = (scope: string, table: SyncTable = 'cheezopedia_entries'): string =>
  table === 'cheezopedia_entries' ? `scheduledFrom:${scope}` : `scheduledFrom:${scope}:${table}`;
export const TOMBSTONE_KEY = 'ckpt:tombstones';
export const LAST_SYNCED_KEY = 'lastSyncedAt';
export const LAST_ERROR_KEY = 'lastError';

function later(a: Checkpoint | undefined, b: Checkpoint): Checkpoint {
  if (!a) return b;
  const c = compareTs(a.ts, b.ts);
  return c > 0 || (c === 0 && a.id >= b.id) ? a : b;
}

const sameKey = (a: Checkpoint | undefined, b: Checkpoint | undefined): boolean => !!a && !!b && a.ts === b.ts && a.id === b.id;

function lookBack(ts: string, ms: number): string {
  return microsToIso(tsMicros(ts) - ms * 1000);
}

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
    const { data, error, status } = await (await ctx.getRest())
      .from(table)
      .select('id,version')
      .gte('updated_at', from)
      .lte('updated_at', ckpt.ts)
      .order('updated_at')
      .order('id')
      .range(offset, offset + SUPABASE_MAX_ROWS - 1);
    if (error) throw new SyncError(error.message, status, error.code ?? '');
    const keys = (data ?? []) as { id: string; version: number }[];
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
    const { data, error, status } = await (await ctx.getRest()).from(table).select('*').in('id', ids);
    if (error) throw new SyncError(error.message, status, error.code ?? '');
    const rows = (data ?? []) as SyncRow[];
    await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
      stored += await applyRows(ctx, table, rows);
    });
  }
  return stored;
}

/** Pulls one table from its checkpoint, page by page (keyset on updated_at, id). */
async function pullTable(ctx: DataContext, table: SyncTable, scope: string): Promise<number> {
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
    const { data, error, status } = await q;
    if (error) throw new SyncError(error.message, status, error.code ?? '');
    return (data ?? []) as SyncRow[];
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
    await ctx.db.transaction('rw', [store, ctx.db.outbox, ctx.db.meta], async () => {
      stored += await applyRows(ctx, table, rows, { cold: !ckpt });
      const current = await getMeta<Checkpoint>(ctx.db, key);
      const chosen = later(current, key2);
      if (chosen !== current) await setMeta(ctx.db, key, chosen);
    });
  }
  return stored;
}

/** Reads tombstones since their checkpoint and removes those rows locally (unless edited since). */
async function pullTombstones(ctx: DataContext): Promise<number> {
  let ckpt = await getMeta<{ ts: string; id: number }>(ctx.db, TOMBSTONE_KEY);
  let fromTs: string | null = ckpt ? lookBack(ckpt.ts, SYNC_LOOKBACK_MS) : null;
  let fromId = 0;
  if (!ckpt) {
    const { data, error, status } = await (await ctx.getRest())
      .from('sync_tombstones')
      .select('id,removed_at')
      .order('removed_at', { ascending: false })
      .limit(1);
    if (error) throw new SyncError(error.message, status, error.code ?? '');
    const newest = (data ?? [])[0] as { id: number; removed_at: string } | undefined;
    if (!newest) return 0;
    fromTs = lookBack(newest.removed_at, TOMBSTONE_INITIAL_WINDOW_MS);
  }
  let removed = 0;
  for (;;) {
    let q = (await ctx.getRest())
      .from('sync_tombstones')
      .select('id,table_name,row_id,removed_at')
      .order('removed_at')
      .order('id')
      .limit(SYNC_PULL_PAGE_SIZE);
    if (fromTs) q = q.or(`removed_at.gt.${fromTs},and(removed_at.eq.${fromTs},id.gt.${fromId})`);
    const { data, error, status } = await q;
    if (error) throw new SyncError(error.message, status, error.code ?? '');
    const rows = (data ?? []) as Tombstone[];
    if (rows.length) {
      const unknownTables = rows.filter((t) => !isSyncTable(t.table_name));
      if (unknownTables.length) console.warn('Tombstones for unregistered tables ignored:', unknownTables.map((t) => t.table_name).join(', '));
      await ctx.db.transaction('rw', [...allStores(ctx.db), ctx.db.outbox, ctx.db.meta], async () => {
        for (const table of SYNC_TABLES) {
          const mine = rows.filter((t) => t.table_name === table);
          if (!mine.length) continue;
          const store = storeFor(ctx.db, table);
          const pending = await pendingIds(ctx, table);
          const locals = await store.bulkGet(mine.map((t) => t.row_id));
          const doomed = mine
            .filter((t, i) => {
              const local = locals[i];
              // Keep a local copy that is newer than the removal (e.g. republished) or has local edits.
              return local && !pending.has(t.row_id) && compareTs(local.updated_at, t.removed_at) < 0;
            })
            .map((t) => t.row_id);
          if (doomed.length) await store.bulkDelete(doomed);
          removed += doomed.length;
        }
        const last = rows[rows.length - 1];
        const next = { ts: microsToIso(tsMicros(last.removed_at)), id: Number(last.id) };
        ckpt = ckpt && (compareTs(ckpt.ts, next.ts) > 0 || (compareTs(ckpt.ts, next.ts) === 0 && ckpt.id > next.id)) ? ckpt : next;
        await setMeta(ctx.db, TOMBSTONE_KEY, ckpt);
      });
      const last = rows[rows.length - 1];
      fromTs = microsToIso(tsMicros(last.removed_at));
      fromId = Number(last.id);
    }
    if (rows.length < SYNC_PULL_PAGE_SIZE) break;
  }
  return removed;
}

/**
 * Rows of a table with a schedule column (entries: published_at) whose time arrived since the last
 * pull: no row update marks them, so they are fetched by that column.
 */
async function pullScheduled(ctx: DataContext, table: SyncTable, column: string, scope: string, startedAt: number): Promise<number> {
  const key = scheduledKey(scope, table);
  const since = await getMeta<number>(ctx.db, key);
  let stored = 0;
  if (since !== undefined) {
    const fromIso = new Date(since - SYNC_LOOKBACK_MS - SCHEDULE_SKEW_MARGIN_MS).toISOString();
    const store = storeFor(ctx.db, table);
    for (let offset = 0; ; offset += SYNC_PULL_PAGE_SIZE) {
      const { data, error, status } = await (await ctx.getRest())
        .from(table)
        .select('*')
        .gt(column, fromIso)
        .order(column)
        .order('id')
        .range(offset, offset + SYNC_PULL_PAGE_SIZE - 1);
      if (error) throw new SyncError(error.message, status, error.code ?? '');
      const rows = (data ?? []) as SyncRow[];
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

/**
 * One full incremental pull for the device's audience (scopes.ts): tombstones, every table its scope
 * keeps whole (by checkpoint) and newly due scheduled rows, or a visitor's window; requested
 * side by side (fewer sequential round trips). The order of applying does not matter: a tombstone
 * only removes a local row older than the removal, so a row that arrives first is never lost, and
 * rows are de-duplicated by version.
 */
export async function pullAll(ctx: DataContext): Promise<PullResult> {
  const startedAt = ctx.now();
  const scope = await ctx.scope();
  const audience = await deviceAudience(ctx, scope === 'anon' ? null : scope);
  const whole = SYNC_TABLES.filter((table) => anyRegistration(table).scopes[audience] === 'all');
  const budget = visitorBudget(saveDataWanted());
  const [removed, visitor, ...counts] = await Promise.all([
    pullTombstones(ctx),
    audience === 'visitor' ? pullVisitorEntries(ctx, budget) : Promise.resolve(null),
    ...whole.map((table) => pullTable(ctx, table, scope)),
    ...whole.map((table) => {
      const column = anyRegistration(table).scheduleColumn;
      return column ? pullScheduled(ctx, table, column, scope, startedAt) : Promise.resolve(0);
    }),
  ]);
  // Rows that left the scope (another audience's rows, entries out of the window) are evicted.
  const evicted = visitor ? await evictVisitor(ctx, visitor.window, visitor.text) : 0;
  await ctx.db.meta.bulkPut([
    { key: LAST_SYNCED_KEY, value: new Date(ctx.now()).toISOString() },
    { key: LAST_ERROR_KEY, value: null },
  ]);
  return { rows: counts.reduce((a, b) => a + b, visitor?.stored ?? 0), removed: removed + evicted };
}
