/**
 * /discover in headless Chromium against the real server: every filter, its active state and the
 * `?type=` URL (surviving reload), card contents and links, the back arrow, the error state and the
 * empty state (pairing guides hidden with the service key, then a fresh browser profile).
 */
import { beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startApp } from '../helpers/app-server';
import { describeBrowser, untilHydrated } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';

type App = Awaited<ReturnType<typeof startApp>>;
let app: App;
let browser: Browser;

const FILTERS = [
  { label: 'All', value: null, badge: null },
  { label: 'Recipes', value: 'recipe', badge: 'Recipe' },
  { label: 'Articles', value: 'article', badge: 'Article' },
  { label: 'Pairing Guides', value: 'pairing_guide', badge: 'Pairing Guide' },
] as const;

interface Row { slug: string; title: string; content_type: string }

async function feedRows(): Promise<Row[]> {
  const res = await fetch(
    `${app.url}/rest/v1/cheezopedia_entries?select=slug,title,content_type&visible_in_feed=eq.true&published_at=not.is.null&order=published_at.desc`,
    { headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}` } },
  );
  expect(res.ok).toBe(true);
  return (await res.json()) as Row[];
}

async function openDiscover(path = '/discover', width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
  await untilHydrated(page);
  return page;
}

const cards = (page: Page) => page.locator('.discover-grid .entry-card');

async function waitForCards(page: Page, expected: number) {
  await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(expected);
}

describeBrowser('public discover page', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
  });

  it('filters by each content type, highlights the active filter and reflects it in the URL', async () => {
    const rows = await feedRows();
    expect(rows.length).toBeGreaterThan(0);
    const page = await openDiscover();
    for (const filter of FILTERS) {
      await page.getByRole('button', { name: filter.label, exact: true }).click();
      const expected = filter.value ? rows.filter((r) => r.content_type === filter.value) : rows;
      if (expected.length === 0) {
        await page.getByText('No entries found for this filter.').waitFor();
      } else {
        await waitForCards(page, expected.length);
      }
      expect(new URL(page.url()).searchParams.get('type')).toBe(filter.value);
      for (const other of FILTERS) {
        const button = page.getByRole('button', { name: other.label, exact: true });
        expect(await button.getAttribute('aria-pressed'), `${other.label} while ${filter.label}`).toBe(String(other === filter));
        expect(await button.evaluate((el) => el.classList.contains('active'))).toBe(other === filter);
      }
      if (filter.badge) {
        const badges = await page.locator('.discover-grid .badge').allInnerTexts();
        expect(badges.every((b) => b.trim() === filter.badge)).toBe(true);
      }
      if (expected.length > 0) {
        const titles = await page.locator('.discover-grid .entry-card-title').allInnerTexts();
        expect(titles).toEqual(expected.map((r) => r.title));
      }
    }
    await page.context().close();
  });

  it('keeps a filtered view across reload and shared links, and shows card contents', async () => {
    const rows = await feedRows();
    const recipes = rows.filter((r) => r.content_type === 'recipe');
    const page = await openDiscover('/discover?type=recipe');
    await waitForCards(page, recipes.length);
    expect(await page.getByRole('button', { name: 'Recipes', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await waitForCards(page, recipes.length);
    expect(await page.getByRole('button', { name: 'Recipes', exact: true }).getAttribute('aria-pressed')).toBe('true');

    const first = cards(page).first();
    expect(await first.getAttribute('href')).toBe(`/${recipes[0].slug}`);
    const img = first.locator('img').first();
    if (await img.count()) {
      expect(await img.getAttribute('width')).toBeTruthy();
      expect(await img.getAttribute('height')).toBeTruthy();
    }
    expect(await first.locator('.badge').innerText()).toBe('Recipe');
    // A recipe's card says how long it takes to make, not to read (docs/spec-quirks.md).
    const minutes = await page.locator('.discover-grid .reading-time').allInnerTexts();
    expect(minutes.length).toBeGreaterThan(0);
    expect(minutes.every((m) => /^Ready in \d+/.test(m))).toBe(true);
    await first.click();
    await page.waitForURL(`${app.url}/${recipes[0].slug}`);
    await page.getByRole('heading', { level: 1, name: recipes[0].title }).waitFor();
    await page.context().close();
  });

  it('lays the grid out in 3, 2 and 1 columns and has a back arrow to /', async () => {
    for (const [width, columns] of [[1280, 3], [900, 2], [375, 1]] as const) {
      const page = await openDiscover('/discover', width);
      await cards(page).first().waitFor();
      const count = await page.locator('.discover-grid').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(count, `columns at ${width}px`).toBe(columns);
      if (width === 375) {
        await page.getByRole('link', { name: 'Back to home' }).click();
        await page.waitForURL(`${app.url}/`);
      }
      await page.context().close();
    }
  });

  it('shows the error state when entries cannot be loaded', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/rest/v1/cheezopedia_entries**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'database is down', details: null, hint: null }) }),
    );
    // The server renders the page from Supabase; the browser cannot reach it: the next filter, read
    // in the browser (nothing on the device yet), fails.
    await page.goto(`${app.url}/discover?type=recipe`);
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Articles', exact: true }).click();
    await page.getByRole('heading', { name: 'Error', exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.discover-error').innerText()).toMatch(/Error loading content: .+/);
    await context.close();
  });

  it('shows the empty state for a filter with no entries', async () => {
    const res = await fetch(`${app.url}/rest/v1/cheezopedia_entries?content_type=eq.pairing_guide`, {
      method: 'PATCH',
      headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ visible_in_feed: false }),
    });
    expect(res.status).toBeLessThan(300);
    expect((await feedRows()).filter((r) => r.content_type === 'pairing_guide')).toHaveLength(0);
    const page = await openDiscover('/discover?type=pairing_guide');
    await page.getByText('No entries found for this filter.').waitFor({ timeout: 10_000 });
    expect(await cards(page).count()).toBe(0);
    await page.context().close();
  });
});
