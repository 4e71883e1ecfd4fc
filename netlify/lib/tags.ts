/** Netlify CDN cache tags of the public pages (set by pages.ts, purged by purge.ts). */

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
      return ['pages', 'entries', ...(slug ? [entryTag(slug)] : [])];
    default:
      return ['pages'];
  }
}
