/**
 * Search, cheese-type pages and the feed as a crawler or a browser without JavaScript gets them
 * (plain fetch, no script): /search?q= (results, marked words, noindex, paging, cheeses linking to
 * their modal, the device wording absent online), /cheese-types/{slug} (cards, canonical, cache
 * tags, 404 for an unknown tag), the entry page's tag links, the sitemap's tag URLs, control
 * characters in a search (400) or an entry path (404), /feed.xml
 * (Atom: title, summary, link, dates, author, image) and the <link rel="alternate"> every page has —
 * all served by the same functions as on Netlify.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../helpers/app-server';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';
import { CHEESE_TYPE_NOT_FOUND, SEARCH_CONTROL_CHARACTERS, SEARCH_FROM_DEVICE, SEARCH_PROMPT, searchNoResults, searchResultsFor } from '../../src/domain/messages/search';
import { SEARCH_PAGE_SIZE } from '../../src/domain/constants';

type App = Awaited<ReturnType<typeof startApp>>;
let app: App;

async function page(path: string) {
  const res = await fetch(`${app.url}${path}`);
  return { res, html: await res.text() };
}
async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${app.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;
/** The page's visible text: the hydration data and other scripts removed. */
const text = (html: string) => decode(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => decode(m[1]));
/** The result headings' links in the entries group, in order. */
const entryResults = (html: string) => [...html.matchAll(/<li class="search-result">[\s\S]*?<h3><a href="\/([^"?]+)"/g)].map((m) => m[1]);

describe('search, cheese-type pages and the feed without JavaScript', () => {
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.dispose();
  });

  it('/search?q= renders ranked results with marked words, noindex, and the cheeses linking to their modal', async () => {
    const { res, html } = await page('/search?q=gruyere');
    expect(res.status).toBe(200);
    expect(res.headers.get('netlify-vary')).toBe('query=q|page');
    expect(res.headers.get('netlify-cache-tag')).toBe('pages,entries,cheeses');
    expect(robots(html)).toMatch(/noindex/);
    expect(title(html)).toMatch(/^Search: gruyere/);
    // Never indexed, so its canonical names the search page itself (the query is not kept).
    expect(canonical(html)).toBe(`${app.url}/search`);
    expect(text(html)).toContain(searchResultsFor('gruyere'));
    expect(text(html)).not.toContain(SEARCH_FROM_DEVICE);
    // Accent folded: the fondue's title says Gruyère; its title match ranks it first.
    expect(entryResults(html)[0]).toBe('classic-swiss-cheese-fondue');
    expect(html).toMatch(/<mark>Gruyère<\/mark>/);
    // The form works without script: a GET to /search with the query in it.
    const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/search"');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="gruyere"/);
    const cheeseLinks = links(html).filter((l) => l.startsWith('/?cheese='));
    expect(cheeseLinks.length).toBeGreaterThan(0);
  });

  it('forgives typos, prefixes and plurals on the server page', async () => {
    expect(entryResults((await page('/search?q=camembrt')).html)[0]).toBe('baked-camembert-honey-thyme');
    expect(entryResults((await page('/search?q=tartif')).html)[0]).toBe('savoyard-tartiflette');
    expect(entryResults((await page('/search?q=halloumis')).html)[0]).toBe('grilled-halloumi-summer-skewers');
  });

  it('pages the results with real links; a page past the last is 404', async () => {
    // More matching entries than a page holds.
    const rows = Array.from({ length: SEARCH_PAGE_SIZE + 3 }, (_, i) => ({
      slug: `paginata-${i}`,
      title: `Paginata number ${i}`,
      content: 'A paging fixture.',
      published_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
    }));
    const insert = await fetch(`${app.url}/rest/v1/cheezopedia_entries`, {
      method: 'POST',
      headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(rows),
    });
    expect(insert.status).toBe(201);
    const first = await page('/search?q=paginata');
    const results = entryResults(first.html);
    expect(results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(links(first.html)).toContain('/search?q=paginata&page=2');
    const second = await page('/search?q=paginata&page=2');
    expect(second.res.status).toBe(200);
    const more = entryResults(second.html);
    expect(more).toHaveLength(3);
    for (const slug of more) expect(results).not.toContain(slug);
    expect(links(second.html)).toContain('/search?q=paginata');
    expect((await page('/search?q=paginata&page=3')).res.status).toBe(404);
  });

  it('an empty query prompts; a query without matches says so; markup in the query stays text', async () => {
    const empty = await page('/search');
    expect(empty.res.status).toBe(200);
    expect(text(empty.html)).toContain(SEARCH_PROMPT);
    const none = await page('/search?q=zzqxv');
    expect(text(none.html)).toContain(searchNoResults('zzqxv'));
    const hostile = await page(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(hostile.res.status).toBe(200);
    expect(hostile.html).not.toContain('<img src=x');
  });

  it('a cheese-type page lists its entries with a canonical URL; an unknown tag is 404', async () => {
    const { res, html } = await page('/cheese-types/gruyere?utm_source=x');
    expect(res.status).toBe(200);
    expect(res.headers.get('netlify-cache-tag')).toBe('pages,entries');
    expect(canonical(html)).toBe(`${app.url}/cheese-types/gruyere`);
    expect(robots(html)).toBeNull();
    expect(title(html)).toMatch(/^Gruyère cheese/);
    expect(links(html)).toContain('/classic-swiss-cheese-fondue');
    const unknown = await page('/cheese-types/no-such-cheese');
    expect(unknown.res.status).toBe(404);
    expect(text(unknown.html)).toContain(CHEESE_TYPE_NOT_FOUND);
    expect(robots(unknown.html)).toMatch(/noindex/);
    expect((await page('/cheese-types/Not_A_Slug')).res.status).toBe(404);
    expect((await page('/cheese-types/gruyere?page=50')).res.status).toBe(404);
  });

  it("an entry's cheese-type tags link to their pages, and the sitemap lists every tag page", async () => {
    const { html } = await page('/classic-swiss-cheese-fondue');
    for (const tag of ['hard', 'gruyère', 'emmental']) expect(links(html)).toContain(`/cheese-types/${encodeURIComponent(tag)}`);
    // A tag as written redirects to its slug URL (the canonical one), the page number kept.
    const moved = await fetch(`${app.url}/cheese-types/${encodeURIComponent('gruyère')}?page=1`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/cheese-types/gruyere?page=1');
    const types = await rpc<{ slug: string }[]>('cheese_types', {});
    expect(types.map((t) => t.slug)).toEqual(expect.arrayContaining(['gruyere', 'semi-soft', 'camembert-de-normandie']));
    const sitemap = (await page('/sitemap.xml')).html;
    for (const t of types) {
      expect(sitemap).toContain(`<loc>${app.url}/cheese-types/${t.slug}</loc>`);
      expect((await page(`/cheese-types/${t.slug}`)).res.status, t.slug).toBe(200);
    }
  });

  it('/search with a NUL (or another control character) in the query: a 400 page saying so, never cached', async () => {
    for (const q of ['a%00b', 'a%01b']) {
      const { res, html } = await page(`/search?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.headers.get('netlify-cdn-cache-control')).toBe('no-store');
      expect(text(html)).toContain(SEARCH_CONTROL_CHARACTERS);
      expect(text(html)).not.toContain(searchResultsFor('ab'));
      // The box holds the query without the character, ready to search again.
      expect(html).toMatch(/<input id="search-page-q"[^>]* value="ab"/);
    }
  });

  it('an entry path no entry can have (a NUL, a control character, a comma, a symbol): the 404 page, not a 500', async () => {
    for (const path of ['/a%00b', '/a%01b', '/a%2Cb', '/%E2%9C%93']) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('netlify-cache-tag'), path).toBe('pages,entries');
      expect(html, path).toContain('<h1');
    }
  });

  it('/feed.xml is an Atom feed of the newest entries, advertised on every public page', async () => {
    const { res, html: xml } = await page('/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect(res.headers.get('netlify-cache-tag')).toBe('entries,feed');
    expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    const newest = await rpc<unknown>('search_site', { q: 'fondue', entry_limit: 1 });
    expect(newest).toBeTruthy();
    const entries = xml.split('<entry>').slice(1);
    expect(entries.length).toBeGreaterThan(5);
    const fondue = entries.find((e) => e.includes(`${app.url}/classic-swiss-cheese-fondue`));
    expect(fondue).toBeDefined();
    // Text constructs: a reader shows them as typed, never as HTML (netlify/lib/feed.ts).
    expect(fondue).toContain('<title type="text">Classic Swiss Cheese Fondue with Gruyère and Emmental</title>');
    expect(fondue).toMatch(/<summary type="text">/);
    expect(fondue).toMatch(/<link rel="enclosure" type="image\/svg\+xml" href="[^"]+\/images\/entries\/classic-swiss-cheese-fondue\.svg"\/>/);
    expect(fondue).toMatch(/<updated>\d{4}-\d\d-\d\dT/);
    expect(fondue).toMatch(/<published>\d{4}-\d\d-\d\dT/);
    expect(fondue).toMatch(/<author>\s*<name>[^<]+<\/name>/);
    expect(fondue).toContain(`${app.url}/images/`);
    for (const path of ['/', '/discover', '/search?q=brie', '/cheese-types/hard', '/classic-swiss-cheese-fondue']) {
      expect((await page(path)).html, path).toContain('<link rel="alternate" type="application/atom+xml" title="Cheezopedia" href="/feed.xml"');
    }
  });
});
