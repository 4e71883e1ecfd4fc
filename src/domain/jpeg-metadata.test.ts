import { describe, expect, it } from 'vitest';
import { jpegUprightSize, stripJpegMetadata } from './jpeg-metadata';

const seg = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
const text = (s: string) => [...new TextEncoder().encode(s)];
const SCAN = [...seg(0xda, [1, 2, 3]), 0x11, 0xff, 0x00, 0x22, 0xff, 0xd9];

describe('stripJpegMetadata', () => {
  it('drops EXIF, ICC, XMP, IPTC and comments and keeps JFIF, Adobe, tables and the scan', () => {
    const jfif = seg(0xe0, text('JFIF\0'));
    const exif = seg(0xe1, text('Exif\0\0GPS camera'));
    const icc = seg(0xe2, text('ICC_PROFILE\0sRGB'));
    const iptc = seg(0xed, text('Photoshop 3.0'));
    const adobe = seg(0xee, text('Adobe'));
    const comment = seg(0xfe, text('taken at home'));
    const dqt = seg(0xdb, [0, 1, 2, 3]);
    const input = new Uint8Array([0xff, 0xd8, ...jfif, ...exif, ...icc, ...iptc, ...adobe, ...comment, ...dqt, ...SCAN]);
    expect([...stripJpegMetadata(input)]).toEqual([0xff, 0xd8, ...jfif, ...adobe, ...dqt, ...SCAN]);
  });

  it('leaves a JPEG without metadata, and anything that is not a JPEG, as it was', () => {
    const clean = new Uint8Array([0xff, 0xd8, ...seg(0xdb, [0]), ...SCAN]);
    expect([...stripJpegMetadata(clean)]).toEqual([...clean]);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    expect(stripJpegMetadata(png)).toBe(png);
    const truncated = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x40, 1, 2]);
    expect(stripJpegMetadata(truncated)).toBe(truncated);
  });
});

describe('jpegUprightSize', () => {
  const sof = (w: number, h: number) => seg(0xc0, [8, h >> 8, h & 0xff, w >> 8, w & 0xff, 3]);
  /** An EXIF APP1 with one IFD0 entry: orientation. */
  const exif = (orientation: number, little: boolean) => {
    const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
    const u32 = (n: number) => (little ? [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24] : [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]);
    const tiff = [...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8), ...u16(1), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0, ...u32(0)];
    return seg(0xe1, [...text('Exif\0\0'), ...tiff]);
  };

  it('the frame’s size, turned a quarter for EXIF orientations 5–8 (either byte order)', () => {
    const jfif = seg(0xe0, text('JFIF\0'));
    expect(jpegUprightSize(new Uint8Array([0xff, 0xd8, ...jfif, ...sof(4032, 3024), ...SCAN]))).toEqual({ width: 4032, height: 3024 });
    expect(jpegUprightSize(new Uint8Array([0xff, 0xd8, ...exif(6, false), ...sof(4032, 3024), ...SCAN]))).toEqual({ width: 3024, height: 4032 });
    expect(jpegUprightSize(new Uint8Array([0xff, 0xd8, ...exif(8, true), ...sof(4032, 3024), ...SCAN]))).toEqual({ width: 3024, height: 4032 });
    expect(jpegUprightSize(new Uint8Array([0xff, 0xd8, ...exif(3, true), ...sof(4032, 3024), ...SCAN]))).toEqual({ width: 4032, height: 3024 });
  });

  it('null when the head holds no frame header, or is no JPEG', () => {
    expect(jpegUprightSize(new Uint8Array([0xff, 0xd8, ...exif(6, true)]))).toBeNull();
    expect(jpegUprightSize(new Uint8Array([0xff, 0xd8, ...seg(0xdb, [0]), ...SCAN]))).toBeNull();
    expect(jpegUprightSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]))).toBeNull();
  });
});
