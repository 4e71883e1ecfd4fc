/**
 * Removes every metadata segment from a JPEG: APP1–APP15 (EXIF, XMP, the ICC colour profile a
 * browser's encoder embeds, IPTC, vendor data) and comments (COM). What remains decodes to the same
 * pixels: the JFIF header (APP0), Adobe's colour-transform marker (APP14, which decoders need to read
 * the colours right), the tables and the entropy-coded image. Without a profile a JPEG is read as
 * sRGB, which is what a canvas encodes.
 */

const SOI = 0xd8;
const SOS = 0xda;
const APP0 = 0xe0;
const APP14 = 0xee;
const COM = 0xfe;

function isMetadata(marker: number): boolean {
  return marker === COM || (marker > APP0 && marker <= 0xef && marker !== APP14);
}

/** The JPEG without metadata segments; the input unchanged when it is not a well-formed JPEG. */
export function stripJpegMetadata(jpeg: Uint8Array): Uint8Array {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== SOI) return jpeg;
  const kept: Uint8Array[] = [jpeg.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= jpeg.length) {
    if (jpeg[i] !== 0xff) return jpeg;
    const marker = jpeg[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const length = (jpeg[i + 2] << 8) | jpeg[i + 3];
    if (length < 2 || i + 2 + length > jpeg.length) return jpeg;
    if (marker === SOS) {
      // The scan and everything after it (entropy-coded data, later markers, EOI) are image data.
      kept.push(jpeg.subarray(i));
      break;
    }
    if (!isMetadata(marker)) kept.push(jpeg.subarray(i, i + 2 + length));
    i += 2 + length;
  }
  if (kept.length === 1) return jpeg;
  const out = new Uint8Array(kept.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/** The EXIF orientation (1–8) in an APP1 payload starting at `at` ("Exif\0\0" then TIFF), or 1. */
function exifOrientation(b: Uint8Array, at: number, end: number): number {
  if (end - at < 14 || String.fromCharCode(...b.subarray(at, at + 4)) !== 'Exif' || b[at + 4] !== 0 || b[at + 5] !== 0) return 1;
  const tiff = at + 6;
  const little = b[tiff] === 0x49 && b[tiff + 1] === 0x49;
  if (!little && !(b[tiff] === 0x4d && b[tiff + 1] === 0x4d)) return 1;
  const u16 = (i: number) => (little ? b[i] | (b[i + 1] << 8) : (b[i] << 8) | b[i + 1]);
  const u32 = (i: number) => (little ? (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16)) + b[i + 3] * 0x1000000 : b[i] * 0x1000000 + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]));
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > end) return 1;
  const count = u16(ifd);
  for (let k = 0; k < count; k++) {
    const entry = ifd + 2 + k * 12;
    if (entry + 12 > end) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/**
 * The size a JPEG is shown at (its frame's size, turned by its EXIF orientation), read from its
 * first bytes without decoding it, or null when they do not hold the frame header (then the picture
 * is decoded first and measured). Lets the device decode a large photo straight to the size it is
 * stored at.
 */
export function jpegUprightSize(head: Uint8Array): { width: number; height: number } | null {
  const b = head;
  if (b.length < 4 || b[0] !== 0xff || b[1] !== SOI) return null;
  let orientation = 1;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = (b[i + 2] << 8) | b[i + 3];
    if (length < 2) return null;
    // Start of frame (baseline, progressive, lossless, arithmetic; not DHT C4, JPG C8 or DAC CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return null;
      const height = (b[i + 5] << 8) | b[i + 6];
      const width = (b[i + 7] << 8) | b[i + 8];
      if (!width || !height) return null;
      return QUARTER_TURNS.has(orientation) ? { width: height, height: width } : { width, height };
    }
    if (marker === SOS) return null;
    if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(b, i + 4, Math.min(b.length, i + 2 + length));
    i += 2 + length;
  }
  return null;
}
