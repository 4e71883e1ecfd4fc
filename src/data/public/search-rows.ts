/**
 * The rows of the search and cheese-type RPCs (search_site, cheese_type_entries) as page data: the
 * server renderer's REST source and the browser's online search read the same shapes.
 */
import { DISCOVER_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@/domain/constants';
import { pageOf } from '@/domain/paging';
import { cleanSearchQuery, withoutControlCharacters } from '@/domain/site-search';
import type { CheeseTypeData, EntryCardRow, SearchCheeseHit, SearchData, SearchEntryHit } from './types';

/** A row of search_site. */
export interface SearchRow {
  kind: 'entry' | 'cheese';
  id: string;
  slug: string | null;
  title: string;
  subtitle: string | null;
  snippet: string | null;
  image_url: string | null;
  image_placeholder: string | null;
  content_type: string | null;
  published_at: string | null;
}

/** A row of cheese_type_entries: card columns and the tag as written. */
export type CheeseTypeRow = EntryCardRow & { tag_name: string | null };

export type SearchArgs = {
  q: string;
  entry_limit: number;
  entry_offset: number;
  cheese_limit: number;
};
export type CheeseTypeArgs = {
  tag: string;
  page_limit: number;
  page_offset: number;
};

/** search_site's arguments for a page (one entry more than shown: whether a next page exists). */
export function searchArgs(q: string, page: number, entries = SEARCH_PAGE_SIZE, cheeses = 0): SearchArgs {
  return { q, entry_limit: entries + 1, entry_offset: (Math.max(1, page) - 1) * entries, cheese_limit: cheeses };
}

/**
 * The answer to a query holding control characters (domain/site-search): nothing searched, the
 * query shown back without them, `refused` (the page answers 400).
 */
export function refusedSearch(query: string, page: number): SearchData {
  return { q: cleanSearchQuery(withoutControlCharacters(query)), page, hasNext: false, entries: [], cheeses: [], from: 'server', error: null, refused: true };
}

/** search_site rows as a results page. */
export function searchData(q: string, page: number, rows: readonly SearchRow[], size = SEARCH_PAGE_SIZE): SearchData {
  const entries: SearchEntryHit[] = rows
    .filter((r) => r.kind === 'entry' && r.slug)
    .map((r) => ({
      id: r.id,
      slug: r.slug!,
      title: r.title,
      description: r.subtitle,
      snippet: r.snippet,
      image_url: r.image_url,
      image_placeholder: r.image_placeholder,
      content_type: r.content_type ?? 'article',
      published_at: r.published_at,
    }));
  const cheeses: SearchCheeseHit[] = rows
    .filter((r) => r.kind === 'cheese')
    .map((r) => ({ id: r.id, name: r.title, subtitle: r.subtitle ?? '', snippet: r.snippet, image_url: r.image_url, image_placeholder: r.image_placeholder }));
  const paged = pageOf(entries, page, size);
  return { q, page, hasNext: paged.hasNext, entries: paged.rows, cheeses, from: 'server', error: null };
}

/** cheese_type_entries's arguments for a page. */
export function cheeseTypeArgs(slug: string, page: number): CheeseTypeArgs {
  return { tag: slug, page_limit: DISCOVER_PAGE_SIZE + 1, page_offset: (Math.max(1, page) - 1) * DISCOVER_PAGE_SIZE };
}

/** cheese_type_entries rows as a tag page; the name is null when the tag has no entries at all. */
export function cheeseTypeData(slug: string, page: number, rows: readonly CheeseTypeRow[], name: string | null): CheeseTypeData {
  const { rows: shown, hasNext } = pageOf(rows, page);
  const entries: EntryCardRow[] = shown.map(({ tag_name: _tag, ...card }) => card);
  return { slug, name: name ?? rows[0]?.tag_name ?? null, page, hasNext, entries, error: null };
}
