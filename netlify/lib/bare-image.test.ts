import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { isBareImage, isBareJpeg, isBarePng, isBareWebp } from './bare-image';

const solid = (alpha = 1) => sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 200, g: 120, b: 30, alpha } } });
const GPS = { IFD0: { Make: 'TestPhone', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 7/1' } };
const u8 = (b: Buffer) => new Uint8Array(b);
const cat = (...parts: (Uint8Array | number[])[]) => new Uint8Array(parts.flatMap((p) => [...p]));

describe('JPEG', () => {
  it('an encoder’s plain output is bare; with EXIF (GPS), an ICC profile or a comment it is not', async () => {
    expect(isBareJpeg(u8(await solid().flatten().jpeg().toBuffer()))).toBe(true);
    expect(isBareJpeg(u8(await solid().flatten().jpeg({ progressive: true }).toBuffer()))).toBe(true);
    expect(isBareJpeg(u8(await solid().flatten().jpeg().withExif(GPS).toBuffer()))).toBe(false);
    expect(isBareJpeg(u8(await solid().flatten().jpeg().withIccProfile('srgb').toBuffer()))).toBe(false);
    const plain = u8(await solid().flatten().jpeg().toBuffer());
    const comment = [0xff, 0xfe, 0x00, 0x0a, ...new TextEncoder().encode('48.85N2E')];
    expect(isBareJpeg(cat(plain.subarray(0, 2), comment, plain.subarray(2)))).toBe(false);
  });

  it('bytes after the end of the picture, a JFIF thumbnail or a truncated file are not bare', async () => {
    const plain = u8(await solid().flatten().jpeg().toBuffer());
    expect(isBareJpeg(cat(plain, new TextEncoder().encode('<x:xmpmeta>GPS 48.85 2.35</x:xmpmeta>')))).toBe(false);
    expect(isBareJpeg(plain.subarray(0, plain.length - 2))).toBe(false);
    const thumbnail = [0xff, 0xe0, 0x00, 0x13, ...new TextEncoder().encode('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 1, 1, 9, 9, 9];
    expect(isBareJpeg(cat([0xff, 0xd8], thumbnail, plain.subarray(20)))).toBe(false);
  });
});

describe('PNG', () => {
  it('an encoder’s plain output is bare; with EXIF, a text chunk or trailing bytes it is not', async () => {
    const plain = u8(await solid(0.5).png().toBuffer());
    expect(isBarePng(plain)).toBe(true);
    expect(isBarePng(u8(await solid(0.5).png().withExif(GPS).toBuffer()))).toBe(false);
    const text = new TextEncoder().encode('Comment\0taken at 48.85N 2.35E');
    const chunk = cat([0, 0, 0, text.length], new TextEncoder().encode('tEXt'), text, [0, 0, 0, 0]);
    expect(isBarePng(cat(plain.subarray(0, 33), chunk, plain.subarray(33)))).toBe(false);
    expect(isBarePng(cat(plain, [1, 2, 3]))).toBe(false);
  });
});

describe('WebP', () => {
  it('lossy, lossless and with alpha (VP8X + ALPH) are bare; with EXIF or trailing bytes they are not', async () => {
    expect(isBareWebp(u8(await solid().flatten().webp().toBuffer()))).toBe(true);
    expect(isBareWebp(u8(await solid(0.5).webp({ lossless: true }).toBuffer()))).toBe(true);
    expect(isBareWebp(u8(await solid(0.5).webp({ quality: 80 }).toBuffer()))).toBe(true);
    expect(isBareWebp(u8(await solid(0.5).webp().withExif(GPS).toBuffer()))).toBe(false);
    expect(isBareWebp(cat(u8(await solid().webp().toBuffer()), [0, 0]))).toBe(false);
  });
});

describe('isBareImage', () => {
  it('GIF and AVIF are never stored as they are; a format mismatch is not bare', async () => {
    expect(isBareImage(u8(await solid().gif().toBuffer()), 'gif')).toBe(false);
    expect(isBareImage(u8(await solid().avif().toBuffer()), 'avif')).toBe(false);
    expect(isBareImage(u8(await solid().png().toBuffer()), 'jpeg')).toBe(false);
  });
});
