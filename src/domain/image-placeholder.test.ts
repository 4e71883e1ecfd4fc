import { describe, expect, it } from 'vitest';
import { IMAGE_PLACEHOLDER_INVALID, imagePlaceholderProblem, isImagePlaceholder, placeholderDataUrl, placeholderFor, placeholderFromRgba } from './image-placeholder';

/** A 100 × 75 gradient, opaque. */
function gradient(w = 100, h = 75): Uint8Array {
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      px.set([Math.round((x / w) * 255), Math.round((y / h) * 255), 128, 255], i);
    }
  }
  return px;
}

describe('placeholders', () => {
  it('a thumbnail gives a short base64 ThumbHash that paints back as a PNG data URL', () => {
    const hash = placeholderFromRgba(100, 75, gradient());
    expect(hash.length).toBeLessThanOrEqual(64);
    expect(isImagePlaceholder(hash)).toBe(true);
    const url = placeholderDataUrl(hash);
    expect(url).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // The PNG's width/height (IHDR) keep the thumbnail's proportions (4:3, at most 32 px).
    const png = Buffer.from(url!.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(Math.abs(w / h - 4 / 3)).toBeLessThan(0.2);
  });
  it('refuses thumbnails over 100 px or with the wrong byte count', () => {
    expect(() => placeholderFromRgba(101, 10, new Uint8Array(101 * 10 * 4))).toThrow();
    expect(() => placeholderFromRgba(10, 10, new Uint8Array(10))).toThrow();
  });
  it.each(['', 'abc', 'not base64 at all!', 'A'.repeat(68), 'AAAA=AAA', 'javascript:alert(1)//'])('%j is no placeholder', (bad) => {
    expect(isImagePlaceholder(bad)).toBe(false);
    expect(placeholderDataUrl(bad)).toBeNull();
  });
  it('the row rule: absent, null or a ThumbHash', () => {
    expect(imagePlaceholderProblem({})).toBeNull();
    expect(imagePlaceholderProblem({ image_placeholder: null })).toBeNull();
    expect(imagePlaceholderProblem({ image_placeholder: placeholderFromRgba(100, 75, gradient()) })).toBeNull();
    expect(imagePlaceholderProblem({ image_placeholder: 'x' })).toBe(IMAGE_PLACEHOLDER_INVALID);
    expect(imagePlaceholderProblem({ image_placeholder: 42 })).toBe(IMAGE_PLACEHOLDER_INVALID);
  });
  it('a placeholder is stored only with an image', () => {
    const hash = placeholderFromRgba(100, 75, gradient());
    expect(placeholderFor('https://x/a.webp', hash)).toBe(hash);
    expect(placeholderFor(null, hash)).toBeNull();
    expect(placeholderFor('  ', hash)).toBeNull();
    expect(placeholderFor('https://x/a.webp', 'bad')).toBeNull();
    expect(placeholderFor('https://x/a.webp', undefined)).toBeNull();
  });
});
