/**
 * Accounts in a real browser against `npm start`: sign-up validation and success, sign-in
 * failure and the redirect for each role and for a remembered path, sign-out, and forgot/reset
 * password through the local mailbox.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import { startApp } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { SECRET_KEY, PUBLISHABLE_KEY } from '../../supabase/local/keys';

type App = Awaited<ReturnType<typeof startApp>>;

const DEMO = {
  admin: { email: 'admin@cheezopedia.test', password: 'cheese-admin' },
  partner: { email: 'partner@cheezopedia.test', password: 'cheese-partner' },
  user: { email: 'user@cheezopedia.test', password: 'cheese-user' },
} as const;

let app: App;
let browser: Browser;
const contexts: BrowserContext[] = [];

let lastPage: Page | null = null;

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  lastPage = await context.newPage();
  return lastPage;
}

function service() {
  return createClient(app.url, SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describeBrowser('accounts', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
  });

  afterEach(async (ctx) => {
    // On failure, say what the page showed (the browser is otherwise invisible).
    if (ctx.task.result?.state === 'fail' && lastPage) {
      const text = await lastPage.evaluate(() => document.body.innerText).catch(() => '(no page)');
      console.error(`[${ctx.task.name}] page ${lastPage.url()} showed:\n${text.slice(0, 1500)}`);
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
  });

  it('/login has labelled fields and the spec links', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/login`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
    expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
  });

  it('sign-up validates: required fields, matching passwords, 6 characters', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/signup`);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    const submit = page.getByRole('button', { name: 'Sign Up' });

    await submit.click();
    await page.getByRole('alert').getByText('Please fill in all fields').waitFor();

    await page.getByLabel('Name').fill('Gouda Fan');
    await page.getByLabel('Email').fill('gouda@example.test');
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdeg');
    await submit.click();
    await page.getByRole('alert').getByText('Passwords do not match').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await submit.click();
    await page.getByRole('alert').getByText('Password must be at least 6 characters').waitFor();

    // Nothing was created.
    const { data } = await service().from('profiles').select('id').eq('email', 'gouda@example.test');
    expect(data).toEqual([]);
  });

  it('sign-up and sign-in mark each field with its own message under the banner, focus the first, clear it on typing', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.url}/signup`);
    const name = page.getByLabel('Name');
    await name.waitFor();
    await page.getByLabel('Email').fill('gouda@');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').getByText('Please fill in all fields').waitFor();
    const described = (label: string, exact = false) =>
      page.getByLabel(label, { exact }).evaluate((el) => ({
        invalid: el.getAttribute('aria-invalid'),
        says: document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent?.trim() ?? null,
      }));
    expect(await described('Name')).toEqual({ invalid: 'true', says: 'Please enter your name' });
    expect(await described('Email')).toEqual({ invalid: 'true', says: 'Please enter a valid email address' });
    expect(await described('Password', true)).toEqual({ invalid: 'true', says: 'Password must be at least 6 characters' });
    expect(await described('Confirm Password')).toEqual({ invalid: 'true', says: 'Please enter your password again' });
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    await name.fill('Gouda Fan');
    expect(await described('Name')).toEqual({ invalid: null, says: null });

    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill('ada@example.test');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').getByText('Please enter your email and password').waitFor();
    expect(await described('Email')).toEqual({ invalid: null, says: null });
    expect(await described('Password', true)).toEqual({ invalid: 'true', says: 'Please enter your password' });
    await expect.poll(() => page.getByLabel('Password', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("sign-up creates a 'user' and lands on /", async () => {
    const page = await newPage();
    const email = `camembert-${Date.now()}@example.test`;
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Name').fill('Camembert Lover');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('runny-and-ripe');
    await page.getByLabel('Confirm Password').fill('runny-and-ripe');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
    const { data, error } = await service().from('profiles').select('email, name, role').eq('email', email);
    expect(error).toBeNull();
    expect(data).toEqual([{ email, name: 'Camembert Lover', role: 'user' }]);
    // The session is kept under the product-specific key.
    expect(await page.evaluate(() => localStorage.getItem('cheezopedia-auth'))).toContain('access_token');
  });

  it('a duplicate sign-up shows the server message and re-enables the form', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/signup`);
    await page.getByLabel('Name').fill('Again');
    await page.getByLabel('Email').fill(DEMO.user.email);
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await page.getByLabel('Confirm Password').fill('whatever1');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').getByText('User already registered').waitFor();
    expect(await page.getByRole('button', { name: 'Sign Up' }).isEnabled()).toBe(true);
  });

  it("a wrong password shows 'Invalid login credentials' and re-enables the form", async () => {
    const page = await newPage();
    await page.goto(`${app.url}/login`);
    // Hold the token request so the signing-in state can be observed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/v1/token**', async (route) => {
      await held;
      await route.continue();
    });
    await fillSignIn(page, DEMO.admin.email, 'not-the-password');
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await page.getByRole('alert').getByText('Invalid login credentials').waitFor();
    const button = page.getByRole('button', { name: 'Sign In' });
    expect(await button.isEnabled()).toBe(true);
    expect(pathOf(page)).toBe('/login');
  });

  it.each([
    ['admin', '/admin'],
    ['partner', '/partners'],
    ['user', '/'],
  ] as const)('%s is sent to %s after sign-in', async (role, target) => {
    const page = await newPage();
    await page.goto(`${app.url}/login`);
    await fillSignIn(page, DEMO[role].email, DEMO[role].password);
    await page.waitForURL((url) => url.pathname === target, { timeout: 15_000 });
    if (role === 'admin') await page.getByText(/^Welcome, /).waitFor();
    if (role === 'partner') await page.getByText('No articles yet. Create your first one!').waitFor();
  });

  it('returns to the remembered page after sign-in (/admin/cheeses)', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/admin/cheeses`);
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignIn(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname === '/admin/cheeses', { timeout: 15_000 });
  });

  it('an already signed-in visitor of /login is sent on', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/login`);
    await fillSignIn(page, DEMO.partner.email, DEMO.partner.password);
    await page.waitForURL((url) => url.pathname === '/partners', { timeout: 15_000 });
    await page.goto(`${app.url}/login`);
    await page.waitForURL((url) => url.pathname === '/partners', { timeout: 15_000 });
  });

  it('forgot and reset password through the local mailbox', async () => {
    const email = `reset-${Date.now()}@example.test`;
    const anon = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const created = await anon.auth.signUp({ email, password: 'old-password', options: { data: { name: 'Reset Me' } } });
    expect(created.error).toBeNull();

    const page = await newPage();
    await page.goto(`${app.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('alert').getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/we've sent a link to reset your password/).waitFor();

    // The mail landed in the local mailbox.
    let link: string | null = null;
    const deadline = Date.now() + 30_000;
    while (!link && Date.now() < deadline) {
      const mails: unknown = await (await fetch(`${app.url}/_dev/mail.json`)).json();
      const list = Array.isArray(mails) ? mails : ((mails as { messages?: unknown[] }).messages ?? []);
      for (const mail of list) {
        const text = JSON.stringify(mail);
        if (!text.includes(email)) continue;
        // GoTrue's action link (…/auth/v1/verify?token=…&type=recovery&redirect_to=…/reset-password),
        // as the site's reset function mails it in production too.
        const match = /https?:\/\/[^\s"'<>\\]*\/auth\/v1\/verify\?[^\s"'<>\\]*/.exec(text);
        if (match) link = match[0].replace(/&amp;/g, '&');
      }
      if (!link) await new Promise((r) => setTimeout(r, 250));
    }
    expect(link, 'a reset link in /_dev/mail.json').toBeTruthy();
    expect(link).toContain('type=recovery');

    await page.goto(link!.replace(/^https?:\/\/[^/]+/, app.url));
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alert').getByText('Password must be at least 6 characters').waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Confirm New Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alert').getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm New Password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Your password has been updated.').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

    const oldTry = await anon.auth.signInWithPassword({ email, password: 'old-password' });
    expect(oldTry.error?.message).toBe('Invalid login credentials');
    const newTry = await anon.auth.signInWithPassword({ email, password: 'brand-new-password' });
    expect(newTry.error).toBeNull();
  });

  it('a reset page without a recovery session says the link is invalid', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/reset-password`);
    await page.getByRole('alert').getByText('This password reset link is invalid or has expired.').waitFor();
    expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
