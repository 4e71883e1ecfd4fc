/** Admin hooks over any synced table: every local row (drafts included) with its sync state. */
import { LIST_FIRST_ROWS } from '@/domain/constants';
import type { Cheese, Entry, Pairing } from '@/domain/types';
import { getDataLayer, useDeviceQuery } from '@/data/react';
import type { AdminRow, QueryState, SyncTable, SyncTables } from '@/data/engine';
import { useSynced } from './use-synced';

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
  const head = useDeviceQuery((read) => read.rows(table, LIST_FIRST_ROWS), [table]);
  const all = useSynced((read) => read.rows(table), [table], {
    empty: isEmptyList,
    fetch: () => layer.fetch.rows(table, LIST_FIRST_ROWS),
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
  return useSynced((read) => (id ? read.row(table, id) : Promise.resolve(null)), [table, id], {
    empty: isNull,
    fetch: () => layer.fetch.row(table, id ?? ''),
    fetchKey: id ? `admin:${table}:${id}` : null,
    when: layer.isOnline() ? 'always' : 'cold',
  });
}

/**
 * The `limit` most recently changed local rows of a table (dashboards: no read of the whole table,
 * so a whole-catalogue sync does not re-read 10,000 rows per page it writes).
 */
export function useRecentRows<K extends SyncTable>(table: K, limit: number): SyncTables[K][] | undefined {
  return useDeviceQuery((read) => read.recentRows(table, limit), [table, limit]);
}

/** How many local entries await review (null while reading). */
export function useInReviewCount(): number | null {
  return useDeviceQuery((read) => read.inReviewCount(), []) ?? null;
}

export const useAdminEntries = (): QueryState<AdminRow<Entry>[]> => useAdminRows('cheezopedia_entries');
export const useAdminEntry = (id: string | undefined): QueryState<AdminRow<Entry> | null> => useAdminRow('cheezopedia_entries', id);
export const useAdminCheeses = (): QueryState<AdminRow<Cheese>[]> => useAdminRows('cheeses');
export const useAdminCheese = (id: string | undefined): QueryState<AdminRow<Cheese> | null> => useAdminRow('cheeses', id);
export const useAdminPairings = (): QueryState<AdminRow<Pairing>[]> => useAdminRows('pairings');
export const useAdminPairing = (id: string | undefined): QueryState<AdminRow<Pairing> | null> => useAdminRow('pairings', id);
