/**
 * Sync scopes: which audience a device syncs for (role, "Save all for offline", Save-Data),
 * a visitor's bounded pull of entries (cards of the newest, full text of the newest and opened
 * ones), and eviction of rows that left the scope. Side effects: reads/writes the Dexie `meta` store.
 */
import { IDS_PER_REQUEST } from '@/domain/constants';
import { isPublic } from '@/domain/entry-status';
import {
  audienceOf,
  fullTextIds,
  planEntryEviction,
  planRemoval,
  rememberRecent,
  visitorBudget,
  type SyncAudience,
  type VisitorBudget,
} from '@/domain/sync-scope';
import type { Cheese, Entry, Role } from '@/domain/types';
import { getMeta, setMeta, type DataContext, type RestClient } from './engine-context';
import type { CheezopediaDB } from './db';
import { CARD_COLUMNS } from '@/domain/entry-card';
import { applyRows, selectRows, SyncError } from './rows';
import { isCardRow, registration, SYNC_TABLES, storeFor } from './registry';
import type { SyncRow, SyncTable } from './types';

/** Meta keys of the scopes. */
export const SAVE_ALL_KEY = 'saveAllOffline';
export const OPENED_KEY = 'openedEntries';
export const SHOWN_CHEESES_KEY = 'shownCheeses';

/** The columns of a stored card: what lists show plus what the sync and the status rules need. */
export const CARD_SELECT = [...CARD_COLUMNS, 'visible_in_feed', 'archived_at', 'created_at', 'updated_at', 'version'].join(',');


interface NetworkInformationLike {
  saveData?: boolean;
  type?: string;
  effectiveType?: string;
}

/** Save-Data, a metered (cellular) or a slow connection: fetch less. */
export function saveDataWanted(): boolean {
  if (typeof navigator === 'undefined') return false;
  const c = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!c) return false;
  return c.saveData === true || c.type === 'cellular' || c.effectiveType === 'slow-2g' || c.effectiveType === '2g';
}

async function roleOf(supabase: RestClient, userId: string): Promise<Role | null> {
  const { data, error, status } = await supabase.from('profiles').select('role').eq('id', userId).maybeSingle();
  if (error) throw new SyncError(error.message, status, error.code ?? '');
  return ((data as { role?: Role } | null)?.role ?? null);
}

/** The signed-in user's role: from the profile the app cached, else asked (null: nobody signed in). */
export async function deviceRole(ctx: DataContext, userId: string | null): Promise<Role | null> {
  const cached = userId ? await getMeta<{ role?: Role }>(ctx.db, `profile:${userId}`) : undefined;
  return userId ? (cached?.role ?? (await roleOf(await ctx.getRest(), userId))) : null;
}

/** Who this device syncs for now (the role from the profile the app cached, else asked once). */
export async function deviceAudience(ctx: DataContext, userId: string | null): Promise<SyncAudience> {
  const role = await deviceRole(ctx, userId);
  const saveAll = (await getMeta<boolean>(ctx.db, SAVE_ALL_KEY)) === true;
  return audienceOf(role, saveAll);
}

/** Records entries the visitor opened (their full text stays on the device). */
export async function markOpened(db: CheezopediaDB, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.transaction('rw', db.meta, async () => {
    const list = (await getMeta<string[]>(db, OPENED_KEY)) ?? [];
    await setMeta(db, OPENED_KEY, rememberRecent(list, ids, visitorBudget(false).opened));
  });
}

/** Records the cheeses a public page showed (a visitor's device keeps those). */
export async function markShownCheeses(db: CheezopediaDB, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.transaction('rw', db.meta, async () => {
    const list = (await getMeta<string[]>(db, SHOWN_CHEESES_KEY)) ?? [];
    await setMeta(db, SHOWN_CHEESES_KEY, rememberRecent(list, ids, visitorBudget(false).cheeses));
  });
}

/**
 * Rows a public page showed (the server rendered them, or a fetch brought them): stored unless the
 * device holds the same or a newer version or unpushed edits (./rows), and kept in a visitor's scope
 * (an opened entry's full text, the cheeses shown). Stored and marked in one transaction: leaving the
 * page at once, or a pull's eviction, never finds them stored but not kept.
 */
export async function keepShown(ctx: DataContext, rows: { entries?: Entry[]; cheeses?: Cheese[] }): Promise<void> {
  const entries = rows.entries ?? [];
  const cheeses = rows.cheeses ?? [];
  if (!entries.length && !cheeses.length) return;
  const db = ctx.db;
  await db.transaction('rw', [db.entries, db.cheeses, db.outbox, db.meta], async () => {
    await markOpened(db, entries.map((e) => e.id));
    await markShownCheeses(db, cheeses.map((c) => c.id));
    await applyRows(ctx, 'cheezopedia_entries', entries as unknown as SyncRow[]);
    await applyRows(ctx, 'cheeses', cheeses as unknown as SyncRow[]);
  });
}

type Keyed = { id: string; version: number };

async function store(ctx: DataContext, table: SyncTable, rows: SyncRow[]): Promise<number> {
  if (!rows.length) return 0;
  return ctx.db.transaction('rw', [storeFor(ctx.db, table), ctx.db.outbox], () => applyRows(ctx, table, rows));
}

/**
 * A visitor's entries: (id, version) of the newest feed entries and of the opened ones (small), then
 * the cards the device lacks or has older, and the full rows of the entries kept for reading.
 * Returns the ids of the window (newest first) and of the full-text set, for eviction.
 */
export async function pullVisitorEntries(ctx: DataContext, budget: VisitorBudget): Promise<{ stored: number; window: string[]; text: Set<string> }> {
  const supabase = await ctx.getRest();
  const table = 'cheezopedia_entries';
  const newest = await selectRows<Keyed>(
    supabase.from(table).select('id,version').eq('visible_in_feed', true).order('published_at', { ascending: false }).order('id').limit(budget.cards),
  );
  const window = newest.map((r) => r.id);
  const opened = ((await getMeta<string[]>(ctx.db, OPENED_KEY)) ?? []).slice(0, budget.opened);
  const inWindow = new Set(window);
  const openedOutside = opened.filter((id) => !inWindow.has(id));
  const keyed = [...newest];
  for (let i = 0; i < openedOutside.length; i += IDS_PER_REQUEST) {
    keyed.push(...(await selectRows<Keyed>(supabase.from(table).select('id,version').in('id', openedOutside.slice(i, i + IDS_PER_REQUEST)))));
  }
  const onServer = new Set(keyed.map((k) => k.id));
  const text = fullTextIds(window, opened.filter((id) => onServer.has(id)), budget);
  const locals = await ctx.db.entries.bulkGet(keyed.map((k) => k.id));
  const wantFull: string[] = [];
  const wantCard: string[] = [];
  keyed.forEach((k, i) => {
    const local = locals[i];
    const stale = !local || local.version < k.version;
    if (text.has(k.id)) {
      if (stale || isCardRow(table, local)) wantFull.push(k.id);
    } else if (stale) wantCard.push(k.id);
  });
  let stored = 0;
  for (let i = 0; i < wantFull.length; i += IDS_PER_REQUEST) {
    const rows = await selectRows<SyncRow>(supabase.from(table).select('*').in('id', wantFull.slice(i, i + IDS_PER_REQUEST)));
    stored += await store(ctx, table, rows);
  }
  for (let i = 0; i < wantCard.length; i += IDS_PER_REQUEST) {
    const rows = await selectRows<SyncRow>(supabase.from(table).select(CARD_SELECT).in('id', wantCard.slice(i, i + IDS_PER_REQUEST)));
    stored += await store(ctx, table, rows);
  }
  return { stored, window, text };
}

async function pendingIds(db: CheezopediaDB, table: SyncTable): Promise<Set<string>> {
  const items = await db.outbox.where('table').equals(table).toArray();
  return new Set(items.map((i) => i.recordId));
}

/** Cuts a complete entry back to its card (drops the full text). */
function toCard(row: Entry): SyncRow {
  const card: Record<string, unknown> = {};
  for (const column of CARD_SELECT.split(',')) card[column] = (row as unknown as Record<string, unknown>)[column];
  return card as unknown as SyncRow;
}

/**
 * Evicts what left a visitor's scope: drafts and entries outside the window (full text outside the
 * kept set — `text`, plus the entries opened by now — becomes a card), cheeses the landing did not
 * show, tables outside the scope. Rows with unpushed local changes stay. Checkpoints of
 * whole-catalogue pulls are dropped (their rows are gone).
 * Returns the number of rows removed or cut back.
 */
export async function evictVisitor(ctx: DataContext, window: readonly string[], text: ReadonlySet<string>): Promise<number> {
  const db = ctx.db;
  let evicted = 0;
  const now = ctx.now();
  const stores = SYNC_TABLES.map((t) => storeFor(db, t));
  await db.transaction('rw', [...stores, db.outbox, db.meta], async () => {
    // The entries opened while this pull ran (read again here, inside the transaction): a visit saves
    // its entry and marks it opened between the pull's listing and this eviction, and must keep it.
    const kept = new Set([...text, ...((await getMeta<string[]>(db, OPENED_KEY)) ?? [])]);
    for (const table of SYNC_TABLES) {
      const scope = registration(table).scopes.visitor;
      const pending = await pendingIds(db, table);
      const tableStore = storeFor(db, table);
      if (scope === 'window') {
        const rows = (await db.entries.toArray()) as Entry[];
        const plan = planEntryEviction(
          rows.map((r) => ({ id: r.id, isPublic: isPublic(r, now), hasText: !isCardRow(table, r) })),
          new Set(window),
          kept,
          pending,
        );
        if (plan.remove.length) await tableStore.bulkDelete(plan.remove);
        if (plan.toCard.length) {
          const byId = new Map(rows.map((r) => [r.id, r]));
          await tableStore.bulkPut(plan.toCard.map((id) => toCard(byId.get(id)!)));
        }
        evicted += plan.remove.length + plan.toCard.length;
      } else if (scope !== 'all') {
        const keep = new Set(scope === 'shown' ? ((await getMeta<string[]>(db, SHOWN_CHEESES_KEY)) ?? []) : []);
        const doomed = planRemoval((await tableStore.toCollection().primaryKeys()) as string[], keep, pending);
        if (doomed.length) await tableStore.bulkDelete(doomed);
        evicted += doomed.length;
      }
    }
    // Whole-catalogue checkpoints no longer describe what the device holds.
    const stale = (await db.meta.toCollection().primaryKeys()).filter(
      (k) => typeof k === 'string' && ((k.startsWith('ckpt:') && k !== 'ckpt:tombstones') || k.startsWith('scheduledFrom:')),
    );
    if (stale.length) await db.meta.bulkDelete(stale as string[]);
  });
  return evicted;
}
