/** Netlify CDN cache tags of the public pages (set by pages.ts, purged by purge.ts). */
import { isValidSlug } from '../../src/domain/slug';

/** The cache tag of one entry's URL. */
export const entryTag = (slug: string): string => `entry-${slug}`;

/** Tags of a rendered page (what must be purged for it to change). */
export function pageTags(route: string | null, slug: string | null): string[] {
  switch (route) {
    case 'landing':
      return ['pages', 'entries', 'cheeses'];
    case 'discover':
      return ['pages', 'entries'];
    case 'search':
      return ['pages', 'entries', 'cheeses'];
    case 'cheese-type':
      return ['pages', 'entries'];
    case 'entry':
      // The slug comes from the URL: only one an entry can have (the database's own rule) names a
      // tag. Any other (a space, a comma, a control character, '✓') would be a broken or invalid
      // header value — the request failed with a 500 — and names no entry to purge anyway.
      return ['pages', 'entries', ...(slug && isValidSlug(slug) ? [entryTag(slug)] : [])];
    default:
      return ['pages'];
  }
}
