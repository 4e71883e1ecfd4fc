/**
 * /admin/articles in a real browser: search over title and description, type and status
 * filters, archive / unarchive (hidden from the public), delete with its confirmation, the view link,
 * the footer count and Export CSV.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import type { AppServer } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';
import { flushPage } from '../helpers/settle';
import { answerConfirm } from './fixtures/session';

let app: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** Native dialogs the page opened (the app never should: it has its own confirmation dialog). */
const dialogs: string[] = [];

const service = () => createClient(app.url, SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
const anon = () => createClient(app.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

async function publicSlugs(): Promise<string[]> {
  const { data, error } = await anon().from('cheezopedia_entries').select('slug');
  if (error) throw new Error(error.message);
  return (data ?? []).map((r: { slug: string }) => r.slug);
}

const rows = () => page.locator('table.articles-table tbody tr[data-slug]');
async function slugsShown(): Promise<string[]> {
  return rows().evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-slug') ?? ''));
}
async function waitSynced(slug: string) {
  await page.locator(`tr[data-slug="${slug}"][data-sync="synced"]`).waitFor({ timeout: 15_000 });
}

describeBrowser('admin article list', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
    context = await browser.newContext({ acceptDownloads: true });
    page = await context.newPage();
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await service().from('cheezopedia_entries').insert({ slug: 'unfinished-brie-notes', title: 'Unfinished Brie notes', content: 'Draft body', content_type: 'article' });
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Email').fill('admin@cheezopedia.test');
    await page.getByLabel('Password', { exact: true }).fill('cheese-admin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 15_000 });
    await page.goto(`${app.url}/admin/articles`);
  });

  afterAll(async () => {
    await context?.close().catch(() => {});
  });

  it('lists every entry with its columns and the footer count', async () => {
    const { count } = await service().from('cheezopedia_entries').select('*', { count: 'exact', head: true });
    await page.getByText(`Showing ${count} of ${count} articles`).waitFor({ timeout: 15_000 });
    for (const h of ['Title', 'Type', 'Status', 'Views', 'Date', 'Actions']) {
      await page.getByRole('columnheader', { name: h, exact: true }).waitFor();
    }
    const fondue = page.locator('tr[data-slug="classic-swiss-cheese-fondue"]');
    // The slug is the title's second line (its own column took the row's room at 1280 px).
    expect(await fondue.locator('.article-title-cell .article-slug').innerText()).toBe('/classic-swiss-cheese-fondue');
    expect(await fondue.locator('.badge').innerText()).toBe('Recipe');
    expect(await fondue.locator('.status-badge').innerText()).toBe('Published');
    // Views: the entry's total, 0 on a fresh database.
    await fondue.locator('td.article-views').filter({ hasText: /^0$/ }).waitFor({ timeout: 15_000 });
    const view = fondue.getByRole('link', { name: /^View / });
    expect(await view.getAttribute('href')).toBe('/classic-swiss-cheese-fondue');
    expect(await view.getAttribute('target')).toBe('_blank');
    const draft = page.locator('tr[data-slug="unfinished-brie-notes"]');
    expect(await draft.locator('.status-badge').innerText()).toBe('Draft');
    expect(await draft.getByRole('link', { name: /^View / }).count()).toBe(0);
  });

  it('searches title and description, and filters by type and status', async () => {
    const { data: everything } = await service().from('cheezopedia_entries').select('slug, title, description');
    const matching = (q: string) => everything!
      .filter((r: { title: string; description: string | null }) => `${r.title}\n${r.description ?? ''}`.toLowerCase().includes(q))
      .map((r: { slug: string }) => r.slug).sort();
    await page.getByLabel('Search articles').fill('Fondue');
    const expected = matching('fondue');
    expect(expected).toContain('classic-swiss-cheese-fondue');
    await page.waitForFunction((n) => document.querySelectorAll('table.articles-table tbody tr[data-slug]').length === n, expected.length);
    expect((await slugsShown()).sort()).toEqual(expected);
    // A word only in a description.
    const { data: anyRow } = await service().from('cheezopedia_entries').select('slug, description').eq('slug', 'how-to-store-cheese').single();
    const word = String(anyRow!.description).split(/\s+/).find((w: string) => w.length > 6)!.replace(/[^A-Za-z]/g, '');
    await page.getByLabel('Search articles').fill(word);
    await page.locator('tr[data-slug="how-to-store-cheese"]').waitFor();
    await page.getByLabel('Search articles').fill('');

    await page.getByLabel('Filter by type').selectOption('pairing_guide');
    const { data: guides } = await service().from('cheezopedia_entries').select('slug').eq('content_type', 'pairing_guide');
    await page.waitForFunction((n) => document.querySelectorAll('table.articles-table tbody tr[data-slug]').length === n, guides!.length);
    expect((await slugsShown()).sort()).toEqual(guides!.map((g: { slug: string }) => g.slug).sort());
    await page.getByLabel('Filter by type').selectOption('all');

    await page.getByLabel('Filter by status').selectOption('draft');
    const { data: drafts } = await service().from('cheezopedia_entries').select('slug').is('published_at', null).is('archived_at', null);
    const draftSlugs = drafts!.map((d: { slug: string }) => d.slug).sort();
    expect(draftSlugs).toContain('unfinished-brie-notes');
    await page.waitForFunction((n) => document.querySelectorAll('table.articles-table tbody tr[data-slug]').length === n, draftSlugs.length);
    expect((await slugsShown()).sort()).toEqual(draftSlugs);
    await page.getByText(new RegExp(`^Showing ${draftSlugs.length} of \\d+ articles$`)).waitFor();
    await page.getByLabel('Filter by status').selectOption('all');
  });

  it('archive hides an entry from the public; unarchive brings it back', async () => {
    const row = page.locator('tr[data-slug="how-to-store-cheese"]');
    await row.getByRole('button', { name: /^Archive / }).click();
    await row.locator('.status-badge', { hasText: 'Archived' }).waitFor();
    await waitSynced('how-to-store-cheese');
    expect(await publicSlugs()).not.toContain('how-to-store-cheese');
    await page.getByLabel('Filter by status').selectOption('archived');
    await page.waitForFunction(() => document.querySelectorAll('table.articles-table tbody tr[data-slug]').length === 1);
    expect(await slugsShown()).toEqual(['how-to-store-cheese']);
    await page.getByLabel('Filter by status').selectOption('all');
    await row.getByRole('button', { name: /^Unarchive / }).click();
    await row.locator('.status-badge', { hasText: 'Published' }).waitFor();
    await waitSynced('how-to-store-cheese');
    expect(await publicSlugs()).toContain('how-to-store-cheese');
  });

  it('delete asks first; cancelling keeps the entry, confirming deletes it', async () => {
    const row = page.locator('tr[data-slug="unfinished-brie-notes"]');
    await row.getByRole('button', { name: /^Delete / }).click();
    // The product's confirmation dialog (not the browser's confirm()): Cancel keeps the entry.
    expect(await answerConfirm(page, 'dismiss')).toBe('Are you sure you want to delete "Unfinished Brie notes"?');
    await flushPage(page);
    expect(await row.count()).toBe(1);
    expect((await service().from('cheezopedia_entries').select('id').eq('slug', 'unfinished-brie-notes')).data).toHaveLength(1);
    await row.getByRole('button', { name: /^Delete / }).click();
    await answerConfirm(page, 'accept');
    await page.getByText('Article deleted successfully!').waitFor();
    await row.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await service().from('cheezopedia_entries').select('id').eq('slug', 'unfinished-brie-notes')).data!.length, {
        timeout: 30_000,
      })
      .toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('exports the listed entries as CSV', async () => {
    await page.getByLabel('Filter by type').selectOption('recipe');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^articles-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('title,slug,type,status,published_at,created_at,description');
    const { data: recipes } = await service().from('cheezopedia_entries').select('slug').eq('content_type', 'recipe');
    expect(lines.length - 1).toBe(recipes!.length);
    expect(text).toContain(',classic-swiss-cheese-fondue,Recipe,Published,');
    await page.getByLabel('Filter by type').selectOption('all');
  });
});
