/**
 * Pull: Supabase → Dexie for the device's audience. Tombstones, then a visitor's window (scopes.ts) or
 * whole tables by checkpoint (pull-tables.ts: incremental by (updated_at, id), paged, each page stored
 * with its checkpoint in one Dexie transaction, resumable after a cut; scheduled entries whose time
 * has come fetched too).
 */
import { SYNC_LOOKBACK_MS, SYNC_PULL_PAGE_SIZE } from '@/domain/constants';
import { visitorBudget } from '@/domain/sync-scope';
import type { Tombstone } from '@/domain/types';
import type { PullResult } from './api';
import { getMeta, setMeta, type DataContext } from './engine-context';
import { pendingIds, selectRows } from './rows';
import { deviceAudience, evictVisitor, pullVisitorEntries, saveDataWanted } from './scopes';
import { SYNC_TABLES, allStores, anyRegistration, isSyncTable, storeFor } from './registry';
import { compareTs, lookBack, microsToIso, tsMicros } from './time';

export { applyRows, SyncError } from './rows';

/** When a device has never read tombstones, it starts this far before the newest one (ms). */
export const TOMBSTONE_INITIAL_WINDOW_MS = 60 * 60_000;


export const TOMBSTONE_KEY = 'ckpt:tombstones';
export const LAST_SYNCED_KEY = 'lastSyncedAt';
export const LAST_ERROR_KEY = 'lastError';

/** Reads tombstones since their checkpoint and removes those rows locally (unless edited since). */
async function pullTombstones(ctx: DataContext): Promise<number> {
  let ckpt = await getMeta<{ ts: string; id: number }>(ctx.db, TOMBSTONE_KEY);
  let fromTs: string | null = ckpt ? lookBack(ckpt.ts, SYNC_LOOKBACK_MS) : null;
  let fromId = 0;
  if (!ckpt) {
    const [newest] = await selectRows<{ id: number; removed_at: string }>(
      (await ctx.getRest()).from('sync_tombstones').select('id,removed_at').order('removed_at', { ascending: false }).limit(1),
    );
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
    const rows = await selectRows<Tombstone>(q);
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
  // Whole tables by checkpoint (staff, or a visitor's "Save all"): that code loads only for them.
  const tables = whole.length ? await import('./pull-tables') : null;
  // The newest rows of tables never pulled go first: a few small answers before the long pages.
  // (Not counted: the pages store those rows again.)
  if (tables) await Promise.all(whole.map((table) => tables.pullNewestFirst(ctx, table, scope)));
  const [removed, visitor, ...counts] = await Promise.all([
    pullTombstones(ctx),
    audience === 'visitor' ? pullVisitorEntries(ctx, budget) : Promise.resolve(null),
    ...whole.map((table) => tables!.pullTable(ctx, table, scope)),
    ...whole.map((table) => {
      const column = anyRegistration(table).scheduleColumn;
      return column ? tables!.pullScheduled(ctx, table, column, scope, startedAt) : Promise.resolve(0);
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
