/**
 * Entry views: the public page's beacon (navigator.sendBeacon to the view function, after load) and
 * the editors' reads (totals per entry, the analytics summary) through RPCs that RLS scopes — admins
 * see every entry, partners their own. Views are server data only (not synced to Dexie): they change
 * with every visit and mean nothing offline.
 */
import { useEffect, useState } from 'react';
import { getSupabase } from './client';

/** Where the beacon goes (same origin as the site; Netlify and the local backend both serve it). */
export const VIEW_BEACON_PATH = '/.netlify/functions/view';

/**
 * Sends one view beacon for an entry once the page has loaded (idle after `load`). No cookie, no
 * identifier: the function counts once per visitor per day. Returns a cancel function.
 */
export function sendViewBeacon(entryId: string): () => void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return () => undefined;
  let cancelled = false;
  const send = () => {
    if (cancelled) return;
    const body = JSON.stringify({ entryId });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VIEW_BEACON_PATH, body)) return;
    void fetch(VIEW_BEACON_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  };
  const later = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(send, { timeout: 3000 });
    else setTimeout(send, 0);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', later);
  };
}

/** Total views per entry id that the signed-in editor may see. */
export async function fetchViewTotals(): Promise<Record<string, number>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('entry_view_totals');
  if (error) throw new Error(error.message);
  const totals: Record<string, number> = {};
  for (const row of (data ?? []) as { entry_id: string; views: number | string }[]) totals[row.entry_id] = Number(row.views);
  return totals;
}

export interface ViewAnalytics {
  from: string;
  to: string;
  total: number;
  perDay: { day: string; views: number }[];
  top: { id: string; title: string; slug: string; contentType: string; views: number }[];
  byType: { contentType: string; views: number }[];
}

interface AnalyticsRow {
  from: string;
  to: string;
  total: number | string;
  per_day: { day: string; views: number | string }[] | null;
  top: { id: string; title: string; slug: string; content_type: string; views: number | string }[];
  by_type: { content_type: string; views: number | string }[];
}

/** Views per day (every day of the window), top 10 entries and views by content type. */
export async function fetchViewAnalytics(days = 30): Promise<ViewAnalytics> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('view_analytics', { p_days: days });
  if (error) throw new Error(error.message);
  const r = data as AnalyticsRow;
  return {
    from: r.from,
    to: r.to,
    total: Number(r.total),
    perDay: (r.per_day ?? []).map((d) => ({ day: d.day, views: Number(d.views) })),
    top: r.top.map((t) => ({ id: t.id, title: t.title, slug: t.slug, contentType: t.content_type, views: Number(t.views) })),
    byType: r.by_type.map((t) => ({ contentType: t.content_type, views: Number(t.views) })),
  };
}

export interface RemoteState<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
}

/** Loads a server-only value once per key; offline or failed → error, data null. */
export function useRemote<T>(load: () => Promise<T>, key: string): RemoteState<T> {
  const [state, setState] = useState<RemoteState<T> & { key: string }>({ data: null, error: null, loading: true, key });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, error: null, loading: false, key }),
      (e: unknown) => live && setState({ data: null, error: e instanceof Error ? e.message : String(e), loading: false, key }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloads when the key changes
  }, [key]);
  return state.key === key ? state : { data: null, error: null, loading: true };
}

/** Total views per entry id (null while loading or when unavailable). */
export function useViewTotals(): RemoteState<Record<string, number>> {
  return useRemote(fetchViewTotals, 'view-totals');
}

/** The analytics summary of the last `days` days. */
export function useViewAnalytics(days = 30): RemoteState<ViewAnalytics> {
  return useRemote(() => fetchViewAnalytics(days), `view-analytics:${days}`);
}
