/** What an entry card shows (feed, discover, More Like This): the columns read for it (a recipe's times: its card says how long it takes), and its row. */
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
  'preparation_time',
  'cook_time',
  'published_at',
] as const;

export type EntryCardRow = Pick<Entry, (typeof CARD_COLUMNS)[number]>;
