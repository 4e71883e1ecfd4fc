/**
 * Entry pages in headless Chromium against the real server: a recipe (extras, numbered steps, info
 * cards, lowercase tags, Recipe JSON-LD) and an article (no extras), the markdown body with raw HTML
 * and unsafe links neutralised, the More Like This carousel at 1280/900/375 px, Entry Not Found and
 * the not-found page for unmatched routes.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startApp } from '../helpers/app-server';
import { describeBrowser, untilHydrated } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { mouseDrag, touchSwipe } from '../helpers/gestures';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';

type App = Awaited<ReturnType<typeof startApp>>;
let app: App;
let browser: Browser;

interface Row {
  id: string;
  slug: string;
  title: string;
  content_type: string;
  cheese_types: string[];
  instructions: unknown[];
  ingredients: unknown[];
}

async function rest<T>(path: string, init: RequestInit = {}, key = PUBLISHABLE_KEY): Promise<T> {
  const res = await fetch(`${app.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const feed = () =>
  rest<Row[]>('cheezopedia_entries?select=id,slug,title,content_type,cheese_types,instructions,ingredients&visible_in_feed=eq.true&published_at=not.is.null&order=published_at.desc');

async function open(path: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
  await untilHydrated(page);
  return page;
}

describeBrowser('public entry page', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
  });

  it('shows a recipe with extras, numbered instructions, lowercase tags and Recipe JSON-LD', async () => {
    const recipe = (await feed()).find((r) => r.content_type === 'recipe' && r.instructions.length > 0);
    expect(recipe, 'the seed has a recipe with instructions').toBeTruthy();
    const page = await open(`/${recipe!.slug}`);
    expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(recipe!.title);
    expect(await page.locator('.entry-header .badge').innerText()).toBe('Recipe');
    await page.getByTestId('recipe-extras').waitFor();
    if (recipe!.ingredients.length) await page.getByRole('heading', { name: 'Ingredients' }).waitFor();
    expect(await page.locator('.instructions ol > li').count()).toBe(recipe!.instructions.length);
    const tags = await page.locator('.entry-tags li').allInnerTexts();
    expect(tags.length).toBe(new Set(recipe!.cheese_types.map((t) => t.trim().toLowerCase())).size);
    for (const tag of tags) expect(tag).toBe(tag.toLowerCase());
    const hero = page.locator('.entry-hero img');
    if (await hero.count()) {
      // The art's own 4:3 frame (never cropped into a wide banner).
      expect(await hero.getAttribute('width')).toBe('800');
      expect(await hero.getAttribute('height')).toBe('600');
    }
    expect(await page.title()).toContain(recipe!.title);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(recipe!.title);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('Recipe');
    expect(ld.name).toBe(recipe!.title);
    expect(ld.recipeInstructions).toHaveLength(recipe!.instructions.length);
    await page.getByRole('link', { name: 'Back' }).first().click();
    await page.waitForURL(`${app.url}/`);
    await page.context().close();
  });

  it('shows an article without recipe extras, with its markdown body', async () => {
    const article = (await feed()).find((r) => r.content_type !== 'recipe');
    expect(article).toBeTruthy();
    const page = await open(`/${article!.slug}`);
    expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe(article!.title);
    await page.locator('.markdown-body').waitFor();
    expect(await page.getByTestId('recipe-extras').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Ingredients' }).count()).toBe(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('Article');
    await page.context().close();
  });

  it('renders markdown without raw HTML and neutralises unsafe links', async () => {
    const slug = `unsafe-markdown-${Date.now()}`;
    const content = [
      '## Safe heading',
      '',
      '[bad link](javascript:alert(1)) and [good link](https://example.com/cheese)',
      '',
      '<script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
      '',
      '| Cheese | Milk |',
      '| --- | --- |',
      '| Brie | Cow |',
    ].join('\n');
    await rest(
      'cheezopedia_entries',
      {
        method: 'POST',
        headers: { Prefer: 'return=representation' },
        body: JSON.stringify({
          slug, title: 'Unsafe Markdown Test', description: 'Testing sanitising.', content, content_type: 'article',
          visible_in_feed: false, featured: false, published_at: new Date().toISOString(), cheese_types: ['Soft'],
        }),
      },
      SECRET_KEY,
    );
    const page = await open(`/${slug}`);
    await page.locator('.markdown-body').waitFor();
    await page.getByRole('heading', { name: 'Safe heading' }).waitFor();
    expect(await page.locator('.markdown-body table').count()).toBe(1);
    expect(await page.locator('.markdown-body script, .markdown-body img[onerror]').count()).toBe(0);
    const hrefs = await page.locator('.markdown-body a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.some((h) => h && /^\s*javascript:/i.test(h))).toBe(false);
    expect(hrefs).toContain('https://example.com/cheese');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await page.context().close();
  });

  const POLL = { timeout: 15_000 } as const;

  for (const [width, perView] of [[1280, 3], [900, 2], [375, 1]] as const) {
    it(`pages the More Like This carousel ${perView} per view at ${width}px; buttons disable at the ends`, async () => {
      const rows = await feed();
      const entry = rows[0];
      const expected = Math.min(10, rows.length - 1);
      const page = await open(`/${entry.slug}`, width);
      const carousel = page.locator('.related .carousel');
      await carousel.waitFor({ timeout: 15_000 });
      await expect.poll(() => carousel.locator('.carousel-slide').count(), POLL).toBe(expected);
      // The server renders 3 per view; the browser adapts once the carousel has hydrated.
      await expect.poll(() => carousel.getAttribute('data-per-view'), POLL).toBe(String(perView));
      const prev = carousel.getByRole('button', { name: 'Previous entries' });
      const next = carousel.getByRole('button', { name: 'Next entries' });
      /** Position of the first visible slide ("1 of 10"): the state every action is checked against. */
      const first = () => carousel.locator('.carousel-slide:not([inert])').first().getAttribute('aria-label');
      const at = (i: number) => `${i + 1} of ${expected}`;
      expect(await prev.isDisabled()).toBe(true);
      const steps = Math.max(0, expected - perView);
      for (let i = 0; i < steps; i += 1) {
        await next.click();
        await expect.poll(first, POLL).toBe(at(i + 1));
      }
      await expect.poll(() => next.isDisabled(), POLL).toBe(true);
      if (steps > 0) {
        expect(await prev.isDisabled()).toBe(false);
        // Keyboard: ArrowLeft on the focused carousel pages back to the start.
        await carousel.focus();
        for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowLeft');
        await expect.poll(first, POLL).toBe(at(0));
        expect(await prev.isDisabled()).toBe(true);
        expect(await next.isDisabled()).toBe(false);
        const viewport = carousel.locator('.carousel-viewport');
        // A mouse swipe to the left, pressed on a card: pages forward and does not open the card.
        await mouseDrag(page, viewport, { from: { x: 0.8, y: 0.5 }, to: { x: 0.2, y: 0.5 }, steps: 8 });
        await expect.poll(first, POLL).toBe(at(1));
        expect(page.url()).toBe(`${app.url}/${entry.slug}`);
        // A coarse swipe to the right (a single move event, released above the cards) pages back.
        await mouseDrag(page, viewport, { from: { x: 0.04, y: 0.5 }, to: { x: 0.97, y: -0.05 }, steps: 0 });
        await expect.poll(first, POLL).toBe(at(0));
        expect(await prev.isDisabled()).toBe(true);
        // A mostly vertical drag does not page: the next swipe moves exactly one step.
        await mouseDrag(page, viewport, { from: { x: 0.6, y: 0.9 }, to: { x: 0.4, y: 0.1 }, steps: 4 });
        await mouseDrag(page, viewport, { from: { x: 0.7, y: 0.5 }, to: { x: 0.1, y: 0.5 }, steps: 3 });
        await expect.poll(first, POLL).toBe(at(1));
      }
      // Only the visible slides are reachable by keyboard.
      expect(await carousel.locator('.carousel-slide:not([inert])').count()).toBe(Math.min(perView, expected));
      // After all those swipes a plain click on a visible card still opens it.
      const card = carousel.locator('.carousel-slide:not([inert]) a').first();
      const href = await card.getAttribute('href');
      await mouseDrag(page, card, { from: { x: 0.5, y: 0.5 }, to: { x: 0.5, y: 0.5 }, steps: 0 });
      await page.waitForURL(`${app.url}${href}`, { timeout: 15_000 });
      await page.context().close();
    });
  }

  it('the carousel buttons stay disabled until the page has hydrated: an early press is never lost', async () => {
    const rows = await feed();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Hold every script: the page is the server's HTML only, as on a slow link before the JS arrives.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Module scripts hold DOMContentLoaded back: wait only for the response, then for the markup.
    await page.goto(`${app.url}/${rows[0].slug}`, { waitUntil: 'commit' });
    const carousel = page.locator('.related .carousel');
    const next = carousel.getByRole('button', { name: 'Next entries' });
    await next.waitFor();
    expect(await next.isDisabled()).toBe(true);
    release();
    await expect.poll(() => next.isDisabled(), POLL).toBe(false);
    await next.click();
    const first = () => carousel.locator('.carousel-slide:not([inert])').first().getAttribute('aria-label');
    await expect.poll(first, POLL).toMatch(/^2 of /);
    await context.close();
  });

  it('pages the More Like This carousel with a finger swipe at 375px; a vertical drag scrolls the page instead', async () => {
    const rows = await feed();
    const expected = Math.min(10, rows.length - 1);
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${app.url}/${rows[0].slug}`);
    const carousel = page.locator('.related .carousel');
    await carousel.waitFor({ timeout: 15_000 });
    await expect.poll(() => carousel.locator('.carousel-slide').count(), POLL).toBe(expected);
    const first = () => carousel.locator('.carousel-slide:not([inert])').first().getAttribute('aria-label');
    const viewport = carousel.locator('.carousel-viewport');
    await touchSwipe(page, viewport, { from: { x: 0.85, y: 0.4 }, to: { x: 0.15, y: 0.42 }, steps: 6 });
    await expect.poll(first, POLL).toBe(`2 of ${expected}`);
    await touchSwipe(page, viewport, { from: { x: 0.15, y: 0.4 }, to: { x: 0.85, y: 0.4 }, steps: 1 });
    await expect.poll(first, POLL).toBe(`1 of ${expected}`);
    // Mostly vertical: the browser scrolls (pointercancel), the carousel stays; then a swipe pages once.
    const scrolledFrom = await page.evaluate(() => window.scrollY);
    await touchSwipe(page, viewport, { from: { x: 0.6, y: 0.8 }, to: { x: 0.4, y: 0.2 }, steps: 6 });
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).not.toBe(scrolledFrom);
    await touchSwipe(page, viewport, { from: { x: 0.85, y: 0.4 }, to: { x: 0.15, y: 0.4 }, steps: 2 });
    await expect.poll(first, POLL).toBe(`2 of ${expected}`);
    expect(page.url()).toBe(`${app.url}/${rows[0].slug}`);
    await context.close();
  });

  it('shows Entry Not Found with Back to Home for an unknown slug', async () => {
    const page = await open('/no-such-cheese-entry');
    await page.getByRole('heading', { level: 1, name: 'Entry Not Found' }).waitFor();
    await page.getByText("Sorry, we couldn't find the content you're looking for.").waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.context().close();
  });

  it('shows a real not-found page for an unmatched route, never the generic error', async () => {
    const page = await open('/this/route/does-not-exist');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.content()).not.toContain('Unexpected Application Error!');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.context().close();
  });
});
