/** Entry views for the editors' screens: the server's reads (./server/views.ts) as hooks. */
import { useRemote, type RemoteState } from '@/data/profiles';
import { fetchViewAnalytics, fetchViewTotals, type ViewAnalytics } from './views';

/** Total views per entry id (null while loading or when unavailable). */
export function useViewTotals(): RemoteState<Record<string, number>> {
  return useRemote(fetchViewTotals, 'view-totals');
}

/** The analytics summary of the last `days` days. */
export function useViewAnalytics(days = 30): RemoteState<ViewAnalytics> {
  return useRemote(() => fetchViewAnalytics(days), `view-analytics:${days}`);
}
