/**
 * The import wizard and Export CSV through the platform interface: inside the desktop app
 * (a fake `window.cheezopediaDesktop` injected before the app loads: openCsv / saveFile as the
 * preload would expose them) and on the web without it (the browser's file chooser and downloads).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parseCsv } from '../../src/features/admin/import/csv-parse';
import { startApp } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { fixture, serviceClient, signInAdmin } from './fixtures/session';

type App = Awaited<ReturnType<typeof startApp>>;

interface Saved {
  defaultName: string;
  content: string;
}

let app: App;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** Installs the fake preload bridge: openCsv answers window.__nextCsv, saveFile records into window.__saved. */
async function installDesktop(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __saved: unknown[]; __nextCsv: unknown; __opened: number; cheezopediaDesktop: unknown };
    w.__saved = [];
    w.__nextCsv = null;
    w.__opened = 0;
    w.cheezopediaDesktop = {
      isDesktop: true,
      version: '0.0.0-test',
      openCsv: async () => {
        w.__opened += 1;
        return w.__nextCsv;
      },
      saveFile: async (request: { defaultName: string; content: string }) => {
        w.__saved.push(request);
        return `/home/test/${request.defaultName}`;
      },
      onMenuCommand: () => () => {},
    };
  });
}

const saved = (page: Page) => page.evaluate(() => (window as unknown as { __saved: Saved[] }).__saved);
const nextCsv = (page: Page, file: { name: string; text: string } | null) =>
  page.evaluate((f) => ((window as unknown as { __nextCsv: unknown }).__nextCsv = f), file);

describeBrowser('import and export through the platform interface', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
  });

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
  });

  it('desktop: the wizard reads the file from the native open dialog and saves the sample and the export through the save dialog', async () => {
    const { context, page } = await signInAdmin(browser, app.url, installDesktop);
    contexts.push(context);
    let chooserOpened = false;
    page.on('filechooser', () => (chooserOpened = true));

    await page.goto(`${app.url}/admin/cheeses/import`);
    await page.getByRole('heading', { name: 'Import Cheeses' }).waitFor();

    // Cancelled dialog: nothing chosen.
    await nextCsv(page, null);
    await page.getByRole('button', { name: 'Choose CSV File' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __opened: number }).__opened)).toBe(1);
    await page.getByText('No file chosen').waitFor();
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);

    // A file whose name is not .csv.
    await nextCsv(page, { name: 'cheeses.txt', text: 'name\nBrie\n' });
    await page.getByRole('button', { name: 'Choose CSV File' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please upload a CSV file');

    // The sample download goes to the native save dialog.
    await page.getByRole('button', { name: 'Download Sample CSV' }).click();
    await expect.poll(async () => (await saved(page)).length).toBe(1);
    const [sample] = await saved(page);
    expect(sample.defaultName).toBe('sample-cheeses-import.csv');
    expect(sample.content).toBe(await readFile(new URL('../../public/sample-cheeses-import.csv', import.meta.url), 'utf8'));

    // A real import through the dialog.
    const text = 'name,type,milk,origin_country,description,image_url\nDesk Brie,Soft,Cow,France,"Creamy,\nbloomy",/images/cheeses/brie-de-meaux.svg\nDesk Bad,Soft,Yak,France,x,/x.jpg\n';
    await nextCsv(page, { name: 'desk.csv', text });
    await page.getByRole('button', { name: 'Choose CSV File' }).click();
    await page.getByText('2 rows · 6 columns · comma-separated').waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Preview' }).click();
    await page.getByRole('button', { name: 'Import 1 Row' }).click();
    await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-success').locator('dd').innerText()).toBe('1');
    expect(await page.getByTestId('import-failed').locator('dd').innerText()).toBe('1');
    expect(await page.getByRole('list', { name: 'Import errors' }).locator('li').allInnerTexts()).toEqual([
      'Row 3: milk "Yak" must be one of Cow, Goat, Sheep, Mixed, Buffalo',
    ]);
    const { data } = await serviceClient(app.url).from('cheeses').select('name,description').in('name', ['Desk Brie', 'Desk Bad']);
    expect(data).toEqual([{ name: 'Desk Brie', description: 'Creamy,\nbloomy' }]);
    expect(chooserOpened).toBe(false);

    // Export CSV from the list goes to the native save dialog too (the page load resets the fake's record).
    const { count } = await serviceClient(app.url).from('cheeses').select('*', { count: 'exact', head: true });
    await page.goto(`${app.url}/admin/cheeses`);
    await page.getByText(`Showing ${count} of ${count} cheeses`).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect.poll(async () => (await saved(page)).length).toBe(1);
    const exported = (await saved(page))[0];
    expect(exported.defaultName).toMatch(/^cheeses-\d{4}-\d{2}-\d{2}\.csv$/);
    const parsed = parseCsv(exported.content);
    expect(parsed.rows).toHaveLength(count!);
    expect(parsed.rows.some((r) => r[0] === 'Desk Brie')).toBe(true);
  });

  it('web: without the bridge the wizard uses the browser file chooser and the sample is a download', async () => {
    const { context, page } = await signInAdmin(browser, app.url);
    contexts.push(context);
    expect(await page.evaluate(() => 'cheezopediaDesktop' in window)).toBe(false);
    await page.goto(`${app.url}/admin/pairings/import`);
    await page.getByRole('heading', { name: 'Import Pairings' }).waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Choose CSV File' }).click()]);
    expect(chooser.isMultiple()).toBe(false);
    await chooser.setFiles(fixture('pairings-mixed.csv'));
    await page.getByText('9 rows · 6 columns · semicolon-separated').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Sample CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('sample-pairings-import.csv');
  });
});
