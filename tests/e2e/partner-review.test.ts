/**
 * Partner authoring with review, in a real browser against `npm start`'s server: the partner fills in
 * their byline, writes a draft with the shared builder (Submit for review, no publish date), the admin
 * finds it in the review queue, requests changes with a note, the partner sees the note (and a mail),
 * edits and resubmits, the admin publishes, and the public page shows it with the byline. Then views:
 * a visitor's beacon is counted once, and the Views column and /admin/analytics show it. Also: the
 * partner dashboard's real stats and its sidebar folded away at 390 px.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import { startApp, type AppServer } from '../helpers/app-server';
import { describeBrowser, launchBrowser } from '../helpers/browser';
import { reloadUntil, signInThroughForm } from '../helpers/sign-in';
import { SECRET_KEY } from '../../supabase/local/keys';
import { readMailbox } from '../../supabase/local/mail-viewer';
import { seriousViolations } from '../helpers/axe';

/** Serious or critical axe-core violations of the page, described. */
async function axeViolations(page: Page): Promise<string[]> {
  return (await seriousViolations(page)).map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const VISITOR_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const TITLE = 'Washed-Rind Wednesdays at the Wheyfarer Dairy';
const SLUG = 'washed-rind-wednesdays-at-the-wheyfarer-dairy';

let app: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let partner: Page;
let admin: Page;

const service = () => createClient(app.url, SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

async function signIn(email: string, password: string, landing: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  await signInThroughForm(page, app.url, { email, password }, landing);
  return page;
}

async function openSubmission(): Promise<void> {
  await admin.goto(`${app.url}/admin/articles`);
  await admin.getByLabel('Filter by status').selectOption('in_review');
  await reloadUntil(admin, () => admin.getByRole('link', { name: `Review ${TITLE}` }));
  await admin.getByLabel('Filter by status').selectOption('in_review');
  await admin.getByRole('link', { name: `Review ${TITLE}` }).click();
  await admin.getByRole('heading', { name: `Review: ${TITLE}` }).waitFor();
}

describeBrowser('partner review flow', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    partner = await signIn('partner@cheezopedia.test', 'cheese-partner', '/partners');
    admin = await signIn('admin@cheezopedia.test', 'cheese-admin', '/admin');
  });

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await app?.dispose();
  });

  it('the dashboard shows real stats; at 390 px the sidebar is folded behind Menu', async () => {
    await partner.getByTestId('stat-Published Articles').getByText('0', { exact: true }).waitFor({ timeout: 45_000 });
    await partner.getByTestId('stat-Drafts').getByText('0', { exact: true }).waitFor();
    await partner.getByTestId('stat-Total Views').getByText('0', { exact: true }).waitFor();
    await partner.getByText('No articles yet. Create your first one!').waitFor();
    await partner.setViewportSize({ width: 390, height: 844 });
    expect(await partner.locator('#partner-sidebar').isVisible()).toBe(false);
    const heading = await partner.getByRole('heading', { name: 'Partner Dashboard' }).boundingBox();
    expect(heading && heading.y + heading.height).toBeLessThan(844);
    await partner.getByRole('button', { name: 'Menu' }).click();
    await partner.getByRole('link', { name: 'Profile' }).waitFor();
    await partner.setViewportSize({ width: 1280, height: 900 });
  });

  it('the partner writes their byline', async () => {
    await partner.goto(`${app.url}/partners/profile`);
    await partner.getByLabel('Name').fill('Margot Lenoir');
    await partner.getByLabel('Organisation').fill('Wheyfarer Dairy');
    await partner.getByLabel('Website').fill('https://wheyfarer.example');
    await partner.getByLabel(/^Bio/).fill('Third-generation cheesemaker in the Jura.');
    await partner.getByRole('button', { name: 'Save Profile' }).click();
    await partner.getByText('Profile saved!').waitFor();
  });

  it('draft → submit → changes requested with a note → resubmit → published', async () => {
    await partner.goto(`${app.url}/partners/articles/new`);
    await partner.getByLabel('Title').fill(TITLE);
    await partner.getByLabel('Content', { exact: true }).fill('# Washed rinds\n\nBrushed with brine every week.');
    expect(await partner.getByLabel('Publish Date (optional)').count()).toBe(0);
    expect(await partner.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await partner.getByRole('button', { name: 'Submit for Review' }).click();
    await partner.waitForURL((u) => u.pathname === '/partners/drafts', { timeout: 60_000 });
    await partner.getByText('Submitted for review!').waitFor();
    await partner.locator(`li[data-slug="${SLUG}"][data-state="in_review"]`).waitFor({ timeout: 45_000 });
    // The dashboard counts it as in review, not as a draft.
    await partner.goto(`${app.url}/partners`);
    await partner.getByTestId('stat-In Review').getByText('1', { exact: true }).waitFor({ timeout: 45_000 });
    await partner.getByTestId('stat-Drafts').getByText('0', { exact: true }).waitFor();

    // Not public yet, and the partner cannot publish it through the API either (see partner-rls).
    const { data: before } = await createClient(app.url, 'sb_publishable_cheezopedia_local_development_key').from('cheezopedia_entries').select('id').eq('slug', SLUG);
    expect(before).toEqual([]);

    await openSubmission();
    await admin.getByText('New entry (nothing published yet)').waitFor();
    await admin.getByRole('button', { name: 'Request Changes' }).click();
    await admin.getByText('Please write a note for the author').waitFor();
    await admin.getByLabel('Note for the author').fill('Please say how long the cheese is aged.');
    await admin.getByRole('button', { name: 'Request Changes' }).click();
    await admin.getByText('Changes requested. The author has been notified.').waitFor({ timeout: 45_000 });

    await partner.goto(`${app.url}/partners/drafts`);
    await reloadUntil(partner, () => partner.locator(`li[data-slug="${SLUG}"][data-state="changes_requested"]`));
    await partner.getByText('Please say how long the cheese is aged.').waitFor();
    const mails = await readMailbox(`${app.dataDir}/mailbox`);
    expect(mails.some((m) => m.to === 'partner@cheezopedia.test' && m.subject === `Changes requested: ${TITLE}` && m.text.includes('Please say how long'))).toBe(true);

    await partner.getByRole('link', { name: `Edit ${TITLE}` }).click();
    await partner.getByText('Please say how long the cheese is aged.').waitFor();
    await partner.getByLabel('Content', { exact: true }).fill('# Washed rinds\n\nBrushed with brine every week and aged for 60 days.');
    await partner.getByRole('button', { name: 'Submit for Review' }).click();
    await partner.waitForURL((u) => u.pathname === '/partners/drafts', { timeout: 60_000 });

    await openSubmission();
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Published! The author has been notified.').waitFor({ timeout: 45_000 });

    const visitor = await browser.newContext({ userAgent: VISITOR_UA });
    contexts.push(visitor);
    const page = await visitor.newPage();
    await page.goto(`${app.url}/${SLUG}`);
    await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 60_000 });
    await page.getByText('aged for 60 days').waitFor();
    const byline = page.getByLabel('About the author');
    await byline.getByText('Margot Lenoir').waitFor({ timeout: 45_000 });
    expect(await byline.locator('.entry-partner-byline-name').textContent()).toBe('By Margot Lenoir, Wheyfarer Dairy · wheyfarer.example');
    await byline.getByText('Third-generation cheesemaker in the Jura.').waitFor();
    await expect.poll(async () => (await readMailbox(`${app.dataDir}/mailbox`)).some((m) => m.subject === `Published: ${TITLE}`), { timeout: 10_000 }).toBe(true);

    // The visit was counted once (a reload the same day is the same visitor).
    const id = ((await service().from('cheezopedia_entries').select('id').eq('slug', SLUG).single()).data as { id: string }).id;
    const views = async () => ((await service().from('entry_views_daily').select('views').eq('entry_id', id)).data ?? []).reduce((n, r) => n + (r.views as number), 0);
    await expect.poll(views, { timeout: 45_000 }).toBe(1);
    await page.reload();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.waitForLoadState('load');
    await expect.poll(views, { timeout: 5_000 }).toBe(1);

    await partner.goto(`${app.url}/partners/articles`);
    await reloadUntil(partner, () => partner.locator(`li[data-slug="${SLUG}"][data-state="published"]`));
    await partner.locator(`li[data-slug="${SLUG}"]`).getByText('1 views').waitFor();
  });

  it('the admin list shows the views and /admin/analytics charts them', async () => {
    await admin.goto(`${app.url}/admin/articles`);
    await admin.locator(`tr[data-slug="${SLUG}"] td.article-views`).filter({ hasText: /^1$/ }).waitFor({ timeout: 45_000 });
    await admin.goto(`${app.url}/admin/analytics`);
    await admin.getByRole('heading', { name: 'Analytics' }).waitFor();
    expect(await admin.getByText('Coming soon...').count()).toBe(0);
    await admin.getByTestId('views-total').filter({ hasText: /^1$/ }).waitFor({ timeout: 45_000 });
    await admin.getByRole('img', { name: /Views per day from/ }).waitFor();
    expect(await admin.locator('.views-chart-bar').count()).toBe(30);
    await admin.getByRole('link', { name: TITLE }).waitFor();
    await admin.locator('.analytics-types').getByText('Article').waitFor();
  });

  // The revision is pushed at once, then "Submit for review" is saved while that push's closing pull
  // runs: the same flush must push it too (it used to wait a minute for the next sync trigger).
  it('editing a published article makes a revision: the live version stays until the admin publishes it', async () => {
    const NEW_TITLE = 'Washed-Rind Wednesdays: Brine, Patience and Smell';
    await partner.goto(`${app.url}/partners/articles`);
    await partner.getByRole('link', { name: `Edit ${TITLE}` }).click();
    await partner.getByRole('button', { name: 'Submit for Review' }).waitFor({ timeout: 45_000 });
    const publishedId = ((await service().from('cheezopedia_entries').select('id').eq('slug', SLUG).is('revision_of', null).single()).data as { id: string }).id;
    expect(new URL(partner.url()).pathname).not.toBe(`/partners/articles/edit/${publishedId}`);
    await partner.getByLabel('Title').fill(NEW_TITLE);
    expect(await partner.getByLabel('Slug').inputValue()).toBe(SLUG);
    await partner.getByRole('button', { name: 'Submit for Review' }).click();
    await partner.waitForURL((u) => u.pathname === '/partners/drafts', { timeout: 60_000 });
    await partner.locator(`li[data-slug="${SLUG}"][data-state="in_review"]`).getByText('Revision · In review').waitFor({ timeout: 45_000 });
    // On the server too, pushed by the submit itself (not a minute later by the next sync trigger).
    const revisionOnServer = async () => (await service().from('cheezopedia_entries').select('title,review_status').eq('slug', SLUG).not('revision_of', 'is', null)).data;
    await expect.poll(revisionOnServer).toEqual([{ title: NEW_TITLE, review_status: 'in_review' }]);

    const anonTitle = async () => ((await createClient(app.url, 'sb_publishable_cheezopedia_local_development_key').from('cheezopedia_entries').select('title').eq('slug', SLUG)).data ?? []).map((r) => r.title as string);
    expect(await anonTitle()).toEqual([TITLE]);

    await admin.goto(`${app.url}/admin/articles`);
    await admin.getByLabel('Filter by status').selectOption('in_review');
    await reloadUntil(admin, () => admin.getByRole('link', { name: `Review ${NEW_TITLE}` }));
    await admin.getByLabel('Filter by status').selectOption('in_review');
    await admin.getByRole('link', { name: `Review ${NEW_TITLE}` }).click();
    await admin.getByText('Changes against the published version').waitFor({ timeout: 45_000 });
    const titleRow = admin.locator('[data-field="title"]');
    expect(await titleRow.locator('.review-before .review-value').innerText()).toBe(TITLE);
    expect(await titleRow.locator('.review-after .review-value').innerText()).toBe(NEW_TITLE);
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Published! The author has been notified.').waitFor({ timeout: 45_000 });
    await expect.poll(anonTitle, { timeout: 10_000 }).toEqual([NEW_TITLE]);
    const ids = ((await service().from('cheezopedia_entries').select('id').eq('slug', SLUG)).data ?? []).map((r) => r.id as string);
    expect(ids).toEqual([publishedId]);
  });

  it('the partner pages, the review queue, analytics and the byline have no serious accessibility violations', async () => {
    for (const [page, path, ready] of [
      [partner, '/partners', '.partner-stat'],
      [partner, '/partners/drafts', 'h1'],
      [partner, '/partners/articles', '.partner-item'],
      [partner, '/partners/profile', 'form.partner-form'],
      [admin, '/admin/analytics', '.views-chart'],
      [admin, '/admin', '[data-testid="review-queue"]'],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 45_000 });
      expect(await axeViolations(page), path).toEqual([]);
    }
    const visitor = await browser.newContext({ userAgent: VISITOR_UA });
    contexts.push(visitor);
    const page = await visitor.newPage();
    await page.goto(`${app.url}/${SLUG}`);
    await page.getByLabel('About the author').waitFor({ timeout: 45_000 });
    expect(await axeViolations(page), 'entry with byline').toEqual([]);
  });
});
