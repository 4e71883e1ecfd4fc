/** The builder's search-result preview: truncation as a search engine shows it, and the URL line. */
import { SEARCH_PREVIEW_DESCRIPTION_LENGTH, SEARCH_PREVIEW_TITLE_LENGTH } from './builder-constants';

/**
 * Shortens text to at most `max` characters (code points) including the trailing '…', cutting at
 * the last word boundary when one is reasonably close (within the last 30 %), else mid-word.
 * Whitespace is collapsed; text that fits is returned unchanged.
 */
export function truncateOnWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  if (max <= 1) return '…'.slice(0, Math.max(0, max));
  const head = chars.slice(0, max - 1).join('');
  const cut = head.lastIndexOf(' ');
  const body = cut >= Math.floor((max - 1) * 0.7) ? head.slice(0, cut) : head;
  return `${body.replace(/[\s.,;:!?–—-]+$/, '')}…`;
}

/** Title as shown in a search result (about 60 characters). */
export function previewTitle(title: string): string {
  return truncateOnWord(title, SEARCH_PREVIEW_TITLE_LENGTH);
}

/** Description as shown in a search result (about 160 characters). */
export function previewDescription(description: string): string {
  return truncateOnWord(description, SEARCH_PREVIEW_DESCRIPTION_LENGTH);
}

/** The full public URL of an entry: `${origin}/${slug}` (no double slashes). */
export function entryUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/+$/, '')}/${slug.replace(/^\/+/, '')}`;
}

/** URL as a search engine displays it: host without 'www.', then ' › ' and the path segments. */
export function displayUrl(origin: string, slug: string): string {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    host = origin.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  }
  host = host.replace(/^www\./i, '');
  const parts = slug.split('/').filter(Boolean);
  return [host, ...parts].join(' › ');
}
