import { describe, expect, it } from 'vitest';
import { rasterTwin, shareImage, SITE_SHARE_SOURCE } from './share-image';

const rules = { remotePatterns: [/^https:\/\/ref\.supabase\.co\/storage\/v1\/object\/public\//] };
const params = (url: string) => Object.fromEntries(new URL(url, 'https://site.test').searchParams);

describe('link preview pictures', () => {
  it('an illustration: the CDN’s 1200 × 630 JPEG crop of its raster twin', () => {
    const s = shareImage('/images/entries/savoyard-tartiflette.svg', rules);
    expect(s.url.startsWith('/.netlify/images?')).toBe(true);
    expect(params(s.url)).toEqual({ url: '/images/raster/entries/savoyard-tartiflette.png', w: '1200', h: '630', fit: 'cover', fm: 'jpg', q: '80' });
    expect(s).toMatchObject({ width: 1200, height: 630, type: 'image/jpeg' });
  });
  it('a photo: the same crop, its size known from the URL (never larger than the photo allows)', () => {
    const big = shareImage('https://ref.supabase.co/storage/v1/object/public/cheezopedia/articles/a.jpg#2560x1920', rules);
    expect(params(big.url).url).toBe('https://ref.supabase.co/storage/v1/object/public/cheezopedia/articles/a.jpg');
    expect([big.width, big.height]).toEqual([1200, 630]);
    const small = shareImage('https://ref.supabase.co/storage/v1/object/public/cheezopedia/articles/b.jpg#800x600', rules);
    expect([small.width, small.height]).toEqual([800, 420]);
    const wide = shareImage('https://ref.supabase.co/storage/v1/object/public/cheezopedia/articles/c.jpg#3000x500', rules);
    expect([wide.width, wide.height]).toEqual([952, 500]);
  });
  it('no picture, or an SVG from elsewhere: the site’s own preview picture', () => {
    const own = shareImage(SITE_SHARE_SOURCE, rules);
    expect(shareImage(null, rules)).toEqual(own);
    expect(shareImage('https://elsewhere.test/art.svg', rules)).toEqual(own);
    expect(params(own.url).url).toBe('/images/raster/site/cheezopedia-share.png');
  });
  it('a raster picture the CDN may not fetch is given as it is', () => {
    expect(shareImage('https://elsewhere.test/photo.jpg#800x600', rules)).toEqual({ url: 'https://elsewhere.test/photo.jpg', width: null, height: null, type: null });
  });
  it('only the site’s own illustrations have twins', () => {
    expect(rasterTwin('/images/cheeses/comte.svg')).toBe('/images/raster/cheeses/comte.png');
    expect(rasterTwin('/images/raster/cheeses/comte.svg')).toBeNull();
    expect(rasterTwin('https://elsewhere.test/images/x.svg')).toBeNull();
    expect(rasterTwin('/images/entries/x.png')).toBeNull();
  });
});
