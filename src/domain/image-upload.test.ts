import { describe, expect, it } from 'vitest';
import {
  IMAGE_DECODE_FAILED, IMAGE_SOURCE_TOO_LARGE, IMAGE_SVG_REFUSED, MAX_IMAGE_LONG_SIDE, MAX_SOURCE_IMAGE_BYTES, UPLOAD_IMAGE_QUALITY,
  checkDecodedSize, checkProcessedImage, checkSourceImage, decodeFailure, imageFormatNotOpened, imageTooManyPixels, nextQuality, outputTypeFor, qualityFor, UPLOAD_TARGET_BYTES,
  sniffImageFormat, targetSize,
} from './image-upload';
import { IMAGE_TOO_LARGE } from './messages';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...new TextEncoder().encode(p)] : p)));
/** An ISO-BMFF `ftyp` box with a major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('sniffImageFormat', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe1]), 'jpeg'],
    [bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]), 'png'],
    [bytes('GIF89a'), 'gif'],
    [bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    [ftyp('avif', 'mif1', 'miaf'), 'avif'],
    [ftyp('heic', 'mif1', 'heic'), 'heic'],
    [ftyp('mif1', 'heic'), 'heic'],
    [ftyp('mif1', 'miaf'), 'heif'],
    [ftyp('isom', 'mp41'), 'unknown'],
    [bytes('BM'), 'bmp'],
    [bytes('II*', [0]), 'tiff'],
    [bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'svg'],
    [bytes('\uFEFF  <!-- drawn by hand -->\n<svg width="1">'), 'svg'],
    [bytes('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>'), 'svg'],
    [bytes('<html><body>hello</body></html>'), 'unknown'],
    [bytes(''), 'unknown'],
  ])('%#: → %s', (head, format) => expect(sniffImageFormat(head)).toBe(format));
});

describe('checkSourceImage', () => {
  it('accepts the formats every browser decodes, up to 64 MB (a 48 MP photo fits)', () => {
    for (const f of ['jpeg', 'png', 'gif', 'webp', 'avif'] as const) expect(checkSourceImage({ size: 40 * 1024 * 1024 }, f)).toBeNull();
    expect(checkSourceImage({ size: MAX_SOURCE_IMAGE_BYTES }, 'jpeg')).toBeNull();
  });
  it('tries HEIC, HEIF, TIFF and BMP (some browsers open them); refuses SVG and what is no image', () => {
    for (const f of ['heic', 'heif', 'tiff', 'bmp'] as const) expect(checkSourceImage({ size: 3_000_000 }, f)).toBeNull();
    expect(checkSourceImage({ size: 10 }, 'unknown')).toBe('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)');
    expect(checkSourceImage({ size: 10 }, 'svg')).toBe(IMAGE_SVG_REFUSED);
  });
  it('refuses files over 64 MB', () => {
    expect(checkSourceImage({ size: MAX_SOURCE_IMAGE_BYTES + 1 }, 'jpeg')).toBe(IMAGE_SOURCE_TOO_LARGE);
    expect(IMAGE_SOURCE_TOO_LARGE).toBe('Image must be 64 MB or smaller');
    expect(checkSourceImage({ size: Number.NaN }, 'png')).toBe(IMAGE_SOURCE_TOO_LARGE);
  });
});

describe('decodeFailure', () => {
  it('names a format this browser cannot open; a common format that fails is damaged', () => {
    expect(decodeFailure('heic')).toBe('This image is HEIC, which this browser cannot open. Export it as JPEG or PNG and try again.');
    expect(decodeFailure('heif')).toBe(imageFormatNotOpened('heif'));
    expect(decodeFailure('tiff')).toBe('This image is TIFF, which this browser cannot open. Export it as JPEG or PNG and try again.');
    expect(decodeFailure('avif')).toBe('This image is AVIF, which this browser cannot open. Export it as JPEG or PNG and try again.');
    expect(decodeFailure('jpeg')).toBe(IMAGE_DECODE_FAILED);
    expect(decodeFailure('png')).toBe(IMAGE_DECODE_FAILED);
  });
});

describe('checkDecodedSize', () => {
  it('accepts 48 and 50 MP photos, refuses what exceeds 64 MP', () => {
    expect(checkDecodedSize(8064, 6048)).toBeNull();
    expect(checkDecodedSize(8160, 6120)).toBeNull();
    expect(checkDecodedSize(12000, 9000)).toBe('This image is 108 megapixels; images up to 64 megapixels can be uploaded.');
    expect(imageTooManyPixels(12000, 9000)).toBe(checkDecodedSize(12000, 9000));
    expect(checkDecodedSize(0, 10)).toBe(IMAGE_DECODE_FAILED);
  });
});

describe('targetSize', () => {
  it.each([
    [4032, 3024, { width: 2560, height: 1920 }],
    [3024, 4032, { width: 1920, height: 2560 }],
    [8064, 6048, { width: 2560, height: 1920 }],
    [2560, 100, { width: 2560, height: 100 }],
    [800, 600, { width: 800, height: 600 }],
    [20000, 10, { width: 2560, height: 1 }],
  ])('%i×%i → %j (long side ≤ 2560, never enlarged)', (w, h, out) => expect(targetSize(w, h)).toEqual(out));
  it('takes another bound (the placeholder thumbnail)', () => {
    expect(targetSize(2560, 1920, 100)).toEqual({ width: 100, height: 75 });
    expect(MAX_IMAGE_LONG_SIDE).toBe(2560);
  });
});

describe('output format and quality', () => {
  it('WebP where the canvas encodes it; else JPEG, PNG only to keep transparency', () => {
    expect(outputTypeFor({ webp: true, hasAlpha: true })).toBe('image/webp');
    expect(outputTypeFor({ webp: true, hasAlpha: false })).toBe('image/jpeg');
    expect(outputTypeFor({ webp: false, hasAlpha: false })).toBe('image/jpeg');
    expect(outputTypeFor({ webp: false, hasAlpha: true })).toBe('image/png');
  });
  it('quality 0.82 for lossy formats, none for PNG', () => {
    expect(UPLOAD_IMAGE_QUALITY).toBe(0.82);
    expect(qualityFor('image/webp')).toBe(0.82);
    expect(qualityFor('image/jpeg')).toBe(0.82);
    expect(qualityFor('image/png')).toBeUndefined();
  });
  it('the processed picture must still fit the 4 MB upload limit', () => {
    expect(checkProcessedImage(4 * 1024 * 1024)).toBeNull();
    expect(checkProcessedImage(4 * 1024 * 1024 + 1)).toBe(IMAGE_TOO_LARGE);
  });
});

describe('nextQuality', () => {
  it('steps a lossy encode above the aim down to 0.74, then 0.66, then keeps it', () => {
    expect(nextQuality('image/jpeg', 0.82, UPLOAD_TARGET_BYTES + 1)).toBe(0.74);
    expect(nextQuality('image/jpeg', 0.74, UPLOAD_TARGET_BYTES + 1)).toBe(0.66);
    expect(nextQuality('image/webp', 0.66, UPLOAD_TARGET_BYTES + 1)).toBeNull();
  });
  it('skips a step that could not reach the aim (one encode fewer)', () => {
    // 0.74 keeps at most ~0.8 of the bytes: 1.25× the aim can still get there, more cannot.
    expect(nextQuality('image/jpeg', 0.82, UPLOAD_TARGET_BYTES * 1.25)).toBe(0.74);
    expect(nextQuality('image/jpeg', 0.82, UPLOAD_TARGET_BYTES * 1.26)).toBe(0.66);
    expect(nextQuality('image/jpeg', 0.82, UPLOAD_TARGET_BYTES * 3)).toBe(0.66);
    expect(nextQuality('image/jpeg', 0.74, UPLOAD_TARGET_BYTES * 3)).toBe(0.66);
  });
  it('keeps an encode at or under the aim, and never re-encodes PNG', () => {
    expect(nextQuality('image/jpeg', 0.82, UPLOAD_TARGET_BYTES)).toBeNull();
    expect(nextQuality('image/png', undefined, 4 * UPLOAD_TARGET_BYTES)).toBeNull();
  });
});
