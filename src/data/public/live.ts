/**
 * The public pages' local-first side, loaded after hydration (it pulls in Dexie, supabase-js and
 * the sync engine): seeds the local copy from the data the server rendered, watches it (the engine's
 * live reads) so screens follow local changes and background sync, and answers client-side
 * navigations from the local copy first (offline included), asking Supabase only when it lacks them.
 */
import { DISCOVER_PAGE_SIZE, RANDOM_CHEESE_COUNT } from '@/domain/constants';
import { pageOf } from '@/domain/paging';
import { isPublic } from '@/domain/entry-status';
import { pickRandom } from '@/domain/random';
import type { Cheese, ContentType, Entry } from '@/domain/types';
import type { DeviceReads } from '@/data/engine';
import { getDataLayer } from '@/data/react';
import type { DiscoverData, EntryData, LandingData, PublicPageSource } from './types';

type Stop = () => void;

function watch<T>(select: (read: DeviceReads) => Promise<T>, onValue: (value: T) => void): Stop {
  const subscription = getDataLayer()
    .observe(select)
    .subscribe({ next: onValue, error: (e: unknown) => console.warn('Live query failed', e) });
  return () => subscription.unsubscribe();
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
  // Sync scopes: an opened entry's full text and the landing's cheeses stay on a visitor's device.
  await getDataLayer().keepShown(rows);
}

/** Live views of the local copy for the public screens. */
export const watchers = {
  feed: (onValue: (rows: Entry[]) => void): Stop => watch((read) => read.homeFeed(), onValue),
  discover: (filter: ContentType | 'all', page: number, onValue: (rows: Entry[]) => void): Stop =>
    watch(async (read) => pageOf(await read.discoverPage(filter, page, DISCOVER_PAGE_SIZE), page).rows, onValue),
  related: (entryId: string, onValue: (rows: Entry[]) => void): Stop => watch((read) => read.related(entryId), onValue),
  entry: (slug: string, onValue: (row: Entry | null) => void): Stop => watch((read) => read.entryBySlug(slug), onValue),
  cheeses: (ids: string[], onValue: (rows: Cheese[]) => void): Stop => watch((read) => read.cheesesById(ids), onValue),
  /** A 'local-image:<id>' reference → an object URL of the held blob (or its uploaded URL). */
  image: (ref: string, onValue: (url: string | undefined) => void): Stop => {
    let objectUrl: string | undefined;
    const stop = watch(
      (read) => read.heldImage(ref),
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
  const fromLocal = async () => pickRandom(await getDataLayer().read.cheeses(), RANDOM_CHEESE_COUNT);
  if (!online()) return { value: await fromLocal(), error: null };
  try {
    return { value: await getDataLayer().fetch.randomCheeses(RANDOM_CHEESE_COUNT), error: null };
  } catch (e) {
    const value = await fromLocal();
    return { value, error: value.length ? null : message(e) };
  }
}

/**
 * One cheese by id (a search result opens its modal on `/`): the local copy first, else Supabase
 * (the row is then kept on the device like the cheeses the landing showed); null when unknown.
 */
export async function cheeseById(id: string): Promise<Cheese | null> {
  const [here] = await getDataLayer().read.cheesesById([id]);
  if (here || !online()) return here ?? null;
  return getDataLayer().fetch.cheese(id);
}

async function restRpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await (await getDataLayer().getRest()).rpc(name, args);
  if (error) throw new Error(error.message);
  return data as T;
}

/** The loaders' source in the browser: the local copy first (offline included). */
export const localPageSource: PublicPageSource = {
  async landing(): Promise<LandingData> {
    const { read, fetch } = getDataLayer();
    const [feed, cheeses] = await Promise.all([
      localFirst(() => read.homeFeed(), isEmpty, () => fetch.homeFeed()),
      randomCheeses(),
    ]);
    return { feed: feed.value, cheeses: cheeses.value, error: feed.error };
  },
  async discover(filter: ContentType | 'all', page: number): Promise<DiscoverData> {
    const { read, fetch } = getDataLayer();
    // The local copy answers when it holds the whole page and knows a next one exists (or offline);
    // else the server answers for that page (a visitor's device keeps only the newest cards).
    const here = pageOf(await read.discoverPage(filter, page, DISCOVER_PAGE_SIZE), page);
    if (here.hasNext || !online()) return { filter, page, hasNext: here.hasNext, entries: here.rows, error: null };
    try {
      const there = pageOf(await fetch.discoverPage(filter, page), page);
      return { filter, page, hasNext: there.hasNext, entries: there.rows, error: null };
    } catch (e) {
      return { filter, page, hasNext: false, entries: here.rows, error: here.rows.length ? null : message(e) };
    }
  },
  // Search and tag pages: their code (./search-online.ts) loads when first asked.
  search: (query: string, page: number) => import('./search-online').then((m) => m.searchPage(query, page)),
  cheeseType: (tag: string, page: number) => import('./search-online').then((m) => m.cheeseTypePage(tag, page)),
  async entry(slug: string): Promise<EntryData> {
    const layer = getDataLayer();
    const { read, fetch } = layer;
    // Online, the server is asked whenever the device lacks the entry (it may be new).
    const r = await localFirst(() => read.entryBySlug(slug), (v) => v === null, () => fetch.entry(slug));
    const entry = r.value && isPublic(r.value, Date.now()) ? r.value : null;
    // Not on the device and the server could not be asked (offline, or unreachable): say so clearly.
    if (!entry && (!online() || r.error)) return { slug, entry: null, related: [], bodyHtml: null, error: null, notOnDevice: true };
    if (entry) await layer.markOpened(entry.id);
    const related = entry ? (await localFirst(() => read.related(entry.id), isEmpty, () => fetch.related(entry.id))).value : [];
    // Not an entry's slug: it may be an old one of a renamed entry (the server keeps them).
    const current = entry ? null : await restRpc<string | null>('entry_redirect', { p_slug: slug }).catch(() => null);
    return { slug, entry, related, bodyHtml: null, error: entry ? null : r.error, ...(current ? { redirectTo: current } : {}) };
  },
  async preview(token: string): Promise<EntryData> {
    // Never kept on the device: a draft shared by link is read from the server each time.
    try {
      const entry = await restRpc<Entry | null>('entry_preview', { p_token: token });
      return { slug: entry?.slug ?? '', entry, related: [], bodyHtml: null, error: null };
    } catch (e) {
      return { slug: '', entry: null, related: [], bodyHtml: null, error: message(e) };
    }
  },
};
