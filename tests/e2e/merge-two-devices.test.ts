/**
 * Two devices (two browser contexts signed in as the admin) edit one cheese or one article; one of
 * them offline. Back online, its queued save merges with the other's by field: disjoint fields merge
 * with no panel; the same field shows the panel with only that field, both values, and a choice for
 * it; an article edited in two different paragraphs merges by paragraph. Checked against the database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { serviceClient, signInAdmin, until } from './fixtures/session';

let laptop: { context: BrowserContext; page: Page };
let phone: { context: BrowserContext; page: Page };
let url: string;
let service: SupabaseClient;

async function newCheese(name: string): Promise<string> {
  const { data, error } = await service.from('cheeses').insert({ name, type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'Firm and nutty.', image_url: '/images/cheeses/comte.svg' }).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

const row = async (id: string) => (await service.from('cheeses').select('name,description,version').eq('id', id).single()).data as { name: string; description: string; version: number };

async function openForm(page: Page, id: string, name: string) {
  await page.goto(`${url}/admin/cheeses/edit/${id}`);
  await expect.poll(() => page.getByLabel('Name').inputValue(), { timeout: 20_000 }).toBe(name);
}

/** The phone saves `edit` offline (queued), the laptop saves its own online; the phone comes back. */
async function editOnBoth(id: string, name: string, onPhone: (p: Page) => Promise<void>, onLaptop: (p: Page) => Promise<void>) {
  await openForm(phone.page, id, name);
  await openForm(laptop.page, id, name);
  await phone.context.setOffline(true);
  try {
    await onPhone(phone.page);
    await phone.page.getByRole('button', { name: 'Update Cheese' }).click();
    await phone.page.getByText('Cheese updated successfully!').waitFor();
    await onLaptop(laptop.page);
    await laptop.page.getByRole('button', { name: 'Update Cheese' }).click();
    await laptop.page.getByText('Cheese updated successfully!').waitFor();
  } finally {
    await phone.context.setOffline(false);
  }
}

describeBrowser('two devices: merge on push', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    url = suite.app.url;
    service = serviceClient(url);
    laptop = await signInAdmin(suite.browser, url);
    phone = await signInAdmin(suite.browser, url);
  });
  afterAll(async () => {
    await laptop?.context.close().catch(() => {});
    await phone?.context.close().catch(() => {});
  });

  it('disjoint fields merge with no panel: the name from one device, the description from the other', async () => {
    const id = await newCheese('E2E Merge Tomme');
    await editOnBoth(id, 'E2E Merge Tomme',
      (p) => p.getByLabel('Description').fill('Firm and nutty, rewritten on the phone.'),
      (p) => p.getByLabel('Name').fill('E2E Merge Tomme (laptop)'));
    const merged = await until(() => row(id), (r) => r.description === 'Firm and nutty, rewritten on the phone.', 30_000);
    expect(merged).toEqual({ name: 'E2E Merge Tomme (laptop)', description: 'Firm and nutty, rewritten on the phone.', version: 3 });
    await openForm(phone.page, id, 'E2E Merge Tomme (laptop)');
    expect(await phone.page.getByLabel('Description').inputValue()).toBe('Firm and nutty, rewritten on the phone.');
    expect(await phone.page.locator('.cheese-conflict').count()).toBe(0);
  });

  it('the same field on both: the panel shows that field only, with both values; the choice is saved and the rest merged', async () => {
    const id = await newCheese('E2E Clash Tomme');
    await editOnBoth(id, 'E2E Clash Tomme',
      async (p) => {
        await p.getByLabel('Name').fill('E2E Clash Tomme (phone)');
        await p.getByLabel('Origin region').fill('Jura');
      },
      (p) => p.getByLabel('Name').fill('E2E Clash Tomme (laptop)'));
    await phone.page.goto(`${url}/admin/cheeses/edit/${id}`);
    const panel = phone.page.locator('.cheese-conflict');
    await panel.waitFor({ timeout: 30_000 });
    const fields = panel.locator('fieldset[data-field]');
    await expect.poll(() => fields.evaluateAll((els) => els.map((e) => e.getAttribute('data-field')))).toEqual(['name']);
    expect(await panel.getByRole('region', { name: 'Name, your version' }).innerText()).toBe('E2E Clash Tomme (phone)');
    expect(await panel.getByRole('region', { name: 'Name, their version' }).innerText()).toBe('E2E Clash Tomme (laptop)');
    await panel.getByText('Merged already: Origin region.').waitFor();
    // Nothing is written before the editor chooses.
    expect((await row(id)).name).toBe('E2E Clash Tomme (laptop)');
    await panel.getByLabel('Keep yours').check();
    await panel.getByRole('button', { name: 'Save My Choices' }).click();
    await expect.poll(() => panel.count(), { timeout: 20_000 }).toBe(0);
    const saved = await until(async () => (await service.from('cheeses').select('name,origin_region').eq('id', id).single()).data as { name: string; origin_region: string }, (r) => r.name === 'E2E Clash Tomme (phone)');
    expect(saved).toEqual({ name: 'E2E Clash Tomme (phone)', origin_region: 'Jura' });
  });

  it('an article edited in two different paragraphs (one device offline, autosaving) merges by paragraph, with no panel', async () => {
    const content = 'A first paragraph about washed rinds.\n\nA middle paragraph.\n\nA last paragraph with a tpyo.';
    const slug = `e2e-merge-paragraphs-${Date.now().toString(36)}`;
    const { data, error } = await service.from('cheezopedia_entries').insert({ title: 'E2E Merge Paragraphs', slug, content }).select('id').single();
    if (error) throw new Error(error.message);
    const id = (data as { id: string }).id;
    const open = async (page: Page) => {
      await page.goto(`${url}/admin/articles/edit/${id}`);
      await expect.poll(() => page.getByLabel('Content', { exact: true }).inputValue(), { timeout: 20_000 }).toBe(content);
      // The editing code is on the device before the phone goes offline.
      await page.locator('html[data-editing-ready="admin"]').waitFor({ timeout: 30_000 });
    };
    await open(phone.page);
    await open(laptop.page);
    await phone.context.setOffline(true);
    try {
      await phone.page.getByLabel('Content', { exact: true }).fill(`A new opening paragraph.\n\n${content}`);
      await phone.page.getByTestId('save-status').filter({ hasText: 'Offline — will sync' }).waitFor({ timeout: 20_000 });
      await laptop.page.getByLabel('Content', { exact: true }).fill(content.replace('tpyo', 'typo fixed'));
      await laptop.page.getByRole('button', { name: 'Save Draft' }).click();
      await laptop.page.getByTestId('save-status').filter({ hasText: 'Synced' }).waitFor({ timeout: 20_000 });
    } finally {
      await phone.context.setOffline(false);
    }
    const merged = `A new opening paragraph.\n\n${content.replace('tpyo', 'typo fixed')}`;
    const row = await until(async () => (await service.from('cheezopedia_entries').select('content').eq('id', id).single()).data as { content: string }, (r) => r.content === merged, 30_000);
    expect(row.content).toBe(merged);
    // The phone's builder shows the merged text; no conflict was asked.
    await expect.poll(() => phone.page.getByLabel('Content', { exact: true }).inputValue(), { timeout: 20_000 }).toBe(merged);
    expect(await phone.page.locator('.conflict-panel').count()).toBe(0);
  });
});
