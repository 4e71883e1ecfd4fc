/**
 * The one shared setup of the browser suites: inside a describeBrowser callback, `browserSuite()`
 * registers the hooks that start the app server (a fresh data dir) and Chromium before the suite's
 * tests and close both after them (after the suite's own afterAll hooks, which run first). Contexts
 * made through `newContext` are closed with it. Side effects: a server process and a browser.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startApp, type AppServer } from './app-server';
import { launchBrowser } from './browser';

export interface BrowserSuite {
  /** The running app (set once the suite's beforeAll hooks run). */
  readonly app: AppServer;
  readonly browser: Browser;
  /** A new browser context, closed when the suite ends. */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
}

export interface BrowserSuiteOptions {
  /** Options of startApp (environment, data dir). */
  app?: Parameters<typeof startApp>[0];
  /** false: no browser (a suite that launches its own, e.g. a persistent profile). */
  browser?: boolean;
}

export function browserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  let app: AppServer | null = null;
  let browser: Browser | null = null;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    app = await startApp(options.app);
    if (options.browser !== false) browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await app?.dispose();
  });
  return {
    get app() {
      if (!app) throw new Error('browserSuite: the app is not started yet (use it inside hooks and tests)');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('browserSuite: no browser (not started yet, or browser: false)');
      return browser;
    },
    async newContext(contextOptions) {
      const c = await this.browser.newContext(contextOptions);
      contexts.push(c);
      return c;
    },
  };
}
