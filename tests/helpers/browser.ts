/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium) through playwright-core. describeBrowser
 * skips a suite with a clear message only when Chromium is missing and CI is not set (in CI a
 * missing Chromium fails the run).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, describe } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export const hasChromium = (): boolean => existsSync(CHROMIUM);

/**
 * The last console lines and page errors of every open page, printed with the page's address and
 * its alerts when a test fails: a failure under CI load is then explained by what the page said.
 */
const TAIL = 40;
const tails = new Map<Page, string[]>();

function watchPage(page: Page): void {
  const lines: string[] = [];
  tails.set(page, lines);
  const note = (line: string) => {
    lines.push(line.slice(0, 500));
    if (lines.length > TAIL) lines.shift();
  };
  page.on('console', (m) => note(`[${m.type()}] ${m.text()}`));
  page.on('pageerror', (e) => note(`[pageerror] ${e.message}`));
  page.on('requestfailed', (r) => note(`[requestfailed] ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('close', () => tails.delete(page));
}

function watchContext(context: BrowserContext): BrowserContext {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return context;
}

async function reportPages(): Promise<void> {
  for (const [page, lines] of tails) {
    const alerts = await page
      .locator('[role=alert], [role=status]')
      .allInnerTexts()
      .catch(() => []);
    console.error(`[page] ${page.url()}\n  alerts: ${JSON.stringify(alerts.filter((t) => t.trim()))}\n  ${lines.join('\n  ')}`);
  }
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => watchContext(await newContext(...args));
  return browser;
}

/** A persistent profile (IndexedDB, service worker, cache survive a relaunch with the same folder). */
export async function launchPersistent(userDataDir: string, options: Parameters<typeof chromium.launchPersistentContext>[1] = {}): Promise<BrowserContext> {
  return watchContext(await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, ...options }));
}

export function describeBrowser(name: string, fn: () => void): void {
  if (hasChromium() || process.env.CI) {
    describe(name, () => {
      afterEach(async (context) => {
        if (context.task.result?.state === 'fail') await reportPages();
      });
      fn();
    });
    return;
  }
  console.warn(`[browser tests] SKIPPED "${name}": no Chromium at ${CHROMIUM}. Install it (apt-get install chromium) to run the browser suites.`);
  describe.skip(name, fn);
}

/**
 * Collects uncaught page errors (pageerror), console errors and Content-Security-Policy violations
 * (Chromium logs each as a console error naming the policy) of a page.
 */
export function collectErrors(page: Page): { pageErrors: Error[]; consoleErrors: string[]; cspViolations: string[] } {
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    consoleErrors.push(m.text());
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  return { pageErrors, consoleErrors, cspViolations };
}

/**
 * Waits until the app has hydrated the server's HTML (App sets `data-hydrated` on <html>): before
 * that, a press on a control that needs JavaScript (a menu, a card opening a dialog) does nothing,
 * for a test as for a visitor on a slow link.
 */
export async function untilHydrated(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout });
}
