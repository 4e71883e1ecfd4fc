/** Admin hooks over any synced table: every local row (drafts included) with its sync state. */
import { useLiveQuery } from 'dexie-react-hooks';
import { LIST_FIRST_ROWS } from '@/domain/constants';
import { awaitsReview } from '@/domain/review';
import type { Cheese, Entry, Pairing } from '@/domain/types';
import { getDataLayer } from '../react';
import { adminLocal } from '../engine';
import { remote } from '../engine';
import type { AdminRow, QueryState, SyncTable, SyncTables } from '../engine';
import { useSynced } from './use-synced';
import { signedInRead } from './signed-in-read';

const isEmptyList = (v: unknown[]) => v.length === 0;
const isNull = (v: unknown) => v === null;

/**
 * Every local row of a synced table with its sync state, newest first. A device that has none and
 * has not completed its first sync asks the server for the first screenful only (a small answer,
 * not the first page of a catalogue) and reports the list partial until the sync brings the rest.
 */
export function useAdminRows<K extends SyncTable>(table: K): QueryState<AdminRow<SyncTables[K]>[]> {
  const layer = getDataLayer();
  // The first screenful is read on its own (fast on a 10,000-row table) while the whole list loads.
  const head = useLiveQuery(() => adminLocal.rows(layer.db, table, LIST_FIRST_ROWS), [table]);
  const all = useSynced(() => adminLocal.rows(layer.db, table), [table], {
    empty: isEmptyList,
    fetch: () => signedInRead(layer.ctx, () => remote.adminRows(layer.ctx, table, LIST_FIRST_ROWS)),
    fetchKey: `admin:${table}`,
    fetchesPart: true,
  });
  if (all.data === undefined && head && head.length === LIST_FIRST_ROWS) return { data: head, loading: false, error: null, partial: true };
  // Fewer than a screenful from the server is the whole table.
  if (all.partial && all.data && all.data.length < LIST_FIRST_ROWS) return { ...all, partial: false };
  return all;
}

/** One row of a synced table with its sync state; data null = not found. */
export function useAdminRow<K extends SyncTable>(table: K, id: string | undefined): QueryState<AdminRow<SyncTables[K]> | null> {
  const layer = getDataLayer();
  return useSynced(() => (id ? adminLocal.row(layer.db, table, id) : Promise.resolve(null)), [table, id], {
    empty: isNull,
    fetch: () => signedInRead(layer.ctx, () => remote.adminRow(layer.ctx, table, id ?? '')),
    fetchKey: id ? `admin:${table}:${id}` : null,
    when: layer.isOnline() ? 'always' : 'cold',
  });
}

/**
 * The `limit` most recently changed local rows of a table (dashboards: no read of the whole table,
 * so a whole-catalogue sync does not re-read 10,000 rows per page it writes).
 */
export function useRecentRows<K extends SyncTable>(table: K, limit: number): SyncTables[K][] | undefined {
  const layer = getDataLayer();
  return useLiveQuery(() => adminLocal.recent(layer.db, table, limit), [table, limit]);
}

/** How many local entries await review (null while reading). */
export function useInReviewCount(): number | null {
  const layer = getDataLayer();
  return useLiveQuery(() => layer.db.entries.filter(awaitsReview).count(), []) ?? null;
}

export const useAdminEntries = (): QueryState<AdminRow<Entry>[]> => useAdminRows('cheezopedia_entries');
export const useAdminEntry = (id: string | undefined): QueryState<AdminRow<Entry> | null> => useAdminRow('cheezopedia_entries', id);
export const useAdminCheeses = (): QueryState<AdminRow<Cheese>[]> => useAdminRows('cheeses');
export const useAdminCheese = (id: string | undefined): QueryState<AdminRow<Cheese> | null> => useAdminRow('cheeses', id);
export const useAdminPairings = (): QueryState<AdminRow<Pairing>[]> => useAdminRows('pairings');
export const useAdminPairing = (id: string | undefined): QueryState<AdminRow<Pairing> | null> => useAdminRow('pairings', id);
