/**
 * The search dialog in headless Chromium against `npm start`'s server: opened from the header's
 * control (phone and desktop widths), results as you type grouped into entries and cheeses, the
 * combobox operated by keyboard (arrow keys, Enter, Escape returning focus), recent searches kept
 * on the device, a cheese result opening its modal on /, "All results" opening /search, no serious
 * axe violation with results shown; /search working with JavaScript disabled; and, with the server
 * STOPPED, the same dialog answering from the entries saved on the device, saying so.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp, type AppServer } from '../helpers/app-server';
import { describeBrowser, launchBrowser, launchPersistent, untilHydrated } from '../helpers/browser';
import { describeViolations, seriousViolations } from '../helpers/axe';
import { publicFeed, waitForServiceWorker, waitForSynced } from '../data/browser-probes';
import { SEARCH_FROM_DEVICE, SEARCH_LABEL, searchResultCount } from '../../src/domain/messages/search';

let app: AppServer;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.dispose();
});

/** Opens `path` and waits until the search control opens the dialog (the client services run). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  await untilHydrated(page);
  await page.waitForFunction(() => document.documentElement.dataset.searchDialog === 'ready', undefined, { timeout: 60_000 });
}

async function openDialog(page: Page) {
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: SEARCH_LABEL });
  await dialog.waitFor({ state: 'visible', timeout: 30_000 });
  return dialog;
}

const box = (page: Page) => page.getByRole('combobox', { name: SEARCH_LABEL });

describeBrowser('the search dialog', () => {
  it('desktop: type, move with the arrows, Enter opens; Escape gives focus back; recent searches kept', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openPage(page, '/discover');
    await openDialog(page);
    await expect.poll(() => box(page).evaluate((el) => el === document.activeElement)).toBe(true);

    await box(page).fill('gruyere');
    const fondue = page.getByRole('option', { name: /Classic Swiss Cheese Fondue with Gruyère and Emmental/ });
    await fondue.waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('group', { name: 'Entries' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('group', { name: 'Cheeses' }).count()).toBe(1);
    const options = await page.getByRole('option').count();
    await expect.poll(() => page.getByRole('dialog', { name: SEARCH_LABEL }).getByRole('status').innerText()).toMatch(new RegExp(`^${searchResultCount(options - 1)}`));
    expect(await page.getByRole('dialog', { name: SEARCH_LABEL }).getByRole('status').innerText()).not.toContain(SEARCH_FROM_DEVICE);

    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await box(page).press('ArrowDown');
    const activeId = await box(page).getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    expect(await page.locator(`[id="${activeId}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`[id="${activeId}"]`).innerText()).toContain('Classic Swiss Cheese Fondue');
    await box(page).press('Enter');
    await page.waitForURL(`${app.url}/classic-swiss-cheese-fondue`);
    await page.getByRole('heading', { level: 1, name: 'Classic Swiss Cheese Fondue with Gruyère and Emmental' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Reopened: the search is remembered on this device; Escape closes and the control has focus again.
    await openDialog(page);
    await page.getByRole('option', { name: 'gruyere' }).waitFor();
    await expect.poll(() => page.getByRole('group', { name: 'Recent searches' }).count()).toBe(1);
    await box(page).press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search');
    await context.close();
  });

  it('phone: a cheese result opens its modal on /, and Enter with nothing chosen opens all results', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await openPage(page, '/');
    await openDialog(page);
    await box(page).fill('camembert normandie');
    const cheese = page.getByRole('group', { name: 'Cheeses' }).getByRole('option', { name: /Camembert de Normandie/ });
    await cheese.waitFor({ timeout: 30_000 });
    await cheese.click();
    await page.getByRole('dialog', { name: 'Camembert de Normandie' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('cheese')).toMatch(/^c0000000-/);

    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('cheese')).toBeNull();
    await openDialog(page);
    await box(page).fill('tartif');
    await page.getByRole('option', { name: /Tartiflette/ }).first().waitFor({ timeout: 30_000 });
    await box(page).press('Enter');
    await page.waitForURL(`${app.url}/search?q=tartif`);
    await page.getByRole('link', { name: /Savoyard Tartiflette/ }).waitFor();
    await context.close();
  });

  it('/search works with JavaScript disabled: the form submits, results are links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/search`);
    await page.getByRole('searchbox', { name: SEARCH_LABEL }).fill('halloumi');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${app.url}/search?q=halloumi`);
    await page.getByRole('link', { name: /Grilled Halloumi Skewers/ }).click();
    await page.waitForURL(`${app.url}/grilled-halloumi-summer-skewers`);
    await context.close();
  });
});

describeBrowser('search offline (server stopped)', () => {
  let context: BrowserContext;
  let profileDir: string;

  afterAll(async () => {
    await context?.close();
    if (profileDir) await rm(profileDir, { recursive: true, force: true });
  });

  it('a server slower than the wait: the device answers first, then the server\'s fuller answer replaces it', async () => {
    const slowContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await slowContext.newPage();
      // The server's answer is held until the device's has shown (no race on a busy machine).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = 0;
      await page.route('**/rest/v1/rpc/search_site', async (route) => {
        asked += 1;
        await held;
        await route.continue();
      });
      await openPage(page, '/discover');
      await openDialog(page);
      await box(page).fill('gruyere');
      const status = page.getByRole('dialog', { name: SEARCH_LABEL }).getByRole('status');
      await expect.poll(() => status.innerText(), { timeout: 30_000 }).toContain(SEARCH_FROM_DEVICE);
      expect(await page.getByRole('group', { name: 'Cheeses' }).count()).toBe(0);
      release();
      await page.getByRole('group', { name: 'Cheeses' }).waitFor({ timeout: 30_000 });
      await page.getByRole('option', { name: /Classic Swiss Cheese Fondue with Gruyère and Emmental/ }).waitFor();
      expect(await status.innerText()).not.toContain(SEARCH_FROM_DEVICE);
      expect(asked).toBe(1);
    } finally {
      await slowContext.close();
    }
  });

  it("/search opened in the browser with a slow server: the device's results first, then the server's replace them", async () => {
    const slowContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await slowContext.newPage();
      let hold = false;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/rest/v1/rpc/search_site', async (route) => {
        if (hold) await held;
        await route.continue();
      });
      await openPage(page, '/discover');
      await openDialog(page);
      await box(page).fill('gruyere');
      await page.getByRole('option', { name: /Classic Swiss Cheese Fondue with Gruyère and Emmental/ }).waitFor({ timeout: 30_000 });
      // From here the server answers only when released: the page's loader falls back to the device.
      hold = true;
      await box(page).press('Enter');
      await page.waitForURL(`${app.url}/search?q=gruyere`);
      const results = page.locator('.search-page');
      await results.getByText(SEARCH_FROM_DEVICE).waitFor({ timeout: 30_000 });
      expect(await results.getByRole('heading', { name: 'Cheeses', level: 2 }).count()).toBe(0);
      release();
      await results.getByRole('heading', { name: 'Cheeses', level: 2 }).waitFor({ timeout: 30_000 });
      await results.getByRole('link', { name: 'Classic Swiss Cheese Fondue with Gruyère and Emmental' }).waitFor();
      expect(await results.getByText(SEARCH_FROM_DEVICE).count()).toBe(0);
    } finally {
      await slowContext.close();
    }
  });

  it('answers from the entries saved on the device and says so', async () => {
    const feed = await publicFeed(app.url);
    profileDir = await mkdtemp(path.join(tmpdir(), 'cz-search-offline-'));
    context = await launchPersistent(profileDir, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await openPage(page, '/');
    await waitForServiceWorker(page);
    await waitForSynced(page, feed[feed.length - 1].id);
    // The dialog's code is fetched once online (as a visitor who searched before would have it).
    await openDialog(page);
    await box(page).press('Escape');

    await app.stop();
    await expect(fetch(`${app.url}/`)).rejects.toThrow();
    await openPage(page, '/');
    await openDialog(page);
    await box(page).fill('halloumi skewer');
    await page.getByRole('option', { name: /Grilled Halloumi Skewers/ }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('dialog', { name: SEARCH_LABEL }).getByRole('status').innerText()).toContain(SEARCH_FROM_DEVICE);
    // A typo, an accent-free spelling and a prefix, on the device too.
    await box(page).fill('gruyre fond');
    await page.getByRole('option', { name: /Classic Swiss Cheese Fondue/ }).waitFor({ timeout: 30_000 });
    await app.start();
  });
});
