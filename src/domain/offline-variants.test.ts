import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, compileRemotePatterns, imageCdnUrl, slotCdnUrl } from './image-variants';
import { deviceImageUrl, estimatedVariantBytes, markdownImageSources, offlineImageUrls, sizesLength, slotCssWidth, type Device } from './offline-variants';

const rules = { remotePatterns: compileRemotePatterns(['^https://abc\\.supabase\\.co/storage/v1/object/public/']) };
const photo = 'https://abc.supabase.co/storage/v1/object/public/cheezopedia/articles/a.jpg';

/** A device of this viewport width whose media queries are the `min-width` ones of the slots. */
function device(viewportWidth: number, dpr: number): Device {
  return {
    viewportWidth,
    dpr,
    matches: (q) => {
      const m = /^\(min-width:\s*(\d+)px\)$/.exec(q);
      return m ? viewportWidth >= Number(m[1]) : false;
    },
  };
}

describe('sizes', () => {
  it('lengths: px, vw and calc() of them', () => {
    expect(sizesLength('596px', 1280)).toBe(596);
    expect(sizesLength('calc(100vw - 32px)', 390)).toBe(358);
    expect(sizesLength('calc(52.4vw - 34px)', 1100)).toBeCloseTo(542.4);
    expect(sizesLength('50vw', 800)).toBe(400);
    expect(sizesLength('auto', 800)).toBeUndefined();
    expect(sizesLength('calc(100% - 2em)', 800)).toBeUndefined();
  });

  it('each slot’s CSS width at 390, 768, 1024 and 1280 px', () => {
    const at = (w: number) => Object.fromEntries(Object.entries(IMAGE_SLOTS).map(([slot, s]) => [slot, Math.round(slotCssWidth(s.sizes, device(w, 1)))]));
    expect(at(390)).toMatchObject({ 'entry-hero': 358, card: 358, 'feed-card': 258, 'cheese-card': 173, 'cheese-modal': 358, 'entry-body': 358, avatar: 48 });
    expect(at(768)).toMatchObject({ 'entry-hero': 736, card: 356, 'cheese-card': 356, 'cheese-modal': 351, 'entry-body': 736 });
    expect(at(1024)).toMatchObject({ 'entry-hero': 503, card: 314, 'cheese-card': 230, 'entry-body': 828 });
    expect(at(1280)).toMatchObject({ 'entry-hero': 596, card: 374, 'cheese-card': 275, 'entry-body': 828 });
  });

  it('a condition the device cannot read is skipped; no length at all falls back to the viewport', () => {
    expect(slotCssWidth('(orientation: portrait) 10px, 200px', device(500, 1))).toBe(200);
    expect(slotCssWidth('auto', device(500, 1))).toBe(500);
  });
});

describe('the variant a device loads', () => {
  it('the slot’s width at the device’s pixel ratio, as the browser picks from the srcset', () => {
    expect(deviceImageUrl(photo, 'entry-hero', rules, device(390, 3))).toBe(imageCdnUrl(photo, 1080));
    expect(deviceImageUrl(photo, 'entry-hero', rules, device(1280, 1))).toBe(imageCdnUrl(photo, 640));
    expect(deviceImageUrl(photo, 'card', rules, device(390, 2))).toBe(slotCdnUrl(photo, 'card', 720));
    expect(deviceImageUrl(photo, 'cheese-card', rules, device(1280, 2))).toBe(slotCdnUrl(photo, 'cheese-card', 640));
  });

  it('a source the CDN does not serve is kept as it is', () => {
    expect(deviceImageUrl('/images/cheeses/brie.svg', 'card', rules, device(390, 2))).toBe('/images/cheeses/brie.svg');
    expect(deviceImageUrl('https://elsewhere.example/p.jpg', 'card', rules, device(390, 2))).toBe('https://elsewhere.example/p.jpg');
  });
});

describe('what Save all keeps', () => {
  it('markdown body pictures (with titles and angle brackets), not links', () => {
    const body = 'Intro ![A](/images/a.jpg) and ![B](<https://x.io/b c.png>) ![C](https://x.io/c.webp "Title") [not](https://x.io/d.jpg)';
    expect(markdownImageSources(body)).toEqual(['/images/a.jpg', 'https://x.io/b%20c.png', 'https://x.io/c.webp']);
  });

  it('hero + card of each entry, its body pictures, card + modal of each cheese; once each; nothing unkeepable', () => {
    const d = device(390, 2);
    const urls = offlineImageUrls(
      [
        { image_url: photo, content: `![x](${photo})\n![y](/images/entries/y.svg)` },
        { image_url: null, content: '![z](data:image/png;base64,AAAA)' },
        { image_url: 'local-image:123', content: '' },
      ],
      [{ image_url: photo }, { image_url: '/images/cheeses/comte.svg' }],
      rules,
      d,
    );
    expect(urls.sort()).toEqual(
      [
        imageCdnUrl(photo, 720), // hero (358 px × 2 = 716 → 720), body and cheese modal (716 → 720)
        slotCdnUrl(photo, 'card', 720), // card (716 → 720, cropped to 4:3)
        slotCdnUrl(photo, 'cheese-card', 480), // cheese card (173 × 2 = 346 → 480, cropped to 4:3)
        '/images/entries/y.svg',
        '/images/cheeses/comte.svg',
      ].sort(),
    );
  });

  it('estimated bytes grow with the variant’s width', () => {
    expect(estimatedVariantBytes(imageCdnUrl(photo, 800))).toBe(72_000);
    expect(estimatedVariantBytes(imageCdnUrl(photo, 320))).toBeLessThan(estimatedVariantBytes(imageCdnUrl(photo, 800)));
    expect(estimatedVariantBytes('/images/cheeses/comte.svg')).toBe(40_500);
  });
});
