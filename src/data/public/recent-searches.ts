/**
 * Recent searches, kept on this device only (localStorage): newest first, without duplicates
 * (case-insensitive), at most SEARCH_RECENT_LIMIT. A storage that refuses (private mode, quota)
 * leaves the list empty rather than failing the search.
 */
import { SEARCH_RECENT_LIMIT } from '@/domain/constants';
import { cleanSearchQuery } from '@/domain/site-search';

const KEY = 'cheezopedia:recent-searches';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function recentSearches(store: Storage | null = storage()): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0).slice(0, SEARCH_RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `q` first in the list (and returns the new list). */
export function rememberSearch(q: string, store: Storage | null = storage()): string[] {
  const query = cleanSearchQuery(q);
  if (!query) return recentSearches(store);
  const next = [query, ...recentSearches(store).filter((r) => r.toLowerCase() !== query.toLowerCase())].slice(0, SEARCH_RECENT_LIMIT);
  try {
    store?.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or refused: the list simply is not kept
  }
  return next;
}

export function clearRecentSearches(store: Storage | null = storage()): void {
  try {
    store?.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
