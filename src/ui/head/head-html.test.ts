import { describe, expect, it } from 'vitest';
import { escapeHtml, headHtml, scriptJson } from './head-html';
import { canonicalUrl, headValues } from './head-values';
import { SITE_SHARE_ALT } from '@/domain/share-image';

/**
 * What the link-preview presets of a structured-data tester require of every page (npm
 * structured-data-testing-tool 4.5, presets/facebook.js and presets/twitter.js: their errors, not
 * their warnings).
 */
const FACEBOOK_REQUIRED = ['og:title', 'og:type', 'og:url', 'og:image', 'og:image:alt'];
const TWITTER_REQUIRED = ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt'];

describe('server-rendered head', () => {
  it('escapes text and keeps JSON from closing its script element', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = scriptJson({ t: '</script><script>alert(1)</script>', u: '\u2028' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ t: '</script><script>alert(1)</script>', u: '\u2028' });
  });

  it('writes title, description, canonical, Open Graph, Twitter and JSON-LD with absolute URLs', () => {
    const html = headHtml(
      { title: 'Brie & Fig <Tart>', description: 'Crisp "pastry"', image: '/images/tart.svg', type: 'article', jsonLd: { '@type': 'Recipe', name: '</script>' } },
      'https://cheezopedia.test/brie-fig-tart',
    );
    expect(html).toContain('<title>Brie &amp; Fig &lt;Tart&gt; | Cheezopedia</title>');
    expect(html).toContain('<meta name="description" content="Crisp &quot;pastry&quot;" data-managed>');
    expect(html).toContain('<link rel="canonical" href="https://cheezopedia.test/brie-fig-tart">');
    // An illustration is previewed as the CDN's JPEG crop of its raster twin.
    expect(html).toContain('<meta property="og:image" content="https://cheezopedia.test/.netlify/images?url=%2Fimages%2Fraster%2Ftart.png&amp;w=1200&amp;h=630&amp;fit=cover&amp;fm=jpg&amp;q=80" data-managed>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-managed>');
    expect(html).toContain('<meta property="og:type" content="article" data-managed>');
    expect(html).not.toContain('name="robots"');
    expect(html).toMatch(/<script type="application\/ld\+json" data-managed>\{"@type":"Recipe","name":"\\u003c\/script>"\}<\/script>/);
  });

  it('marks not-found pages noindex and falls back to the site description and image', () => {
    const head = headValues({ title: 'Entry Not Found', noindex: true }, 'https://cheezopedia.test/nope');
    const metas = Object.fromEntries(head.metas.map(([, k, v]) => [k, v]));
    expect(metas.robots).toBe('noindex');
    expect(metas['og:image']).toBe('https://cheezopedia.test/.netlify/images?url=%2Fimages%2Fraster%2Fsite%2Fcheezopedia-share.png&w=1200&h=630&fit=cover&fm=jpg&q=80');
    expect(metas['og:image:alt']).toBe(SITE_SHARE_ALT);
    expect(metas['twitter:card']).toBe('summary_large_image');
    expect(metas.description).toMatch(/cheesemonger in your pocket/);
  });

  it.each([
    ['an entry with a picture and its alt text', { title: 'Tartiflette', image: '/images/entries/savoyard-tartiflette.svg', imageAlt: 'A baking dish of tartiflette', type: 'article' as const }, 'A baking dish of tartiflette'],
    ['an entry whose picture has no alt text', { title: 'Tartiflette', image: '/images/entries/savoyard-tartiflette.svg' }, 'Tartiflette'],
    ['a page without a picture', { title: 'Discover' }, SITE_SHARE_ALT],
  ])('gives %s every tag the Facebook and Twitter presets require, with a sized raster picture', (_name, meta, alt) => {
    const metas = Object.fromEntries(headValues(meta, 'https://cheezopedia.test/page').metas.map(([, k, v]) => [k, v]));
    for (const tag of [...FACEBOOK_REQUIRED, ...TWITTER_REQUIRED]) expect(metas[tag], tag).toBeTruthy();
    expect(metas['og:image:alt']).toBe(alt);
    expect(metas['twitter:image:alt']).toBe(alt);
    expect(metas['og:image']).toMatch(/fm=jpg/);
    expect(metas['twitter:image']).toBe(metas['og:image']);
    expect([metas['og:image:type'], metas['og:image:width'], metas['og:image:height']]).toEqual(['image/jpeg', '1200', '630']);
  });

  it('keeps only the parameters that change a page in the canonical URL', () => {
    expect(canonicalUrl('https://c.test', '/discover', '?type=recipe&utm_source=x')).toBe('https://c.test/discover?type=recipe');
    expect(canonicalUrl('https://c.test', '/brie', '?fbclid=1')).toBe('https://c.test/brie');
    expect(canonicalUrl('https://c.test', '/cheese-types/gruyere', '?page=3')).toBe('https://c.test/cheese-types/gruyere?page=3');
    expect(canonicalUrl('https://c.test', '/discover', '?type=')).toBe('https://c.test/discover');
    // Values the page reads as its defaults name the same page: one canonical URL, not one per spelling.
    expect(canonicalUrl('https://c.test', '/discover', '?page=abc&type=nonsense')).toBe('https://c.test/discover');
    expect(canonicalUrl('https://c.test', '/discover', '?page=-1')).toBe('https://c.test/discover');
    expect(canonicalUrl('https://c.test', '/discover', '?page=02&type=Recipes')).toBe('https://c.test/discover?type=recipe&page=2');
  });
});
