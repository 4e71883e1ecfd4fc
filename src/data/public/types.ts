/** Shapes of the public pages' data: what the server renders from and embeds for hydration. */
import type { Cheese, ContentType, Entry } from '@/domain/types';
import type { EntryCardRow } from '@/domain/entry-card';

export { CARD_COLUMNS, type EntryCardRow } from '@/domain/entry-card';

/** `/`: the 4 random cheeses and the 9 newest feed entries. */
export interface LandingData {
  cheeses: Cheese[];
  feed: EntryCardRow[];
  /** Why the feed could not be read (nothing to show), else null. */
  error: string | null;
}

/** `/discover?type=…&page=…`: the filter, the page and that page's feed entries of that type. */
export interface DiscoverData {
  filter: ContentType | 'all';
  /** 1-based page (DISCOVER_PAGE_SIZE cards a page). */
  page: number;
  /** Whether an older page exists. */
  hasNext: boolean;
  entries: EntryCardRow[];
  error: string | null;
}

/** `/{slug}`: the entry (null = not found), More Like This, and the body pre-rendered on the server. */
export interface EntryData {
  slug: string;
  entry: Entry | null;
  related: EntryCardRow[];
  /** HTML of the markdown body rendered by the server from `entry.content`; null on the client. */
  bodyHtml: string | null;
  /** Why the entry could not be read (shown as not found), else null. */
  error: string | null;
  /** Offline and this entry's full text is not on the device (a clear message, not 'not found'). */
  notOnDevice?: boolean;
  /** The slug asked was the entry's old one: its current slug (the page redirects there). */
  redirectTo?: string;
}

/** One entry among search results (a database snippet marks matched words, see domain/site-search). */
export interface SearchEntryHit {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  snippet: string | null;
  image_url: string | null;
  image_placeholder: string | null;
  content_type: string;
  published_at: string | null;
}

/** One cheese among search results (`subtitle`: type · milk · region, country). */
export interface SearchCheeseHit {
  id: string;
  name: string;
  subtitle: string;
  snippet: string | null;
  image_url: string | null;
  image_placeholder: string | null;
}

/** `/search?q=…&page=…`: the query, one page of entries, the best cheeses (page 1), and where they came from. */
export interface SearchData {
  q: string;
  page: number;
  hasNext: boolean;
  entries: SearchEntryHit[];
  cheeses: SearchCheeseHit[];
  /** 'server': the database answered; 'device': the entries and cheeses saved on this device did. */
  from: 'server' | 'device';
  error: string | null;
  /** The query held control characters (domain/site-search): nothing was searched; the page answers 400. */
  refused?: true;
}

/** `/cheese-types/{slug}?page=…`: the tag (null name = no public entry carries it: 404) and one page of its entries. */
export interface CheeseTypeData {
  slug: string;
  name: string | null;
  page: number;
  hasNext: boolean;
  entries: EntryCardRow[];
  error: string | null;
}

/** Where the public pages' loaders read from: REST on the server, the local copy in the browser. */
export interface PublicPageSource {
  landing(): Promise<LandingData>;
  discover(filter: ContentType | 'all', page: number): Promise<DiscoverData>;
  entry(slug: string): Promise<EntryData>;
  /** The draft a preview token opens (`slug` is the entry's, `entry` null for a token that opens nothing). */
  preview(token: string): Promise<EntryData>;
  search(q: string, page: number): Promise<SearchData>;
  /** `tag`: as written on an entry or as its slug (domain/cheese-type-tags). */
  cheeseType(tag: string, page: number): Promise<CheeseTypeData>;
}
