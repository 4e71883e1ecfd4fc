/** What an entry card shows (feed, discover, More Like This): the columns read for it, and its row. */
import type { Entry } from './types';

export const CARD_COLUMNS = [
  'id',
  'slug',
  'title',
  'description',
  'image_url',
  'image_alt',
  'image_placeholder',
  'content_type',
  'reading_time_minutes',
  'published_at',
] as const;

export type EntryCardRow = Pick<Entry, (typeof CARD_COLUMNS)[number]>;
