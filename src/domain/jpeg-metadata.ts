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
