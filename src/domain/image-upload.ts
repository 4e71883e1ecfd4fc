/**
 * What happens to a picture an editor, admin or partner picks before it leaves the device: which
 * files are accepted, which format a file is (from its first bytes, not its name), the size it is
 * reduced to, the format and quality it is re-encoded in, and the messages for what cannot be done.
 * The device decodes, turns it upright, scales and re-encodes it (src/platform/images/process-image.ts);
 * re-encoding through a canvas keeps no EXIF, GPS, XMP or camera data.
 */
import { MAX_IMAGE_BYTES } from './constants';
import { IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE } from './messages';

/** The longest side of a stored picture (px): the widest variant the CDN serves is 2048 px. */
export const MAX_IMAGE_LONG_SIDE = 2560;

/**
 * Encoder quality of a stored picture (0–1). 0.82 keeps a 12 MP phone photo free of visible
 * artefacts at 2560 px while storing most in 300–500 KB (JPEG); a more detailed one steps down
 * (UPLOAD_QUALITY_STEPS) — the CDN re-encodes every served variant from it at its own quality.
 */
export const UPLOAD_IMAGE_QUALITY = 0.82;

/** The largest file accepted from the picker (64 MiB): a 48 MP phone photo is 15–40 MB. */
export const MAX_SOURCE_IMAGE_BYTES = 64 * 1024 * 1024;

/** The most pixels decoded (64 MP: 48 and 50 MP phone photos fit; a bitmap of it takes 256 MB). */
export const MAX_SOURCE_IMAGE_PIXELS = 64_000_000;

/** The thumbnail the placeholder is computed from (ThumbHash takes at most 100 × 100). */
export const PLACEHOLDER_SOURCE_SIDE = 100;

/** Formats told apart by their first bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic' | 'heif' | 'svg' | 'bmp' | 'tiff' | 'unknown';

/** Formats every current browser decodes: a failure to decode one means a damaged file. */
export const ACCEPTED_IMAGE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'gif', 'webp', 'avif'];

/**
 * Formats some browsers decode (Safari opens HEIC, HEIF and TIFF; Chromium BMP): tried, and when
 * this browser cannot, refused with their name. Whatever decodes is stored as WebP or JPEG.
 */
export const TRIED_IMAGE_FORMATS: readonly ImageFormat[] = ['heic', 'heif', 'tiff', 'bmp'];

/** The picker's `accept` list: what the site accepts, plus HEIC/HEIF so a phone's photo can be picked and named in the error. */
export const IMAGE_PICKER_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';

/** The picker's hint under the drop zone. */
export const IMAGE_PICKER_HINT = 'JPEG, PNG, WebP, GIF or AVIF, up to 64 MB (resized and stripped of location data before upload)';

const FORMAT_NAMES: Record<ImageFormat, string> = {
  jpeg: 'JPEG', png: 'PNG', gif: 'GIF', webp: 'WebP', avif: 'AVIF', heic: 'HEIC', heif: 'HEIF', svg: 'SVG', bmp: 'BMP', tiff: 'TIFF', unknown: 'unknown',
};

/**
 * 'This image is HEIC, which this browser cannot open. Export it as JPEG or PNG and try again.';
 * a file of no image format keeps IMAGE_NOT_AN_IMAGE.
 */
export const imageFormatNotOpened = (format: ImageFormat): string =>
  format === 'unknown'
    ? IMAGE_NOT_AN_IMAGE
    : `This image is ${FORMAT_NAMES[format]}, which this browser cannot open. Export it as JPEG or PNG and try again.`;

/** SVG is refused: a drawing can carry script, and stored files are served to every visitor. */
export const IMAGE_SVG_REFUSED = 'SVG images cannot be uploaded. Choose a JPEG, PNG, WebP, GIF or AVIF image.';

/** 'Image must be 64 MB or smaller' (the file as picked, before it is reduced). */
export const IMAGE_SOURCE_TOO_LARGE = `Image must be ${MAX_SOURCE_IMAGE_BYTES / 1024 / 1024} MB or smaller`;

/** 'This image is 108 megapixels; images up to 64 megapixels can be uploaded.' */
export const imageTooManyPixels = (width: number, height: number): string =>
  `This image is ${Math.round((width * height) / 1_000_000)} megapixels; images up to ${MAX_SOURCE_IMAGE_PIXELS / 1_000_000} megapixels can be uploaded.`;

/** A file of an accepted format the browser failed to decode (truncated, damaged, out of memory). */
export const IMAGE_DECODE_FAILED = 'This image could not be opened: the file may be damaged or too large for this device.';

const ascii = (bytes: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'mif2']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The format of a file from its first bytes (at least 32 are needed to tell HEIC from AVIF). */
export function sniffImageFormat(head: Uint8Array): ImageFormat {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG') return 'png';
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return 'gif';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return 'webp';
  if (b.length >= 2 && ascii(b, 0, 2) === 'BM') return 'bmp';
  if (b.length >= 4 && (ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*')) return 'tiff';
  if (b.length >= 12 && ascii(b, 4, 4) === 'ftyp') {
    // ISO base media: the major brand, then the compatible brands up to the box's end.
    const boxEnd = Math.min(b.length, (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]);
    const brands = [ascii(b, 8, 4)];
    for (let i = 16; i + 4 <= boxEnd; i += 4) brands.push(ascii(b, i, 4));
    if (brands.some((x) => AVIF_BRANDS.has(x))) return 'avif';
    if (brands.some((x) => HEIC_BRANDS.has(x))) return 'heic';
    if (brands.some((x) => HEIF_BRANDS.has(x))) return 'heif';
    return 'unknown';
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return 'svg';
  return 'unknown';
}

/**
 * Checks a picked file before it is decoded: not SVG, an image format (accepted or tried), at most
 * MAX_SOURCE_IMAGE_BYTES. Returns null when it may be decoded.
 */
export function checkSourceImage(file: { size: number }, format: ImageFormat): string | null {
  if (format === 'svg') return IMAGE_SVG_REFUSED;
  if (!ACCEPTED_IMAGE_FORMATS.includes(format) && !TRIED_IMAGE_FORMATS.includes(format)) return imageFormatNotOpened(format);
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > MAX_SOURCE_IMAGE_BYTES) return IMAGE_SOURCE_TOO_LARGE;
  return null;
}

/** Why a file of `format` did not decode: this browser cannot open the format (named), or the file is damaged. */
export function decodeFailure(format: ImageFormat): string {
  return ACCEPTED_IMAGE_FORMATS.includes(format) && format !== 'avif' ? IMAGE_DECODE_FAILED : imageFormatNotOpened(format);
}

/** Checks the decoded size: at most MAX_SOURCE_IMAGE_PIXELS. */
export function checkDecodedSize(width: number, height: number): string | null {
  if (!(width > 0 && height > 0)) return IMAGE_DECODE_FAILED;
  return width * height > MAX_SOURCE_IMAGE_PIXELS ? imageTooManyPixels(width, height) : null;
}

/** The size a picture is stored at: its long side at most `maxSide`, never enlarged, proportions kept. */
export function targetSize(width: number, height: number, maxSide: number = MAX_IMAGE_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxSide) return { width, height };
  const scale = maxSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The stored format. A photo (no transparency) is stored as JPEG: a canvas encodes 12 MP to JPEG in
 * about 0.1 s and to WebP in 0.5–2 s, and on a phone's link the seconds saved outweigh WebP's ~10 %
 * fewer bytes, while visitors never download the stored file (the image CDN serves WebP/AVIF
 * variants). A transparent picture keeps its transparency: WebP where the canvas encodes it, else PNG.
 */
export function outputTypeFor(options: { webp: boolean; hasAlpha: boolean }): 'image/webp' | 'image/jpeg' | 'image/png' {
  if (!options.hasAlpha) return 'image/jpeg';
  return options.webp ? 'image/webp' : 'image/png';
}

/** The encoder quality for a type (PNG is lossless and takes none). */
export function qualityFor(type: string): number | undefined {
  return type === 'image/png' ? undefined : UPLOAD_IMAGE_QUALITY;
}

/**
 * What an upload aims at (bytes): 500 KB is about 2.6 s on a phone's 1.6 Mbps link, which leaves the
 * phone over a second to decode, scale and encode within 4 s (600 KB, 3.1 s, left too little on a
 * busy device). A detailed 12 MP photo (foliage, a rind's texture) at 0.82 is 700–900 KB at 2560 px;
 * at 0.66 the variants visitors get differ from those of a lossless master by SSIM ≤ 0.012 at
 * 800 px (PSNR ≥ 45 dB), see docs/images-upload.md. A photo under the aim keeps 0.82.
 */
export const UPLOAD_TARGET_BYTES = 500 * 1024;

/** Lower qualities, while a lossy encode is above UPLOAD_TARGET_BYTES (each JPEG encode of 5 MP is 0.05–0.2 s). */
export const UPLOAD_QUALITY_STEPS = [0.74, 0.66] as const;

/**
 * What one quality step keeps of a detailed photo's bytes, at most: measured 0.76 (0.82 → 0.74) and
 * 0.78 (0.74 → 0.66) on the bench's 12 MP photo; 0.8 errs towards trying the higher step.
 */
const STEP_SHRINK = 0.8;

/**
 * The quality to encode with again after an encode of `bytes` at `quality`, or null to keep it:
 * at or under the target, lossless, or no lower step left (the 4 MB limit still applies). A step
 * that would still be above the aim even if it kept only STEP_SHRINK of the bytes is skipped (one
 * encode fewer): a photo of 726 KB at 0.82 goes straight to 0.66, one of 600 KB to 0.74.
 */
export function nextQuality(type: string, quality: number | undefined, bytes: number): number | null {
  if (type === 'image/png' || quality === undefined || bytes <= UPLOAD_TARGET_BYTES) return null;
  const lower = UPLOAD_QUALITY_STEPS.filter((q) => q < quality);
  let predicted = bytes;
  for (const q of lower) {
    predicted *= STEP_SHRINK;
    if (predicted <= UPLOAD_TARGET_BYTES) return q;
  }
  return lower.length ? lower[lower.length - 1] : null;
}

/** Checks the re-encoded picture against the upload limit (4 MB). */
export function checkProcessedImage(bytes: number): string | null {
  return bytes > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : null;
}
