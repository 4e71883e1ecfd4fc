/** Shapes of the public pages' data: what the server renders from and embeds for hydration. */
import type { Cheese, ContentType, Entry } from '@/domain/types';
import type { EntryCardRow } from '../../domain/entry-card';

export { CARD_COLUMNS, type EntryCardRow } from '../../domain/entry-card';

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
}

/** Where the public pages' loaders read from: REST on the server, the local copy in the browser. */
export interface PublicPageSource {
  landing(): Promise<LandingData>;
  discover(filter: ContentType | 'all', page: number): Promise<DiscoverData>;
  entry(slug: string): Promise<EntryData>;
}
