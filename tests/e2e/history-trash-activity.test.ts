/**
 * Version history, the trash and the activity log in a real browser: a cheese saved in its form is
 * recorded with the form's path; the History panel lists its versions, shows the words that changed
 * and restores an old version as a new one; offline the panel says it needs the network; a deleted
 * cheese is restored from /admin/trash; /admin/activity and the dashboard show what happened.
 * Checked against the database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { CONFLICT_LOSER_KEPT, HISTORY_NEEDS_NETWORK, historyRestored, trashRestored } from '../../src/domain/messages';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys';
import { describeViolations, seriousViolations } from '../helpers/axe';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { ADMIN, serviceClient, signInAdmin, until, rowVersions } from './fixtures/session';

let context: BrowserContext;
let page: Page;
let url: string;
let service: SupabaseClient;

async function newCheese(name: string, description: string): Promise<string> {
  const { data, error } = await service.from('cheeses').insert({ name, type: 'Hard', milk: 'Cow', origin_country: 'France', description, image_url: '/images/cheeses/comte.svg' }).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

const versions = (id: string) => rowVersions(service, id);

describeBrowser('history, trash and activity', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    url = suite.app.url;
    service = serviceClient(url);
    ({ context, page } = await signInAdmin(suite.browser, url));
  });
  afterAll(async () => {
    await context?.close().catch(() => {});
  });

  it('a cheese saved in its form: History shows the versions, the words that changed, and restores the old one', async () => {
    const id = await newCheese('E2E History Tomme', 'Firm and nutty with a long finish.');
    await page.goto(`${url}/admin/cheeses/edit/${id}`);
    const description = page.getByLabel('Description');
    await expect.poll(() => description.inputValue()).toBe('Firm and nutty with a long finish.');
    await description.fill('Firm and fruity with a long finish.');
    await page.getByRole('button', { name: 'Update Cheese' }).click();
    await page.waitForURL(`${url}/admin/cheeses`);
    await until(() => versions(id), (v) => v.length === 1);
    expect(await versions(id)).toEqual([{ version: 1, path: 'form', kind: 'update' }]);

    await page.goto(`${url}/admin/cheeses/edit/${id}`);
    await expect.poll(() => description.inputValue()).toBe('Firm and fruity with a long finish.');
    await page.getByRole('button', { name: 'History' }).click();
    const current = page.getByRole('button', { name: /Version 2 \(current\)/ });
    await current.waitFor();
    expect(await current.innerText()).toContain('Saved in the editor');
    expect(await current.innerText()).toContain('Changed: Description');
    await page.getByRole('button', { name: /^Version 1/ }).click();
    const diff = page.getByLabel('Differences from the current version');
    await expect.poll(() => diff.locator('[data-field="description"] del').allInnerTexts()).toEqual(['nutty']);
    expect(await diff.locator('[data-field="description"] ins').allInnerTexts()).toEqual(['fruity']);
    await page.getByRole('button', { name: 'Restore This Version' }).click();
    await page.getByRole('status').filter({ hasText: historyRestored(1, 3) }).waitFor();
    const { data } = await service.from('cheeses').select('description,version').eq('id', id).single();
    expect(data).toEqual({ description: 'Firm and nutty with a long finish.', version: 3 });
    expect((await versions(id)).map((v) => v.path)).toEqual(['form', 'restore']);
    // The form takes the restored version (nothing was being edited).
    await expect.poll(() => description.inputValue()).toBe('Firm and nutty with a long finish.');
  });

  it('the article builder has the History panel: an old title comes back as a new version', async () => {
    const { data, error } = await service.from('cheezopedia_entries').insert({ slug: `e2e-history-${Date.now()}`, title: 'Washed rind basics', content: 'Brine, wash, wait.' }).select('id').single();
    if (error) throw new Error(error.message);
    const id = (data as { id: string }).id;
    // Another admin's edit, through the API.
    const other = createClient(url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const signIn = await other.auth.signInWithPassword(ADMIN);
    if (signIn.error) throw new Error(signIn.error.message);
    const upd = await other.from('cheezopedia_entries').update({ title: 'Washed rind, badly retitled' }).eq('id', id).select('id');
    expect(upd.error).toBeNull();

    await page.goto(`${url}/admin/articles/edit/${id}`);
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe('Washed rind, badly retitled');
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('button', { name: /^Version 1/ }).click();
    const diff = page.getByLabel('Differences from the current version');
    await expect.poll(() => diff.locator('[data-field="title"] del').allInnerTexts()).toEqual(['basics']);
    expect((await diff.locator('[data-field="title"] ins').allInnerTexts()).join('')).toContain('badly retitled');
    await page.getByRole('button', { name: 'Restore This Version' }).click();
    await page.getByRole('status').filter({ hasText: historyRestored(1, 3) }).waitFor();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe('Washed rind basics');
    const { data: row } = await service.from('cheezopedia_entries').select('title,version').eq('id', id).single();
    expect(row).toEqual({ title: 'Washed rind basics', version: 3 });
  });

  it('offline, the History panel says it needs the network', async () => {
    const id = await newCheese('E2E Offline History', 'Soft.');
    await page.goto(`${url}/admin/cheeses/edit/${id}`);
    await expect.poll(() => page.getByLabel('Description').inputValue()).toBe('Soft.');
    await context.setOffline(true);
    try {
      await page.getByRole('button', { name: 'History' }).click();
      await page.getByText(HISTORY_NEEDS_NETWORK).waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('a deleted cheese comes back from /admin/trash; /admin/activity and the dashboard say what happened', async () => {
    const name = 'E2E Trash Bleu';
    const id = await newCheese(name, 'Blue.');
    const admin = createClient(url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const signIn = await admin.auth.signInWithPassword(ADMIN);
    if (signIn.error) throw new Error(signIn.error.message);
    const del = await admin.from('cheeses').delete().eq('id', id);
    expect(del.error).toBeNull();

    await page.goto(`${url}/admin/trash`);
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    const row = page.locator('tr', { hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('Cheeses');
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('status').filter({ hasText: trashRestored(name) }).waitFor();
    const { data } = await service.from('cheeses').select('name').eq('id', id);
    expect(data).toEqual([{ name }]);
    await expect.poll(() => page.locator('tr', { hasText: name }).count()).toBe(0);

    await page.goto(`${url}/admin/activity`);
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    await page.getByLabel('Action').selectOption('delete');
    const deleted = page.getByTestId('activity-list').locator('tbody tr', { hasText: name });
    await deleted.waitFor();
    expect(await deleted.getAttribute('data-action')).toBe('delete');
    await page.getByLabel('Action').selectOption('restore');
    const restored = page.getByTestId('activity-list').locator('tbody tr', { hasText: name });
    await restored.waitFor();
    expect(await restored.innerText()).toContain('from the trash');
    expect(await restored.innerText()).toContain('You');

    await page.goto(`${url}/admin`);
    const recent = page.getByTestId('recent-activity').locator('li', { hasText: name }).first();
    await recent.waitFor();
    expect(await recent.getByRole('link', { name }).getAttribute('href')).toBe(`/admin/cheeses/edit/${id}`);
  });

  it('/admin/activity reads the log a window at a time, filtered by content and action', async () => {
    const id = await newCheese('E2E Busy Cheese', 'Edit 0.');
    for (let i = 1; i <= 55; i += 1) {
      const { error } = await service.from('cheeses').update({ description: `Edit ${i}.` }).eq('id', id);
      if (error) throw new Error(error.message);
    }
    await page.goto(`${url}/admin/activity`);
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    await page.getByLabel('Content', { exact: true }).selectOption('cheeses');
    await page.getByLabel('Action').selectOption('update');
    const table = page.getByTestId('activity-list');
    await expect.poll(() => table.getAttribute('aria-rowcount')).toBe('51');
    await page.getByRole('button', { name: 'Show Older' }).click();
    await expect.poll(async () => Number(await table.getAttribute('aria-rowcount'))).toBeGreaterThan(51);
    // Only updates of cheeses are listed.
    for (const action of await table.locator('tbody tr[data-action]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')))) expect(action).toBe('update');
  });

  it('"Take Theirs" in a conflict keeps mine in History, as the conflict panel says', async () => {
    const cheese = await newCheese('E2E Conflict Cheese', 'Hard.');
    const { data, error } = await service.from('pairings').insert({ cheese_id: cheese, pairing_type: 'Wine', pairing_name: 'E2E Conflict Wine', description: 'Original' }).select('id').single();
    if (error) throw new Error(error.message);
    const id = (data as { id: string }).id;
    await page.goto(`${url}/admin/pairings/edit/${id}`);
    const description = page.getByLabel('Description');
    await expect.poll(() => description.inputValue()).toBe('Original');
    // My edit first, then theirs: a change made elsewhere before I type may reach the untouched form
    // and become the version I edit (no conflict), as a busy CI run did.
    await description.fill('My words');
    const theirs = await service.from('pairings').update({ description: 'Their words' }).eq('id', id);
    expect(theirs.error).toBeNull();
    await page.getByRole('button', { name: 'Update Pairing' }).click();
    const panel = page.locator('.pairing-conflict');
    await panel.getByText(CONFLICT_LOSER_KEPT).waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Take Theirs' }).click();
    await expect.poll(() => panel.count(), { timeout: 20_000 }).toBe(0);
    const { data: kept } = await service.from('row_versions').select('kind,path,row_data').eq('row_id', id).eq('kind', 'conflict');
    expect((kept as { row_data: { description: string } }[]).map((k) => k.row_data.description)).toEqual(['My words']);
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('button', { name: /not kept in a conflict/ }).click();
    const diff = page.getByLabel('Differences from the current version');
    await expect.poll(() => diff.locator('[data-field="description"] del').allInnerTexts()).toEqual(['My']);
  });

  it('the trash, the activity log and an open History panel have no serious accessibility violations', async () => {
    const id = await newCheese('E2E Axe Cheese', 'First words.');
    const upd = await service.from('cheeses').update({ description: 'Second words.' }).eq('id', id);
    expect(upd.error).toBeNull();
    const admin = createClient(url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const signIn = await admin.auth.signInWithPassword(ADMIN);
    if (signIn.error) throw new Error(signIn.error.message);
    const trashed = await newCheese('E2E Axe Trashed', 'Gone.');
    expect((await admin.from('cheeses').delete().eq('id', trashed)).error).toBeNull();

    await page.goto(`${url}/admin/cheeses/edit/${id}`);
    await expect.poll(() => page.getByLabel('Description').inputValue()).toBe('Second words.');
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('button', { name: /^Version 1/ }).click();
    await page.getByLabel('Differences from the current version').waitFor();
    const panel = await seriousViolations(page);
    expect(panel, describeViolations(panel)).toEqual([]);

    await page.goto(`${url}/admin/trash`);
    await page.locator('tr', { hasText: 'E2E Axe Trashed' }).waitFor();
    const trash = await seriousViolations(page);
    expect(trash, describeViolations(trash)).toEqual([]);

    await page.goto(`${url}/admin/activity`);
    await page.getByTestId('activity-list').waitFor();
    const activity = await seriousViolations(page);
    expect(activity, describeViolations(activity)).toEqual([]);
  });
});
