/**
 * The admin and partner shells in a real browser: sidebar, role badge,
 * dashboard counts and quick actions, recent activity, placeholders, the phone menu, sign-out, the
 * users screen with a role change enforced by the database, and the partner dashboard.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import { startApp } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { signInThroughForm } from '../helpers/sign-in';
import { browserSuite } from '../helpers/e2e-suite';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';

type App = Awaited<ReturnType<typeof startApp>>;

let app: App;
let browser: Browser;
let admin: Page;
let lastPage: Page | null = null;
const contexts: BrowserContext[] = [];

function service() {
  return createClient(app.url, SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

async function signIn(email: string, password: string, home: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  contexts.push(context);
  const page = await context.newPage();
  lastPage = page;
  await signInThroughForm(page, app.url, { email, password }, home);
  return page;
}

async function headCount(table: string, filter?: [string, boolean]): Promise<number> {
  let query = service().from(table).select('*', { count: 'exact', head: true });
  if (filter) query = query.eq(filter[0], filter[1]);
  const { count, error } = await query;
  if (error) throw new Error(error.message);
  return count ?? 0;
}

describeBrowser('admin and partner shells', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
    admin = await signIn('admin@cheezopedia.test', 'cheese-admin', '/admin');
  });

  afterEach(async (ctx) => {
    // On failure, say what the page showed (the browser is otherwise invisible).
    if (ctx.task.result?.state === 'fail') {
      for (const page of new Set([admin, lastPage])) {
        if (!page) continue;
        const text = await page.evaluate(() => document.body.innerText).catch(() => '(no page)');
        console.error(`[${ctx.task.name}] page ${page.url()} showed:\n${text.slice(0, 1200)}`);
      }
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
  });

  it('the sidebar has the role badge, every section and link, the profile block and Sign Out', async () => {
    const nav = admin.getByRole('complementary', { name: 'Admin navigation' });
    await nav.waitFor();
    expect(await nav.locator('.admin-role-badge').innerText()).toMatch(/admin/i);
    for (const section of ['Content', 'Business', 'Management']) {
      await nav.getByRole('heading', { name: section }).waitFor();
    }
    const links: [string, string][] = [
      ['Dashboard', '/admin'],
      ['Articles', '/admin/articles'],
      ['Cheeses', '/admin/cheeses'],
      ['Pairings', '/admin/pairings'],
      ['Broken Links', '/admin/links'],
      ['Partners', '/admin/partners'],
      ['Newsletter', '/admin/newsletter'],
      ['Users', '/admin/users'],
      ['Analytics', '/admin/analytics'],
      ['Activity', '/admin/activity'],
      ['Trash', '/admin/trash'],
    ];
    for (const [name, href] of links) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href'), name).toBe(href);
    }
    expect(await nav.locator('.admin-avatar').innerText()).toMatch(/^[A-Z?]{1,2}$/);
    await nav.getByText('admin@cheezopedia.test').waitFor();
    await nav.getByRole('button', { name: 'Sign Out' }).waitFor();
    await nav.getByRole('status', { name: 'Sync status' }).waitFor();
  });

  it('the dashboard shows the five counts, the welcome line and the quick actions', async () => {
    await admin.goto(`${app.url}/admin`);
    await admin.getByText(/^Welcome, .+/).waitFor();
    const expected: [string, number][] = [
      ['subscribers', await headCount('newsletter_subscribers', ['is_active', true])],
      ['articles', await headCount('cheezopedia_entries')],
      ['cheeses', await headCount('cheeses')],
      ['pairings', await headCount('pairings')],
      ['users', await headCount('profiles')],
    ];
    for (const [key, value] of expected) {
      const card = admin.getByTestId(`stat-${key}`);
      await admin.waitForFunction(
        ([selector, text]) => document.querySelector(selector)?.querySelector('.admin-stat-value')?.textContent === text,
        [`[data-testid="stat-${key}"]`, String(value)] as const,
        { timeout: 10_000 },
      );
      expect(await card.innerText()).toContain(String(value));
    }
    for (const label of ['Active Subscribers', 'Total Articles', 'Cheeses', 'Pairings', 'Users']) {
      await admin.locator('.admin-stat-label', { hasText: new RegExp(`^${label}$`) }).waitFor();
    }
    const actions: [string, string][] = [
      ['Create Article', '/admin/articles/new'],
      ['Add Cheese', '/admin/cheeses/new'],
      ['Create Pairing', '/admin/pairings/new'],
    ];
    for (const [name, href] of actions) {
      expect(await admin.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('recent activity lists a changed cheese with what was done and who did it', async () => {
    // Change a cheese as the admin through the API; the dashboard lists it with the admin's name.
    const client = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const signedIn = await client.auth.signInWithPassword({ email: 'admin@cheezopedia.test', password: 'cheese-admin' });
    expect(signedIn.error).toBeNull();
    const { data: cheeses, error } = await client.from('cheeses').select('id, name').limit(1);
    expect(error).toBeNull();
    if (!cheeses || cheeses.length === 0) {
      await admin.goto(`${app.url}/admin`);
      await admin.getByText('No recent activity').waitFor();
      return;
    }
    const cheese = cheeses[0] as { id: string; name: string };
    const updated = await client.from('cheeses').update({ description: `Updated at ${Date.now()}` }).eq('id', cheese.id).select();
    expect(updated.error).toBeNull();
    await admin.goto(`${app.url}/admin`);
    const item = admin.locator('.admin-activity li', { hasText: cheese.name }).first();
    await item.waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      console.error('Recent Activity showed:', await admin.locator('.admin-card').last().innerText().catch(() => '?'));
      throw error;
    });
    // From the activity log: what was done, by whom.
    expect(await item.getAttribute('data-action')).toBe('update');
    expect(await item.innerText()).toMatch(/by you/);
  });

  it('every sidebar screen is a real screen (no placeholders)', async () => {
    for (const [path, heading, soon] of [
      ['/admin/pairings', 'Pairings', false],
      ['/admin/pairings/new', 'Create Pairing', false],
      ['/admin/analytics', 'Analytics', false],
      ['/admin/partners', 'Partners', false],
      ['/admin/newsletter', 'Newsletter', false],
      ['/admin/activity', 'Activity', false],
      ['/admin/trash', 'Trash', false],
    ] as const) {
      await admin.goto(`${app.url}${path}`);
      await admin.getByRole('main').getByRole('heading', { name: heading, exact: true }).waitFor();
      expect(await admin.getByText('Coming soon...').count(), path).toBe(soon ? 1 : 0);
    }
  });

  it('users: list, search, own role locked, change a role (enforced by the database)', async () => {
    const email = `promote-${Date.now()}@example.test`;
    const anon = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const created = await anon.auth.signUp({ email, password: 'promote-me', options: { data: { name: 'Promote Me' } } });
    expect(created.error).toBeNull();
    // Through the API, that user cannot make themselves a partner.
    const selfPromote = await anon.from('profiles').update({ role: 'partner' }).eq('id', created.data.user!.id).select();
    expect(selfPromote.error?.code).toBe('42501');

    await admin.goto(`${app.url}/admin/users`);
    await admin.getByRole('heading', { name: 'Users' }).waitFor();
    for (const header of ['Name', 'Email', 'Role', 'Joined']) {
      await admin.getByRole('columnheader', { name: header }).waitFor();
    }
    const own = admin.getByLabel(/Role of (Ada Admin|admin@cheezopedia\.test)/i).first();
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);
    await admin.getByText("You can't change your own role.").waitFor();

    await admin.getByLabel('Search users').fill(email);
    const rows = admin.locator('tbody tr');
    await admin.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    expect(await rows.first().innerText()).toContain(email);

    await admin.getByLabel('Role of Promote Me').selectOption('partner');
    await admin.getByText('Promote Me is now a partner.').waitFor();
    const { data } = await service().from('profiles').select('role').eq('email', email).single();
    expect((data as { role: string }).role).toBe('partner');

    await admin.getByLabel('Search users').fill('no-such-person-anywhere');
    await admin.getByText('No users match your search.').waitFor();
  });

  it('a failed role change shows the database refusal', async () => {
    const email = `demote-${Date.now()}@example.test`;
    const anon = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await anon.auth.signUp({ email, password: 'demote-me', options: { data: { name: 'Demote Me' } } })).error).toBeNull();
    await admin.goto(`${app.url}/admin/users`);
    await admin.getByLabel('Search users').fill(email);
    // The browser sends a value the database refuses (not in admin, partner, user).
    await admin.getByLabel('Role of Demote Me').evaluate((select) => {
      const option = document.createElement('option');
      option.value = 'superuser';
      option.textContent = 'superuser';
      select.appendChild(option);
    });
    await admin.getByLabel('Role of Demote Me').selectOption('superuser');
    await admin.getByRole('alert').getByText(/^Failed to change role: /).waitFor();
    const { data } = await service().from('profiles').select('role').eq('email', email).single();
    expect((data as { role: string }).role).toBe('user');
  });

  it('on a phone the sidebar folds into a menu', async () => {
    const phone = await signIn('admin@cheezopedia.test', 'cheese-admin', '/admin', { width: 375, height: 740 });
    const nav = phone.getByRole('complementary', { name: 'Admin navigation' });
    const toggle = phone.getByRole('button', { name: 'Menu' });
    await toggle.waitFor();
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await nav.getByRole('link', { name: 'Users' }).click();
    await phone.waitForURL((url) => url.pathname === '/admin/users');
    await nav.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('Sign Out in the sidebar ends the session and guards /admin again', async () => {
    const page = await signIn('admin@cheezopedia.test', 'cheese-admin', '/admin');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('cheezopedia-auth'))).toBeNull();
    await page.goto(`${app.url}/admin`);
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('the partner dashboard shows real figures, New Article and the empty message; its links have screens', async () => {
    const partner = await signIn('partner@cheezopedia.test', 'cheese-partner', '/partners');
    await partner.getByRole('heading', { name: 'Partner Dashboard' }).waitFor();
    for (const label of ['Published Articles', 'Drafts', 'Total Views']) {
      const stat = partner.locator('.partner-stat', { hasText: label });
      await stat.locator('.partner-stat-value').filter({ hasText: /^0$/ }).waitFor({ timeout: 15_000 });
    }
    expect(await partner.getByRole('link', { name: 'New Article' }).getAttribute('href')).toBe('/partners/articles/new');
    await partner.getByText('No articles yet. Create your first one!').waitFor();
    for (const href of ['/partners/articles', '/partners/drafts', '/partners/profile']) {
      expect(await partner.locator(`nav a[href="${href}"]`).count(), href).toBe(1);
    }
    // Those routes have screens of their own.
    for (const [href, heading] of [['/partners/articles', 'My Articles'], ['/partners/drafts', 'Drafts'], ['/partners/profile', 'Profile']]) {
      await partner.goto(`${app.url}${href}`);
      await partner.getByRole('heading', { name: heading, exact: true }).waitFor();
      expect(await partner.getByText('Page Not Found').count(), href).toBe(0);
    }
  });
});
