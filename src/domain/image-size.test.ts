import { describe, expect, it } from 'vitest';
import { imageSizeOf, withImageSize } from './image-size';

describe('imageSizeOf', () => {
  it.each([
    ['https://x.supabase.co/storage/v1/object/public/cheezopedia/articles/1-a.webp#1600x1200', { width: 1600, height: 1200 }],
    ['local-image:0b6f0d3e-3a59-4c43-9f43-6f1d7b7f6a11#1920x2560', { width: 1920, height: 2560 }],
    ['/images/brie.jpg#1x1', { width: 1, height: 1 }],
    ['https://x/a.webp', null],
    ['https://x/a.webp#section', null],
    ['https://x/a.webp#0x100', null],
    ['https://x/a.webp#100x', null],
    ['https://x/a.webp#99999x2', null],
    ['https://x/a.webp#1600x1200x', null],
  ])('%s → %j', (url, size) => expect(imageSizeOf(url)).toEqual(size));
});

describe('withImageSize', () => {
  it('adds the size, replacing any fragment', () => {
    expect(withImageSize('https://x/a.webp', 1600, 1200)).toBe('https://x/a.webp#1600x1200');
    expect(withImageSize('https://x/a.webp#old', 10, 20)).toBe('https://x/a.webp#10x20');
    expect(imageSizeOf(withImageSize('local-image:abc', 2560, 1920))).toEqual({ width: 2560, height: 1920 });
  });
  it('drops a size that is not one', () => expect(withImageSize('https://x/a.webp#9x9', 0, 5)).toBe('https://x/a.webp'));
});
