/**
 * Version history, restore, trash and activity of a newsletter announcement draft in a real browser:
 * a draft saved in the composer is recorded with the form's path; the composer's History panel shows
 * the words that changed and restores the old version as a new one, which the composer then shows; a
 * sent draft deleted from the drafts list keeps its send and comes back from /admin/trash, and
 * /admin/activity links its restore to the composer; "Take Theirs" in a conflict keeps my draft in
 * History.
 * Checked against the database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { TRASH_KEEP_DAYS } from '../../src/domain/constants';
import { announcementDeleted, CONFLICT_LOSER_KEPT, deleteConfirm, historyRestored, trashRestored } from '../../src/domain/messages';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { serviceClient, signInAdmin, until, rowVersions } from './fixtures/session';

let context: BrowserContext;
let page: Page;
let url: string;
let service: SupabaseClient;

const SUBJECT = 'E2E Spring letter';
const FIRST = 'Our spring cheeses are mild and fresh.';
const SECOND = 'Our spring cheeses are bold and fresh.';

const versions = (id: string) => rowVersions(service, id);

describeBrowser('announcement draft history, trash and activity', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    url = suite.app.url;
    service = serviceClient(url);
    ({ context, page } = await signInAdmin(suite.browser, url));
  });
  afterAll(async () => {
    await context?.close().catch(() => {});
  });

  it('a draft edited in the composer: History shows the diff and restores the old body; deleted, the trash brings it back', async () => {
    const { data, error } = await service.from('newsletter_announcements').insert({ subject: SUBJECT, body_md: FIRST }).select('id').single();
    if (error) throw new Error(error.message);
    const id = (data as { id: string }).id;

    await page.goto(`${url}/admin/newsletter/edit/${id}`);
    const body = page.getByLabel('Message (Markdown)');
    await expect.poll(() => body.inputValue()).toBe(FIRST);
    await body.fill(SECOND);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    await until(() => versions(id), (v) => v.length === 1);
    expect(await versions(id)).toEqual([{ version: 1, path: 'form', kind: 'update' }]);

    await page.getByRole('button', { name: 'History' }).click();
    const current = page.getByRole('button', { name: /Version 2 \(current\)/ });
    await current.waitFor();
    expect(await current.innerText()).toContain('Saved in the editor');
    expect(await current.innerText()).toContain('Changed: Message');
    await page.getByRole('button', { name: /^Version 1/ }).click();
    const diff = page.getByLabel('Differences from the current version');
    await expect.poll(() => diff.locator('[data-field="body_md"] del').allInnerTexts()).toEqual(['mild']);
    expect(await diff.locator('[data-field="body_md"] ins').allInnerTexts()).toEqual(['bold']);
    await page.getByRole('button', { name: 'Restore This Version' }).click();
    await page.getByRole('status').filter({ hasText: historyRestored(1, 3) }).waitFor();
    const { data: row } = await service.from('newsletter_announcements').select('body_md,version').eq('id', id).single();
    expect(row).toEqual({ body_md: FIRST, version: 3 });
    expect((await versions(id)).map((v) => v.path)).toEqual(['form', 'restore']);
    // The composer takes the restored version (nothing was being edited).
    await expect.poll(() => body.inputValue()).toBe(FIRST);

    // Deleted from the drafts list (it was sent: its send keeps its own copy), then in the trash.
    const { error: sendError } = await service.from('newsletter_sends').insert({ announcement_id: id, subject: SUBJECT, body_md: FIRST, rate_per_minute: 60, status: 'done' });
    if (sendError) throw new Error(sendError.message);
    await page.goto(`${url}/admin/newsletter`);
    await page.getByRole('button', { name: `Delete ${SUBJECT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete draft?' });
    expect(await dialog.innerText()).toContain(deleteConfirm(SUBJECT));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: announcementDeleted(TRASH_KEEP_DAYS) }).waitFor();
    await until(async () => (await service.from('newsletter_announcements').select('id').eq('id', id)).data ?? [], (rows) => rows.length === 0);
    expect((await service.from('newsletter_announcements').select('id').eq('id', id)).data).toEqual([]);
    expect((await service.from('newsletter_sends').select('subject').eq('announcement_id', id)).data).toEqual([{ subject: SUBJECT }]);
    await page.goto(`${url}/admin/trash`);
    const trashed = page.locator('tr', { hasText: SUBJECT });
    await trashed.waitFor();
    expect(await trashed.innerText()).toContain('Announcements');
    await trashed.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('status').filter({ hasText: trashRestored(SUBJECT) }).waitFor();
    const { data: back } = await service.from('newsletter_announcements').select('body_md,version').eq('id', id);
    // At the version after the one deleted (3), so an edit queued on an older version still conflicts.
    expect(back).toEqual([{ body_md: FIRST, version: 4 }]);

    await page.goto(`${url}/admin/activity`);
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    await page.getByLabel('Content', { exact: true }).selectOption('newsletter_announcements');
    await page.getByLabel('Action').selectOption('restore');
    const restored = page.getByTestId('activity-list').locator('tbody tr', { hasText: 'from the trash' }).filter({ hasText: SUBJECT });
    await restored.waitFor();
    expect(await restored.getByRole('link', { name: SUBJECT }).getAttribute('href')).toBe(`/admin/newsletter/edit/${id}`);
    await restored.getByRole('link', { name: SUBJECT }).click();
    await page.waitForURL(`${url}/admin/newsletter/edit/${id}`);
    await expect.poll(() => page.getByLabel('Message (Markdown)').inputValue()).toBe(FIRST);
  });

  it('"Take Theirs" in the composer keeps my draft in History, as its conflict panel says', async () => {
    const { data, error } = await service.from('newsletter_announcements').insert({ subject: 'E2E Conflict letter', body_md: 'Original.' }).select('id').single();
    if (error) throw new Error(error.message);
    const id = (data as { id: string }).id;
    await page.goto(`${url}/admin/newsletter/edit/${id}`);
    const body = page.getByLabel('Message (Markdown)');
    await expect.poll(() => body.inputValue()).toBe('Original.');
    // My edit first, then theirs: a change made elsewhere before I type reaches an untouched form and
    // becomes what I edit (no conflict), which a busy CI run did.
    await body.fill('My words.');
    expect((await service.from('newsletter_announcements').update({ body_md: 'Their words.' }).eq('id', id)).error).toBeNull();
    await page.getByRole('button', { name: 'Save Draft' }).click();
    const panel = page.getByRole('alertdialog', { name: 'This draft was changed elsewhere' });
    await panel.getByText(CONFLICT_LOSER_KEPT).waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Take Theirs' }).click();
    await expect.poll(() => panel.count(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => body.inputValue()).toBe('Their words.');
    const { data: kept } = await service.from('row_versions').select('row_data').eq('row_id', id).eq('kind', 'conflict');
    expect((kept as { row_data: { body_md: string } }[]).map((k) => k.row_data.body_md)).toEqual(['My words.']);
  });
});
