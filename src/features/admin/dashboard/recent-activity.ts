/** Recent Activity on the dashboard: the latest changed articles and cheeses, newest first. */

export interface ActivityEntryRow {
  id: string;
  title: string;
  updated_at?: string | null;
  created_at?: string | null;
  updated_by?: string | null;
  author_id?: string | null;
}

export interface ActivityCheeseRow {
  id: string;
  name: string;
  updated_at?: string | null;
  created_at?: string | null;
  updated_by?: string | null;
  added_by?: string | null;
}

export interface ActivityItem {
  kind: 'article' | 'cheese';
  id: string;
  label: string;
  /** ISO time of the change. */
  at: string;
  /** Who made the change (user id), when known. */
  by: string | null;
  /** Where to open the item. */
  href: string;
}

/** Number of items Recent Activity lists. */
export const RECENT_ACTIVITY_LIMIT = 10;

/**
 * Merges articles and cheeses into one list of their latest changes (updated_at, else created_at),
 * newest first, at most `limit` items. Rows without any time are left out.
 */
export function recentActivity(
  entries: readonly ActivityEntryRow[],
  cheeses: readonly ActivityCheeseRow[],
  limit = RECENT_ACTIVITY_LIMIT,
): ActivityItem[] {
  const items: ActivityItem[] = [];
  for (const e of entries) {
    const at = e.updated_at || e.created_at;
    if (at) items.push({ kind: 'article', id: e.id, label: e.title || '(untitled)', at, by: e.updated_by ?? e.author_id ?? null, href: `/admin/articles/edit/${e.id}` });
  }
  for (const c of cheeses) {
    const at = c.updated_at || c.created_at;
    if (at) items.push({ kind: 'cheese', id: c.id, label: c.name || '(unnamed)', at, by: c.updated_by ?? c.added_by ?? null, href: `/admin/cheeses/edit/${c.id}` });
  }
  items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return items.slice(0, limit);
}

