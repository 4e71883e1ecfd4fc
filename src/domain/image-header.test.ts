import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { declaredImageSize, type ByteRange } from './image-header';
import { sniffImageFormat } from './image-upload';

const bytes = (...parts: (string | number[] | Uint8Array)[]): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : [...p])));
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const be16 = (n: number) => [n >> 8, n & 0xff];
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];

/** A whole file in memory, with a reader that records what it was asked for. */
function file(data: Uint8Array, headBytes = 256 * 1024) {
  const asked: [number, number][] = [];
  const read: ByteRange = async (offset, length) => {
    asked.push([offset, length]);
    return data.subarray(offset, offset + length);
  };
  return { head: data.subarray(0, headBytes), read, asked, length: data.length };
}
const sizeOf = async (data: Uint8Array, headBytes?: number) => {
  const f = file(data, headBytes);
  return declaredImageSize(sniffImageFormat(f.head), f.head, f.read, f.length);
};

const png = (w: number, h: number) => bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], be32(13), 'IHDR', be32(w), be32(h), [8, 2, 0, 0, 0], be32(0));
const box = (type: string, ...content: (string | number[] | Uint8Array)[]) => {
  const body = bytes(...content);
  return bytes(be32(8 + body.length), type, body);
};
const ispe = (w: number, h: number) => box('ispe', [0, 0, 0, 0], be32(w), be32(h));
const ftyp = (brand: string) => box('ftyp', brand, [0, 0, 0, 0], 'mif1', brand);
const meta = (...props: Uint8Array[]) => box('meta', [0, 0, 0, 0], box('hdlr', new Uint8Array(24)), box('iprp', box('ipco', ...props)));

describe('declaredImageSize: from the first bytes', () => {
  it('PNG: the IHDR width and height (a 16000 × 16000 declaration in 45 bytes)', async () => {
    expect(await sizeOf(png(16000, 16000))).toEqual({ width: 16000, height: 16000 });
    expect(await sizeOf(png(640, 480))).toEqual({ width: 640, height: 480 });
  });

  it('GIF: the logical screen', async () => {
    expect(await sizeOf(bytes('GIF89a', le16(9000), le16(8000), [0, 0, 0]))).toEqual({ width: 9000, height: 8000 });
  });

  it('WebP: lossy (VP8), lossless (VP8L) and extended (VP8X) headers', async () => {
    const riff = (chunk: Uint8Array) => bytes('RIFF', le32(4 + chunk.length), 'WEBP', chunk);
    const vp8 = bytes('VP8 ', le32(20), [0x10, 0x02, 0x00], [0x9d, 0x01, 0x2a], le16(16000), le16(12000), new Uint8Array(10));
    const vp8l = bytes('VP8L', le32(10), [0x2f], le32((16000 - 1) | ((9000 - 1) << 14)), new Uint8Array(5));
    const vp8x = bytes('VP8X', le32(10), [0x10, 0, 0, 0], le24(16383 - 1), le24(16383 - 1));
    expect(await sizeOf(riff(vp8))).toEqual({ width: 16000, height: 12000 });
    expect(await sizeOf(riff(vp8l))).toEqual({ width: 16000, height: 9000 });
    expect(await sizeOf(riff(vp8x))).toEqual({ width: 16383, height: 16383 });
  });

  it('JPEG: the frame header, upright by its EXIF orientation', async () => {
    const sof = bytes([0xff, 0xc0], be16(17), [8], be16(3024), be16(4032), [3], new Uint8Array(9));
    expect(await sizeOf(bytes([0xff, 0xd8], sof, [0xff, 0xd9]))).toEqual({ width: 4032, height: 3024 });
  });

  it('AVIF and HEIC: the largest ispe of the meta box (the grid, not its tiles)', async () => {
    expect(await sizeOf(bytes(ftyp('avif'), meta(ispe(512, 512), ispe(16000, 16000)), box('mdat', new Uint8Array(64))))).toEqual({ width: 16000, height: 16000 });
    expect(await sizeOf(bytes(ftyp('heic'), meta(ispe(4032, 3024)), box('mdat', new Uint8Array(64))))).toEqual({ width: 4032, height: 3024 });
  });

  it('BMP: both DIB header kinds, a top-down (negative) height counted as rows', async () => {
    expect(await sizeOf(bytes('BM', new Uint8Array(12), le32(40), le32(20000), le32(-15000 >>> 0), new Uint8Array(20)))).toEqual({ width: 20000, height: 15000 });
    expect(await sizeOf(bytes('BM', new Uint8Array(12), le32(12), le16(300), le16(200), new Uint8Array(8)))).toEqual({ width: 300, height: 200 });
  });

  it('TIFF: ImageWidth and ImageLength of IFD0, either byte order', async () => {
    const entry = (tag: number, type: number, value: number) => [...le16(tag), ...le16(type), ...le32(1), ...(type === 3 ? [...le16(value), 0, 0] : le32(value))];
    const little = bytes('II', le16(42), le32(8), le16(2), entry(256, 4, 30000), entry(257, 3, 20000), le32(0));
    expect(await sizeOf(little)).toEqual({ width: 30000, height: 20000 });
    const bigEntry = (tag: number, value: number) => [...be16(tag), ...be16(4), ...be32(1), ...be32(value)];
    const big = bytes('MM', be16(42), be32(8), be16(2), bigEntry(256, 100), bigEntry(257, 50), be32(0));
    expect(await sizeOf(big)).toEqual({ width: 100, height: 50 });
  });

  it('null for a damaged header or a format without one here', async () => {
    expect(await sizeOf(bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], be32(13), 'IDAT'))).toBeNull();
    expect(await sizeOf(png(0, 100))).toBeNull();
    expect(await sizeOf(bytes('RIFF', le32(12), 'WEBPVP8 ', le32(4), [1, 2, 3, 4]))).toBeNull();
    expect(await sizeOf(bytes(ftyp('heic'), new Uint8Array(2000)))).toBeNull();
    expect(await sizeOf(bytes([0xff, 0xd8], [0xff, 0xda], be16(4), [1, 2], [0xff, 0xd9]))).toBeNull();
    expect(await sizeOf(bytes('<svg width="99999" height="99999"/>'))).toBeNull();
  });
});

describe('declaredImageSize: further than the first bytes, reading only headers', () => {
  it('a JPEG whose frame header follows 300 KB of APPn segments: each segment’s 4 bytes are read, not its payload', async () => {
    const app = bytes([0xff, 0xe2], be16(60_002), new Uint8Array(60_000));
    const sof = bytes([0xff, 0xc0], be16(17), [8], be16(16000), be16(16000), [3], new Uint8Array(9));
    const data = bytes([0xff, 0xd8], app, app, app, app, app, sof, [0xff, 0xda], be16(2), new Uint8Array(100), [0xff, 0xd9]);
    const f = file(data, 64 * 1024);
    expect(await declaredImageSize('jpeg', f.head, f.read, f.length)).toEqual({ width: 16000, height: 16000 });
    expect(f.asked.every(([, length]) => length <= 9)).toBe(true);
  });

  it('an AVIF whose meta box follows its media data: the mdat is skipped, not read', async () => {
    const data = bytes(ftyp('avif'), box('mdat', new Uint8Array(400_000)), meta(ispe(16000, 16000)));
    const f = file(data, 1024);
    expect(await declaredImageSize('avif', f.head, f.read, f.length)).toEqual({ width: 16000, height: 16000 });
    expect(f.asked.reduce((n, [, length]) => n + length, 0)).toBeLessThan(1024);
  });

  it('a TIFF whose IFD is at its end', async () => {
    const entry = (tag: number, value: number) => [...le16(tag), ...le16(4), ...le32(1), ...le32(value)];
    const pixels = new Uint8Array(300_000);
    const data = bytes('II', le16(42), le32(8 + pixels.length), pixels, le16(2), entry(256, 12000), entry(257, 12000), le32(0));
    const f = file(data, 4096);
    expect(await declaredImageSize('tiff', f.head, f.read, f.length)).toEqual({ width: 12000, height: 12000 });
  });
});

describe('declaredImageSize: what real encoders write (sharp)', () => {
  const solid = () => sharp({ create: { width: 321, height: 123, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } });
  it.each([
    ['png', () => solid().png()],
    ['gif', () => solid().gif()],
    ['webp (lossy)', () => solid().webp({ quality: 70 })],
    ['webp (lossless)', () => solid().webp({ lossless: true })],
    ['avif', () => solid().avif({ quality: 50 })],
    ['tiff', () => solid().tiff()],
    ['jpeg', () => solid().flatten().jpeg()],
  ] as const)('%s', async (_name, encode) => {
    const data = new Uint8Array(await encode().toBuffer());
    expect(await sizeOf(data)).toEqual({ width: 321, height: 123 });
  });
});
