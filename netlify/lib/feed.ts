/**
 * /feed.xml: an Atom 1.0 feed (RFC 4287) of the newest public feed entries (title, summary, link,
 * dates, author, image); served by the seo-files function in both hosts.
 *
 * Written here with an escaper rather than by a feed library (docs/decisions/0018-atom-feed.md): every
 * value is text an editor typed, so titles, summaries and names are Atom text constructs
 * (`type="text"`, escaped, no CDATA) that a reader shows as typed and never parses as HTML; every
 * URL is http(s) or left out; an image's media type is a real one or absent.
 */
import type { FeedEntryRow } from '../../src/data/public/rest';
import { absoluteImageUrl } from '../../src/domain/public-image-url';
import { xmlEscape } from './xml';

/** Atom's media type (served as application/atom+xml; advertised in every page's head). */
export const ATOM_TYPE = 'application/atom+xml';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const FEED_TITLE = 'Cheezopedia';
const FEED_SUBTITLE = 'Cheese recipes, articles and pairing guides from Cheezopedia.';

/** Media types of the picture formats the site stores or ships, by file extension. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** `url` when it is an absolute http(s) URL (normalised), else undefined: `javascript:` and the like never reach a reader. */
export function httpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** The media type of a picture at `url` by its extension, or undefined (a link's type is optional). */
export function imageType(url: string): string | undefined {
  const m = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname);
  return m ? IMAGE_TYPES[m[1].toLowerCase()] : undefined;
}

/** An element holding text (an Atom text construct when `textConstruct`). */
function text(name: string, value: string, textConstruct = false): string {
  return `<${name}${textConstruct ? ' type="text"' : ''}>${xmlEscape(value)}</${name}>`;
}

/** An empty element with attributes (undefined ones left out). */
function empty(name: string, attributes: Record<string, string | undefined>): string {
  const attrs = Object.entries(attributes)
    .filter((a): a is [string, string] => a[1] !== undefined)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join('');
  return `<${name}${attrs}/>`;
}

function entryXml(e: FeedEntryRow, origin: string): string | null {
  const link = httpUrl(`${origin}/${encodeURIComponent(e.slug)}`);
  if (!link) return null;
  const image = httpUrl(absoluteImageUrl(e.image_url, origin));
  const description = e.description?.trim();
  const lines = [
    text('id', link),
    text('title', e.title, true),
    empty('link', { rel: 'alternate', type: 'text/html', href: link }),
    text('updated', new Date(e.updated_at).toISOString()),
    ...(e.published_at ? [text('published', new Date(e.published_at).toISOString())] : []),
    `<author>${text('name', e.author_name?.trim() || FEED_TITLE)}</author>`,
    ...(description ? [text('summary', description, true)] : []),
    ...(image ? [empty('link', { rel: 'enclosure', type: imageType(image), href: image })] : []),
  ];
  return `  <entry>\n${lines.map((l) => `    ${l}\n`).join('')}  </entry>\n`;
}

/** The Atom document for `entries` (newest first) on the site at `origin` (an http(s) origin). */
export function atomFeed(entries: readonly FeedEntryRow[], origin: string): string {
  const home = httpUrl(`${origin}/`);
  if (!home) throw new Error(`The feed needs an http(s) origin, got "${origin}"`);
  const site = home.slice(0, -1);
  const newest = entries.reduce<Date | undefined>((max, e) => {
    const d = new Date(e.updated_at);
    return !max || d > max ? d : max;
  }, undefined);
  const head = [
    text('id', home),
    text('title', FEED_TITLE, true),
    text('subtitle', FEED_SUBTITLE, true),
    text('updated', (newest ?? new Date(0)).toISOString()),
    empty('link', { rel: 'alternate', type: 'text/html', href: home }),
    empty('link', { rel: 'self', type: ATOM_TYPE, href: `${site}/feed.xml` }),
    text('icon', `${site}/favicon.svg`),
    text('rights', `© ${FEED_TITLE}`, true),
  ];
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="${ATOM_NS}" xml:lang="en">\n` +
    head.map((l) => `  ${l}\n`).join('') +
    entries.map((e) => entryXml(e, site) ?? '').join('') +
    '</feed>\n'
  );
}
