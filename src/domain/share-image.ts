/**
 * The picture a link preview shows (Open Graph, Twitter cards): always a raster image (JPEG) of
 * 1200 × 630, or the largest the source allows, made by the image pipeline from photos and
 * illustrations alike — the image CDN's crop (`/.netlify/images?…&w=1200&h=630&fit=cover&fm=jpg`).
 *
 * The CDN reads raster sources only (Netlify's Image CDN does not rasterise SVG), so the site's SVG
 * illustrations (`/images/**.svg`) each have a raster twin made at build time
 * (`/images/raster/**.png`, scripts/raster-images.ts), at least RASTER_TWIN_MIN in size: the CDN crops
 * that. A page without a picture, or whose picture neither the CDN nor a crawler can read (an SVG
 * from elsewhere), shows the site's own preview picture, made the same way.
 */
import { IMAGE_CDN_PATH, isTransformable, type ImageHostRules } from './image-variants';
import { imageSizeOf } from './image-size';

/** What Facebook, LinkedIn and X show large: 1.91:1, 1200 px wide. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const SHARE_IMAGE_QUALITY = 80;
/** The site's own preview picture (an illustration: its raster twin is cropped like any other). */
export const SITE_SHARE_SOURCE = '/images/site/cheezopedia-share.svg';
export const SITE_SHARE_ALT = 'Cheezopedia: a wedge of cheese, the brand mark, on cream';
/** Where the build writes the illustrations' raster twins. */
export const RASTER_TWIN_DIR = '/images/raster/';
/** Every twin covers this box (1280: the structured data's widest crop; 630: the preview's height). */
export const RASTER_TWIN_MIN = { width: 1280, height: 630 } as const;

const ILLUSTRATION = /^\/images\/(?!raster\/)([\w/-]+)\.svg$/i;
const RASTER_URL = /\.(jpe?g|png|webp|gif|avif)$/i;

const withoutFragment = (src: string) => src.trim().split('#')[0];

/** The raster twin of one of the site's SVG illustrations (`/images/x/y.svg` → `/images/raster/x/y.png`), else null. */
export function rasterTwin(src: string | null | undefined): string | null {
  const m = src ? ILLUSTRATION.exec(withoutFragment(src)) : null;
  return m ? `${RASTER_TWIN_DIR}${m[1]}.png` : null;
}

/** A source the image CDN reads: an illustration's twin, else the source itself. */
export function rasterSource(src: string): string {
  return rasterTwin(src) ?? src;
}

export interface ShareImage {
  /** Site-relative (the CDN's path) or absolute (a picture the CDN may not fetch, as it is). */
  url: string;
  /** Its size when known (the CDN's crop of a source of known size), else null. */
  width: number | null;
  height: number | null;
  type: 'image/jpeg' | null;
}

function cdnShare(source: string, size: { width: number; height: number } | null): ShareImage {
  const { width, height } = SHARE_IMAGE_SIZE;
  // The CDN never enlarges: a smaller source gives the largest crop of the same ratio it holds.
  const scale = size ? Math.min(1, size.width / width, size.height / height) : 1;
  const params = new URLSearchParams({ url: withoutFragment(source), w: String(width), h: String(height), fit: 'cover', fm: 'jpg', q: String(SHARE_IMAGE_QUALITY) });
  return { url: `${IMAGE_CDN_PATH}?${params.toString()}`, width: Math.round(width * scale), height: Math.round(height * scale), type: 'image/jpeg' };
}

/** The link-preview picture of a page whose picture is `src` (none: the site's own). */
export function shareImage(src: string | null | undefined, rules: ImageHostRules): ShareImage {
  const picture = src?.trim() ? src.trim() : SITE_SHARE_SOURCE;
  const twin = rasterTwin(picture);
  if (twin) return cdnShare(twin, RASTER_TWIN_MIN);
  if (isTransformable(picture, { ...rules, cdn: true })) return cdnShare(picture, imageSizeOf(picture));
  // A raster picture the CDN may not fetch: given as it is (its size unknown).
  if (RASTER_URL.test(withoutFragment(picture).split('?')[0])) return { url: withoutFragment(picture), width: null, height: null, type: null };
  return cdnShare(rasterTwin(SITE_SHARE_SOURCE)!, RASTER_TWIN_MIN);
}
