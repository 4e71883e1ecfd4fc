/**
 * /feed.xml: an Atom 1.0 feed of the newest public feed entries (title, summary, link, dates,
 * author, image), written by the `feed` library; served by the seo-files function in both hosts.
 */
import { Feed } from 'feed';
import type { FeedEntryRow } from '../../src/data/public/rest';
import { absoluteImageUrl } from '../../src/domain/public-image-url';

/** Atom's media type (served as application/atom+xml; advertised in every page's head). */
export const ATOM_TYPE = 'application/atom+xml';

/** The Atom document for `entries` (newest first) on the site at `origin`. */
export function atomFeed(entries: readonly FeedEntryRow[], origin: string): string {
  const newest = entries.reduce<Date | undefined>((max, e) => {
    const d = new Date(e.updated_at);
    return !max || d > max ? d : max;
  }, undefined);
  const feed = new Feed({
    id: `${origin}/`,
    title: 'Cheezopedia',
    description: 'Cheese recipes, articles and pairing guides from Cheezopedia.',
    link: `${origin}/`,
    language: 'en',
    favicon: `${origin}/favicon.svg`,
    copyright: `© Cheezopedia`,
    updated: newest ?? new Date(0),
    generator: false,
    feedLinks: { atom: `${origin}/feed.xml` },
  });
  for (const e of entries) {
    const link = `${origin}/${encodeURIComponent(e.slug)}`;
    const image = absoluteImageUrl(e.image_url, origin);
    feed.addItem({
      id: link,
      link,
      title: e.title,
      description: e.description ?? undefined,
      date: new Date(e.updated_at),
      published: e.published_at ? new Date(e.published_at) : undefined,
      author: [{ name: e.author_name?.trim() || 'Cheezopedia' }],
      ...(image ? { image } : {}),
    });
  }
  return feed.atom1();
}
