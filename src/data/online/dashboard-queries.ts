/**
 * Dashboard reads: head-only exact counts, and the names of the people who changed
 * recent items. Network calls through the shared supabase client; failures are only logged.
 */
import { getSupabase } from '@/data/server';

export interface DashboardCounts {
  subscribers: number | null;
  articles: number | null;
  cheeses: number | null;
  pairings: number | null;
  users: number | null;
}

async function count(table: string, activeOnly = false): Promise<number | null> {
  let query = (await getSupabase()).from(table).select('*', { count: 'exact', head: true });
  if (activeOnly) query = query.eq('is_active', true);
  const { count: total, error } = await query;
  if (error) {
    console.error(`Failed to load the ${table} count`, error.message);
    return null;
  }
  return total ?? 0;
}

/** The five dashboard counts; a count that failed is null (the failure is logged). */
export async function loadDashboardCounts(): Promise<DashboardCounts> {
  const [subscribers, articles, cheeses, pairings, users] = await Promise.all([
    count('newsletter_subscribers', true),
    count('cheezopedia_entries'),
    count('cheeses'),
    count('pairings'),
    count('profiles'),
  ]);
  return { subscribers, articles, cheeses, pairings, users };
}

/** Display names (name, else email) of the given user ids; unknown ids are left out. */
export async function loadNames(ids: readonly string[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return {};
  const { data, error } = await (await getSupabase()).from('profiles').select('id, name, email').in('id', unique);
  if (error) {
    console.error('Failed to load the names for recent activity', error.message);
    return {};
  }
  const names: Record<string, string> = {};
  for (const row of (data ?? []) as { id: string; name: string | null; email: string }[]) {
    names[row.id] = row.name || row.email;
  }
  return names;
}
