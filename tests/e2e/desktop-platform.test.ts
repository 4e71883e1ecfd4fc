/**
 * The real app as the desktop renderer: the page gets the same window.cheezopediaDesktop the preload
 * exposes (fake dialogs, scripted menu), an admin signs in, and desktop menu commands navigate the app
 * (useMenuCommands mounted in src/app). The service worker stays off on desktop and on on the web.
 * The import wizard and Export buttons through the bridge are tested with those screens.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { signInThroughForm } from '../helpers/sign-in';
import { browserSuite } from '../helpers/e2e-suite';
import { flushPage } from '../helpers/settle';

type App = Awaited<ReturnType<typeof startApp>>;

/** Same shape as electron/preload-api.ts; dialogs answer from a script, menu commands come from the test. */
function installFakeDesktop() {
  const listeners = new Set<(command: string) => void>();
  const w = window as unknown as Record<string, unknown>;
  w.cheezopediaDesktop = Object.freeze({
    isDesktop: true,
    version: '1.0.0-test',
    openCsv: async () => ({ name: 'cheeses.csv', text: 'name\nBrie\n' }),
    saveFile: async () => '/home/ann/export.csv',
    onMenuCommand: (callback: (command: string) => void) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  });
  w.__desktopMenu = { emit: (command: string) => listeners.forEach((l) => l(command)), count: () => listeners.size };
}

let app: App;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signInAdmin(desktop: boolean): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  if (desktop) await context.addInitScript(installFakeDesktop);
  const page = await context.newPage();
  await signInThroughForm(page, app.url, { email: 'admin@cheezopedia.test', password: 'cheese-admin' }, '/admin');
  return page;
}

const emit = (page: Page, command: string) =>
  page.evaluate((c) => (window as unknown as { __desktopMenu: { emit(c: string): void } }).__desktopMenu.emit(c), command);

const registrations = (page: Page) =>
  page.evaluate(async () => ('serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : 0));

describeBrowser('the app on the desktop platform', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
  });

  it('menu commands from the desktop shell navigate the signed-in admin', async () => {
    const page = await signInAdmin(true);
    await page.waitForFunction(() => (window as unknown as { __desktopMenu: { count(): number } }).__desktopMenu.count() === 1);
    const steps: Array<[string, string]> = [
      ['new-article', '/admin/articles/new'],
      ['import-cheeses', '/admin/cheeses/import'],
      ['import-pairings', '/admin/pairings/import'],
      ['export-articles', '/admin/articles'],
      ['export-cheeses', '/admin/cheeses'],
    ];
    for (const [command, path] of steps) {
      await emit(page, command);
      await page.waitForURL((url) => url.pathname === path, { timeout: 10_000 });
    }
    // Still exactly one subscription after all that navigation (no leak, no double navigation).
    expect(await page.evaluate(() => (window as unknown as { __desktopMenu: { count(): number } }).__desktopMenu.count())).toBe(1);
  });

  it('registers no service worker on desktop', async () => {
    const page = await signInAdmin(true);
    await page.reload();
    await page.waitForLoadState('load');
    await flushPage(page);
    expect(await registrations(page)).toBe(0);
  });

  it('on the web (no bridge) the service worker is registered and nothing listens for menu commands', async () => {
    const page = await signInAdmin(false);
    expect(await page.evaluate(() => 'cheezopediaDesktop' in window)).toBe(false);
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length > 0, undefined, { timeout: 15_000 });
  });
});
