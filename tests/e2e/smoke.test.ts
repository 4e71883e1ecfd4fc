/**
 * Smoke: the real `npm start` server in a child process, every route of src/app/routes.tsx opened in
 * Chromium; each renders content in #root without an uncaught page error, served with the security
 * headers and without any Content-Security-Policy violation.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AppServer } from '../helpers/app-server.ts';
import { collectErrors, describeBrowser } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/e2e-suite.ts';
import { animationsDone, flushPage } from '../helpers/settle';

const ROUTES = [
  '/',
  '/discover',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/partners',
  '/admin',
  '/admin/articles',
  '/admin/articles/new',
  '/admin/articles/edit/e0000000-0000-4000-8000-000000000001',
  '/admin/cheeses',
  '/admin/cheeses/new',
  '/admin/cheeses/edit/c0000000-0000-4000-8000-000000000001',
  '/admin/cheeses/import',
  '/admin/pairings',
  '/admin/pairings/new',
  '/admin/pairings/import',
  '/admin/partners',
  '/admin/users',
  '/admin/analytics',
  '/classic-swiss-cheese-fondue',
  '/privacy',
  '/terms',
  '/this/path/does/not/exist',
];

describeBrowser('smoke: every route renders', () => {
  let app: AppServer;
  let browser: Browser;
  const suite = browserSuite();
  beforeAll(() => {
    ({ app, browser } = suite);
  });

  for (const route of ROUTES) {
    it(`${route} renders without a page error or CSP violation`, async () => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const { pageErrors, cspViolations } = collectErrors(page);
      try {
        const res = await page.goto(`${app.url}${route}`, { waitUntil: 'load' });
        // An unknown path is a real not-found answer (the page still renders).
        expect(res?.status()).toBe(route === '/this/path/does/not/exist' ? 404 : 200);
        const headers = res!.headers();
        expect(headers['content-security-policy']).toContain("script-src 'self';");
        expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['permissions-policy']).toContain('camera=()');
        await page.waitForFunction(() => (document.querySelector('#root')?.textContent ?? '').trim().length > 0, undefined, { timeout: 15_000 });
        // A guarded route may pass through an empty frame on its way to /login: wait for visible text.
        await expect.poll(async () => (await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
        await animationsDone(page);
        await flushPage(page);
        expect(pageErrors.map((e) => e.message)).toEqual([]);
        expect(cspViolations).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
