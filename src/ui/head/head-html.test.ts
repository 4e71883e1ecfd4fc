import { describe, expect, it } from 'vitest';
import { escapeHtml, headHtml, scriptJson } from './head-html';
import { canonicalUrl, headValues } from './head-values';

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
    expect(html).toContain('<meta property="og:image" content="https://cheezopedia.test/images/tart.svg" data-managed>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-managed>');
    expect(html).toContain('<meta property="og:type" content="article" data-managed>');
    expect(html).not.toContain('name="robots"');
    expect(html).toMatch(/<script type="application\/ld\+json" data-managed>\{"@type":"Recipe","name":"\\u003c\/script>"\}<\/script>/);
  });

  it('marks not-found pages noindex and falls back to the site description and image', () => {
    const head = headValues({ title: 'Entry Not Found', noindex: true }, 'https://cheezopedia.test/nope');
    const metas = Object.fromEntries(head.metas.map(([, k, v]) => [k, v]));
    expect(metas.robots).toBe('noindex');
    expect(metas['og:image']).toBe('https://cheezopedia.test/icons/icon-512.png');
    expect(metas['twitter:card']).toBe('summary');
    expect(metas.description).toMatch(/cheesemonger in your pocket/);
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
