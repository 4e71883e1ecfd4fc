/** Content-type normalisation, labels and the discover filter (one canonical set). */
import { CONTENT_TYPES } from './constants';
import type { ContentType } from './types';

/**
 * Normalises any accepted spelling to the canonical content type: 'article', 'recipe',
 * 'pairing_guide' and the alias 'pairing-guide', case-, space- and separator-insensitively
 * ('Pairing Guide', ' RECIPE '). Returns null for anything else.
 */
export function normaliseContentType(value: unknown): ContentType | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase().replace(/[\s_-]+/g, '_');
  return (CONTENT_TYPES as readonly string[]).includes(key) ? (key as ContentType) : null;
}

/** True when `value` is already a canonical content type. */
export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** Display labels (badges, selects). */
export const CONTENT_TYPE_LABELS: Readonly<Record<ContentType, string>> = {
  article: 'Article',
  recipe: 'Recipe',
  pairing_guide: 'Pairing Guide',
};

/** Display label of a content type; unknown spellings are normalised first, else 'Article'. */
export function contentTypeLabel(value: string): string {
  return CONTENT_TYPE_LABELS[normaliseContentType(value) ?? 'article'];
}

/** Options for the builder's type select, in the editor's order. */
export const CONTENT_TYPE_OPTIONS: ReadonlyArray<{ value: ContentType; label: string }> = CONTENT_TYPES.map(
  (value) => ({ value, label: CONTENT_TYPE_LABELS[value] }),
);

/** A discover filter value: all entries or one content type. */
export type DiscoverFilter = 'all' | ContentType;

/** The discover page's filter buttons, in the spec's order. */
export const DISCOVER_FILTERS: ReadonlyArray<{ value: DiscoverFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'recipe', label: 'Recipes' },
  { value: 'article', label: 'Articles' },
  { value: 'pairing_guide', label: 'Pairing Guides' },
];

/**
 * Reads the discover filter from a URL query value (e.g. `?type=pairing-guide`). Missing, empty or
 * unknown values give 'all'. Accepts plural button names too ('recipes', 'Pairing Guides').
 */
export function parseDiscoverFilter(value: string | null | undefined): DiscoverFilter {
  if (!value) return 'all';
  const direct = normaliseContentType(value);
  if (direct) return direct;
  const singular = normaliseContentType(value.trim().replace(/s$/i, ''));
  return singular ?? 'all';
}

/** The query value to put in the URL for a filter; null for 'all' (drop the parameter). */
export function discoverFilterToQuery(filter: DiscoverFilter): string | null {
  return filter === 'all' ? null : filter;
}

/** True when an entry of `type` passes the discover `filter` (`type` may be any accepted spelling). */
export function matchesDiscoverFilter(type: string, filter: DiscoverFilter): boolean {
  return filter === 'all' || normaliseContentType(type) === filter;
}
