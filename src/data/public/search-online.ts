/**
 * Site search and cheese-type pages in the browser (loaded when first asked): the database online;
 * the device's own index (./device-search.ts, loaded then) offline, when the server fails, or when it
 * is slow (SEARCH_SLOW_MS) — results from the device say they come from saved entries. After such a
 * fallback the device answers the next searches (SEARCH_SERVER_RETRY_MS, or until the browser's
 * `online` event) without asking the server: each keystroke would otherwise wait for the failure.
 * Side effect: listens to `online` once loaded.
 */
import { SEARCH_CHEESE_LIMIT, SEARCH_SERVER_RETRY_MS, SEARCH_SLOW_MS } from '@/domain/constants';
import { cheeseTypeSlug } from '@/domain/cheese-type-tags';
import { cleanSearchQuery, hasControlCharacters } from '@/domain/site-search';
import { getDataLayer } from '@/data/react';
import { cheeseTypeArgs, cheeseTypeData, refusedSearch, searchArgs, searchData, type CheeseTypeRow, type SearchRow } from './search-rows';
import type { CheeseTypeData, SearchData } from './types';
import { recentSearches, rememberSearch } from './recent-searches';
import { createServerHold } from './server-hold';

/** The search dialog's recent searches (kept on the device). */
export { recentSearches, rememberSearch };

const online = () => getDataLayer().isOnline();

const serverHold = createServerHold(SEARCH_SERVER_RETRY_MS);
if (typeof window !== 'undefined') window.addEventListener('online', serverHold.release);

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const supabase = await getDataLayer().getRest();
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(error.message);
  return data as T;
}

/**
 * One page of results for `q` (already cleaned): `entries` a page, `cheeses` on the first page.
 * `onLate`: when the server was too slow and the device answered, the server's answer if it still
 * comes (the device holds no cheeses and only the entries it saved: the fuller answer replaces it).
 */
export async function searchOnline(
  q: string, page: number, entries?: number, cheeses = SEARCH_CHEESE_LIMIT, onLate?: (data: SearchData) => void,
): Promise<SearchData> {
  // Refused before asking: the server's 400 would otherwise hold every next search on the device.
  if (hasControlCharacters(q)) return refusedSearch(q, page);
  const device = () => import('./device-search').then((m) => m.searchDevice(q, page, entries, cheeses));
  if (!online() || serverHold.held()) return device();
  const ask = rpc<SearchRow[]>('search_site', searchArgs(q, page, entries, page === 1 ? cheeses : 0));
  try {
    // A slow network: the device answers rather than leaving the visitor waiting.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new SlowServer()), SEARCH_SLOW_MS)));
    const rows = await Promise.race([ask, slow]).finally(() => clearTimeout(timer));
    return searchData(q, page, rows, entries);
  } catch (e) {
    serverHold.failed();
    if (e instanceof SlowServer && onLate) ask.then((rows) => onLate(searchData(q, page, rows, entries)), () => undefined);
    else ask.catch(() => undefined);
    return device();
  }
}

class SlowServer extends Error {
  constructor() {
    super('slow');
  }
}

/**
 * The server's late answers to the /search page's searches, by query and page: the page's loader
 * returned the device's answer, and the page (rendered after it) takes the server's when it comes,
 * even if it came first. Only the latest few are kept.
 */
const lateAnswers = new Map<string, SearchData>();
const lateListeners = new Map<string, Set<(data: SearchData) => void>>();
const LATE_KEPT = 8;
const lateKey = (q: string, page: number) => `${page}\u0000${q}`;

function storeLate(data: SearchData): void {
  const key = lateKey(data.q, data.page);
  lateAnswers.delete(key);
  lateAnswers.set(key, data);
  if (lateAnswers.size > LATE_KEPT) lateAnswers.delete(lateAnswers.keys().next().value as string);
  lateListeners.get(key)?.forEach((l) => l(data));
}

/** Calls `onData` with the server's answer to the /search page's `q` and `page` once it comes (now, if it came). */
export function watchLateSearch(q: string, page: number, onData: (data: SearchData) => void): () => void {
  const key = lateKey(q, page);
  const known = lateAnswers.get(key);
  if (known) {
    onData(known);
    return () => undefined;
  }
  const set = lateListeners.get(key) ?? new Set();
  set.add(onData);
  lateListeners.set(key, set);
  return () => {
    set.delete(onData);
    if (set.size === 0) lateListeners.delete(key);
  };
}

/** The /search page's data (the server's late answer, after the device's: see watchLateSearch). */
export async function searchPage(query: string, page: number): Promise<SearchData> {
  if (hasControlCharacters(query)) return refusedSearch(query, page);
  const q = cleanSearchQuery(query);
  if (!q) return { q, page, hasNext: false, entries: [], cheeses: [], from: 'server', error: null };
  lateAnswers.delete(lateKey(q, page));
  return searchOnline(q, page, undefined, SEARCH_CHEESE_LIMIT, storeLate);
}

/** A cheese-type page's data; `tag` as written ('Gruyère') or its slug ('gruyere'): the slug decides. */
export async function cheeseTypePage(tag: string, page: number): Promise<CheeseTypeData> {
  const slug = cheeseTypeSlug(tag);
  if (!slug) return { slug, name: null, page, hasNext: false, entries: [], error: null };
  const device = () => import('./device-search').then((m) => m.deviceCheeseType(slug, page));
  if (!online()) return device();
  try {
    return cheeseTypeData(slug, page, await rpc<CheeseTypeRow[]>('cheese_type_entries', cheeseTypeArgs(slug, page)), null);
  } catch (e) {
    const here = await device();
    return here.name ? here : { ...here, error: e instanceof Error ? e.message : String(e) };
  }
}
