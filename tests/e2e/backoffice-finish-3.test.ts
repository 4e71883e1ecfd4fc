/**
 * The back office and partner area finished, round 3, in a real browser: Save Draft on a live article
 * says it takes the article off the site before and after; a refused save moves the focus to its
 * marked field; History shows times and field names people read, and nothing to restore for the
 * current content; the conflict panel marks what differs and its scrolling blocks take keyboard
 * focus; a delete's toast offers Undo; no admin or partner page is wider than the screen at 390 or
 * 1280 px; the partner's figures are the lengths of their lists, with views per article; a partner
 * who opens an admin page is told why; and the vocabulary (docs/design-vocabulary.md) read from the
 * rendered pages: Title Case button labels, one date format, one set of form controls, no heading
 * larger than the page's h1.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { AppServer } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { signInThroughForm } from '../helpers/sign-in';
import { browserSuite } from '../helpers/e2e-suite';
import { flushPage } from '../helpers/settle';
import { describeViolations, seriousViolations } from '../helpers/axe';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys';
import { serviceClient } from './fixtures/session';
import { labelCaseProblem } from '../../src/domain/label-case';
import { ARTICLE_UNPUBLISHED, CHEESE_DELETED, adminOnlyNotice, trashRestored } from '../../src/domain/messages';

let app: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };
const ADMIN = { email: 'admin@cheezopedia.test', password: 'cheese-admin' };
const PARTNER = { email: 'partner@cheezopedia.test', password: 'cheese-partner' };

async function signIn(account: typeof ADMIN, home: string, viewport = WIDE): Promise<Page> {
  // en-US: the date format the checks below read ('Nov 27, 2026, 11:21 PM').
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (d) => {
    throw new Error(`The page opened a native ${d.type()} dialog: ${d.message()}`);
  });
  await signInThroughForm(page, app.url, account, home);
  return page;
}

const service = (): SupabaseClient => serviceClient(app.url);

async function partnerClient(): Promise<SupabaseClient> {
  const client = createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  expect((await client.auth.signInWithPassword(PARTNER)).error).toBeNull();
  return client;
}

/** An entry made on the server (service role); its id and slug. */
async function entry(fields: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const id = crypto.randomUUID();
  const slug = `finish3-${id.slice(0, 8)}`;
  const { error } = await service().from('cheezopedia_entries').insert({ id, slug, content_type: 'article', description: 'A test entry.', ...fields });
  expect(error).toBeNull();
  return { id, slug };
}

async function openBuilder(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`${app.url}/admin/articles/edit/${id}`);
  await expect.poll(() => page.getByLabel('Title').inputValue(), { timeout: 20_000 }).toBe(title);
  // The editing code is on the device (the tests below go offline next).
  await page.locator('html[data-editing-ready="admin"]').waitFor({ timeout: 30_000 });
}

/** The dates a page shows in <time> elements. */
const shownDates = (page: Page) => page.locator('main time').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.trim()).filter(Boolean));
const DAY = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/;
const DAY_TIME = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/;

describeBrowser('back office finished, round 3', () => {
  const suite = browserSuite();
  beforeAll(() => {
    ({ app, browser } = suite);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
  });

  it('Save Draft on a live article asks first, naming what it does, and says after that it left the site', async () => {
    const title = 'Finish three: a live article on Salers';
    const live = await entry({ title, content: 'Live content about Salers.', published_at: new Date(Date.now() - 60_000).toISOString() });
    expect((await fetch(`${app.url}/${live.slug}`)).status).toBe(200);
    const page = await signIn(ADMIN, '/admin');
    await openBuilder(page, live.id, title);
    const saveDraft = page.getByRole('button', { name: 'Save Draft' });
    // Before: the button says it, the dialog names the article, its address and the way to keep it live.
    expect(await saveDraft.getAttribute('title')).toBe('Save as a draft: takes this article off the site');
    await saveDraft.click();
    const dialog = page.getByRole('dialog', { name: 'Take this article off the site?' });
    await dialog.getByText(`Saving "${title}" as a draft unpublishes it: /${live.slug} stops showing it until you publish it again. To save your changes and keep it live, use Update.`, { exact: true }).waitFor();
    expect(await dialog.locator('.btn').allInnerTexts()).toEqual(['Keep It Live', 'Unpublish and Save Draft']);
    // Keep It Live (the focused button): nothing changes.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep It Live');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await flushPage(page);
    expect((await service().from('cheezopedia_entries').select('published_at').eq('id', live.id).single()).data?.published_at).not.toBeNull();
    // Confirmed: unpublished, said after, and the address answers 404.
    await saveDraft.click();
    await dialog.getByRole('button', { name: 'Unpublish and Save Draft' }).click();
    await page.getByTestId('toast').getByText(ARTICLE_UNPUBLISHED, { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await service().from('cheezopedia_entries').select('published_at').eq('id', live.id).single()).data?.published_at, { timeout: 20_000 }).toBeNull();
    await expect.poll(async () => (await fetch(`${app.url}/${live.slug}`)).status, { timeout: 20_000 }).toBe(404);
    // Now a draft: Save Draft no longer warns.
    await expect.poll(() => saveDraft.getAttribute('title'), { timeout: 20_000 }).toMatch(/^Save draft \(/);
  });

  it('a refused Update while scrolled down focuses the title, marks it with its message, and clears it once filled', async () => {
    const title = 'Finish three: Update without a title';
    const live = await entry({ title, content: `${'A long paragraph about Cantal. '.repeat(80)}\n\n## Ageing\n\nMore text.`, published_at: new Date(Date.now() - 60_000).toISOString() });
    const page = await signIn(ADMIN, '/admin');
    await openBuilder(page, live.id, title);
    await page.getByLabel('Title').fill('');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Update' }).click();
    const field = page.getByLabel('Title');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('article-title');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.getAttribute('aria-describedby')).toContain('article-title-error');
    expect(await page.locator('#article-title-error').innerText()).toBe('Enter a title.');
    // The summary above the form has the spec's words; the focus is on the field it names.
    const summary = page.getByRole('alert').filter({ hasText: 'Please fill in title, slug, and content before saving. Missing: title.' });
    await summary.waitFor();
    // In view, below the sticky header.
    const box = (await field.boundingBox())!;
    const header = (await page.locator('.builder-header').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(WIDE.height);
    await field.fill(title);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#article-title-error').count()).toBe(0);
    await summary.waitFor({ state: 'detached' });
    // Nothing was written.
    expect((await service().from('cheezopedia_entries').select('title').eq('id', live.id).single()).data?.title).toBe(title);
  });

  it('a new empty article shows no list of failed checks, and a score names the points to the next level', async () => {
    const page = await signIn(ADMIN, '/admin');
    await page.goto(`${app.url}/admin/articles/new`);
    await page.getByLabel('Title').waitFor();
    expect(await page.locator('.score-checklist li').count()).toBe(0);
    expect(await page.getByText('Add a title and some content: the checks appear as you write.').count()).toBe(2);
    await expect.poll(() => page.getByTestId('seo-score').innerText()).toBe('0/100 Needs Work · 50 points to Good');
    await page.getByLabel('Title').fill('A title of exactly the right length for search results!!');
    await page.getByLabel('Content', { exact: true }).fill('Some content.');
    await page.locator('.score-checklist li').first().waitFor();
    // A check not met yet is a to-do, not an error: no red cross.
    expect(await page.locator('.score-checklist li.todo svg.lucide-x').count()).toBe(0);
    expect(await page.locator('.score-checklist li.todo svg.lucide-circle').count()).toBeGreaterThan(0);
  });

  it('History shows each version with its time and the changed fields by name; the current content has nothing to restore', async () => {
    const title = 'Finish three: history of a Tomme';
    const made = await entry({ title, content: 'Version one.' });
    // v2: the title and the publication date change; v3: back to the first content (title and date kept).
    expect((await service().from('cheezopedia_entries').update({ title: `${title} (renamed)`, published_at: new Date(Date.now() - 60_000).toISOString() }).eq('id', made.id)).error).toBeNull();
    expect((await service().from('cheezopedia_entries').update({ title, published_at: null }).eq('id', made.id)).error).toBeNull();
    const page = await signIn(ADMIN, '/admin');
    await openBuilder(page, made.id, title);
    await page.getByRole('button', { name: 'History' }).click();
    const versions = page.getByRole('list', { name: 'Versions' });
    await versions.getByRole('button', { name: /^Version 1/ }).waitFor({ timeout: 20_000 });
    const v2 = versions.getByRole('button', { name: /^Version 2/ });
    expect(await v2.locator('.history-version-fields').innerText()).toBe('Changed: Title and Publication date');
    for (const when of await versions.locator('time').allInnerTexts()) expect(when).toMatch(DAY_TIME);
    expect(await versions.innerText()).not.toMatch(/published_at|_at\b/);
    // Version 1 reads as the current version: said, and no Restore button.
    await versions.getByRole('button', { name: /^Version 1/ }).click();
    await page.getByText('Same content as the current version: nothing to restore.').waitFor();
    expect(await page.getByRole('button', { name: 'Restore This Version' }).count()).toBe(0);
    // Version 2 differs: Restore, sized to its label.
    await v2.click();
    const restore = page.getByRole('button', { name: 'Restore This Version' });
    await restore.waitFor();
    expect((await restore.boundingBox())!.width).toBeLessThan(400);
    // The card keeps the page's gutters.
    const card = (await page.locator('.history-panel').boundingBox())!;
    const body = (await page.locator('.builder-main').boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(body.x - 1);
    expect(card.x + card.width).toBeLessThanOrEqual(WIDE.width - 16);
  });

  it('the conflict panel marks what differs, its long texts take keyboard focus, and its heading is no larger than the page title', async () => {
    const title = 'Finish three: conflict on Laguiole';
    const made = await entry({ title, content: 'Original content about Laguiole.' });
    const page = await signIn(ADMIN, '/admin');
    await openBuilder(page, made.id, title);
    // My edit waits offline while theirs is made (see article-builder.test.ts for why this order).
    await page.context().setOffline(true);
    try {
      await page.getByLabel('Content', { exact: true }).fill('My content about Laguiole from the Aubrac.');
      await page.getByTestId('save-status').filter({ hasText: 'Offline — will sync' }).waitFor({ timeout: 15_000 });
      expect((await service().from('cheezopedia_entries').update({ title: `${title} (theirs)`, content: 'Their content about Laguiole knives.' }).eq('id', made.id)).error).toBeNull();
    } finally {
      await page.context().setOffline(false);
    }
    const panel = page.getByRole('alertdialog', { name: 'This article was changed elsewhere' });
    await panel.waitFor({ timeout: 30_000 });
    // Their title is not asked about (only they changed it); the content, changed on both, is the one
    // field asked about, each side's paragraph in a labelled region a keyboard reaches.
    const fields = panel.locator('fieldset[data-field]');
    await expect.poll(() => fields.evaluateAll((els) => els.map((e) => e.getAttribute('data-field')))).toEqual(['content']);
    const mine = panel.getByRole('region', { name: 'Content, your version', exact: true });
    const theirs = panel.getByRole('region', { name: 'Content, their version', exact: true });
    expect(await mine.innerText()).toContain('My content about Laguiole');
    expect(await theirs.innerText()).toContain('Their content about Laguiole');
    const blocks = panel.locator('.conflict-content');
    expect(await blocks.count()).toBe(2);
    for (const tab of await blocks.evaluateAll((els) => els.map((e) => e.getAttribute('tabindex')))) expect(tab).toBe('0');
    await mine.focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Content, your version');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Content, their version');
    const h1 = await page.locator('h1').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    const h2 = await panel.locator('h2').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(h2).toBeLessThanOrEqual(h1);
    const serious = (await seriousViolations(page)).filter((v) => v.nodes.some((n) => n.target.join(' ').includes('conflict')));
    expect(describeViolations(serious)).toBe('');
    await panel.getByRole('button', { name: 'Keep Mine' }).click();
    await panel.waitFor({ state: 'detached', timeout: 20_000 });
  });

  it("a delete's toast offers Undo, which brings the cheese back from the trash", async () => {
    const name = `Finish three toast cheese ${Date.now()}`;
    const { data: cheese, error } = await service().from('cheeses').insert({
      name, type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'A cheese to delete and bring back.', image_url: 'https://example.com/c.jpg',
    }).select('id').single();
    expect(error).toBeNull();
    const page = await signIn(ADMIN, '/admin');
    await page.goto(`${app.url}/admin/cheeses`);
    await page.getByLabel('Search cheeses').fill(name);
    await page.getByRole('button', { name: `Delete ${name}` }).click({ timeout: 20_000 });
    await page.getByRole('dialog', { name: 'Delete cheese?' }).getByRole('button', { name: 'Delete' }).click();
    const toast = page.getByTestId('toast');
    await toast.getByText(CHEESE_DELETED, { exact: true }).waitFor();
    // Undo at once: the delete is sent first if it still waits on the device, then taken back.
    await toast.getByRole('button', { name: 'Undo' }).click();
    await toast.getByText(trashRestored(name), { exact: true }).waitFor({ timeout: 30_000 });
    expect((await service().from('cheeses').select('name').eq('id', cheese!.id)).data).toEqual([{ name }]);
    const { data: events } = await service().from('activity_events').select('action').eq('row_id', cheese!.id).in('action', ['delete', 'restore']).order('id');
    expect(events!.map((e) => e.action)).toEqual(['delete', 'restore']);
    await page.getByRole('button', { name: `Delete ${name}` }).waitFor({ timeout: 20_000 });
  });

  it('no admin or partner page is wider than the screen at 390 and 1280 px, and the articles table keeps its actions in view at 1280', async () => {
    const { data: ann, error } = await service().from('newsletter_announcements').insert({ subject: 'Finish three: a long announcement subject about autumn cheeses', body_md: `A body with a long link https://example.com/${'x'.repeat(120)}` }).select('id').single();
    expect(error).toBeNull();
    const anyEntry = (await service().from('cheezopedia_entries').select('id').limit(1).single()).data!.id as string;
    const cheese = (await service().from('cheeses').select('id').order('name').limit(1).single()).data!.id as string;
    const adminPaths = ['/admin', '/admin/articles', '/admin/articles/new', `/admin/articles/edit/${anyEntry}`, `/admin/articles/review/${anyEntry}`, '/admin/cheeses', '/admin/cheeses/new',
      `/admin/cheeses/edit/${cheese}`, '/admin/cheeses/import', '/admin/pairings', '/admin/pairings/new', '/admin/pairings/import', '/admin/partners', '/admin/newsletter', '/admin/newsletter/new',
      `/admin/newsletter/edit/${ann!.id}`, '/admin/users', '/admin/analytics', '/admin/activity', '/admin/trash'];
    const partnerPaths = ['/partners', '/partners/articles', '/partners/drafts', '/partners/profile', '/partners/articles/new'];
    const wide: string[] = [];
    const measure = async (page: Page, path: string, width: number) => {
      await page.goto(`${app.url}${path}`);
      await page.locator('h1').first().waitFor({ timeout: 20_000 });
      await flushPage(page);
      const over = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const left = await expect.poll(over, { timeout: 10_000 }).toBeLessThanOrEqual(0).then(() => 0, over);
      if (left > 0) wide.push(`${path} at ${width} px: ${left} px too wide`);
    };
    for (const viewport of [PHONE, WIDE]) {
      const admin = await signIn(ADMIN, '/admin', viewport);
      for (const path of adminPaths) await measure(admin, path, viewport.width);
      if (viewport === WIDE) {
        await admin.goto(`${app.url}/admin/articles`);
        const region = admin.getByRole('region', { name: 'Article table' });
        await region.locator('tr[data-slug]').first().waitFor({ timeout: 20_000 });
        expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        const frame = (await region.boundingBox())!;
        for (const del of await region.getByRole('button', { name: /^Delete / }).all()) {
          const box = (await del.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
        }
      }
      const partner = await signIn(PARTNER, '/partners', viewport);
      for (const path of partnerPaths) await measure(partner, path, viewport.width);
    }
    expect(wide).toEqual([]);
  });

  it("the partner's figures are the lengths of their lists, each opens its list, and views are shown per article", async () => {
    const partner = await partnerClient();
    const me = (await partner.auth.getUser()).data.user!.id;
    const mk = async (title: string, review: string | null) => {
      const id = crypto.randomUUID();
      expect((await partner.from('cheezopedia_entries').insert({ id, slug: `finish3-p-${id.slice(0, 8)}`, title, content: 'Partner text.', content_type: 'article', review_status: review })).error).toBeNull();
      return id;
    };
    await mk('Finish three: a partner draft', null);
    await mk('Finish three: a partner submission', 'in_review');
    const published = await mk('Finish three: a partner article online', null);
    expect((await service().from('cheezopedia_entries').update({ published_at: new Date(Date.now() - 60_000).toISOString() }).eq('id', published)).error).toBeNull();
    expect((await service().from('entry_views_daily').insert({ entry_id: published, day: new Date().toISOString().slice(0, 10), views: 7 })).error).toBeNull();
    const { data: rows } = await service().from('cheezopedia_entries').select('id, published_at, review_status, revision_of').eq('author_id', me);
    const isPublished = (r: { published_at: string | null; revision_of: string | null; review_status: string | null }) => Boolean(r.published_at) && !r.revision_of && r.review_status === null;
    const expected = {
      published: rows!.filter(isPublished).length,
      inReview: rows!.filter((r) => r.review_status === 'in_review').length,
      drafts: rows!.filter((r) => !isPublished(r) && r.review_status !== 'in_review').length,
    };

    const page = await signIn(PARTNER, '/partners', PHONE);
    const stat = (label: string) => page.getByTestId(`stat-${label}`).locator('.partner-stat-value');
    // The device's copy arrives in pages: wait until it holds every row, then read the figures.
    const read = async () => ({
      published: Number(await stat('Published Articles').innerText()),
      inReview: Number(await stat('In Review').innerText()),
      drafts: Number(await stat('Drafts').innerText()),
    });
    await expect.poll(read, { timeout: 30_000 }).toEqual(expected);
    await expect.poll(() => stat('Total Views').innerText(), { timeout: 30_000 }).toBe('7');
    const figures = await read();
    // The four figures fit in the phone's first screen with the heading (two short rows).
    const figuresBox = (await page.getByRole('list', { name: 'Your figures' }).boundingBox())!;
    expect(figuresBox.y + figuresBox.height).toBeLessThan(PHONE.height / 2);
    // Views by Article: this partner's article with its count.
    await page.locator('.partner-views-row', { hasText: 'Finish three: a partner article online' }).getByText('7 views', { exact: true }).waitFor();

    // Each figure opens the list it counts, and the list has that many entries.
    await page.getByTestId('stat-Drafts').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/partners/drafts');
    await page.getByRole('list', { name: 'Drafts' }).or(page.getByText('No drafts.', { exact: false })).first().waitFor({ timeout: 20_000 });
    expect(await page.locator('#drafts .partner-item').count()).toBe(figures.drafts);
    expect(await page.locator('#in-review .partner-item').count()).toBe(figures.inReview);
    expect(await page.locator('#drafts .partner-count').innerText()).toBe(String(figures.drafts));
    expect(await page.locator('#in-review .partner-count').innerText()).toBe(String(figures.inReview));
    await page.goto(`${app.url}/partners/articles`);
    await page.getByRole('list', { name: 'Published articles' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('.partner-item').count()).toBe(figures.published);
  });

  it('the phone menu of both areas shows the brand once (the top bar has it)', async () => {
    for (const [account, home, nav] of [[ADMIN, '/admin', 'Admin navigation'], [PARTNER, '/partners', 'Partner navigation']] as const) {
      const page = await signIn(account, home, PHONE);
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('complementary', { name: nav }).getByRole('button', { name: 'Sign Out' }).waitFor();
      expect(await page.getByRole('link', { name: 'Cheezopedia: back to the site' }).filter({ visible: true }).count(), home).toBe(1);
    }
  });

  it('a partner who opens an admin page lands on their dashboard, told why; a reload does not repeat it', async () => {
    const page = await signIn(PARTNER, '/partners');
    for (const path of ['/admin', '/admin/newsletter']) {
      await page.goto(`${app.url}${path}`);
      await page.waitForURL((u) => u.pathname === '/partners', { timeout: 20_000 });
      await page.getByRole('status').getByText(adminOnlyNotice(path), { exact: true }).waitFor();
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Partner Dashboard' }).waitFor();
    await flushPage(page);
    expect(await page.getByText(/for admins only/).count()).toBe(0);
  });

  it('the vocabulary on the rendered pages: Title Case buttons, one date format, one set of form controls, no heading above the h1', async () => {
    const anyEntry = (await service().from('cheezopedia_entries').select('id').not('published_at', 'is', null).limit(1).single()).data!.id as string;
    const { data: ann } = await service().from('newsletter_announcements').insert({ subject: 'Finish three: vocabulary', body_md: 'Hello.' }).select('id').single();
    const problems: string[] = [];
    let labels = 0;
    let dates = 0;
    const check = async (page: Page, path: string) => {
      await page.goto(`${app.url}${path}`);
      await page.locator('h1').first().waitFor({ timeout: 20_000 });
      await flushPage(page);
      await page.locator('.loading-screen').first().waitFor({ state: 'detached', timeout: 20_000 });
      for (const label of await page.locator('.btn:visible').allInnerTexts()) {
        const text = label.trim();
        if (!text) continue;
        labels += 1;
        const problem = labelCaseProblem(text);
        if (problem) problems.push(`${path}: button "${text}": ${problem}`);
      }
      for (const date of await shownDates(page)) {
        dates += 1;
        if (!DAY.test(date) && !DAY_TIME.test(date)) problems.push(`${path}: date "${date}" is not the product's format`);
      }
      const text = await page.locator('main').innerText();
      for (const m of text.match(/\b\d{4}-\d{2}-\d{2}\b|\b\d+ (?:minute|hour|day)s? ago\b|\bjust now\b/g) ?? []) problems.push(`${path}: "${m}" on screen`);
      const controls = await page.locator('main input:visible, main select:visible, main textarea:visible').evaluateAll((els) =>
        els.filter((e) => !['checkbox', 'radio', 'file', 'hidden', 'range'].includes((e as HTMLInputElement).type))
          .filter((e) => !['input', 'select', 'textarea'].some((c) => e.classList.contains(c)))
          .map((e) => e.id || e.getAttribute('aria-label') || e.outerHTML.slice(0, 80)));
      for (const c of controls) problems.push(`${path}: control ${c} is not one of .input/.select/.textarea`);
      const sizes = await page.evaluate(() => {
        const h1 = document.querySelector('h1');
        const top = h1 ? parseFloat(getComputedStyle(h1).fontSize) : Infinity;
        return [...document.querySelectorAll('main h2, main h3')].filter((h) => (h as HTMLElement).offsetParent !== null)
          .filter((h) => parseFloat(getComputedStyle(h).fontSize) > top).map((h) => (h as HTMLElement).innerText.trim());
      });
      for (const h of sizes) problems.push(`${path}: heading "${h}" is larger than the page title`);
    };
    const admin = await signIn(ADMIN, '/admin');
    for (const path of ['/admin', '/admin/articles', '/admin/articles/new', `/admin/articles/edit/${anyEntry}`, '/admin/cheeses', '/admin/cheeses/new', '/admin/cheeses/import', '/admin/pairings',
      '/admin/pairings/new', '/admin/partners', '/admin/newsletter', '/admin/newsletter/new', `/admin/newsletter/edit/${ann!.id}`, '/admin/users', '/admin/analytics', '/admin/activity', '/admin/trash']) {
      await check(admin, path);
    }
    // The History panel open (its versions and dates).
    await admin.goto(`${app.url}/admin/articles/edit/${anyEntry}`);
    await admin.getByRole('button', { name: 'History' }).click();
    await admin.locator('.history-body').getByText(/Version|No earlier versions/).first().waitFor({ timeout: 20_000 });
    for (const date of await admin.locator('.history-panel time').allInnerTexts()) {
      dates += 1;
      if (!DAY_TIME.test(date.trim())) problems.push(`History: date "${date}" has no time`);
    }
    const partner = await signIn(PARTNER, '/partners');
    for (const path of ['/partners', '/partners/articles', '/partners/drafts', '/partners/profile', '/partners/articles/new']) await check(partner, path);
    expect(labels).toBeGreaterThan(40);
    expect(dates).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});
