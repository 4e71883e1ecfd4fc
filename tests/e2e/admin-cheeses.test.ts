/**
 * The cheese catalogue in a real browser: the list from the local
 * copy with search over name, country and description; add with image upload (preview, remove,
 * rejected non-image), the required-field message, edit, a missing cheese, delete with the
 * confirmation text, Export CSV as a download (web platform). Checked against the database.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { cheeseSearch } from '../../src/domain/cheese-rules';
import { CHEESE_TYPES, MILK_TYPES } from '../../src/domain/constants';
import { parseCsv } from '../../src/features/admin/import/csv-parse';
import { startApp } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { answerConfirm, serviceClient, signInAdmin, until } from './fixtures/session';

type App = Awaited<ReturnType<typeof startApp>>;

let app: App;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const NAME = 'E2E Test Tomme';
const DOOMED = 'E2E Deleted Tomme';

async function dbCheese(name: string) {
  const { data, error } = await serviceClient(app.url).from('cheeses').select('*').eq('name', name);
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>[];
}

async function visibleNames(p: Page): Promise<string[]> {
  return p.locator('.cheese-table tbody tr td:nth-child(2) strong').allInnerTexts();
}

describeBrowser('admin cheese catalogue', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
    ({ context, page } = await signInAdmin(browser, app.url));
  });

  afterAll(async () => {
    await context?.close().catch(() => {});
  });

  it('lists every cheese with milk badge, origin, ageing and a 50-character description; search covers name, country, description', async () => {
    const { data: all } = await serviceClient(app.url).from('cheeses').select('*');
    const cheeses = (all ?? []) as { name: string; origin_country: string; description: string }[];
    expect(cheeses.length).toBeGreaterThan(5);
    await page.goto(`${app.url}/admin/cheeses`);
    await page.getByRole('heading', { name: 'Cheeses', exact: true }).waitFor();
    await page.getByText(`Showing ${cheeses.length} of ${cheeses.length} cheeses`).waitFor({ timeout: 20_000 });
    await page.locator('.milk-badge').first().waitFor();
    const first = page.locator('.cheese-description').first();
    expect((await first.innerText()).length).toBeLessThanOrEqual(53);
    expect(await page.getByRole('link', { name: 'Import CSV' }).getAttribute('href')).toBe('/admin/cheeses/import');
    expect(await page.getByRole('link', { name: 'Add Cheese' }).getAttribute('href')).toBe('/admin/cheeses/new');

    for (const query of ['italy', 'BLUE', 'Roquefort', 'zzz-no-match']) {
      await page.getByLabel('Search cheeses').fill(query);
      const expected = cheeseSearch(cheeses, query).map((c) => c.name).sort();
      await page.getByText(`Showing ${expected.length} of ${cheeses.length} cheeses`).waitFor();
      expect((await visibleNames(page)).sort(), query).toEqual(expected);
    }
    await page.getByText('No cheeses match your search.').waitFor();
    await page.getByLabel('Search cheeses').fill('');
  });

  it('adds a cheese with an uploaded image (preview, remove, non-image refused) and stores empty optionals as null', async () => {
    await page.goto(`${app.url}/admin/cheeses/new`);
    await page.getByRole('heading', { name: 'Add Cheese' }).waitFor();
    expect(await page.getByLabel('Type').locator('option').allInnerTexts()).toEqual(['Select type', ...CHEESE_TYPES]);
    expect(await page.getByLabel('Milk').locator('option').allInnerTexts()).toEqual(['Select milk', ...MILK_TYPES]);

    await page.getByRole('button', { name: 'Add Cheese' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please fill in all required fields and upload an image.');

    await page.getByLabel('Image').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Failed to upload image: Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)').waitFor();

    await page.getByLabel('Image').setInputFiles({ name: 'tomme.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Image uploaded successfully!').waitFor();
    const preview = page.locator('.file-picker-preview img');
    await preview.waitFor();
    // Reduced on the device before upload: an opaque picture is stored as JPEG whatever was picked.
    expect(await preview.getAttribute('src')).toMatch(/\/storage\/v1\/object\/public\/cheeses\/\d+-[a-z0-9]+\.jpg$/);
    await page.getByRole('button', { name: 'Remove Image' }).click();
    await expect.poll(() => page.locator('.file-picker-preview img').count()).toBe(0);

    await page.getByLabel('Name').fill(NAME);
    await page.getByLabel('Type').selectOption('Semi-soft');
    await page.getByLabel('Milk').selectOption('Goat');
    await page.getByLabel('Origin country').fill('France');
    await page.getByLabel('Description').fill('A test tomme: nutty, with a grey rind.');
    await page.getByRole('button', { name: 'Add Cheese' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please fill in all required fields and upload an image.');
    await page.getByLabel('Image').setInputFiles({ name: 'tomme.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Image uploaded successfully!').waitFor();
    await page.getByRole('button', { name: 'Add Cheese' }).click();

    await page.waitForURL((u) => u.pathname === '/admin/cheeses');
    await page.getByText('Cheese added successfully!').waitFor();
    await page.getByRole('link', { name: `Edit ${NAME}` }).waitFor();

    const rows = await until(() => dbCheese(NAME), (r) => r.length === 1);
    expect(rows).toHaveLength(1);
    const { data: admin } = await serviceClient(app.url).from('profiles').select('id').eq('email', 'admin@cheezopedia.test').single();
    expect(rows[0]).toMatchObject({ type: 'Semi-soft', milk: 'Goat', origin_country: 'France', origin_region: null, ageing_period: null, added_by: admin!.id });
    expect(String(rows[0].image_url)).toMatch(/\/storage\/v1\/object\/public\/cheeses\/\d+-[a-z0-9]+\.jpg$/);
    const img = await fetch(String(rows[0].image_url));
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect([...Buffer.from(await img.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('edits the cheese', async () => {
    await page.goto(`${app.url}/admin/cheeses`);
    await page.getByRole('link', { name: `Edit ${NAME}` }).click();
    await page.getByRole('heading', { name: 'Edit Cheese' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe(NAME);
    expect(await page.getByLabel('Type').inputValue()).toBe('Semi-soft');
    await page.locator('.file-picker-preview img').waitFor();
    await page.getByLabel('Origin region').fill('Savoie');
    await page.getByLabel('Ageing period').fill('2–4 months');
    await page.getByRole('button', { name: 'Update Cheese' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/cheeses');
    await page.getByText('Cheese updated successfully!').waitFor();
    await page.getByRole('cell', { name: 'France, Savoie' }).waitFor();
    const rows = await until(() => dbCheese(NAME), (r) => r[0]?.origin_region === 'Savoie');
    expect(rows[0]).toMatchObject({ origin_region: 'Savoie', ageing_period: '2–4 months', milk: 'Goat' });
  });

  it("an unknown cheese id gives 'Failed to load cheese' and goes back to the list", async () => {
    await page.goto(`${app.url}/admin/cheeses/edit/00000000-0000-4000-8000-000000000000`);
    await page.waitForURL((u) => u.pathname === '/admin/cheeses', { timeout: 20_000 });
    await page.getByText('Failed to load cheese', { exact: true }).waitFor();
  });

  it('an edit made offline is marked "Pending sync" and reaches the database when back online', async () => {
    await page.goto(`${app.url}/admin/cheeses`);
    await page.getByRole('link', { name: 'Edit Feta' }).click();
    await page.getByRole('heading', { name: 'Edit Cheese' }).waitFor();
    await context.setOffline(true);
    try {
      await page.getByLabel('Ageing period').fill('E2E offline: 2 months in brine');
      await page.getByRole('button', { name: 'Update Cheese' }).click();
      await page.getByText('Cheese updated successfully!').waitFor();
      const row = page.locator('tr', { has: page.getByRole('link', { name: 'Edit Feta' }) });
      await row.getByText('Pending sync').waitFor();
      expect((await dbCheese('Feta'))[0].ageing_period).not.toBe('E2E offline: 2 months in brine');
    } finally {
      await context.setOffline(false);
    }
    const rows = await until(() => dbCheese('Feta'), (r) => r[0]?.ageing_period === 'E2E offline: 2 months in brine', 30_000);
    expect(rows[0].ageing_period).toBe('E2E offline: 2 months in brine');
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'Edit Feta' }) });
    await expect.poll(() => row.getByText('Pending sync').count(), { timeout: 30_000 }).toBe(0);
  });

  it('a save based on an outdated version is a conflict, shown with both versions and resolved by "Keep Mine"', async () => {
    const service = serviceClient(app.url);
    await page.goto(`${app.url}/admin/cheeses`);
    await page.getByRole('link', { name: 'Edit Halloumi' }).click();
    await page.getByRole('heading', { name: 'Edit Cheese' }).waitFor();
    // Someone else saves while this form is being edited (a newer version that arrives before any
    // typing is adopted by the form: no conflict).
    await page.getByLabel('Description').fill('E2E mine: changed in the browser');
    const { error } = await service.from('cheeses').update({ description: 'E2E theirs: changed on the server' }).eq('name', 'Halloumi');
    expect(error).toBeNull();
    await page.getByRole('button', { name: 'Update Cheese' }).click();
    // The push is made at once on the version the form loaded: the conflict shows on the form itself.
    const panel = page.locator('.cheese-conflict');
    await panel.getByRole('heading', { name: 'This cheese was changed elsewhere' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Cheese updated successfully!').count()).toBe(0);
    expect((await dbCheese('Halloumi'))[0].description).toBe('E2E theirs: changed on the server');
    // Leaving and coming back keeps the conflict (it lives in the outbox).
    await page.getByRole('link', { name: 'Back to Cheeses' }).click();
    const row = page.locator('tr', { has: page.getByRole('link', { name: 'Edit Halloumi' }) });
    await row.getByText('Conflict').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Edit Halloumi' }).click();
    await panel.getByRole('heading', { name: 'This cheese was changed elsewhere' }).waitFor({ timeout: 20_000 });
    await panel.getByText('E2E mine: changed in the browser').waitFor();
    await panel.getByText('E2E theirs: changed on the server').waitFor();
    await panel.getByRole('button', { name: 'Keep Mine' }).click();
    const rows = await until(() => dbCheese('Halloumi'), (r) => r[0]?.description === 'E2E mine: changed in the browser', 30_000);
    expect(rows[0].description).toBe('E2E mine: changed in the browser');
    await expect.poll(() => panel.count(), { timeout: 20_000 }).toBe(0);
  });

  it('deletes with the confirmation text (cancel keeps it)', async () => {
    // Its own cheese, made elsewhere and brought to this device by its sync: the test needs nothing
    // from the ones before it.
    const { data: made, error } = await serviceClient(app.url)
      .from('cheeses')
      .insert({ name: DOOMED, image_url: '/images/cheeses/comte.svg', type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'Made to be deleted.' })
      .select('id');
    expect(error).toBeNull();
    expect(made).toHaveLength(1);
    await page.goto(`${app.url}/admin/cheeses`);
    await page.getByRole('button', { name: `Delete ${DOOMED}` }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: `Delete ${DOOMED}` }).click();
    expect(await answerConfirm(page, 'dismiss')).toBe(`Are you sure you want to delete "${DOOMED}"?`);
    expect(await dbCheese(DOOMED)).toHaveLength(1);
    await page.getByRole('button', { name: `Delete ${DOOMED}` }).click();
    await answerConfirm(page, 'accept');
    await page.getByText('Cheese deleted successfully!').waitFor();
    // The list drops the row when the device's copy has; the toast may come first on a busy machine.
    await expect.poll(() => page.getByRole('link', { name: `Edit ${DOOMED}` }).count(), { timeout: 20_000 }).toBe(0);
    expect(await until(() => dbCheese(DOOMED), (r) => r.length === 0)).toHaveLength(0);
  });

  it('exports the catalogue as CSV (a download on the web)', async () => {
    const service = serviceClient(app.url);
    const serverIds = async () => {
      const { data, error } = await service.from('cheeses').select('id');
      if (error) throw new Error(error.message);
      return (data as { id: string }[]).map((r) => r.id).sort();
    };
    await page.goto(`${app.url}/admin/cheeses`);
    // A change made just before (a delete is on this device at once, on the server once its push
    // lands) may still be on its way: the server is read again until the list shows its exact count.
    // A list that stayed stale never does.
    let ids: string[] = [];
    await expect
      .poll(
        async () => {
          ids = await serverIds();
          return page.getByText(`Showing ${ids.length} of ${ids.length} cheeses`).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cheeses-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = parseCsv(await readFile((await download.path())!, 'utf8'));
    expect(parsed.headers.slice(0, 8)).toEqual(['name', 'type', 'milk', 'origin_country', 'origin_region', 'ageing_period', 'description', 'image_url']);
    expect(parsed.rows).toHaveLength(ids.length);
    // The very cheeses the server has: none deleted, none missing.
    const idColumn = parsed.headers.indexOf('id');
    expect(parsed.rows.map((r) => r[idColumn]).sort()).toEqual(ids);
  });
});
