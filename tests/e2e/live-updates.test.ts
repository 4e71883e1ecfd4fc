/**
 * Two devices of one catalogue, live (two browser contexts signed in as the same admin, as a desktop
 * and a phone): a change saved on one reaches the other's open list and open form through Realtime's
 * poke and the ordinary pull, with no reload — well before the 60 s fallback pull. In the form, an
 * untouched field takes the other device's value with a note, an edited field keeps the editor's
 * text, and the save keeps both. Presence shows who else has the record open and goes when they
 * leave. A device that was offline catches up as soon as it is back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { serviceClient, signInAdmin } from './fixtures/session';

/** Less than the fallback pull's 60 s: what arrives within it came live. */
const LIVE_WAIT_MS = 20_000;

let one: { context: BrowserContext; page: Page };
let two: { context: BrowserContext; page: Page };

type CheeseRow = { id: string; name: string; origin_country: string; ageing_period: string | null; description: string; version: number };

describeBrowser('live updates between two devices', () => {
  const suite = browserSuite();
  let cheeses: CheeseRow[];

  beforeAll(async () => {
    one = await signInAdmin(suite.browser, suite.app.url);
    two = await signInAdmin(suite.browser, suite.app.url);
    const { data, error } = await serviceClient(suite.app.url).from('cheeses').select('id,name,origin_country,ageing_period,description,version').order('name').limit(4);
    if (error) throw new Error(error.message);
    cheeses = data as CheeseRow[];
  });

  afterAll(async () => {
    await one?.context.close().catch(() => {});
    await two?.context.close().catch(() => {});
  });

  /** Opens a cheese's form on a device and waits until it is filled. */
  async function openForm(page: Page, id: string, name: string): Promise<void> {
    await page.goto(`${suite.app.url}/admin/cheeses/edit/${id}`);
    await page.getByRole('heading', { name: 'Edit Cheese' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByLabel('Name').inputValue(), { timeout: 30_000 }).toBe(name);
  }

  /** Changes fields of a cheese through a device's form and waits until it is saved. */
  async function saveOn(page: Page, c: CheeseRow, fields: Record<string, string>): Promise<void> {
    await openForm(page, c.id, c.name);
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Update Cheese' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/cheeses', { timeout: 30_000 });
  }

  it('an open list shows the other device\'s change', async () => {
    const c = cheeses[0];
    await one.page.goto(`${suite.app.url}/admin/cheeses`);
    const row = (name: string) => one.page.locator('.cheese-table tbody tr td:nth-child(2) strong', { hasText: name });
    await row(c.name).first().waitFor({ timeout: 30_000 });
    const renamed = `${c.name} Réserve`;
    await saveOn(two.page, c, { Name: renamed });
    await row(renamed).first().waitFor({ timeout: LIVE_WAIT_MS });
    c.name = renamed;
  });

  it('an open form: the untouched field takes the other device\'s value with a note, the edited one keeps the text, and the save keeps both', async () => {
    const c = cheeses[1];
    await openForm(one.page, c.id, c.name);
    const mine = `${c.description} Typed on the desktop.`;
    await one.page.getByLabel('Description').fill(mine);
    await saveOn(two.page, c, { 'Origin country': 'Switzerland', 'Ageing period': '14 months' });
    await expect.poll(() => one.page.getByLabel('Origin country').inputValue(), { timeout: LIVE_WAIT_MS }).toBe('Switzerland');
    expect(await one.page.getByLabel('Ageing period').inputValue()).toBe('14 months');
    expect(await one.page.getByLabel('Description').inputValue()).toBe(mine);
    await one.page.getByText('Updated from another device: Origin country, Ageing period').waitFor();
    await one.page.getByRole('button', { name: 'Update Cheese' }).click();
    await one.page.waitForURL((u) => u.pathname === '/admin/cheeses', { timeout: 30_000 });
    const { data } = await serviceClient(suite.app.url).from('cheeses').select('origin_country,ageing_period,description').eq('id', c.id).single();
    expect(data).toEqual({ origin_country: 'Switzerland', ageing_period: '14 months', description: mine });
  });

  it('presence: the form shows who else has the cheese open, and not once they leave', async () => {
    const c = cheeses[2];
    await openForm(one.page, c.id, c.name);
    await openForm(two.page, c.id, c.name);
    const line = 'Also open: Ada Admin, on another device';
    await one.page.getByText(line).waitFor({ timeout: LIVE_WAIT_MS });
    await two.page.getByText(line).waitFor({ timeout: LIVE_WAIT_MS });
    await two.page.goto(`${suite.app.url}/admin/cheeses`);
    await one.page.getByText(line).waitFor({ state: 'detached', timeout: LIVE_WAIT_MS });
  });

  it('the builder: presence of the other device, and an untouched field follows a change made elsewhere while the title is being edited', async () => {
    const service = serviceClient(suite.app.url);
    const { data, error } = await service.from('cheezopedia_entries').select('id,title,description').not('published_at', 'is', null).order('slug').limit(1).single();
    if (error || !data) throw new Error(error?.message ?? 'no published entry');
    const entry = data as { id: string; title: string; description: string | null };
    for (const device of [one, two]) {
      await device.page.goto(`${suite.app.url}/admin/articles/edit/${entry.id}`);
      await expect.poll(() => device.page.getByLabel('Title').inputValue(), { timeout: 30_000 }).toBe(entry.title);
    }
    await one.page.getByText('Also open: Ada Admin, on another device').waitFor({ timeout: LIVE_WAIT_MS });
    const title = `${entry.title} (second edition)`;
    await one.page.getByLabel('Title').fill(title);
    const excerpt = 'An excerpt rewritten on another device.';
    const { error: updateError } = await service.from('cheezopedia_entries').update({ description: excerpt }).eq('id', entry.id);
    if (updateError) throw new Error(updateError.message);
    await expect.poll(() => one.page.getByLabel('Excerpt').inputValue(), { timeout: LIVE_WAIT_MS }).toBe(excerpt);
    expect(await one.page.getByLabel('Title').inputValue()).toBe(title);
    await one.page.getByText('Updated from another device: Excerpt').waitFor();
    await two.page.goto(`${suite.app.url}/admin/articles`);
    await one.page.getByText('Also open: Ada Admin, on another device').waitFor({ state: 'detached', timeout: LIVE_WAIT_MS });
    // Nothing left unsaved: the next test leaves the builder without being asked.
    await one.page.getByLabel('Title').fill(entry.title);
  });

  it('a device that was offline catches up as soon as it is back', async () => {
    const c = cheeses[3];
    await one.page.goto(`${suite.app.url}/admin/cheeses`);
    const row = (name: string) => one.page.locator('.cheese-table tbody tr td:nth-child(2) strong', { hasText: name });
    await row(c.name).first().waitFor({ timeout: 30_000 });
    await one.context.setOffline(true);
    const renamed = `${c.name} Fermier`;
    await saveOn(two.page, c, { Name: renamed });
    expect(await row(renamed).count()).toBe(0);
    await one.context.setOffline(false);
    await row(renamed).first().waitFor({ timeout: LIVE_WAIT_MS });
  });
});
