/**
 * The public pages' local-first side, loaded after hydration (it pulls in Dexie, supabase-js and
 * the sync engine): seeds the local copy from the data the server rendered, watches it (Dexie live
 * queries) so screens follow local changes and background sync, and answers client-side
 * navigations from the local copy first (offline included), asking Supabase only when it lacks them.
 */
import { liveQuery } from 'dexie';
import { DISCOVER_PAGE_SIZE, RANDOM_CHEESE_COUNT } from '@/domain/constants';
import { pageOf } from '@/domain/paging';
import { isPublic } from '@/domain/entry-status';
import { pickRandom } from '@/domain/random';
import type { Cheese, ContentType, Entry } from '@/domain/types';
import { storeFor } from '../engine';
import { LOCAL_IMAGE_PREFIX, localImageId } from '../engine';
import { getDataLayer } from '../react';
import { local } from '../engine';
import { applyRows } from '../engine';
import { remote } from '../engine';
import { markOpened, markShownCheeses } from '../engine';
import type { SyncRow, SyncTable } from '../engine';
import type { CheeseTypeData, DiscoverData, EntryData, LandingData, PublicPageSource, SearchData } from './types';
import { cheeseTypeData, searchData, type CheeseTypeRow, type SearchRow } from './search-rows';
import { searchArgs, cheeseTypeArgs } from './search-rows';
import { SEARCH_CHEESE_LIMIT } from '@/domain/constants';
import { cleanSearchQuery } from '@/domain/site-search';

type Stop = () => void;

function watch<T>(query: () => Promise<T>, onValue: (value: T) => void): Stop {
  const subscription = liveQuery(query).subscribe({ next: onValue, error: (e: unknown) => console.warn('Live query failed', e) });
  return () => subscription.unsubscribe();
}

async function store(table: SyncTable, rows: SyncRow[]): Promise<void> {
  if (rows.length === 0) return;
  const { ctx } = getDataLayer();
  await ctx.db.transaction('rw', [storeFor(ctx.db, table), ctx.db.outbox], () => applyRows(ctx, table, rows));
}

/** Complete rows the server rendered a page from (entries with content, cheeses). */
export interface SeedRows {
  entries?: Entry[];
  cheeses?: Cheese[];
}

/**
 * Stores the server's rows in the local copy, unless the device holds the same or a newer version
 * or unpushed edits of them (the sync engine's own rule).
 */
export async function seed(rows: SeedRows): Promise<void> {
  await store('cheezopedia_entries', (rows.entries ?? []) as unknown as SyncRow[]);
  await store('cheeses', (rows.cheeses ?? []) as unknown as SyncRow[]);
  // Sync scopes: an opened entry's full text and the landing's cheeses stay on a visitor's device.
  await markOpened(db(), (rows.entries ?? []).map((e) => e.id));
  await markShownCheeses(db(), (rows.cheeses ?? []).map((c) => c.id));
}

const db = () => getDataLayer().db;

/** Live views of the local copy for the public screens. */
export const watchers = {
  feed: (onValue: (rows: Entry[]) => void): Stop => watch(() => local.homeFeed(db()), onValue),
  discover: (filter: ContentType | 'all', page: number, onValue: (rows: Entry[]) => void): Stop =>
    watch(async () => pageOf(await local.discoverPage(db(), filter, page, DISCOVER_PAGE_SIZE), page).rows, onValue),
  related: (entryId: string, onValue: (rows: Entry[]) => void): Stop => watch(() => local.related(db(), entryId), onValue),
  entry: (slug: string, onValue: (row: Entry | null) => void): Stop => watch(() => local.entryBySlug(db(), slug), onValue),
  cheeses: (ids: string[], onValue: (rows: Cheese[]) => void): Stop =>
    watch(async () => (await db().cheeses.bulkGet(ids)).filter((c): c is Cheese => Boolean(c)), onValue),
  /** A 'local-image:<id>' reference → an object URL of the held blob (or its uploaded URL). */
  image: (ref: string, onValue: (url: string | undefined) => void): Stop => {
    let objectUrl: string | undefined;
    const stop = watch(
      async () => (ref.startsWith(LOCAL_IMAGE_PREFIX) ? await db().images.get(localImageId(ref)) : undefined),
      (image) => {
        if (objectUrl) URL.revokeObjectURL(objectUrl);
        objectUrl = image?.blob && !image.url ? URL.createObjectURL(image.blob) : undefined;
        onValue(image?.url ?? objectUrl);
      },
    );
    return () => {
      stop();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  },
};

const online = () => getDataLayer().isOnline();

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Reads the local copy; when it has nothing (and the device is online) asks Supabase once, then reads again. */
async function localFirst<T>(read: () => Promise<T>, empty: (v: T) => boolean, fetch: () => Promise<void>): Promise<{ value: T; error: string | null }> {
  const value = await read();
  if (!empty(value) || !online()) return { value, error: null };
  try {
    await fetch();
    return { value: await read(), error: null };
  } catch (e) {
    return { value, error: message(e) };
  }
}

const isEmpty = (rows: unknown[]) => rows.length === 0;

/**
 * Random cheeses: sampled by the database online (a visitor's device holds only the cheeses it was
 * shown, not the catalogue), else picked from the local copy.
 */
async function randomCheeses(): Promise<{ value: Cheese[]; error: string | null }> {
  const fromLocal = async () => pickRandom(await local.cheeses(db()), RANDOM_CHEESE_COUNT);
  if (!online()) return { value: await fromLocal(), error: null };
  try {
    const supabase = await getDataLayer().ctx.getRest();
    const { data, error } = await supabase.rpc('random_cheeses', { n: RANDOM_CHEESE_COUNT });
    if (error) throw new Error(error.message);
    const rows = (data ?? []) as Cheese[];
    await store('cheeses', rows as unknown as SyncRow[]);
    await markShownCheeses(db(), rows.map((c) => c.id));
    return { value: rows, error: null };
  } catch (e) {
    const value = await fromLocal();
    return { value, error: value.length ? null : message(e) };
  }
}

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const supabase = await getDataLayer().ctx.getRest();
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(error.message);
  return data as T;
}

/**
 * Site search in the browser: the database online; the device's own index (its code loaded then)
 * offline or when the server does not answer — those results say they come from saved entries.
 */
export async function searchOnline(q: string, page: number, entries?: number, cheeses = SEARCH_CHEESE_LIMIT): Promise<SearchData> {
  const device = () => import('./device-search').then((m) => m.searchDevice(q, page, entries, cheeses));
  if (!online()) return device();
  try {
    return searchData(q, page, await rpc<SearchRow[]>('search_site', searchArgs(q, page, entries, page === 1 ? cheeses : 0)), entries);
  } catch {
    return device();
  }
}

/** The loaders' source in the browser: the local copy first (offline included). */
export const localPageSource: PublicPageSource = {
  async landing(): Promise<LandingData> {
    const { ctx } = getDataLayer();
    const [feed, cheeses] = await Promise.all([
      localFirst(() => local.homeFeed(db()), isEmpty, () => remote.homeFeed(ctx)),
      randomCheeses(),
    ]);
    return { feed: feed.value, cheeses: cheeses.value, error: feed.error };
  },
  async discover(filter: ContentType | 'all', page: number): Promise<DiscoverData> {
    const { ctx } = getDataLayer();
    // The local copy answers when it holds the whole page and knows a next one exists (or offline);
    // else the server answers for that page (a visitor's device keeps only the newest cards).
    const here = pageOf(await local.discoverPage(db(), filter, page, DISCOVER_PAGE_SIZE), page);
    if (here.hasNext || !online()) return { filter, page, hasNext: here.hasNext, entries: here.rows, error: null };
    try {
      const there = pageOf(await remote.discoverPage(ctx, filter, page), page);
      return { filter, page, hasNext: there.hasNext, entries: there.rows, error: null };
    } catch (e) {
      return { filter, page, hasNext: false, entries: here.rows, error: here.rows.length ? null : message(e) };
    }
  },
  async search(query: string, page: number): Promise<SearchData> {
    const q = cleanSearchQuery(query);
    if (!q) return { q, page, hasNext: false, entries: [], cheeses: [], from: 'server', error: null };
    return searchOnline(q, page);
  },
  async cheeseType(slug: string, page: number): Promise<CheeseTypeData> {
    const device = () => import('./device-search').then((m) => m.deviceCheeseType(slug, page));
    if (!online()) return device();
    try {
      const rows = await rpc<CheeseTypeRow[]>('cheese_type_entries', cheeseTypeArgs(slug, page));
      return cheeseTypeData(slug, page, rows, null);
    } catch (e) {
      const here = await device();
      return here.name ? here : { ...here, error: message(e) };
    }
  },
  async entry(slug: string): Promise<EntryData> {
    const { ctx } = getDataLayer();
    // Online, the server is asked whenever the device lacks the entry (it may be new).
    const r = await localFirst(() => local.entryBySlug(db(), slug), (v) => v === null, () => remote.entryBySlug(ctx, slug));
    const entry = r.value && isPublic(r.value, ctx.now()) ? r.value : null;
    // Not on the device and the server could not be asked (offline, or unreachable): say so clearly.
    if (!entry && (!online() || r.error)) return { slug, entry: null, related: [], bodyHtml: null, error: null, notOnDevice: true };
    if (entry) await markOpened(db(), [entry.id]);
    const related = entry ? (await localFirst(() => local.related(db(), entry.id), isEmpty, () => remote.related(ctx, entry.id))).value : [];
    return { slug, entry, related, bodyHtml: null, error: entry ? null : r.error };
  },
};
