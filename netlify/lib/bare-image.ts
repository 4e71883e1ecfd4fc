/**
 * Whether a picture's bytes hold nothing but the picture: its structure is walked and every part
 * must be one a decoder needs, with nothing after its end. What the app uploads is such a file (a
 * canvas encodes pixels only, and the device strips the colour profile Chromium's JPEG encoder adds),
 * and the image-upload function stores it byte for byte — no second lossy encode. Anything else
 * (EXIF, XMP, IPTC, comments, text chunks, a JFIF thumbnail, an unknown part, bytes after the end)
 * is re-encoded by the function. Pure: bytes in, a verdict out.
 *
 * - JPEG: SOI; before the first scan only APP0 (JFIF, no thumbnail), APP14 (Adobe), tables (DQT,
 *   DHT, DAC), restart interval (DRI) and a frame header; scans (SOS + entropy-coded data), with
 *   tables between progressive scans; EOI as the last two bytes.
 * - PNG: IHDR first, then only PLTE, tRNS, IDAT, sRGB, gAMA, cHRM, pHYs; IEND ending the file.
 * - WebP: the RIFF size is the file's; VP8 or VP8L alone, or VP8X without the EXIF, XMP or animation
 *   flags followed only by ICCP (the canvas's sRGB profile), ALPH, VP8 or VP8L.
 * - GIF, AVIF and anything else: never bare here (the app does not upload them; they are re-encoded).
 */
import type { RasterFormat } from './image-clean';

const be16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const be32 = (b: Uint8Array, at: number) => b[at] * 0x1000000 + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const le32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 0x1000000;
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const DHT = 0xc4;
const DAC = 0xcc;
const DQT = 0xdb;
const DRI = 0xdd;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP14 = 0xee;
/** A JFIF APP0 without a thumbnail: "JFIF\0", version, units, densities, 0 × 0 thumbnail. */
const JFIF_LENGTH = 16;
/** Adobe's APP14: "Adobe", version, flags, colour transform. */
const ADOBE_LENGTH = 14;

/** After SOS: the next marker's offset, past the entropy-coded data (FF 00 is a stuffed byte, FF D0–D7 a restart). */
function afterScan(b: Uint8Array, from: number): number {
  for (let i = from; i + 1 < b.length; i++) {
    if (b[i] !== 0xff) continue;
    const next = b[i + 1];
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return i;
  }
  return -1;
}

export function isBareJpeg(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let i = 2;
  let frame = false;
  let scanned = false;
  while (i + 2 <= b.length) {
    if (b[i] !== 0xff) return false;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === EOI) return scanned && i + 2 === b.length;
    if (i + 4 > b.length) return false;
    const length = be16(b, i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > b.length) return false;
    if (marker === SOS) {
      if (!frame) return false;
      const next = afterScan(b, end);
      if (next < 0) return false;
      scanned = true;
      i = next;
      continue;
    }
    if (SOF.has(marker)) {
      if (frame || scanned) return false;
      frame = true;
    } else if (marker === APP0) {
      if (scanned || length !== JFIF_LENGTH || ascii(b, i + 4, 5) !== 'JFIF\0' || b[i + 16] !== 0 || b[i + 17] !== 0) return false;
    } else if (marker === APP14) {
      if (scanned || length !== ADOBE_LENGTH || ascii(b, i + 4, 5) !== 'Adobe') return false;
    } else if (marker !== DQT && marker !== DHT && marker !== DAC && marker !== DRI) {
      // APP1–APP13, APP15 (EXIF, XMP, ICC, IPTC, vendors'), COM, and anything unexpected.
      return false;
    }
    i = end;
  }
  return false;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Chunks a PNG decoder uses to draw the picture; text (tEXt, zTXt, iTXt), eXIf, iCCP, tIME and the rest are not. */
const PNG_KEPT = new Set(['PLTE', 'tRNS', 'IDAT', 'sRGB', 'gAMA', 'cHRM', 'pHYs']);

export function isBarePng(b: Uint8Array): boolean {
  if (b.length < 8 + 25 || PNG_SIGNATURE.some((v, k) => b[k] !== v)) return false;
  let i = 8;
  let first = true;
  while (i + 12 <= b.length) {
    const length = be32(b, i);
    const type = ascii(b, i + 4, 4);
    const end = i + 12 + length;
    if (end > b.length) return false;
    if (first) {
      if (type !== 'IHDR') return false;
      first = false;
    } else if (type === 'IEND') {
      return end === b.length;
    } else if (!PNG_KEPT.has(type)) {
      return false;
    }
    i = end;
  }
  return false;
}

/** VP8X flags: ICC profile (0x20) and alpha (0x10) may be set; EXIF (0x08), XMP (0x04) and animation (0x02) may not. */
const VP8X_REFUSED_FLAGS = 0x08 | 0x04 | 0x02;
const WEBP_EXTENDED_KEPT = new Set(['ICCP', 'ALPH', 'VP8 ', 'VP8L']);

export function isBareWebp(b: Uint8Array): boolean {
  if (b.length < 20 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP' || le32(b, 4) + 8 !== b.length) return false;
  const chunks: string[] = [];
  for (let i = 12; i < b.length; ) {
    if (i + 8 > b.length) return false;
    const type = ascii(b, i, 4);
    const length = le32(b, i + 4);
    // Chunks are padded to an even length.
    const end = i + 8 + length + (length % 2);
    if (end > b.length) return false;
    if (type === 'VP8X' && (length < 10 || (b[i + 8] & VP8X_REFUSED_FLAGS) !== 0)) return false;
    chunks.push(type);
    i = end;
  }
  if (chunks.length === 1) return chunks[0] === 'VP8 ' || chunks[0] === 'VP8L';
  return chunks[0] === 'VP8X' && chunks.slice(1).every((c) => WEBP_EXTENDED_KEPT.has(c)) && chunks.some((c) => c === 'VP8 ' || c === 'VP8L');
}

/** Whether the bytes hold the picture and nothing else (see the module's comment). */
export function isBareImage(bytes: Uint8Array, format: RasterFormat): boolean {
  if (format === 'jpeg') return isBareJpeg(bytes);
  if (format === 'png') return isBarePng(bytes);
  if (format === 'webp') return isBareWebp(bytes);
  return false;
}
