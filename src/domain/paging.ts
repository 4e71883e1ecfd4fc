/** Paging of public lists in the URL (`/discover?page=N`): crawlers follow the page links. */
import { DISCOVER_PAGE_SIZE } from './constants';

/** The page number in a `?page=` value: a positive integer, else 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 ? n : 1;
}

/** Offset and limit of a page: one row more than shown, to know whether a next page exists. */
export function pageWindow(page: number, size: number = DISCOVER_PAGE_SIZE): { offset: number; limit: number } {
  return { offset: (Math.max(1, page) - 1) * size, limit: size + 1 };
}

/** A page's rows out of the rows fetched by `pageWindow` (or the whole list, when `whole`). */
export function pageOf<T>(rows: readonly T[], page: number, size: number = DISCOVER_PAGE_SIZE, whole = false): { rows: T[]; hasNext: boolean } {
  const start = whole ? (Math.max(1, page) - 1) * size : 0;
  return { rows: rows.slice(start, start + size), hasNext: rows.length > start + size };
}

/** A page after the first with no rows: past the last page (the server answers 404 and noindex). */
export function isPastLastPage(page: number, rowsOnPage: number): boolean {
  return page > 1 && rowsOnPage === 0;
}

/** The query of a discover page link (`type` kept, `page` omitted for page 1). */
export function discoverPageQuery(type: string | null, page: number): string {
  const q = new URLSearchParams();
  if (type) q.set('type', type);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}
