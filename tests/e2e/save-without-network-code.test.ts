/**
 * An open editing tab that loses the network keeps working even where no service worker holds the
 * app's code (a first visit, a browser or profile without service workers): once an admin is signed
 * in, every screen of the area and everything a save needs are in memory. Offline, the admin opens
 * the forms by the app's own links, saves a pairing, a cheese and a draft article — each kept on the
 * device — and back online all three reach the database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHEESE_ADDED, OFFLINE_WILL_SYNC, PAIRING_ADDED, SAVED_ON_DEVICE } from '../../src/domain/messages';
import type { AppServer } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { ADMIN, serviceClient, until } from './fixtures/session';

let app: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PAIRING = 'E2E offline Vin Jaune';
const CHEESE = 'E2E offline Tomme';
const ARTICLE = 'E2E offline notes on Comté';

/** Every script the page fetched after the moment offline began (none may be needed). */
const scriptsFetchedOffline: string[] = [];

async function count(table: string, column: string, value: string): Promise<number> {
  const { count: n, error } = await serviceClient(app.url).from(table).select('id', { count: 'exact', head: true }).eq(column, value);
  if (error) throw new Error(error.message);
  return n ?? 0;
}

describeBrowser('saving with no network and no service worker', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
    context = await browser.newContext({ serviceWorkers: 'block' });
    page = await context.newPage();
    page.on('dialog', (d) => {
      throw new Error(`The page opened a native ${d.type()} dialog: ${d.message()}`);
    });
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 20_000 });
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  });

  afterAll(async () => {
    await context?.close().catch(() => {});
  });

  it('the admin area is loaded ahead once the admin is signed in', async () => {
    await page.locator('html[data-editing-ready="admin"]').waitFor({ timeout: 30_000 });
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scriptsFetchedOffline.push(r.url());
    });
    await context.setOffline(true);
  });

  it('offline: Create Pairing from the dashboard saves on the device', async () => {
    await page.getByRole('link', { name: 'Create Pairing' }).click();
    await page.getByRole('heading', { name: 'Create Pairing' }).waitFor();
    await page.getByRole('combobox', { name: 'Cheese', exact: true }).fill('comt');
    await page.getByRole('option', { name: 'Comté' }).click();
    await page.getByLabel('Type').fill('Wine');
    await page.getByLabel(/^Name/).fill(PAIRING);
    await page.getByLabel('Description').fill('Saved while the network was down.');
    await page.getByLabel('4 out of 5').check();
    await page.getByRole('button', { name: 'Create Pairing' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/pairings');
    await page.getByText(PAIRING_ADDED).waitFor();
    await page.locator('tr', { has: page.getByRole('link', { name: `Edit ${PAIRING}` }) }).getByText('Pending sync').waitFor();
  });

  it('offline: Add Cheese from the cheese list saves on the device', async () => {
    await page.getByRole('link', { name: 'Cheeses', exact: true }).click();
    await page.getByRole('link', { name: 'Add Cheese' }).click();
    await page.getByRole('heading', { name: 'Add Cheese' }).waitFor();
    await page.getByLabel('Name').fill(CHEESE);
    await page.getByLabel('Type').selectOption('Semi-soft');
    await page.getByLabel('Milk').selectOption('Goat');
    await page.getByLabel('Origin country').fill('France');
    await page.getByLabel('Description').fill('Saved while the network was down.');
    // Reduced on the device by the picture worker, kept on the device until the network returns.
    await page.getByLabel('Image').setInputFiles({ name: 'tomme.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('.file-picker-preview img').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add Cheese' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/cheeses');
    await page.getByText(CHEESE_ADDED).waitFor();
  });

  it('offline: a new article saved as a draft is saved on the device', async () => {
    await page.getByRole('link', { name: 'Articles', exact: true }).click();
    await page.getByRole('link', { name: 'Create Article' }).click();
    await page.getByLabel('Title').fill(ARTICLE);
    await page.getByLabel('Content').fill('## Written offline\n\nEvery word kept on the device until the network returns.');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    // The builder goes on with the saved draft (read from the device), not back to the list.
    await page.waitForURL((u) => /^\/admin\/articles\/edit\/[0-9a-f-]{36}$/.test(u.pathname));
    await page.getByTestId('save-status').filter({ hasText: new RegExp(`${SAVED_ON_DEVICE}|${OFFLINE_WILL_SYNC}`) }).waitFor({ timeout: 20_000 });
    // The preview's code is in memory too.
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByTestId('markdown-preview').locator('h2', { hasText: 'Written offline' }).waitFor();
    expect(scriptsFetchedOffline.filter((url) => url.startsWith(app.url))).toEqual([]);
  });

  it('back online, the three saves reach the database', async () => {
    await context.setOffline(false);
    for (const [table, column, value] of [
      ['pairings', 'pairing_name', PAIRING],
      ['cheeses', 'name', CHEESE],
      ['cheezopedia_entries', 'title', ARTICLE],
    ] as const) {
      const n = await until(() => count(table, column, value), (c) => c === 1, 45_000);
      expect(n, `${table}: ${value}`).toBe(1);
    }
  });
});
