/**
 * Public reads over Supabase's REST API with plain fetch and the publishable key (no supabase-js):
 * what the server renderer and the sitemap need. Row-level security decides what is public; the
 * filters below only choose what a screen shows.
 */
// Relative imports: the sitemap function (netlify/functions/seo-files.ts) imports this file as is.
import { FEED_LIMIT, HOME_FEED_LIMIT, RANDOM_CHEESE_COUNT, RELATED_LIMIT, SUPABASE_MAX_ROWS } from '@/domain/constants';
import type { Cheese, ContentType, Entry } from '@/domain/types';
import { pageWindow } from '@/domain/paging';
import { CARD_COLUMNS, type EntryCardRow } from './types';
import type { CheeseTypeArgs, CheeseTypeRow, SearchArgs, SearchRow } from './search-rows';

/** What /feed.xml lists of an entry. */
export type FeedEntryRow = Pick<Entry, 'id' | 'slug' | 'title' | 'description' | 'image_url' | 'author_name' | 'published_at' | 'updated_at' | 'content_type'>;
const FEED_COLUMNS = 'id,slug,title,description,image_url,author_name,published_at,updated_at,content_type';

export interface PublicRestOptions {
  /** Supabase project URL (no trailing slash needed). */
  url: string;
  /** Publishable (anon) key. */
  key: string;
  fetch?: typeof fetch;
  now?: () => number;
}

export class PublicRestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PublicRestError';
  }
}

const CARDS = CARD_COLUMNS.join(',');

/** A reader of the public rows the site's pages show. */
export function createPublicRest(options: PublicRestOptions) {
  const base = `${options.url.replace(/\/+$/, '')}/rest/v1`;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const headers = { apikey: options.key, authorization: `Bearer ${options.key}`, accept: 'application/json', 'accept-profile': 'public' };

  async function send<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await doFetch(`${base}/${path}`, { ...init, headers: { ...headers, ...(init?.headers as Record<string, string> | undefined) } });
    if (!res.ok) {
      const body = await res.text().catch(() => '');
      let message = body;
      try {
        message = (JSON.parse(body) as { message?: string }).message ?? body;
      } catch {
        // not JSON: keep the text
      }
      throw new PublicRestError(message || `HTTP ${res.status}`, res.status);
    }
    return (await res.json()) as T;
  }

  const rpc = <T>(name: string, args: Record<string, unknown>) =>
    send<T>(`rpc/${name}`, { method: 'POST', body: JSON.stringify(args), headers: { 'content-type': 'application/json', 'content-profile': 'public' } });

  const feedQuery = (extra: Record<string, string>, limit: number) => {
    const q = new URLSearchParams({
      select: CARDS,
      visible_in_feed: 'eq.true',
      published_at: `lte.${new Date(now()).toISOString()}`,
      archived_at: 'is.null',
      order: 'published_at.desc',
      ...extra,
      limit: String(limit),
    });
    return `cheezopedia_entries?${q}`;
  };

  return {
    /** The 9 newest feed entries (card columns). */
    homeFeed: () => send<EntryCardRow[]>(feedQuery({}, HOME_FEED_LIMIT)),
    /** One page of feed entries of one content type (or all), newest first (card columns), plus one row to tell whether a next page exists. */
    discover: (filter: ContentType | 'all', page = 1) => {
      const { offset, limit } = pageWindow(page);
      return send<EntryCardRow[]>(feedQuery({ ...(filter === 'all' ? {} : { content_type: `eq.${filter}` }), offset: String(offset) }, limit));
    },
    /** Up to 10 other feed entries (card columns). */
    related: (entryId: string) => send<EntryCardRow[]>(feedQuery({ id: `neq.${entryId}` }, RELATED_LIMIT)),
    /** The public entry with this slug, or null. */
    async entryBySlug(slug: string): Promise<Entry | null> {
      const rows = await send<Entry[]>(`cheezopedia_entries?${new URLSearchParams({ select: '*', slug: `eq.${slug}`, limit: '1' })}`);
      return rows[0] ?? null;
    },
    /** The current slug of the public entry `slug` used to name (RPC entry_redirect), else null. */
    entryRedirect: (slug: string) => rpc<string | null>('entry_redirect', { p_slug: slug }),
    /** The unpublished entry a live preview token opens (RPC entry_preview: its public columns), else null. */
    entryPreview: (token: string) => rpc<Entry | null>('entry_preview', { p_token: token }),
    /** `count` cheeses sampled by the database (RPC random_cheeses). */
    randomCheeses: (count: number = RANDOM_CHEESE_COUNT) =>
      rpc<Cheese[]>('random_cheeses', { n: count }),
    /** Site search (RPC search_site; search-rows.ts builds the arguments of a page). */
    search: (args: SearchArgs) => rpc<SearchRow[]>('search_site', args),
    /** The feed entries carrying a cheese type (RPC cheese_type_entries; arguments from search-rows.ts). */
    cheeseTypeEntries: (args: CheeseTypeArgs) => rpc<CheeseTypeRow[]>('cheese_type_entries', args),
    /** Every cheese type on a public feed entry (for the sitemap). */
    cheeseTypes: () => rpc<{ slug: string; name: string; entries: number; updated_at: string }[]>('cheese_types', {}),
    /** The newest public feed entries for /feed.xml. */
    feedEntries: () => send<FeedEntryRow[]>(feedQuery({ select: FEED_COLUMNS }, FEED_LIMIT)),
    /** Slug and last change of every public entry (for the sitemap), slug order. */
    async sitemapEntries(): Promise<{ slug: string; updated_at: string }[]> {
      const out: { slug: string; updated_at: string }[] = [];
      for (let offset = 0; ; offset += SUPABASE_MAX_ROWS) {
        const q = new URLSearchParams({ select: 'slug,updated_at', order: 'slug.asc', limit: String(SUPABASE_MAX_ROWS), offset: String(offset) });
        const page = await send<{ slug: string; updated_at: string }[]>(`cheezopedia_entries?${q}`);
        out.push(...page);
        if (page.length < SUPABASE_MAX_ROWS || out.length >= 50_000) return out;
      }
    },
  };
}

export type PublicRest = ReturnType<typeof createPublicRest>;
