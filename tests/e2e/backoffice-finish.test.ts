/**
 * The back office and partner area finished: no dead ends (Discover in the header, the sidebars'
 * brand back to the site, real 404s for every unknown path, a title on every route, legal pages
 * linked from the footer, both landing email forms and sign-up), the product's confirmation dialog
 * (focus-trapped, the spec's text) instead of confirm() for deletes and the builder's Discard changes,
 * Admin → Partners, and every admin and partner route (edit forms and the import wizard's steps too)
 * at 390 px without page-level sideways scroll.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppServer } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { signInThroughForm } from '../helpers/sign-in';
import { browserSuite } from '../helpers/e2e-suite';
import { flushPage } from '../helpers/settle';
import { createClient } from '@supabase/supabase-js';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys';
import { serviceClient } from './fixtures/session';

let app: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

async function signIn(email: string, password: string, home: string, viewport = WIDE): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (d) => {
    throw new Error(`The page opened a native ${d.type()} dialog: ${d.message()}`);
  });
  await signInThroughForm(page, app.url, { email, password }, home);
  return page;
}
const signInAdmin = (viewport = WIDE) => signIn('admin@cheezopedia.test', 'cheese-admin', '/admin', viewport);
const signInPartner = (viewport = WIDE) => signIn('partner@cheezopedia.test', 'cheese-partner', '/partners', viewport);

/** Waits for the route's page heading (h1) and returns the document title. */
async function titleOf(page: Page, path: string): Promise<string> {
  await page.goto(`${app.url}${path}`);
  await page.locator('h1').first().waitFor({ timeout: 20_000 });
  await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/\| Cheezopedia$/);
  return page.title();
}

const ADMIN_ROUTES = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/articles', 'Articles'],
  ['/admin/articles/new', 'New Article'],
  ['/admin/cheeses', 'Cheeses'],
  ['/admin/cheeses/new', 'Add Cheese'],
  ['/admin/cheeses/import', 'Import Cheeses'],
  ['/admin/pairings', 'Pairings'],
  ['/admin/pairings/new', 'Create Pairing'],
  ['/admin/pairings/import', 'Import Pairings'],
  ['/admin/partners', 'Partners'],
  ['/admin/users', 'Users'],
  ['/admin/analytics', 'Analytics'],
  ['/admin/activity', 'Activity'],
  ['/admin/trash', 'Trash'],
] as const;
const PARTNER_ROUTES = [
  ['/partners', 'Partner Dashboard'],
  ['/partners/articles', 'My Articles'],
  ['/partners/drafts', 'Drafts'],
  ['/partners/profile', 'Profile'],
  ['/partners/articles/new', 'New Article'],
] as const;

describeBrowser('back office finished: navigation, 404s, titles, dialogs, phones', () => {
  const suite = browserSuite();
  beforeAll(() => {
    ({ app, browser } = suite);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
  });

  it('every unknown path, nested ones included, answers HTTP 404 with noindex and the one not-found page', async () => {
    for (const path of ['/a/b', '/x/y/z', '/discover/nope', '/admin/no-such-screen', '/partners/x/y']) {
      const res = await fetch(`${app.url}${path}`);
      const html = await res.text();
      expect(res.status, path).toBe(404);
      expect(html, path).toContain('<title>Page Not Found | Cheezopedia</title>');
      expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
      expect(html, path).toContain('<h1>Page Not Found</h1>');
    }
    // Known client-rendered routes still get the app shell.
    expect((await fetch(`${app.url}/admin/cheeses/new`)).status).toBe(200);
    // In the browser, a client-side navigation to a nested unknown path shows the same page.
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/privacy`);
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/a/b');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Page Not Found', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Page Not Found | Cheezopedia');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });

  it('the public header has Discover, and Recipes away from the landing page opens the recipe filter', async () => {
    const context = await browser.newContext({ viewport: WIDE });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/discover`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const discover = nav.getByRole('link', { name: 'Discover', exact: true });
    expect(await discover.getAttribute('href')).toBe('/discover');
    expect(await discover.getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Recipes', exact: true }).getAttribute('href')).toBe('/discover?type=recipe');
    await page.goto(`${app.url}/`);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes', exact: true }).getAttribute('href')).toBe('#recipes');
  });

  it('privacy and terms pages exist and are linked from the footer and from both forms that collect an email', async () => {
    for (const [path, heading] of [['/privacy', 'Privacy Policy'], ['/terms', 'Terms of Use']]) {
      const res = await fetch(`${app.url}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      // Placeholders for the operator, clearly marked: no invented legal text.
      expect(html).toContain('Placeholder: the operator of this site has not published this text yet.');
      expect(html).toContain('To fill in:');
    }
    const context = await browser.newContext({ viewport: WIDE });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await footer.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
    for (const form of ['Newsletter signup', 'Contact us']) {
      expect(await page.getByRole('form', { name: form }).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), form).toBe('/privacy');
    }
    // The sign-up form collects an email too.
    await page.goto(`${app.url}/signup`);
    const signup = page.locator('form.auth-form');
    await signup.getByLabel('Email').waitFor({ timeout: 20_000 });
    expect(await signup.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await signup.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
  });

  it('every route has its own title: public, account, admin and partner pages', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const anon = await context.newPage();
    for (const [path, title] of [
      ['/login', 'Sign In'],
      ['/signup', 'Sign Up'],
      ['/forgot-password', 'Forgot Password'],
      ['/reset-password', 'Reset Password'],
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Use'],
    ]) {
      expect(await titleOf(anon, path), path).toBe(`${title} | Cheezopedia`);
    }
    const admin = await signInAdmin();
    for (const [path, title] of ADMIN_ROUTES) expect(await titleOf(admin, path), path).toBe(`${title} | Cheezopedia`);
    const partner = await signInPartner();
    for (const [path, title] of PARTNER_ROUTES) expect(await titleOf(partner, path), path).toBe(`${title} | Cheezopedia`);
  });

  it('the brand in the admin and partner sidebars leads back to the site', async () => {
    const admin = await signInAdmin();
    await admin.getByRole('complementary', { name: 'Admin navigation' }).getByRole('link', { name: /^Cheezopedia/ }).click();
    await admin.waitForURL((url) => url.pathname === '/');
    const partner = await signInPartner(PHONE);
    // On a phone the top bar's brand is the way back (the sidebar is folded).
    await partner.locator('.partner-topbar').getByRole('link', { name: /^Cheezopedia/ }).click();
    await partner.waitForURL((url) => url.pathname === '/');
  });

  it('deletes ask in the product\'s dialog: the spec\'s text, focus on Cancel and trapped inside, Escape cancels', async () => {
    const admin = await signInAdmin();
    await admin.goto(`${app.url}/admin/cheeses`);
    const first = admin.getByRole('button', { name: /^Delete / }).first();
    const name = ((await first.getAttribute('aria-label')) ?? '').replace(/^Delete /, '');
    await first.click();
    const dialog = admin.getByRole('dialog', { name: 'Delete cheese?' });
    await dialog.waitFor();
    expect(await dialog.getByText(`Are you sure you want to delete "${name}"?`).count()).toBe(1);
    expect(await admin.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    // Tab and Shift+Tab never leave the dialog.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await admin.keyboard.press(key);
      expect(await admin.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), key).toBe(true);
    }
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await flushPage(admin);
    expect(await admin.getByRole('button', { name: `Delete ${name}` }).count()).toBe(1);
  });

  it("the builder's Discard changes asks in the product's dialog: Cancel keeps the restored changes, Discard changes brings back the saved version", async () => {
    const id = crypto.randomUUID();
    const title = 'Saved title of a live article';
    const made = await serviceClient(app.url).from('cheezopedia_entries').insert({
      id, slug: `discard-${id.slice(0, 8)}`, title, description: 'Live.', content: 'Live content.', content_type: 'article', published_at: new Date().toISOString(),
    });
    expect(made.error).toBeNull();
    const context = await browser.newContext({ viewport: WIDE });
    contexts.push(context);
    const page = await context.newPage();
    // The reload below leaves a page with unsaved changes: the browser's leave prompt is the only native dialog allowed.
    page.on('dialog', (d) => {
      if (d.type() !== 'beforeunload') throw new Error(`The page opened a native ${d.type()} dialog: ${d.message()}`);
      void d.accept();
    });
    await signInThroughForm(page, app.url, { email: 'admin@cheezopedia.test', password: 'cheese-admin' }, '/admin');
    await page.goto(`${app.url}/admin/articles/edit/${id}`);
    await expect.poll(() => page.getByLabel('Title').inputValue(), { timeout: 20_000 }).toBe(title);
    await page.getByLabel('Title').fill('Edited on this device only');
    await page.getByTestId('save-status').filter({ hasText: 'Saved on this device' }).waitFor({ timeout: 20_000 });
    await page.reload();
    await page.getByText('Restored unsaved changes from this device.').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Title').inputValue()).toBe('Edited on this device only');

    await page.getByRole('button', { name: 'Discard Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard changes?' });
    await dialog.getByText('Your unsaved changes on this device will be deleted and the saved version shown again. This cannot be undone.', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), key).toBe(true);
    }
    await dialog.locator('.confirm-dialog-actions').getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title').inputValue()).toBe('Edited on this device only');

    await page.getByRole('button', { name: 'Discard Changes' }).click();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    // The discard first lets a pending autosave finish and deletes the device's copy (IndexedDB):
    // on a busy machine that took longer than the default 5 s once, so it gets the waits' 20 s.
    await expect.poll(() => page.getByLabel('Title').inputValue(), { timeout: 20_000 }).toBe(title);
    await page.getByText('Restored unsaved changes from this device.').waitFor({ state: 'detached' });
  });

  it("partner lists end with the admin lists' icon buttons, each named by its entry", async () => {
    const partnerClient = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await partnerClient.auth.signInWithPassword({ email: 'partner@cheezopedia.test', password: 'cheese-partner' })).error).toBeNull();
    const made: Record<string, { id: string; slug: string; title: string }> = {};
    for (const [key, title, review] of [['draft', 'Icon draft on tommes', null], ['review', 'Icon tomme in review', 'in_review']] as const) {
      const id = crypto.randomUUID();
      const slug = `icon-${key}-${id.slice(0, 8)}`;
      expect((await partnerClient.from('cheezopedia_entries').insert({ id, slug, title, content: 'Text.', content_type: 'article', review_status: review })).error).toBeNull();
      made[key] = { id, slug, title };
    }
    const partner = await signInPartner();
    await partner.goto(`${app.url}/partners/drafts`);
    const draft = partner.locator(`li[data-slug="${made.draft!.slug}"]`);
    const review = partner.locator(`li[data-slug="${made.review!.slug}"]`);
    await draft.waitFor({ timeout: 20_000 });
    await review.waitFor({ timeout: 20_000 });
    const actions = (item: typeof draft) =>
      item.locator('.partner-item-actions > *').evaluateAll((els) =>
        els.map((el) => ({ name: el.getAttribute('aria-label'), title: el.getAttribute('title'), text: el.textContent, icon: el.querySelector('svg.lucide')?.getAttribute('aria-hidden') ?? null, iconButton: el.classList.contains('btn-icon') })));
    expect(await actions(draft)).toEqual([
      { name: `Edit ${made.draft!.title}`, title: 'Edit', text: '', icon: 'true', iconButton: true },
      { name: `Delete ${made.draft!.title}`, title: 'Delete', text: '', icon: 'true', iconButton: true },
    ]);
    expect(await actions(review)).toEqual([
      { name: `Withdraw ${made.review!.title} from review`, title: 'Withdraw from review', text: '', icon: 'true', iconButton: true },
      { name: `Delete ${made.review!.title}`, title: 'Delete', text: '', icon: 'true', iconButton: true },
    ]);
    // Delete still asks in the product's dialog; Cancel keeps the draft.
    await partner.getByRole('button', { name: `Delete ${made.draft!.title}` }).click();
    const dialog = partner.getByRole('dialog', { name: 'Delete draft?' });
    await dialog.getByText(`Are you sure you want to delete "${made.draft!.title}"?`).waitFor();
    await partner.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await draft.count()).toBe(1);
  });

  it("a partner's draft delete and withdrawal offer Undo: Undo brings the draft back or submits again, leaving the page sends the delete", async () => {
    const partnerClient = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await partnerClient.auth.signInWithPassword({ email: 'partner@cheezopedia.test', password: 'cheese-partner' })).error).toBeNull();
    const id = crypto.randomUUID();
    const title = 'Undoable draft on washed rinds';
    const slug = `undo-draft-${id.slice(0, 8)}`;
    expect((await partnerClient.from('cheezopedia_entries').insert({ id, slug, title, content: 'Text.', content_type: 'article' })).error).toBeNull();
    const reviewId = crypto.randomUUID();
    const reviewSlug = `undo-review-${reviewId.slice(0, 8)}`;
    expect((await partnerClient.from('cheezopedia_entries').insert({ id: reviewId, slug: reviewSlug, title: 'Undoable tomme in review', content: 'Text.', content_type: 'article', review_status: 'in_review' })).error).toBeNull();
    const onServer = async () => (await serviceClient(app.url).from('cheezopedia_entries').select('id').eq('id', id)).data?.length ?? 0;
    const partner = await signInPartner();
    await partner.goto(`${app.url}/partners/drafts`);
    const draft = partner.locator(`li[data-slug="${slug}"]`);
    await draft.waitFor({ timeout: 20_000 });
    // The date it was last edited, with its time (the product's one date format).
    expect(await draft.locator('.partner-item-date time').getAttribute('datetime')).toBeTruthy();
    expect(await draft.locator('.partner-item-date').innerText()).toMatch(/^Edited \S.*\d{4}, \d{2}:\d{2}( [AP]M)?$/);

    const deleteIt = async () => {
      await partner.getByRole('button', { name: `Delete ${title}` }).click();
      await partner.getByRole('dialog', { name: 'Delete draft?' }).getByRole('button', { name: 'Delete' }).click();
      await draft.waitFor({ state: 'detached' });
      await partner.getByTestId('toast').getByText('Draft deleted.').waitFor();
    };
    await deleteIt();
    await partner.getByTestId('toast').getByRole('button', { name: 'Undo' }).click();
    await partner.getByTestId('toast').getByText(`"${title}" is back.`).waitFor();
    await draft.waitFor();
    expect(await onServer()).toBe(1);

    // Withdrawing a submission says so, and its Undo sends it for review again.
    const reviewStatus = async () => (await serviceClient(app.url).from('cheezopedia_entries').select('review_status').eq('id', reviewId).single()).data?.review_status ?? null;
    const submission = partner.locator(`li[data-slug="${reviewSlug}"]`);
    await submission.waitFor({ timeout: 20_000 });
    await partner.getByRole('button', { name: 'Withdraw Undoable tomme in review from review' }).click();
    await partner.getByTestId('toast').getByText('Withdrawn from review: it is a draft again.').waitFor();
    await expect.poll(reviewStatus, { timeout: 20_000 }).toBeNull();
    await partner.getByTestId('toast').getByRole('button', { name: 'Undo' }).click();
    await partner.getByTestId('toast').getByText('Sent for review again.').waitFor();
    await expect.poll(reviewStatus, { timeout: 20_000 }).toBe('in_review');

    await deleteIt();
    // Another page of the partner area (a client-side navigation): the toast goes, the delete is sent.
    await partner.getByRole('link', { name: 'My Articles' }).first().click();
    await partner.getByRole('heading', { name: 'My Articles' }).waitFor();
    await expect.poll(onServer, { timeout: 20_000 }).toBe(0);
  });

  it('Admin → Partners lists partner accounts with entries, waiting submissions and views, and makes a user a partner', async () => {
    const service = serviceClient(app.url);
    const email = `future-partner-${Date.now()}@example.test`;
    const anon = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const created = await anon.auth.signUp({ email, password: 'future-partner', options: { data: { name: 'Future Partner' } } });
    expect(created.error).toBeNull();
    const admin = await signInAdmin();
    await admin.goto(`${app.url}/admin/partners`);
    const table = admin.getByRole('region', { name: 'Partner accounts' });
    const row = table.locator('tr[data-email="partner@cheezopedia.test"]');
    await row.waitFor({ timeout: 20_000 });
    const { data: partner } = await service.from('profiles').select('id').eq('email', 'partner@cheezopedia.test').single();
    const { count } = await service.from('cheezopedia_entries').select('id', { count: 'exact', head: true }).eq('author_id', partner!.id).is('revision_of', null);
    await expect.poll(async () => row.locator('td[data-label="Entries"]').innerText(), { timeout: 20_000 }).toBe(String(count ?? 0));
    expect(await admin.getByRole('link', { name: 'Promotions' }).count()).toBe(0);

    await admin.getByLabel('Find a user').fill('future-partner');
    await admin.getByLabel('User', { exact: true }).selectOption({ label: `Future Partner (${email})` });
    await admin.getByRole('button', { name: 'Make Partner' }).click();
    await admin.getByText('Future Partner is now a partner.').waitFor();
    await table.locator(`tr[data-email="${email}"]`).waitFor();
    const { data: profile } = await service.from('profiles').select('role').eq('email', email).single();
    expect(profile?.role).toBe('partner');
  });

  it('at 390 px no admin or partner route is wider than the viewport', async () => {
    const wide: string[] = [];
    const check = async (page: Page, path: string) => {
      await page.goto(`${app.url}${path}`);
      await page.locator('h1').first().waitFor({ timeout: 20_000 });
      await measure(page, path);
    };
    const measure = async (page: Page, path: string) => {
      await flushPage(page);
      // Measured once the page has settled (its data and charts in place): a layout that is wider
      // only while it loads is not a page that scrolls sideways, one that stays wider is.
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const over = await expect
        .poll(overflow, { timeout: 10_000 })
        .toBeLessThanOrEqual(0)
        .then(() => 0, overflow);
      if (over > 0) wide.push(`${path}: ${over} px`);
    };
    const admin = await signInAdmin(PHONE);
    for (const [path] of ADMIN_ROUTES) await check(admin, path);
    const service = serviceClient(app.url);
    const { data: entry } = await service.from('cheezopedia_entries').select('id').limit(1).single();
    await check(admin, `/admin/articles/edit/${entry!.id}`);
    await check(admin, `/admin/articles/review/${entry!.id}`);
    const { data: cheese } = await service.from('cheeses').select('id').order('name').limit(1).single();
    await check(admin, `/admin/cheeses/edit/${cheese!.id}`);
    const pairing = await service.from('pairings').insert({ cheese_id: cheese!.id, pairing_type: 'wine', pairing_name: 'Phone width test wine', rating: 3 }).select('id').single();
    expect(pairing.error).toBeNull();
    await check(admin, `/admin/pairings/edit/${pairing.data!.id}`);
    // The import wizard's mapping and preview steps (its widest tables).
    await check(admin, '/admin/cheeses/import');
    const [chooser] = await Promise.all([admin.waitForEvent('filechooser'), admin.getByRole('button', { name: 'Choose CSV File' }).click()]);
    await chooser.setFiles(new URL('../../public/sample-cheeses-import.csv', import.meta.url).pathname);
    await admin.getByRole('button', { name: 'Continue', exact: true }).click();
    await admin.getByRole('button', { name: 'Continue to Preview' }).waitFor();
    await measure(admin, '/admin/cheeses/import (mapping)');
    await admin.getByRole('button', { name: 'Continue to Preview' }).click();
    await admin.getByRole('heading', { name: 'Preview' }).waitFor();
    await measure(admin, '/admin/cheeses/import (preview)');

    const partner = await signInPartner(PHONE);
    for (const [path] of PARTNER_ROUTES) await check(partner, path);
    // The partner's edit route: a draft in the builder.
    const partnerClient = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    expect((await partnerClient.auth.signInWithPassword({ email: 'partner@cheezopedia.test', password: 'cheese-partner' })).error).toBeNull();
    const draftId = crypto.randomUUID();
    const draft = await partnerClient.from('cheezopedia_entries').insert({
      id: draftId, slug: `phone-draft-${draftId.slice(0, 8)}`, title: 'A partner draft on a phone', content: 'Draft text.', content_type: 'article',
    });
    expect(draft.error).toBeNull();
    await check(partner, `/partners/articles/edit/${draftId}`);
    expect(wide).toEqual([]);
  });

  it('offline: the offline bar leaves the header uncovered, and the forms say the device is offline', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await context.setOffline(true);
    const bar = page.locator('.pwa-offline');
    await bar.waitFor({ timeout: 20_000 });
    const header = (await page.locator('header.site-header').boundingBox())!;
    const box = (await bar.boundingBox())!;
    expect(box.y >= header.y + header.height || box.y + box.height <= header.y, 'the offline bar overlaps the header').toBe(true);
    await page.getByLabel('Email address').fill('offline@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect.poll(() => page.getByTestId('newsletter-message').innerText()).toMatch(/^You're offline: this device has no internet connection\./);
    await context.setOffline(false);
  });

  it('offline before the client services load: the bar still shows, and the services load once the network returns', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    contexts.push(context);
    const page = await context.newPage();
    // The services' chunk cannot be fetched, as when the network drops before the browser is idle.
    let blocked = true;
    let servicesFetched = false;
    await page.route(/\/assets\/client-services-[^/]*\.js$/, (route) => {
      if (blocked) return route.abort('internetdisconnected');
      servicesFetched = true;
      return route.continue();
    });
    await page.goto(`${app.url}/`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await context.setOffline(true);
    await page.locator('.pwa-offline').waitFor({ timeout: 20_000 });
    expect(await page.locator('h1').count(), 'the page is still there').toBeGreaterThan(0);
    blocked = false;
    await context.setOffline(false);
    await expect.poll(() => servicesFetched, { timeout: 20_000 }).toBe(true);
    await page.locator('.pwa-offline').waitFor({ state: 'detached' });
  });

  it('offline before the app section code is on the device: scrolling down keeps the page, and the form still answers', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    contexts.push(context);
    const page = await context.newPage();
    let blocked = true;
    let sectionFetched = false;
    await page.route(/\/assets\/AppDownload-[^/]*\.js$/, (route) => {
      if (blocked) return route.abort('internetdisconnected');
      sectionFetched = true;
      return route.continue();
    });
    await page.goto(`${app.url}/`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await context.setOffline(true);
    await page.locator('#app').scrollIntoViewIfNeeded();
    await page.getByLabel('Email address').fill('offline@example.com');
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect.poll(() => page.getByTestId('newsletter-message').innerText()).toMatch(/^You're offline: this device has no internet connection\./);
    expect(await page.locator('#app a').count(), "the app section's server HTML stays").toBeGreaterThan(0);
    blocked = false;
    await context.setOffline(false);
    await expect.poll(() => sectionFetched, { timeout: 20_000 }).toBe(true);
    expect(await page.locator('h1').count(), 'the page is still there').toBeGreaterThan(0);
  });
});
