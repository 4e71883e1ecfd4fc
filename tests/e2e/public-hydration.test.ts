/**
 * Server-rendered public pages hydrate in headless Chromium with no console error (no hydration
 * mismatch), become interactive, then navigate client-side (no full page load) — and the page's
 * rows land in the local copy (IndexedDB) without the screen fetching them again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startApp } from '../helpers/app-server';
import { collectErrors, describeBrowser, launchBrowser, untilHydrated } from '../helpers/browser';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys';
import { idbAll } from '../data/browser-probes';

type App = Awaited<ReturnType<typeof startApp>>;
let app: App;
let browser: Browser;

interface Row {
  slug: string;
  title: string;
  content_type: string;
}

async function feed(): Promise<Row[]> {
  const res = await fetch(`${app.url}/rest/v1/cheezopedia_entries?select=slug,title,content_type&visible_in_feed=eq.true&order=published_at.desc`, {
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}` },
  });
  return (await res.json()) as Row[];
}

/** Opens `path` at phone width, waits until React handles events (the menu toggle answers). */
async function openHydrated(path: string): Promise<{ page: Page; errors: ReturnType<typeof collectErrors> }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const errors = collectErrors(page);
  const res = await page.goto(`${app.url}${path}`);
  expect(res?.headers()['content-type']).toMatch(/text\/html/);
  // Server HTML: the heading is there before any script ran.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Hydrated: the app root's effect has run, and React handles events (the menu toggle answers).
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  // A marker that only survives client-side navigation.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  return { page, errors };
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

/** Console errors other than the document's own 404 status (expected for an unknown slug). */
const realErrors = (errors: ReturnType<typeof collectErrors>, allow404 = false) =>
  [...errors.pageErrors.map((e) => e.message), ...errors.consoleErrors.filter((m) => !(allow404 && /status of 404/.test(m)))];

describeBrowser('public pages hydrate', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.dispose();
  });

  it('/ hydrates without errors, opens a cheese, then goes to /discover client-side', async () => {
    const { page, errors } = await openHydrated('/');
    await page.locator('.cheese-card').first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Discover More' }).click();
    await page.getByRole('heading', { name: 'Discover', exact: true, level: 1 }).waitFor();
    await expect.poll(() => page.url()).toBe(`${app.url}/discover`);
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => page.title()).toBe('Discover | Cheezopedia');
    expect(realErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('/discover filters client-side (URL, list, title) and opens an entry client-side', async () => {
    const entries = await feed();
    const recipes = entries.filter((e) => e.content_type === 'recipe');
    const { page, errors } = await openHydrated('/discover');
    await page.getByRole('button', { name: 'Recipes' }).click();
    await expect.poll(() => page.url()).toBe(`${app.url}/discover?type=recipe`);
    await expect.poll(() => page.locator('.discover-grid .entry-card').count()).toBe(recipes.length);
    await expect.poll(() => page.title()).toBe('Discover Recipes | Cheezopedia');
    await page.locator('.discover-grid .entry-card').first().click();
    await page.getByRole('heading', { name: recipes[0].title, level: 1 }).waitFor();
    // The markdown body renders in the browser after a client-side navigation.
    await page.locator('.markdown-body p').first().waitFor({ timeout: 30_000 });
    // So does the entry's JSON-LD (its code loads with the head change): one script, this recipe's.
    const ld = async () => {
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      return scripts.map((s) => (JSON.parse(s) as { '@type'?: string; name?: string }));
    };
    await expect.poll(ld, { timeout: 30_000 }).toEqual([expect.objectContaining({ '@type': 'Recipe', name: recipes[0].title })]);
    expect(await sameDocument(page)).toBe(true);
    expect(realErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('an entry hydrates (JSON-LD kept once), is stored on the device, and its Back link stays in the app', async () => {
    const article = (await feed()).find((e) => e.content_type === 'article')!;
    const { page, errors } = await openHydrated(`/${article.slug}`);
    await expect.poll(() => page.locator('script[type="application/ld+json"]').count()).toBe(1);
    // Seeded from the page's own data into IndexedDB (the local copy) after hydration.
    await expect
      .poll(async () => (await idbAll<{ slug: string }>(page, 'entries')).some((e) => e.slug === article.slug), { timeout: 30_000 })
      .toBe(true);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.url()).toBe(`${app.url}/`);
    expect(await sameDocument(page)).toBe(true);
    expect(realErrors(errors)).toEqual([]);
    await page.context().close();
  });

  it('an unknown slug hydrates its Entry Not Found page and Back to Home works client-side', async () => {
    const { page, errors } = await openHydrated('/no-such-entry-here');
    await page.getByRole('heading', { name: 'Entry Not Found', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Back to Home/i }).click();
    await expect.poll(() => page.url()).toBe(`${app.url}/`);
    expect(await sameDocument(page)).toBe(true);
    expect(realErrors(errors, true)).toEqual([]);
    await page.context().close();
  });
});
