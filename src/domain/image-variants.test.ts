import { describe, expect, it } from 'vitest';
import {
  IMAGE_CDN_QUALITY,
  IMAGE_SLOTS,
  IMAGE_WIDTHS,
  compileRemotePatterns,
  imageCdnUrl,
  imageSources,
  isTransformable,
  pickWidth,
  slotWidths,
  structuredDataImages,
  type ImageSlot,
} from './image-variants';

const rules = { remotePatterns: compileRemotePatterns(['^https://abc\\.supabase\\.co/storage/v1/object/public/']) };
const photo = 'https://abc.supabase.co/storage/v1/object/public/cheeses/1-a.webp';

describe('isTransformable', () => {
  it('nothing where no CDN answers (the desktop app): every source as it is', () => {
    const noCdn = { ...rules, cdn: false };
    expect(isTransformable(photo, noCdn)).toBe(false);
    expect(isTransformable('/images/cheeses/comte.jpg', noCdn)).toBe(false);
    expect(imageSources(photo, 'card', noCdn)).toEqual({ src: photo });
  });

  it.each([
    [photo, true],
    ['/images/cheeses/comte.jpg', true],
    ['/storage/v1/object/public/cheeses/x', true],
    ['/images/cheeses/comte.svg', false],
    ['https://abc.supabase.co/storage/v1/object/public/cheeses/art.svg', false],
    ['https://evil.example/storage/v1/object/public/cheeses/1.jpg', false],
    ['//abc.supabase.co/storage/v1/object/public/cheeses/1.jpg', false],
    ['data:image/png;base64,AAAA', false],
    ['blob:http://localhost/123', false],
    ['local-image:0b7c5a4e-1111-4222-8333-944455556666', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s → %s', (src, expected) => {
    expect(isTransformable(src, rules)).toBe(expected);
  });

  it('reads a body image past its size fragment', () => {
    expect(isTransformable(`${photo}#1600x1200`, rules)).toBe(true);
    expect(imageCdnUrl(`${photo}#1600x1200`, 320)).not.toContain('1600x1200');
  });
});

describe('imageCdnUrl', () => {
  it('asks the CDN for a width at the stated quality, the source encoded', () => {
    const url = new URL(imageCdnUrl(photo, 480), 'http://site.test');
    expect(url.pathname).toBe('/.netlify/images');
    expect(url.searchParams.get('url')).toBe(photo);
    expect(url.searchParams.get('w')).toBe('480');
    expect(url.searchParams.get('q')).toBe(String(IMAGE_CDN_QUALITY));
    expect(url.searchParams.has('fm')).toBe(false);
  });
});

describe('imageSources', () => {
  it('offers every shared width up to the slot’s widest, with the slot’s sizes', () => {
    const s = imageSources(photo, 'card', rules);
    const widths = s.srcSet!.split(', ').map((c) => Number(c.split(' ')[1].replace('w', '')));
    expect(widths).toEqual(IMAGE_WIDTHS.filter((w) => w <= 800));
    expect(s.sizes).toBe(IMAGE_SLOTS.card.sizes);
    expect(new URL(s.src, 'http://x').searchParams.get('w')).toBe('640');
  });

  it('crops card slots to their 4:3 box as the CSS does (centred cover); the hero and body keep the picture whole', () => {
    for (const slot of ['card', 'feed-card', 'related-card', 'cheese-card'] as const) {
      const s = imageSources(photo, slot, rules);
      for (const candidate of s.srcSet!.split(', ')) {
        const [url, w] = candidate.split(' ');
        const params = new URL(url, 'http://x').searchParams;
        expect(`${params.get('w')}w`).toBe(w);
        expect(Number(params.get('h'))).toBe(Math.round((Number(params.get('w')) * 3) / 4));
        expect(params.get('fit')).toBe('cover');
      }
    }
    for (const slot of ['entry-hero', 'entry-body', 'cheese-modal'] as const) {
      const params = new URL(imageSources(photo, slot, rules).src, 'http://x').searchParams;
      expect(params.has('h')).toBe(false);
      expect(params.has('fit')).toBe(false);
    }
  });

  it('leaves what the CDN cannot serve as it is', () => {
    expect(imageSources('/images/cheeses/brie.svg', 'card', rules)).toEqual({ src: '/images/cheeses/brie.svg' });
  });

  it('gives small slots a small fallback', () => {
    expect(new URL(imageSources(photo, 'cheese-thumb', rules).src, 'http://x').searchParams.get('w')).toBe('160');
  });
});

describe('pickWidth', () => {
  it.each<[ImageSlot, number, number, number]>([
    ['card', 358, 3, 800], // capped at the slot's widest
    ['card', 358, 2, 720], // a 390 px phone at 2× (716 device px)
    ['entry-hero', 380, 1.75, 720], // a 412 px phone at 1.75× (665 device px)
    ['card', 358, 1, 480],
    ['entry-hero', 596, 2, 1280],
    ['cheese-thumb', 48, 2, 96],
    ['cheese-thumb', 48, 3, 160],
  ])('%s at %d px, %d× → %d', (slot, css, dpr, expected) => {
    expect(pickWidth(slot, css, dpr)).toBe(expected);
  });

  it('never picks a width the slot does not offer', () => {
    for (const slot of Object.keys(IMAGE_SLOTS) as ImageSlot[]) {
      for (const css of [1, 48, 390, 1280, 5000]) expect(slotWidths(slot)).toContain(pickWidth(slot, css, 2));
    }
  });
});

describe('compileRemotePatterns', () => {
  it('drops a pattern that is no regular expression (it allows nothing)', () => {
    expect(compileRemotePatterns(['(', 'ok']).map(String)).toEqual(['/ok/']);
  });
});

describe('structuredDataImages', () => {
  it('crops a picture the CDN serves to 1:1, 4:3 and 16:9, 1280 px wide', () => {
    const urls = structuredDataImages('https://abc.supabase.co/storage/v1/object/public/cheezopedia/a.webp#x', rules);
    expect(urls.map((u) => Object.fromEntries(new URL(u, 'https://site.test').searchParams))).toEqual(
      [1280, 960, 720].map((h) => ({ url: 'https://abc.supabase.co/storage/v1/object/public/cheezopedia/a.webp', w: '1280', h: String(h), fit: 'cover', q: String(IMAGE_CDN_QUALITY) })),
    );
    expect(urls.every((u) => u.startsWith('/.netlify/images?'))).toBe(true);
  });

  it('gives any other picture once, as it is', () => {
    expect(structuredDataImages(' /images/entries/fondue.svg ', rules)).toEqual(['/images/entries/fondue.svg']);
    expect(structuredDataImages('https://elsewhere.example/a.jpg', rules)).toEqual(['https://elsewhere.example/a.jpg']);
    expect(structuredDataImages('/images/a.jpg', { ...rules, cdn: false })).toEqual(['/images/a.jpg']);
  });
});
