/**
 * The pixel size a picture declares in its header, read from its bytes without decoding it: PNG
 * (IHDR), GIF (logical screen), WebP (VP8, VP8L, VP8X), JPEG (frame header, turned by its EXIF
 * orientation), AVIF/HEIC/HEIF (the `ispe` properties of the `meta` box), TIFF (IFD0) and BMP (DIB
 * header). A device checks it against the pixel limit before it decodes anything, so a small file
 * that declares 16000 × 16000 pixels is refused before a 1 GB bitmap is allocated.
 *
 * The first bytes answer for most files; a JPEG whose frame header follows large APPn segments, an
 * ISO-BMFF file whose `meta` box follows its media data, or a TIFF whose IFD lies further on are read
 * further through `read` (ranges of the file, never the whole of it). Pure: the caller does the I/O.
 */
import type { ImageFormat } from './image-upload';
import { jpegUprightSize } from './jpeg-metadata';

export interface PixelSize {
  width: number;
  height: number;
}

/** Reads `length` bytes of the file from `offset` (fewer at its end). */
export type ByteRange = (offset: number, length: number) => Promise<Uint8Array>;

const ascii = (b: Uint8Array, at: number, n: number): string => String.fromCharCode(...b.subarray(at, at + n));
const be16 = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const be32 = (b: Uint8Array, at: number) => b[at] * 0x1000000 + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const le16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const le24 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const le32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 0x1000000;

const size = (width: number, height: number): PixelSize | null => (width > 0 && height > 0 ? { width, height } : null);

function pngSize(b: Uint8Array): PixelSize | null {
  // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4).
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return size(be32(b, 16), be32(b, 20));
}

function gifSize(b: Uint8Array): PixelSize | null {
  // The logical screen: browsers draw every frame within it.
  return b.length < 10 ? null : size(le16(b, 6), le16(b, 8));
}

function webpSize(b: Uint8Array): PixelSize | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X') return size(le24(b, 24) + 1, le24(b, 27) + 1);
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return size(le16(b, 26) & 0x3fff, le16(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = le32(b, 21);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

function bmpSize(b: Uint8Array): PixelSize | null {
  if (b.length < 26) return null;
  const header = le32(b, 14);
  if (header === 12) return size(le16(b, 18), le16(b, 20));
  // Signed 32-bit: a negative height is a top-down bitmap of that many rows.
  const width = le32(b, 18) | 0;
  const height = le32(b, 22) | 0;
  return size(Math.abs(width), Math.abs(height));
}

/** The box at `at`: its type, where its content starts and where it ends (to the end of `limit` when it says so). */
function box(b: Uint8Array, at: number, limit: number): { type: string; content: number; end: number } | null {
  if (at + 8 > b.length) return null;
  let length = be32(b, at);
  let content = at + 8;
  if (length === 1) {
    if (at + 16 > b.length) return null;
    length = be32(b, at + 8) * 0x100000000 + be32(b, at + 12);
    content = at + 16;
  } else if (length === 0) {
    length = limit - at;
  }
  if (length < content - at) return null;
  return { type: ascii(b, at + 4, 4), content, end: at + length };
}

/**
 * The largest `ispe` (image spatial extents) in a `meta` box's bytes. The primary image, a grid's
 * canvas, its tiles and thumbnails each have one; the largest is what a decoder may allocate.
 */
function ispeInMeta(meta: Uint8Array): PixelSize | null {
  let best: PixelSize | null = null;
  const walk = (from: number, to: number, depth: number) => {
    for (let at = from; at < to && depth < 6; ) {
      const bx = box(meta, at, to);
      if (!bx || bx.end <= at) return;
      const end = Math.min(bx.end, to);
      if (bx.type === 'iprp' || bx.type === 'ipco') walk(bx.content, end, depth + 1);
      else if (bx.type === 'ispe' && bx.content + 12 <= meta.length) {
        const found = size(be32(meta, bx.content + 4), be32(meta, bx.content + 8));
        if (found && (!best || found.width * found.height > best.width * best.height)) best = found;
      }
      at = bx.end;
    }
  };
  // `meta` is a full box: version and flags (4 bytes) before its children.
  const top = box(meta, 0, meta.length);
  if (!top || top.type !== 'meta') return null;
  walk(top.content + 4, Math.min(top.end, meta.length), 0);
  return best;
}

/** The `meta` box of an ISO-BMFF file, found by walking its top-level boxes (the media data is skipped, not read). */
async function isoMeta(head: Uint8Array, read: ByteRange, byteLength: number): Promise<Uint8Array | null> {
  for (let at = 0, boxes = 0; at + 8 <= byteLength && boxes < 64; boxes++) {
    const header = at + 16 <= head.length ? head.subarray(at, at + 16) : await read(at, 16);
    const bx = box(header, 0, byteLength - at);
    if (!bx || bx.end <= 0) return null;
    if (bx.type === 'meta') {
      // Its properties are small (kilobytes); a claimed size beyond 1 MB is not a picture's.
      const length = Math.min(bx.end, byteLength - at, 1024 * 1024);
      return at + length <= head.length ? head.subarray(at, at + length) : read(at, length);
    }
    at += bx.end;
  }
  return null;
}

/** ImageWidth (256) and ImageLength (257) of a TIFF's first IFD. */
async function tiffSize(head: Uint8Array, read: ByteRange, byteLength: number): Promise<PixelSize | null> {
  if (head.length < 8) return null;
  const little = head[0] === 0x49;
  const u16 = (b: Uint8Array, at: number) => (little ? le16(b, at) : be16(b, at));
  const u32 = (b: Uint8Array, at: number) => (little ? le32(b, at) : be32(b, at));
  const ifd = u32(head, 4);
  if (ifd < 8 || ifd + 2 > byteLength) return null;
  const count = u16(ifd + 2 <= head.length ? head.subarray(ifd, ifd + 2) : await read(ifd, 2), 0);
  const length = 2 + Math.min(count, 512) * 12;
  const entries = ifd + length <= head.length ? head.subarray(ifd, ifd + length) : await read(ifd, length);
  let width = 0;
  let height = 0;
  for (let k = 0; k < Math.min(count, 512) && 2 + k * 12 + 12 <= entries.length; k++) {
    const e = 2 + k * 12;
    const tag = u16(entries, e);
    const type = u16(entries, e + 2);
    const value = type === 3 ? u16(entries, e + 8) : type === 4 ? u32(entries, e + 8) : 0;
    if (tag === 256) width = value;
    else if (tag === 257) height = value;
  }
  return size(width, height);
}

/**
 * A JPEG's frame size, its segments walked through `read` past what the first bytes hold: only the
 * four bytes of each segment's marker and length (and the frame header's nine) are read.
 */
async function jpegSizeBeyond(read: ByteRange, byteLength: number): Promise<PixelSize | null> {
  for (let at = 2, segments = 0; at + 4 <= byteLength && segments < 4096; segments++) {
    const m = await read(at, 9);
    if (m.length < 4 || m[0] !== 0xff) return null;
    const marker = m[1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return m.length < 9 ? null : size(be16(m, 7), be16(m, 5));
    }
    if (marker === 0xda || marker === 0xd9) return null;
    const length = be16(m, 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/**
 * The size the picture declares (a JPEG's upright when its EXIF is in `head`), or null when its header cannot be read: the
 * format is not one of these, or the file is damaged. `head` is the file's first bytes (256 KB holds
 * nearly every header); `read` reaches further when it does not.
 */
export async function declaredImageSize(format: ImageFormat, head: Uint8Array, read: ByteRange, byteLength: number): Promise<PixelSize | null> {
  switch (format) {
    case 'png':
      return pngSize(head);
    case 'gif':
      return gifSize(head);
    case 'webp':
      return webpSize(head);
    case 'bmp':
      return bmpSize(head);
    case 'jpeg':
      return jpegUprightSize(head) ?? (head.length < byteLength ? jpegSizeBeyond(read, byteLength) : null);
    case 'avif':
    case 'heic':
    case 'heif': {
      const meta = await isoMeta(head, read, byteLength);
      return meta ? ispeInMeta(meta) : null;
    }
    case 'tiff':
      return tiffSize(head, read, byteLength);
    default:
      return null;
  }
}
