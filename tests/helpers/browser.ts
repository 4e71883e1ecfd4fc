/**
 * Browser tests drive Debian's Chromium (/usr/bin/chromium) through playwright-core. describeBrowser
 * skips a suite with a clear message only when Chromium is missing and CI is not set (in CI a
 * missing Chromium fails the run).
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export const hasChromium = (): boolean => existsSync(CHROMIUM);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** A persistent profile (IndexedDB, service worker, cache survive a relaunch with the same folder). */
export function launchPersistent(userDataDir: string, options: Parameters<typeof chromium.launchPersistentContext>[1] = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, ...options });
}

export function describeBrowser(name: string, fn: () => void): void {
  if (hasChromium() || process.env.CI) {
    describe(name, fn);
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
