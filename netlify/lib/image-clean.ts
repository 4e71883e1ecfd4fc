/**
 * What the server does to a stored picture, with sharp: reads what it is from its header (format,
 * size, frames, orientation, metadata) without decoding it, and re-encodes it upright, with its long
 * side at most MAX_IMAGE_LONG_SIDE, in the same format, with no metadata at all (sharp keeps none
 * unless asked). Shared by the image-upload function (every upload) and `npm run images:clean`
 * (pictures stored before it). Decoding is refused above MAX_SOURCE_IMAGE_PIXELS (sharp's own check,
 * after the header check, for a header that lies) and stopped after a time limit.
 */
import sharp from 'sharp';
import { MAX_IMAGE_LONG_SIDE, MAX_SOURCE_IMAGE_PIXELS, UPLOAD_IMAGE_QUALITY } from '../../src/domain/image-upload';

/** The formats stored in the buckets, as sharp names them (AVIF is sharp's `heif` with the AV1 codec). */
export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** Content types of the stored formats (the buckets' allowed_mime_types). */
export const RASTER_TYPES: Record<RasterFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** Object-name extensions of each stored format. */
export const RASTER_EXTENSIONS: Record<RasterFormat, readonly string[]> = { jpeg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'], gif: ['gif'], avif: ['avif'] };

const QUALITY = Math.round(UPLOAD_IMAGE_QUALITY * 100);
/** A re-encode taking longer than this is stopped (a ≤ 64 MP picture takes a few seconds at most). */
export const REENCODE_TIMEOUT_SECONDS = 30;

export interface ImageFacts {
  format: RasterFormat;
  /** One frame's stored size. */
  width: number;
  height: number;
  /** Its size shown upright (turned a quarter by EXIF orientations 5–8). */
  upright: { width: number; height: number };
  /** Frames (animated GIF or WebP). */
  pages: number;
  orientation: number | undefined;
  /** The metadata it carries: EXIF, XMP, IPTC, comments. */
  metadata: string[];
}

/** What a picture is, from its header (no pixel is decoded); null when sharp cannot read it as a stored raster format. */
export async function inspectImage(bytes: Uint8Array): Promise<ImageFacts | null> {
  let m: sharp.Metadata;
  try {
    // Reading the header allocates nothing of the pixels: the pixel limit applies when decoding.
    m = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
  const format: RasterFormat | null =
    m.format === 'heif' ? (m.compression === 'av1' ? 'avif' : null) : m.format === 'jpeg' || m.format === 'png' || m.format === 'webp' || m.format === 'gif' ? m.format : null;
  if (!format || !m.width || !m.height) return null;
  const height = m.pageHeight ?? m.height;
  const turned = m.orientation !== undefined && m.orientation >= 5;
  return {
    format,
    width: m.width,
    height,
    upright: turned ? { width: height, height: m.width } : { width: m.width, height },
    pages: m.pages ?? 1,
    orientation: m.orientation,
    metadata: [m.exif ? 'EXIF' : '', m.xmp ? 'XMP' : '', m.iptc ? 'IPTC' : '', m.comments?.length ? 'comments' : ''].filter(Boolean),
  };
}

/** Why a picture must be re-encoded before it is stored (empty: it may stay as it is). */
export function cleaningReasons(facts: ImageFacts): string[] {
  return [
    ...facts.metadata,
    facts.orientation && facts.orientation !== 1 ? `orientation ${facts.orientation}` : '',
    Math.max(facts.upright.width, facts.upright.height) > MAX_IMAGE_LONG_SIDE ? `${facts.upright.width}×${facts.upright.height}` : '',
  ].filter(Boolean);
}

/** Whether a picture needs re-encoding (`reason` null: it is clean), or null when it is no stored raster (SVG, not an image). */
export async function needsCleaning(bytes: Uint8Array): Promise<{ format: RasterFormat; reason: string | null } | null> {
  const facts = await inspectImage(bytes);
  if (!facts) return null;
  const reasons = cleaningReasons(facts);
  return { format: facts.format, reason: reasons.length ? reasons.join(', ') : null };
}

export interface ReencodeOptions {
  /** Keep every frame of an animated GIF or WebP (else the first frame only, as the app stores it). */
  animated?: boolean;
}

/**
 * The same picture upright, long side ≤ MAX_IMAGE_LONG_SIDE, same format, no metadata. Decoding more
 * than MAX_SOURCE_IMAGE_PIXELS (per frame) is refused by sharp, and the work stops after
 * REENCODE_TIMEOUT_SECONDS.
 */
export async function reencode(bytes: Uint8Array, format: RasterFormat, options: ReencodeOptions = {}): Promise<Buffer> {
  const animated = options.animated === true && (format === 'gif' || format === 'webp');
  let img = sharp(bytes, { animated, limitInputPixels: MAX_SOURCE_IMAGE_PIXELS })
    .rotate()
    .resize({ width: MAX_IMAGE_LONG_SIDE, height: MAX_IMAGE_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
    .timeout({ seconds: REENCODE_TIMEOUT_SECONDS });
  if (format === 'jpeg') img = img.jpeg({ quality: QUALITY, mozjpeg: true });
  else if (format === 'png') img = img.png({ compressionLevel: 9 });
  else if (format === 'webp') img = img.webp({ quality: QUALITY });
  else if (format === 'gif') img = img.gif();
  else img = img.avif({ quality: QUALITY - 20 });
  return img.toBuffer();
}
