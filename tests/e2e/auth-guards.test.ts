/**
 * Access guards in a real browser: anonymous visitors, users, partners and
 * admins on every admin and partner route; the slow-profile state; an admin re-opening /admin with the
 * server gone (cached profile, valid and expired access token).
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp } from '../helpers/app-server';
import { describeBrowser, launchPersistent } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys';
import { serviceClient } from './fixtures/session';
import { adminOnlyNotice } from '../../src/domain/messages';

type App = Awaited<ReturnType<typeof startApp>>;

const DEMO = {
  admin: { email: 'admin@cheezopedia.test', password: 'cheese-admin' },
  partner: { email: 'partner@cheezopedia.test', password: 'cheese-partner' },
  user: { email: 'user@cheezopedia.test', password: 'cheese-user' },
} as const;

const ADMIN_ROUTES = [
  '/admin',
  '/admin/articles',
  '/admin/articles/new',
  '/admin/articles/edit/00000000-0000-4000-8000-000000000000',
  '/admin/cheeses',
  '/admin/cheeses/new',
  '/admin/cheeses/edit/00000000-0000-4000-8000-000000000000',
  '/admin/cheeses/import',
  '/admin/pairings',
  '/admin/pairings/new',
  '/admin/pairings/import',
  '/admin/partners',
  '/admin/users',
  '/admin/analytics',
];
const PARTNER_ROUTES = ['/partners'];

let app: App;
let browser: Browser;
const contexts: BrowserContext[] = [];

let lastPage: Page | null = null;

/** On failure, say what the page showed (the browser is otherwise invisible). */
async function reportPage(ctx: { task: { name: string; result?: { state?: string } } }) {
  if (ctx.task.result?.state === 'fail' && lastPage) {
    const text = await lastPage.evaluate(() => document.body.innerText).catch(() => '(no page)');
    console.error(`[${ctx.task.name}] page ${lastPage.url()} showed:\n${text.slice(0, 1500)}`);
  }
}

async function signedInPage(role: keyof typeof DEMO | null): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  lastPage = page;
  if (role) {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill(DEMO[role].email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO[role].password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const home = role === 'admin' ? '/admin' : role === 'partner' ? '/partners' : '/';
    await page.waitForURL((url) => url.pathname === home, { timeout: 15_000 });
  }
  return page;
}

/**
 * Opens `path` with a full load, waits until the guard has decided (the page shows something and no
 * longer 'Loading profile...') and then until the address is one of `allowed` (a redirect may land a
 * moment after the decision, later on a busy machine). Returns the final pathname.
 */
async function settle(page: Page, path: string, allowed: string[]): Promise<string> {
  await page.goto(`${app.url}${path}`);
  await page.waitForFunction(
    () => document.body.innerText.trim().length > 0 && !document.body.innerText.includes('Loading profile...'),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForURL((url) => allowed.includes(url.pathname), { timeout: 15_000 });
  return new URL(page.url()).pathname;
}

/** Makes the local backend unreachable for this page's API calls (the app shell still loads). */
async function cutApi(page: Page) {
  await page.route(/\/(auth|rest|storage)\/v1\//, (route) => route.abort('connectionrefused'));
}

async function expireStoredToken(page: Page) {
  await page.evaluate(() => {
    const raw = localStorage.getItem('cheezopedia-auth');
    if (!raw) throw new Error('no stored session');
    const session = JSON.parse(raw) as { expires_at: number };
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem('cheezopedia-auth', JSON.stringify(session));
  });
}

async function expectOfflineDashboard(page: Page) {
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 15_000 });
  await page.getByText(/^Welcome, /).waitFor();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  await page.getByRole('status', { name: 'Sync status' }).getByText(/^Offline/).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin');
  expect(await page.getByText('Unable to load profile').count()).toBe(0);
}

describeBrowser('access guards', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
  });

  afterEach(reportPage);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
  });

  it('anonymous visitors are sent to /login from every admin and partner route', async () => {
    const page = await signedInPage(null);
    for (const path of [...ADMIN_ROUTES, ...PARTNER_ROUTES]) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    }
  });

  it('users are sent to / from every admin and partner route', async () => {
    const page = await signedInPage('user');
    for (const path of [...ADMIN_ROUTES, ...PARTNER_ROUTES]) {
      expect(await settle(page, path, ['/']), path).toBe('/');
    }
  });

  it('partners are sent to their own area from admin routes, told why, and may open /partners', async () => {
    const page = await signedInPage('partner');
    for (const path of ADMIN_ROUTES) {
      expect(await settle(page, path, ['/partners']), path).toBe('/partners');
      await page.getByRole('status').getByText(adminOnlyNotice(path), { exact: true }).waitFor();
    }
    expect(await settle(page, '/partners', ['/partners'])).toBe('/partners');
    await page.getByText('No articles yet. Create your first one!').waitFor();
    expect(await page.getByText(/is for admins only/).count()).toBe(0);
  });

  it('admins open every admin route and /partners', async () => {
    const page = await signedInPage('admin');
    for (const path of [...ADMIN_ROUTES, ...PARTNER_ROUTES]) {
      // An edit screen for an id that does not exist may go back to its list.
      const allowed = [path, path.replace(/\/edit\/.*$/, '')];
      expect(allowed, path).toContain(await settle(page, path, allowed));
      expect(await page.getByText('Unable to load profile').count(), path).toBe(0);
    }
  });

  it("a profile that takes longer than 5 s shows 'Unable to load profile'", async () => {
    // A signed-in session in a fresh browser (nothing cached on the device).
    const response = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.admin),
    });
    expect(response.status).toBe(200);
    const session = (await response.json()) as Record<string, unknown>;
    const context = await browser.newContext();
    contexts.push(context);
    await context.addInitScript((value) => localStorage.setItem('cheezopedia-auth', value), JSON.stringify(session));
    const page = await context.newPage();
    lastPage = page;
    // The profile answer is held until the timeout message has been seen (not for a fixed time that a
    // busy machine could outlast before the app's own 5 s timer fires).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/profiles**', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const started = Date.now();
    try {
      await page.goto(`${app.url}/admin`);
      await page.getByText('Loading profile...').waitFor();
      await page.getByText('Unable to load profile').waitFor({ timeout: 30_000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
      await page.getByText('This may be a database permissions issue').waitFor();
      expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    } finally {
      release();
    }
  });

  it('with the API unreachable, a known admin stays in (valid and expired token); an unknown one is not let in', async () => {
    const page = await signedInPage('admin');
    await page.getByText(/^Welcome, /).waitFor();
    await cutApi(page);
    await page.reload();
    await expectOfflineDashboard(page);
    await expireStoredToken(page);
    await page.reload();
    await expectOfflineDashboard(page);

    // Signing out forgets the cached profile: with the API still unreachable, /admin is closed.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${app.url}/admin`);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
  });

  it('a profile held on the device lets a known user in at once, and the server\'s answer decides: a demoted partner is sent away', async () => {
    const page = await signedInPage('partner');
    const service = serviceClient(app.url);
    const { data: partner } = await service.from('profiles').select('id').eq('email', DEMO.partner.email).single();
    await service.from('profiles').update({ role: 'user' }).eq('id', partner!.id);
    try {
      // The device still holds the 'partner' profile; the server now says 'user'.
      expect(await settle(page, '/partners', ['/'])).toBe('/');
    } finally {
      await service.from('profiles').update({ role: 'partner' }).eq('id', partner!.id);
    }
  });
});

describeBrowser('offline admin re-open', () => {
  let offlineApp: App;
  let dir: string;
  let context: BrowserContext;

  beforeAll(async () => {
    offlineApp = await startApp();
    dir = await mkdtemp(join(tmpdir(), 'cheezopedia-offline-admin-'));
    context = await launchPersistent(dir);
  });

  afterEach(reportPage);

  afterAll(async () => {
    await context?.close().catch(() => {});
    await offlineApp?.dispose().catch(() => {});
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a known admin gets back into /admin with the server stopped, even with an expired token', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    lastPage = page;
    await page.goto(`${offlineApp.url}/login`);
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 15_000 });
    await page.getByText(/^Welcome, /).waitFor();
    // The app shell must be cached by the service worker before the server goes away.
    const controlled = async () =>
      page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 20_000 }).then(
        () => true,
        () => false,
      );
    if (!(await controlled())) {
      await page.reload();
      expect(await controlled(), 'a service worker controls the page (PWA registration)').toBe(true);
    }

    await offlineApp.stop();

    await page.reload();
    await expectOfflineDashboard(page);
    await expireStoredToken(page);
    await page.reload();
    await expectOfflineDashboard(page);
  }, 120_000);

});
