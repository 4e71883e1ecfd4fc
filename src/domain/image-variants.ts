/**
 * Which picture a slot asks for: the image CDN's URL for a width (`/.netlify/images?url=…&w=…&q=…`,
 * answered by Netlify's Image CDN in production and by Netlify's own implementation of it locally),
 * the `srcset` of widths a slot offers and the `sizes` that matches the slot's CSS, and which of those
 * widths one device would fetch (to save it for offline reading).
 *
 * The format is not in the URL: the CDN picks AVIF/WebP/JPEG from the browser's `Accept`.
 */

/** Widths the CDN is asked for, shared by every slot so variants are cached once for all of them. */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 720, 800, 1080, 1280, 1600, 2048] as const;

/**
 * Quality of every served variant. 70 keeps WebP/AVIF photos free of visible artefacts at phone
 * densities while halving bytes against the CDN's default of 75 at large widths.
 */
export const IMAGE_CDN_QUALITY = 70;

/** The image CDN's path (the same on Netlify and on the local backend). */
export const IMAGE_CDN_PATH = '/.netlify/images';

/** The public path of Supabase Storage objects (whatever the project's origin). */
export const STORAGE_PUBLIC_PATH = '/storage/v1/object/public/';

/** A width:height ratio. */
export type Ratio = readonly [number, number];

/** Cards show their picture in a 4:3 box (`object-fit: cover`, centred). */
export const CARD_RATIO: Ratio = [4, 3];

/**
 * Each picture slot: the `sizes` that matches its CSS at every width (the CSS lives beside the
 * component; a browser test holds the two together at 390, 768, 1024 and 1280 px), the widest
 * variant worth offering (the slot's widest CSS box at 2× density, within IMAGE_WIDTHS), and for
 * slots whose CSS crops to a fixed ratio, that ratio: the CDN then crops the same way (centred
 * cover), so a portrait phone photo on a card is not sent with the ~44 % of it the card never shows.
 */
export const IMAGE_SLOTS = {
  /** Entry page hero: beside the header from 1024 px (1.1fr of the 1200 px container), else full width up to 860 px. */
  'entry-hero': {
    sizes: '(min-width: 1200px) 596px, (min-width: 1024px) calc(52.4vw - 34px), (min-width: 860px) 828px, calc(100vw - 32px)',
    maxWidth: 1600,
  },
  /** Discover grid: three columns from 1024 px, two from 768 px, one on phones. */
  card: {
    sizes: '(min-width: 1200px) 374px, (min-width: 1024px) calc(33.3vw - 27px), (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)',
    maxWidth: 800,
    ratio: CARD_RATIO,
  },
  /** The landing feed: as `card`, but a horizontal scroller of 72 % wide cards on phones. */
  'feed-card': {
    sizes: '(min-width: 1200px) 374px, (min-width: 1024px) calc(33.3vw - 27px), (min-width: 768px) calc(50vw - 28px), calc(72vw - 23px)',
    maxWidth: 800,
    ratio: CARD_RATIO,
  },
  /** Popular cheeses: four columns from 1024 px, else two. */
  'cheese-card': {
    sizes: '(min-width: 1200px) 275px, (min-width: 1024px) calc(25vw - 26px), (min-width: 768px) calc(50vw - 28px), calc(50vw - 22px)',
    maxWidth: 800,
    ratio: CARD_RATIO,
  },
  /** More Like This: a 3/2/1-per-view carousel in the 860 px reading column. */
  'related-card': {
    sizes: '(min-width: 1024px) 260px, (min-width: 860px) 398px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 48px)',
    maxWidth: 800,
    ratio: CARD_RATIO,
  },
  /** The cheese modal: the left column (1 : 1.1) of an 880 px dialog from 768 px, else the dialog's width. */
  'cheese-modal': {
    sizes: '(min-width: 912px) 420px, (min-width: 768px) calc(47.6vw - 15px), calc(100vw - 32px)',
    maxWidth: 1080,
  },
  /** Pictures in an entry's body: the 860 px reading column. */
  'entry-body': {
    sizes: '(min-width: 860px) 828px, calc(100vw - 32px)',
    maxWidth: 1600,
  },
  /** Admin article list thumbnail (64 px). */
  'admin-thumb': { sizes: '64px', maxWidth: 160 },
  /** Admin cheese list thumbnail (48 px). */
  'cheese-thumb': { sizes: '48px', maxWidth: 160 },
  /** Partner avatar beside a byline (48 px). */
  avatar: { sizes: '48px', maxWidth: 160 },
  /** Partner avatar on the profile page (72 px). */
  'avatar-large': { sizes: '72px', maxWidth: 160 },
} as const satisfies Record<string, { sizes: string; maxWidth: number; ratio?: Ratio }>;

export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** What decides whether a source may go through the CDN: the hosts the CDN is allowed to fetch. */
export interface ImageHostRules {
  /** Netlify's `[images] remote_images` patterns (regular expressions over the whole URL). */
  remotePatterns: readonly RegExp[];
  /** False where no image CDN answers `/.netlify/images` (the desktop app's own pages): sources as they are. */
  cdn?: boolean;
}

const RASTER_PATH = /\.(jpe?g|png|webp|avif|gif)$/i;

function withoutFragment(src: string): string {
  const hash = src.indexOf('#');
  return hash === -1 ? src : src.slice(0, hash);
}

/**
 * Whether the CDN can serve variants of this source: a site-relative raster file, or an absolute
 * http(s) URL its remote patterns allow. Vector art (SVG), `data:`/`blob:` URLs and images still on
 * this device are shown as they are.
 */
export function isTransformable(src: string, rules: ImageHostRules): boolean {
  if (rules.cdn === false) return false;
  const url = withoutFragment(src.trim());
  if (url.startsWith('/') && !url.startsWith('//')) {
    const pathname = url.split('?')[0];
    return RASTER_PATH.test(pathname) || pathname.startsWith(STORAGE_PUBLIC_PATH);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (/\.svg$/i.test(parsed.pathname)) return false;
  return rules.remotePatterns.some((re) => re.test(url));
}

/**
 * The CDN URL of one width of a source (which must be transformable); with a ratio, cropped to it
 * (`h` and `fit=cover`, centred — the CDN never upscales, so a smaller source keeps the ratio at its
 * own width).
 */
export function imageCdnUrl(src: string, width: number, quality: number = IMAGE_CDN_QUALITY, ratio?: Ratio): string {
  const params = new URLSearchParams({ url: withoutFragment(src.trim()), w: String(width) });
  if (ratio) {
    params.set('h', String(Math.round((width * ratio[1]) / ratio[0])));
    params.set('fit', 'cover');
  }
  params.set('q', String(quality));
  return `${IMAGE_CDN_PATH}?${params.toString()}`;
}

/** The ratio a slot crops its picture to, if any. */
function slotRatio(slot: ImageSlot): Ratio | undefined {
  const config = IMAGE_SLOTS[slot];
  return 'ratio' in config ? config.ratio : undefined;
}

/** The CDN URL of one width of a source in a slot (cropped as the slot's CSS crops it). */
export function slotCdnUrl(src: string, slot: ImageSlot, width: number): string {
  return imageCdnUrl(src, width, IMAGE_CDN_QUALITY, slotRatio(slot));
}

/** The widths a slot offers: every shared width up to the slot's widest useful one. */
export function slotWidths(slot: ImageSlot): number[] {
  return IMAGE_WIDTHS.filter((w) => w <= IMAGE_SLOTS[slot].maxWidth);
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `<img>` attributes of a source in a slot: a `srcset` of CDN widths with the slot's `sizes`
 * when the source is transformable, else the source as it is.
 */
export function imageSources(src: string, slot: ImageSlot, rules: ImageHostRules): ImageSources {
  if (!isTransformable(src, rules)) return { src };
  const widths = slotWidths(slot);
  const fallback = widths.find((w) => w >= 640) ?? widths[widths.length - 1];
  return {
    src: slotCdnUrl(src, slot, fallback),
    srcSet: widths.map((w) => `${slotCdnUrl(src, slot, w)} ${w}w`).join(', '),
    sizes: IMAGE_SLOTS[slot].sizes,
  };
}

/**
 * The width a browser picks from a slot's `srcset` for a CSS box of `cssWidth` at `dpr`: the
 * smallest offered width that covers the box's device pixels, else the widest offered.
 */
export function pickWidth(slot: ImageSlot, cssWidth: number, dpr: number): number {
  const widths = slotWidths(slot);
  const needed = Math.ceil(Math.max(1, cssWidth) * Math.max(1, dpr));
  return widths.find((w) => w >= needed) ?? widths[widths.length - 1];
}

/** Turns Netlify's `remote_images` strings into the patterns `isTransformable` checks; bad ones are dropped. */
export function compileRemotePatterns(patterns: readonly string[]): RegExp[] {
  const out: RegExp[] = [];
  for (const p of patterns) {
    try {
      out.push(new RegExp(p));
    } catch {
      // A pattern Netlify could not compile either: it allows nothing.
    }
  }
  return out;
}

/**
 * The picture in the aspect ratios search engines crop rich results to (Google's Recipe and Article
 * guidance: 16:9, 4:3 and 1:1, each at least 50,000 pixels), as CDN crops 1280 px wide
 * (`fit=cover`, centred; the CDN never upscales, so a smaller source gives its own width at the same
 * ratio). A source the CDN cannot serve is given once, as it is.
 */
export const STRUCTURED_DATA_IMAGE_RATIOS = [[1, 1], [4, 3], [16, 9]] as const;
export const STRUCTURED_DATA_IMAGE_WIDTH = 1280;

export function structuredDataImages(src: string, rules: ImageHostRules): string[] {
  if (!isTransformable(src, rules)) return [src.trim()];
  return STRUCTURED_DATA_IMAGE_RATIOS.map((ratio) => imageCdnUrl(src, STRUCTURED_DATA_IMAGE_WIDTH, IMAGE_CDN_QUALITY, ratio));
}
