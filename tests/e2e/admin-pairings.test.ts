/**
 * Pairings management in a real browser: the list with stars, 50-character descriptions,
 * search, type and cheese filters and the footer count; create through the searchable cheese picker
 * with validation messages; edit; delete with the spec's confirmation; an edit made offline reaching
 * the database later; a save on an outdated version shown as a conflict and resolved. Checked
 * against the database.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PAIRING_CHEESE_REQUIRED, PAIRING_NAME_REQUIRED } from '../../src/domain/messages';
import { startApp } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { answerConfirm, serviceClient, signInAdmin, until } from './fixtures/session';

type App = Awaited<ReturnType<typeof startApp>>;

let app: App;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const NAME = 'E2E Vin Jaune';

async function dbPairings(name: string) {
  const { data, error } = await serviceClient(app.url).from('pairings').select('*').eq('pairing_name', name);
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>[];
}

const footer = () => page.locator('.admin-footer-count').innerText();

describeBrowser('admin pairings', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
    ({ context, page } = await signInAdmin(browser, app.url));
  });

  afterAll(async () => {
    await context?.close().catch(() => {});
  });

  it('the dashboard links to pairings; the list shows stars, previews, search, filters and the count', async () => {
    const service = serviceClient(app.url);
    const { data: all } = await service.from('pairings').select('id, pairing_type, pairing_name, rating, description, cheese_id');
    const pairings = (all ?? []) as { pairing_type: string; pairing_name: string; rating: number | null; description: string | null; cheese_id: string }[];
    expect(pairings.length).toBeGreaterThan(3);
    await page.goto(`${app.url}/admin`);
    expect(await page.getByRole('link', { name: 'Create Pairing' }).getAttribute('href')).toBe('/admin/pairings/new');
    await page.getByTestId('stat-pairings').getByRole('link', { name: 'Pairings' }).click();
    await page.getByRole('heading', { name: 'Pairings', exact: true }).waitFor();
    await page.getByText(`Showing ${pairings.length} of ${pairings.length} pairings`).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('link', { name: 'Import CSV' }).getAttribute('href')).toBe('/admin/pairings/import');
    expect(await page.getByRole('link', { name: 'Create Pairing' }).getAttribute('href')).toBe('/admin/pairings/new');
    const rated = pairings.find((p) => p.rating)!;
    for (const text of await page.locator('.pairing-description').allInnerTexts()) expect(text.length).toBeLessThanOrEqual(53);

    // The list is windowed (only rows near the viewport are rendered): search brings the row up.
    await page.getByLabel('Search pairings').fill(rated.pairing_name);
    await expect.poll(footer).toMatch(new RegExp(`^Showing [1-9]\\d* of ${pairings.length} pairings$`));
    const row = page.locator('tr', { has: page.getByRole('link', { name: `Edit ${rated.pairing_name}`, exact: true }) }).first();
    // Star icons (not unicode glyphs), named for screen readers.
    expect(await row.getByRole('img', { name: `${rated.rating} out of 5` }).locator('.star-on').count()).toBe(rated.rating);
    await page.getByLabel('Search pairings').fill('');
    const type = rated.pairing_type;
    await page.getByLabel('Filter by type').selectOption(type);
    const ofType = pairings.filter((p) => p.pairing_type.toLowerCase() === type.toLowerCase()).length;
    await expect.poll(footer).toBe(`Showing ${ofType} of ${pairings.length} pairings`);
    await page.getByLabel('Filter by type').selectOption('');
    await page.getByLabel('Filter by cheese').selectOption(rated.cheese_id);
    const ofCheese = pairings.filter((p) => p.cheese_id === rated.cheese_id).length;
    await expect.poll(footer).toBe(`Showing ${ofCheese} of ${pairings.length} pairings`);
    await page.getByLabel('Filter by cheese').selectOption('');
  });

  it('creates a pairing with the searchable cheese picker; missing fields give clear messages', async () => {
    await page.goto(`${app.url}/admin/pairings/new`);
    await page.getByRole('heading', { name: 'Create Pairing' }).waitFor();
    await page.getByRole('button', { name: 'Create Pairing' }).click();
    await page.getByRole('alert').filter({ hasText: PAIRING_CHEESE_REQUIRED }).waitFor();
    await page.getByRole('combobox', { name: 'Cheese', exact: true }).fill('comt');
    await page.getByRole('option', { name: 'Comté' }).click();
    await page.getByText('Selected: Comté').waitFor();
    await page.getByLabel('Type').fill('Wine');
    await page.getByRole('button', { name: 'Create Pairing' }).click();
    await page.getByRole('alert').filter({ hasText: PAIRING_NAME_REQUIRED }).waitFor();
    await page.getByLabel(/^Name/).fill(NAME);
    await page.getByLabel('Description').fill('Oxidative Jura white with the nutty crystals of an old Comté: a regional classic.');
    await page.getByLabel('4 out of 5').check();
    await page.getByRole('button', { name: 'Create Pairing' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/pairings');
    await page.getByText('Pairing added successfully!').waitFor();
    const rows = await until(() => dbPairings(NAME), (r) => r.length === 1);
    const { data: comte } = await serviceClient(app.url).from('cheeses').select('id').eq('name', 'Comté').single();
    expect(rows[0]).toMatchObject({ cheese_id: comte!.id, pairing_type: 'Wine', rating: 4, version: 1 });
  });

  it('edits the pairing', async () => {
    await page.goto(`${app.url}/admin/pairings`);
    await page.getByRole('link', { name: `Edit ${NAME}` }).click();
    await page.getByRole('heading', { name: 'Edit Pairing' }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe(NAME);
    await page.getByLabel('5 out of 5').check();
    await page.getByRole('button', { name: 'Update Pairing' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/pairings');
    await page.getByText('Pairing updated successfully!').waitFor();
    const rows = await until(() => dbPairings(NAME), (r) => r[0]?.rating === 5);
    expect(rows[0]).toMatchObject({ rating: 5, version: 2 });
  });

  it('an edit made offline is marked "Pending sync" and reaches the database when back online', async () => {
    await page.goto(`${app.url}/admin/pairings`);
    await page.getByRole('link', { name: `Edit ${NAME}` }).click();
    await page.getByRole('heading', { name: 'Edit Pairing' }).waitFor();
    await context.setOffline(true);
    try {
      await page.getByLabel('Type').fill('White wine');
      await page.getByRole('button', { name: 'Update Pairing' }).click();
      await page.getByText('Pairing updated successfully!').waitFor();
      const row = page.locator('tr', { has: page.getByRole('link', { name: `Edit ${NAME}` }) });
      await row.getByText('Pending sync').waitFor();
      expect((await dbPairings(NAME))[0].pairing_type).toBe('Wine');
    } finally {
      await context.setOffline(false);
    }
    const rows = await until(() => dbPairings(NAME), (r) => r[0]?.pairing_type === 'White wine', 30_000);
    expect(rows[0].pairing_type).toBe('White wine');
  });

  it('a save on an outdated version is a conflict with both versions; "Keep Mine" wins', async () => {
    await page.goto(`${app.url}/admin/pairings`);
    await page.getByRole('link', { name: `Edit ${NAME}` }).click();
    await page.getByRole('heading', { name: 'Edit Pairing' }).waitFor();
    // Typed first: a newer version that arrives before any typing is adopted by the form (no conflict).
    await page.getByLabel('Description').fill('E2E mine');
    const { error } = await serviceClient(app.url).from('pairings').update({ description: 'E2E theirs' }).eq('pairing_name', NAME);
    expect(error).toBeNull();
    await page.getByRole('button', { name: 'Update Pairing' }).click();
    const panel = page.locator('.pairing-conflict');
    await panel.getByRole('heading', { name: 'This pairing was changed elsewhere' }).waitFor({ timeout: 30_000 });
    await panel.getByText('E2E mine').waitFor();
    await panel.getByText('E2E theirs').waitFor();
    expect((await dbPairings(NAME))[0].description).toBe('E2E theirs');
    await panel.getByRole('button', { name: 'Keep Mine' }).click();
    const rows = await until(() => dbPairings(NAME), (r) => r[0]?.description === 'E2E mine', 30_000);
    expect(rows[0].description).toBe('E2E mine');
    await expect.poll(() => panel.count(), { timeout: 20_000 }).toBe(0);
  });

  it('deletes with the confirmation text (cancel keeps it)', async () => {
    await page.goto(`${app.url}/admin/pairings`);
    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    expect(await answerConfirm(page, 'dismiss')).toBe(`Are you sure you want to delete "${NAME}"?`);
    expect(await dbPairings(NAME)).toHaveLength(1);
    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    await answerConfirm(page, 'accept');
    await page.getByText('Pairing deleted successfully!').waitFor();
    const rows = await until(() => dbPairings(NAME), (r) => r.length === 0);
    expect(rows).toHaveLength(0);
  });
});
