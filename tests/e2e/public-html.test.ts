/**
 * The public pages' HTML as crawlers and link-preview bots get it (plain fetch, no browser, no
 * script): content of /, /discover (filter in the URL), a recipe, an article and an unknown slug;
 * head tags (title, description, absolute canonical, Open Graph, Twitter, robots), JSON-LD, the
 * embedded hydration data (non-executable), the 404, Netlify's CDN cache headers and tags, brotli/
 * gzip compression, sitemap.xml and robots.txt — served by the same handler as on Netlify.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../helpers/app-server';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';
import { DISCOVER_EMPTY, ENTRY_NOT_FOUND_TEXT, ENTRY_NOT_FOUND_TITLE } from '../../src/domain/messages';

type App = Awaited<ReturnType<typeof startApp>>;
let app: App;

interface Row {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  content: string;
  content_type: string;
  image_url: string | null;
  ingredients: { amount: string; item: string }[];
  instructions: { step?: string | null; description: string }[];
}

async function rest<T>(path: string, init: RequestInit = {}, key = PUBLISHABLE_KEY): Promise<T> {
  const res = await fetch(`${app.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Prefer: 'return=representation', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const feed = () => rest<Row[]>('cheezopedia_entries?select=*&visible_in_feed=eq.true&order=published_at.desc');

/** A raw GET (no automatic decompression) → status, headers, body bytes. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${app.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function page(path: string) {
  const res = await fetch(`${app.url}${path}`);
  return { res, html: await res.text() };
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
const meta = (html: string, attr: 'name' | 'property', key: string) => {
  const m = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return m ? decode(m[1]) : null;
};
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null;
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]) as Record<string, unknown>) : null;
};
const h1 = (html: string) => decode(/<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? '');
const text = (html: string) => decode(html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

/** Every <script> is either external or non-executable data (a strict CSP allows no inline scripts). */
function expectNoInlineScript(html: string) {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const external = /\bsrc="/.test(tag);
    const data = /type="application\/(json|ld\+json)"/.test(tag);
    expect(external || data, tag).toBe(true);
  }
}

function hydrationData(html: string): { loaderData: Record<string, unknown> } {
  const m = /<script type="application\/json" id="router-data">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'hydration data').not.toBeNull();
  return JSON.parse(m![1]) as { loaderData: Record<string, unknown> };
}

function expectCdnCached(res: Response, tags: string[]) {
  const cdn = res.headers.get('netlify-cdn-cache-control') ?? '';
  expect(cdn).toMatch(/^public, durable, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const got = (res.headers.get('netlify-cache-tag') ?? '').split(',');
  for (const t of tags) expect(got).toContain(t);
  expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
}

describe('public pages as HTML', () => {
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.dispose();
  });

  it('/: hero, sections, 4 cheeses and the 9 newest feed entries, with its head and cache headers', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectCdnCached(res, ['entries', 'cheeses']);
    expect(title(html)).toBe('Discover, pair and track cheese | Cheezopedia');
    expect(meta(html, 'name', 'description')).toMatch(/cheesemonger in your pocket/);
    expect(canonical(html)).toBe(`${app.url}/`);
    expect(meta(html, 'property', 'og:url')).toBe(`${app.url}/`);
    // The site's own preview picture: a raster crop by the image CDN (tests/e2e/public-finish.test.ts fetches it).
    expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^${app.url}/\\.netlify/images\\?url=%2Fimages%2Fraster%2Fsite%2F`));
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'robots')).toBeNull();
    for (const section of ['Popular Cheeses', 'Cheesy Stuff', 'Download our app', 'Big Update Coming Soon', 'Contact Us']) expect(text(html)).toContain(section);
    for (const id of ['types', 'recipes', 'app', 'contact']) expect(html).toContain(`id="${id}"`);
    expect(count(html, /class="cheese-card"/g)).toBe(4);
    const newest = (await feed()).slice(0, 9);
    expect(count(html, /class="entry-card"/g)).toBe(newest.length);
    for (const e of newest) expect(html).toContain(`href="/${e.slug}"`);
    expectNoInlineScript(html);
    const data = hydrationData(html).loaderData.landing as { cheeses: unknown[]; feed: unknown[] };
    expect(data.cheeses).toHaveLength(4);
    expect(data.feed).toHaveLength(newest.length);
  });

  it('/: only what it shows, and the cheeses are sampled by the database', async () => {
    const { html } = await page('/');
    const data = hydrationData(html).loaderData.landing as { feed: Record<string, unknown>[] };
    // Feed cards carry their card columns only, not the entries' bodies.
    for (const row of data.feed) expect(row).not.toHaveProperty('content');
    const samples = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      const d = hydrationData((await page('/')).html).loaderData.landing as { cheeses: { id: string }[] };
      samples.add(d.cheeses.map((c) => c.id).sort().join(','));
    }
    expect(samples.size).toBeGreaterThan(1);
  });

  it('/discover?type=recipe: only recipes, the filter in title and canonical, cache keyed by the filter', async () => {
    const recipes = (await feed()).filter((e) => e.content_type === 'recipe');
    const { res, html } = await page('/discover?type=recipe&utm_source=newsletter');
    expect(res.status).toBe(200);
    expectCdnCached(res, ['entries']);
    expect(res.headers.get('netlify-vary')).toBe('query=type|page');
    expect(title(html)).toBe('Discover Recipes | Cheezopedia');
    expect(canonical(html)).toBe(`${app.url}/discover?type=recipe`);
    expect(h1(html)).toBe('Discover');
    expect(count(html, /class="entry-card"/g)).toBe(recipes.length);
    for (const e of recipes) expect(html).toContain(`href="/${e.slug}"`);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Recipes</);
    const all = await page('/discover');
    expect(count(all.html, /class="entry-card"/g)).toBe((await feed()).length);
  });

  it('a /discover page past the last: HTTP 404, noindex, the empty message, a way back, cached under the entries tag', async () => {
    const { res, html } = await page('/discover?page=999');
    expect(res.status).toBe(404);
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    expect(text(html)).toContain(DISCOVER_EMPTY);
    expect(html).toMatch(/href="\/discover\?page=998"/);
    expectCdnCached(res, ['entries']);
    // The last real page is a page like any other.
    expect((await page('/discover?page=1')).res.status).toBe(200);
  });

  it('a recipe: fully readable without scripts, Recipe JSON-LD, article Open Graph, its own cache tag', async () => {
    const recipe = (await feed()).find((e) => e.content_type === 'recipe' && e.ingredients.length > 0 && e.instructions.length > 0)!;
    const { res, html } = await page(`/${recipe.slug}`);
    expect(res.status).toBe(200);
    expectCdnCached(res, ['entries', `entry-${recipe.slug}`]);
    expect(h1(html)).toBe(recipe.title);
    expect(title(html)).toBe(`${recipe.title} | Cheezopedia`);
    expect(meta(html, 'name', 'description')).toBe(recipe.description);
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The recipe's illustration, previewed as the CDN's JPEG crop of its raster twin.
    expect(new URL(meta(html, 'property', 'og:image')!).searchParams.get('url')).toBe(recipe.image_url!.replace(/^\/images\/(.*)\.svg$/, '/images/raster/$1.png'));
    expect(canonical(html)).toBe(`${app.url}/${recipe.slug}`);
    const body = text(html);
    for (const i of recipe.ingredients) expect(body).toContain(i.item);
    for (const s of recipe.instructions) expect(body).toContain(s.description.slice(0, 40));
    // The markdown body is in the HTML (first paragraph's words).
    const firstLine = recipe.content.split('\n').find((l) => /^[A-Za-z]/.test(l.trim()))!;
    expect(body).toContain(firstLine.trim().split(/[*_[\]`]/)[0].slice(0, 30));
    const ld = jsonLd(html)!;
    expect(ld['@type']).toBe('Recipe');
    expect(ld.name).toBe(recipe.title);
    expect(ld.url).toBe(`${app.url}/${recipe.slug}`);
    expect((ld.recipeIngredient as string[]).length).toBe(recipe.ingredients.length);
    expect((ld.recipeInstructions as unknown[]).length).toBe(recipe.instructions.length);
    // The illustration as the CDN's crops (1:1, 4:3, 16:9) of its raster twin.
    const twin = recipe.image_url!.replace(/^\/images\/(.*)\.svg$/, '/images/raster/$1.png');
    expect((ld.image as string[]).map((u) => new URL(u).searchParams.get('url'))).toEqual([twin, twin, twin]);
    expectNoInlineScript(html);
    const data = hydrationData(html).loaderData.entry as { entry: Row; bodyHtml: string };
    expect(data.entry.slug).toBe(recipe.slug);
    expect(data.bodyHtml.length).toBeGreaterThan(0);
  });

  it('an article: Article JSON-LD and More Like This', async () => {
    const article = (await feed()).find((e) => e.content_type === 'article')!;
    const { res, html } = await page(`/${article.slug}`);
    expect(res.status).toBe(200);
    expect(h1(html)).toBe(article.title);
    const ld = jsonLd(html)!;
    expect(ld['@type']).toBe('Article');
    expect(ld.headline).toBe(article.title);
    // The author the byline names (the site itself when the entry has none); the publisher's logo
    // served by the site.
    const authorName = (article as unknown as { author_name: string | null }).author_name?.trim();
    expect((ld.author as { name: string }).name).toBe(authorName || 'Cheezopedia');
    const logo = (ld.publisher as { logo: { url: string } }).logo.url;
    expect(logo.startsWith(`${app.url}/`)).toBe(true);
    expect((await fetch(logo)).status).toBe(200);
    expect(text(html)).toContain('More Like This');
  });

  it('an unknown slug: HTTP 404 with the Entry Not Found page, noindex, briefly cached', async () => {
    const { res, html } = await page('/no-such-cheese-entry');
    expect(res.status).toBe(404);
    expect(h1(html)).toBe(ENTRY_NOT_FOUND_TITLE);
    expect(text(html)).toContain(ENTRY_NOT_FOUND_TEXT);
    expect(title(html)).toBe(`${ENTRY_NOT_FOUND_TITLE} | Cheezopedia`);
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    expect(jsonLd(html)).toBeNull();
    expect(res.headers.get('netlify-cdn-cache-control')).toMatch(/^public, durable, s-maxage=60\b/);
    expect(res.headers.get('netlify-cache-tag')).toContain('entry-no-such-cheese-entry');
  });

  it('an unpublished entry answers 404 (row-level security decides what is public)', async () => {
    const entry = (await feed())[0];
    await rest(`cheezopedia_entries?id=eq.${entry.id}`, { method: 'PATCH', body: JSON.stringify({ published_at: null }) }, SECRET_KEY);
    try {
      expect((await page(`/${entry.slug}`)).res.status).toBe(404);
      expect((await page('/')).html).not.toContain(`href="/${entry.slug}"`);
    } finally {
      await rest(`cheezopedia_entries?id=eq.${entry.id}`, { method: 'PATCH', body: JSON.stringify({ published_at: new Date(Date.now() - 60_000).toISOString() }) }, SECRET_KEY);
    }
    expect((await page(`/${entry.slug}`)).res.status).toBe(200);
  });

  it('client-rendered routes get the app shell; HEAD has no body', async () => {
    const login = await page('/login');
    expect(login.res.status).toBe(200);
    expect(login.html).toContain('<div id="root"></div>');
    expect(login.html).not.toContain('id="router-data"');
    expect((await page('/admin/cheeses')).html).toContain('<div id="root"></div>');
    const head = await fetch(`${app.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${app.url}/`, { method: 'POST' })).status).toBe(405);
  });

  it('sitemap.xml lists every public entry with absolute URLs; robots.txt names it absolutely', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.res.status).toBe(200);
    expect(sitemap.res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(sitemap.html).toContain(`<loc>${app.url}/</loc>`);
    expect(sitemap.html).toContain(`<loc>${app.url}/discover</loc>`);
    const publicSlugs = (await rest<{ slug: string }[]>('cheezopedia_entries?select=slug')).map((r) => r.slug);
    for (const slug of publicSlugs) expect(sitemap.html).toContain(`<loc>${app.url}/${slug}</loc>`);
    // …and every cheese-type page (tests/e2e/search-pages.test.ts checks those in detail).
    const types = await rest<{ slug: string }[]>('rpc/cheese_types', { method: 'POST', body: '{}' });
    expect(count(sitemap.html, /<url>/g)).toBe(publicSlugs.length + 2 + types.length);
    const robots = await page('/robots.txt');
    expect(robots.res.status).toBe(200);
    expect(robots.html).toContain(`Sitemap: ${app.url}/sitemap.xml`);
    expect(robots.html).toContain('Disallow: /admin');
  });

  it('compresses HTML, JS, CSS, JSON and SVG with brotli or gzip by Accept-Encoding', async () => {
    const identity = await raw('/discover');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const br = await raw('/discover', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(identity.body.toString());
    const gz = await raw('/discover', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(identity.body.toString());

    const shell = (await raw('/login')).body.toString();
    const js = /src="(\/assets\/[^"]+\.js)"/.exec(shell)![1];
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(shell)![1];
    const svg = /"image_url":"(\/images\/[^"]+\.svg)"/.exec((await raw('/')).body.toString())![1];
    for (const [path, type] of [[js, /javascript/], [css, /text\/css/], [svg, /image\/svg\+xml/], ['/rest/v1/cheeses?select=*', /application\/json/]] as const) {
      const plain = await raw(path, { apikey: PUBLISHABLE_KEY });
      const packed = await raw(path, { 'accept-encoding': 'br', apikey: PUBLISHABLE_KEY });
      expect(String(packed.headers['content-type']), path).toMatch(type);
      expect(packed.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(packed.body).equals(plain.body), path).toBe(true);
      expect(packed.body.length, path).toBeLessThan(plain.body.length);
    }
  });
});
