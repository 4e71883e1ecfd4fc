/**
 * A page's head as values (title, meta description, Open Graph and Twitter tags, canonical URL):
 * the one definition the server renderer (head-html.ts) and the browser (apply-head.ts) apply.
 */
import { discoverFilterToQuery, parseDiscoverFilter } from '@/domain/content-type';
import { discoverPageQuery, parsePage } from '@/domain/paging';
import { absoluteImageUrl } from '@/domain/public-image-url';
import { shareImage, SITE_SHARE_ALT } from '@/domain/share-image';
import { imageHostRules } from '@/config/images';

export const SITE_NAME = 'Cheezopedia';
export const DEFAULT_DESCRIPTION =
  'Cheezopedia — your cheesemonger in your pocket: discover and track cheeses, pairings and recipes.';

/** The language and region of the site's texts, for link previews. */
export const SITE_LOCALE = 'en_GB';

export interface PageMeta {
  title: string;
  description?: string | null;
  image?: string | null;
  /** What the picture shows (link previews' alt text); the page title when the picture has none. */
  imageAlt?: string | null;
  type?: 'website' | 'article';
  /** Structured data (JSON-LD) for this page, or null for none. */
  jsonLd?: object | null;
  /**
   * Structured data computed by code loaded when the browser changes the head (the server writes
   * `jsonLd` itself): `key` names what it describes, so the head is rewritten only when that changes.
   */
  jsonLdLater?: { key: string; load: () => Promise<object | null> } | null;
  /** Ask search engines not to index (not-found pages). */
  noindex?: boolean;
}

/** The document title for a page title: 'X | Cheezopedia', or the site name alone. */
export function documentTitle(title: string): string {
  return title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** `url` made absolute against `origin` (unchanged when it cannot be parsed). */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/**
 * Every head tag of a page as [kind, key, value] rows: the one definition the server renderer
 * (head-html.ts) and the browser (apply-head.ts) both apply. `url` is the page's absolute URL (canonical, og:url).
 */
export function headValues(meta: PageMeta, url: string): { title: string; metas: ['name' | 'property', string, string | null][]; canonical: string } {
  const { title, description, image, type = 'website', noindex = false } = meta;
  const fullTitle = documentTitle(title);
  const desc = description?.trim() || DEFAULT_DESCRIPTION;
  const origin = new URL(url).origin;
  // Always a raster picture (1200 × 630 when the source allows), the site's own when the page has none.
  const share = shareImage(image, imageHostRules);
  const shareUrl = absoluteImageUrl(share.url, origin) ?? absoluteUrl(share.url, origin);
  const alt = image?.trim() ? meta.imageAlt?.trim() || title || SITE_NAME : SITE_SHARE_ALT;
  return {
    title: fullTitle,
    canonical: url,
    metas: [
      ['name', 'description', desc],
      ['name', 'robots', noindex ? 'noindex' : null],
      ['property', 'og:site_name', SITE_NAME],
      ['property', 'og:title', fullTitle],
      ['property', 'og:description', desc],
      ['property', 'og:type', type],
      ['property', 'og:url', url],
      ['property', 'og:locale', SITE_LOCALE],
      ['property', 'og:image', shareUrl],
      ['property', 'og:image:type', share.type],
      ['property', 'og:image:width', share.width === null ? null : String(share.width)],
      ['property', 'og:image:height', share.height === null ? null : String(share.height)],
      ['property', 'og:image:alt', alt],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', fullTitle],
      ['name', 'twitter:description', desc],
      ['name', 'twitter:image', shareUrl],
      ['name', 'twitter:image:alt', alt],
    ],
  };
}

/**
 * The canonical URL of a location: origin, path and the parameters that change what a page shows
 * (Discover's filter and page), read as the page reads them — an unknown filter or a page that is
 * not a number names the same page as none; tracking parameters are dropped.
 */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const query = discoverPageQuery(discoverFilterToQuery(parseDiscoverFilter(params.get('type'))), parsePage(params.get('page')));
  return origin + pathname + query;
}
