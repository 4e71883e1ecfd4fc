/** Admin hooks: every local row (drafts included) with its sync state. */
import type { Cheese, Entry } from '@/domain/types';
import { getDataLayer } from './instance';
import { adminLocal } from './local';
import { remote } from './remote';
import type { AdminRow, QueryState } from './types';
import { useSynced } from './use-synced';

const isEmptyList = (v: unknown[]) => v.length === 0;
const isNull = (v: unknown) => v === null;

export function useAdminEntries(): QueryState<AdminRow<Entry>[]> {
  const layer = getDataLayer();
  return useSynced(() => adminLocal.entries(layer.db), [], { empty: isEmptyList, fetch: () => remote.adminEntries(layer.ctx), fetchKey: 'admin:entries' });
}

export function useAdminEntry(id: string | undefined): QueryState<AdminRow<Entry> | null> {
  const layer = getDataLayer();
  return useSynced(() => (id ? adminLocal.entry(layer.db, id) : Promise.resolve(null)), [id], {
    empty: isNull,
    fetch: () => remote.adminEntry(layer.ctx, id ?? ''),
    fetchKey: id ? `admin:entry:${id}` : null,
    when: layer.isOnline() ? 'always' : 'cold',
  });
}

export function useAdminCheeses(): QueryState<AdminRow<Cheese>[]> {
  const layer = getDataLayer();
  return useSynced(() => adminLocal.cheeses(layer.db), [], { empty: isEmptyList, fetch: () => remote.cheeses(layer.ctx), fetchKey: 'admin:cheeses' });
}

export function useAdminCheese(id: string | undefined): QueryState<AdminRow<Cheese> | null> {
  const layer = getDataLayer();
  return useSynced(() => (id ? adminLocal.cheese(layer.db, id) : Promise.resolve(null)), [id], {
    empty: isNull,
    fetch: () => remote.cheese(layer.ctx, id ?? ''),
    fetchKey: id ? `admin:cheese:${id}` : null,
    when: layer.isOnline() ? 'always' : 'cold',
  });
}
