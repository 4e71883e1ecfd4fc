/**
 * Entry views: the editors' reads (totals per entry, the analytics summary) through RPCs that RLS
 * scopes — admins see every entry, partners their own. Views are server data only (not synced to Dexie): they change
 * with every visit and mean nothing offline. The hooks are in ../react/view-hooks.ts; the public page's beacon is
 * ../public/beacon.ts.
 */
import { getSupabase } from '@/data/server';

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
