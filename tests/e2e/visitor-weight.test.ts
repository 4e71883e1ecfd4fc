/**
 * A signed-out visitor never downloads supabase-js: the pages hydrate, the background
 * sync fills the local copy through the bare PostgREST client, the newsletter answers and an entry's
 * byline is read — with no
 * request to /auth/v1 and no supabase-js chunk. Signing in loads it then; a sign-in in another tab
 * reaches an open visitor tab without a reload.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, describeBrowser, untilHydrated } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { DEMO } from '../helpers/backend';
import { idbAll } from '../data/browser-probes';
import { NEWSLETTER_SUCCESS } from '../../src/domain/messages';

/** Every script and API request the page makes, by path. */
function track(page: Page): { scripts: string[]; api: string[] } {
  const seen = { scripts: [] as string[], api: [] as string[] };
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (req.resourceType() === 'script') seen.scripts.push(path);
    if (/^\/((auth|rest|storage)\/v1|\.netlify\/functions)\//.test(path)) seen.api.push(`${req.method()} ${path}`);
  });
  return seen;
}

const loadedSupabaseJs = (scripts: string[]) => scripts.some((s) => /\/assets\/supabase-client-[\w-]+\.js$/.test(s));

const localEntries = async (page: Page) => (await idbAll(page, 'entries')).length;

describeBrowser('a visitor without supabase-js', () => {
  const suite = browserSuite();

  it('syncs and subscribes to the newsletter without it; signing in loads it', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const seen = track(page);
    await page.goto(`${suite.app.url}/`);
    await untilHydrated(page);
    // The background sync ran: the visitor's window of entries is on the device.
    await expect.poll(() => localEntries(page), { timeout: 30_000 }).toBeGreaterThan(9);
    const newsletter = page.getByRole('form', { name: 'Newsletter signup' });
    await newsletter.getByLabel('Email address').fill(`visitor-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Notify Me' }).click();
    await newsletter.getByText(NEWSLETTER_SUCCESS).waitFor();
    expect(seen.api.some((r) => r.startsWith('GET /rest/v1/cheezopedia_entries'))).toBe(true);
    expect(seen.api.some((r) => r === 'POST /.netlify/functions/newsletter-subscribe')).toBe(true);
    expect(seen.api.filter((r) => r.includes('/auth/v1/'))).toEqual([]);
    expect(loadedSupabaseJs(seen.scripts)).toBe(false);

    // An entry page (its byline is read from the server too), loaded afresh.
    await page.goto(`${suite.app.url}/classic-swiss-cheese-fondue`);
    await untilHydrated(page);
    await expect.poll(() => seen.api.some((r) => r.startsWith('GET /rest/v1/partner_profiles')), { timeout: 15_000 }).toBe(true);
    expect(seen.api.filter((r) => r.includes('/auth/v1/'))).toEqual([]);
    expect(loadedSupabaseJs(seen.scripts)).toBe(false);

    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 15_000 });
    expect(loadedSupabaseJs(seen.scripts)).toBe(true);
    expect([...errors.pageErrors.map((e) => e.message), ...errors.consoleErrors]).toEqual([]);
  });

  it('an open visitor tab hears a sign-in made in another tab', async () => {
    const context = await suite.newContext();
    const visitorTab = await context.newPage();
    const seen = track(visitorTab);
    await visitorTab.goto(`${suite.app.url}/discover`);
    await untilHydrated(visitorTab);
    await visitorTab.getByRole('link', { name: 'Sign In' }).first().waitFor();

    const other = await context.newPage();
    await other.goto(`${suite.app.url}/login`);
    await other.getByLabel('Email').fill(DEMO.admin.email);
    await other.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.waitForURL((url) => url.pathname === '/admin', { timeout: 15_000 });

    // The first tab, never reloaded, now shows the account: Sign Out instead of Sign In.
    await visitorTab.getByRole('button', { name: 'Sign Out' }).first().waitFor({ state: 'attached', timeout: 15_000 });
    expect(loadedSupabaseJs(seen.scripts)).toBe(true);
  });
});
