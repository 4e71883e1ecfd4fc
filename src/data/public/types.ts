/** Shapes of the public pages' data: what the server renders from and embeds for hydration. */
import type { Cheese, ContentType, Entry } from '@/domain/types';

/** The columns an entry card shows (feed, discover, More Like This). */
export const CARD_COLUMNS = [
  'id',
  'slug',
  'title',
  'description',
  'image_url',
  'image_alt',
  'content_type',
  'reading_time_minutes',
  'published_at',
] as const;

export type EntryCardRow = Pick<Entry, (typeof CARD_COLUMNS)[number]>;

/** `/`: the 4 random cheeses and the 9 newest feed entries. */
export interface LandingData {
  cheeses: Cheese[];
  feed: EntryCardRow[];
  /** Why the feed could not be read (nothing to show), else null. */
  error: string | null;
}

/** `/discover?type=…`: the filter and the feed entries of that type. */
export interface DiscoverData {
  filter: ContentType | 'all';
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
}

/** Where the public pages' loaders read from: REST on the server, the local copy in the browser. */
export interface PublicPageSource {
  landing(): Promise<LandingData>;
  discover(filter: ContentType | 'all'): Promise<DiscoverData>;
  entry(slug: string): Promise<EntryData>;
}
