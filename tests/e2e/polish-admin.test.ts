/**
 * Finish and polish of the back office, at 1280 px and 390 px: admin tables without
 * sideways overflow (thumbnails, clamped titles, visible actions, readable descriptions, an uncut
 * search placeholder), a compact CSV preview without mid-word breaks, re-imported cheeses flagged
 * and skipped or updated, padded builder dialogs with the styled file picker (choose, drop, paste),
 * the cheese form's field-level errors, the editor's tabs and shortcuts, and a blank article that
 * does not claim to be saved.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp } from '../helpers/app-server';
import { describeBrowser, launchBrowser } from '../helpers/browser';
import { serviceClient, signInAdmin } from './fixtures/session';

type App = Awaited<ReturnType<typeof startApp>>;
let app: App;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const SAMPLE = path.resolve(__dirname, '../../public/sample-cheeses-import.csv');

async function noSidewaysOverflow(p: Page, table: string) {
  return p.evaluate((sel) => {
    const t = document.querySelector(sel) as HTMLElement;
    const wrap = t.closest('.admin-table-wrap') as HTMLElement;
    return { table: wrap.scrollWidth - wrap.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
  }, table);
}

/** Every word of the cells matched by `sel` sits on one line (a word split across lines has two boxes). */
async function brokenWords(p: Page, sel: string): Promise<string[]> {
  return p.evaluate((s) => {
    const broken: string[] = [];
    for (const cell of Array.from(document.querySelectorAll(s))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        // Words between spaces and hyphens (a break after a hyphen is a normal line break).
        for (const m of text.matchAll(/[^\s\-\u2010]+/g)) {
          const range = document.createRange();
          range.setStart(n, m.index!);
          range.setEnd(n, m.index! + m[0].length);
          // A word split across lines has boxes on different lines (clamped overflow may repeat a box in place).
          const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  }, sel);
}

async function chooseCsv(p: Page, file: string) {
  const [chooser] = await Promise.all([p.waitForEvent('filechooser'), p.getByRole('button', { name: 'Choose CSV File' }).click()]);
  await chooser.setFiles(file);
}

async function sampleToPreview(p: Page) {
  await p.goto(`${app.url}/admin/cheeses/import`);
  await p.getByRole('heading', { name: 'Import Cheeses' }).waitFor();
  await chooseCsv(p, SAMPLE);
  await p.getByRole('button', { name: 'Continue', exact: true }).click();
  await p.getByRole('button', { name: 'Continue to Preview' }).click();
  await p.getByRole('heading', { name: 'Preview' }).waitFor();
}

async function dialogPadding(p: Page) {
  return p.getByRole('dialog').evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    const parts = Array.from(dialog.querySelectorAll('h2, label, input:not([type="file"]), .file-picker, .builder-modal-actions button'));
    let left = Infinity;
    let right = Infinity;
    let top = Infinity;
    let bottom = Infinity;
    for (const el of parts) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      left = Math.min(left, r.left - box.left);
      right = Math.min(right, box.right - r.right);
      top = Math.min(top, r.top - box.top);
      bottom = Math.min(bottom, box.bottom - r.bottom);
    }
    return { left, right, top, bottom };
  });
}

describeBrowser('back office polish', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    ({ context, page } = await signInAdmin(browser, app.url));
  });
  afterAll(async () => {
    await context?.close().catch(() => {});
    await browser?.close();
    await app?.dispose();
  });

  it('the articles table fits at 1280 px: thumbnails, two-line titles, every action visible; cards at 390 px', async () => {
    await page.setViewportSize(WIDE);
    await page.goto(`${app.url}/admin/articles`);
    await page.locator('table.articles-table tbody tr[data-slug]').first().waitFor({ timeout: 20_000 });
    expect(await noSidewaysOverflow(page, 'table.articles-table')).toEqual({ table: 0, page: 0 });
    const rows = await page.locator('table.articles-table tbody tr[data-slug]').evaluateAll((trs) =>
      trs.map((tr) => {
        const wrap = tr.closest('.admin-table-wrap')!.getBoundingClientRect();
        const thumb = tr.querySelector('.article-thumb')!.getBoundingClientRect();
        const title = tr.querySelector('.article-title')!;
        const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
        const del = tr.querySelector('button[aria-label^="Delete"]')!.getBoundingClientRect();
        return { thumb: thumb.width, titleLines: Math.round(title.getBoundingClientRect().height / lineHeight), deleteInside: del.right <= wrap.right && del.left >= wrap.left };
      }),
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect(r.thumb).toBeGreaterThanOrEqual(48);
      expect(r.titleLines).toBeLessThanOrEqual(2);
      expect(r.deleteInside).toBe(true);
    }
    expect(await page.getByRole('button', { name: /^Delete / }).first().getAttribute('title')).toBe('Delete');

    await page.setViewportSize(PHONE);
    await expect.poll(() => noSidewaysOverflow(page, 'table.articles-table')).toEqual({ table: 0, page: 0 });
    const del = (await page.getByRole('button', { name: /^Delete / }).first().boundingBox())!;
    expect(del.x + del.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('the cheese table fits at 1280 px with two-line descriptions and an uncut search placeholder; cards at 390 px', async () => {
    await page.setViewportSize(WIDE);
    await page.goto(`${app.url}/admin/cheeses`);
    await page.locator('.milk-badge').first().waitFor({ timeout: 20_000 });
    expect(await noSidewaysOverflow(page, 'table.cheese-table')).toEqual({ table: 0, page: 0 });
    const cells = await page.locator('.cheese-table td.cheese-description').evaluateAll((tds) =>
      tds.map((td) => ({ width: td.getBoundingClientRect().width, height: td.querySelector('span')!.getBoundingClientRect().height })),
    );
    for (const c of cells) {
      expect(c.width).toBeGreaterThanOrEqual(220);
      expect(c.height).toBeLessThanOrEqual(50);
    }
    const search = page.locator('#cheese-search');
    const fits = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return ctx.measureText(input.placeholder).width <= inner;
    });
    expect(fits).toBe(true);
    await page.setViewportSize(PHONE);
    await expect.poll(() => noSidewaysOverflow(page, 'table.cheese-table')).toEqual({ table: 0, page: 0 });
  });

  it('re-importing the sample warns about cheeses that exist, skips or updates them; the preview is compact, no mid-word breaks', async () => {
    await page.setViewportSize(WIDE);
    const service = serviceClient(app.url);
    const names = ['Tomme de Savoie', 'Ossau-Iraty', 'Banon', 'Mimolette', 'Danablu'];

    await sampleToPreview(page);
    const first = await page.getByTestId('import-summary').innerText();
    if (!(await page.getByTestId('import-duplicates').isVisible().catch(() => false))) {
      expect(first).toBe('5 rows in sample-cheeses-import.csv: 5 to import.');
      await page.getByRole('button', { name: 'Import 5 Rows' }).click();
      await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 30_000 });
    }
    const before = (await service.from('cheeses').select('id,name,version').in('name', names)).data as { id: string; version: number }[];
    expect(before).toHaveLength(5);

    // Second time: every row matches an existing cheese.
    await sampleToPreview(page);
    await page.getByTestId('import-duplicates').getByText('5 rows match existing cheeses by name').waitFor();
    expect(await page.getByTestId('import-summary').innerText()).toBe(
      '5 rows in sample-cheeses-import.csv: 0 to import, 5 already in the catalogue (skipped).',
    );
    expect(await noSidewaysOverflow(page, 'table.import-preview')).toEqual({ table: 0, page: 0 });
    expect(await brokenWords(page, '.import-preview td, .import-preview th')).toEqual([]);
    const heights = await page.locator('.import-preview tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    for (const h of heights) expect(h).toBeLessThanOrEqual(80);
    expect(await page.locator('.import-preview tbody').getByText('Exists: skipped').count()).toBe(5);

    // Skip (the default): nothing to import.
    expect(await page.getByLabel('Skip them (keep the existing cheeses as they are)').isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Import 0 Rows' }).isDisabled()).toBe(true);

    // Update: the five cheeses are updated in place, nothing new is inserted.
    await page.getByLabel('Update the existing cheeses with the values in this file').check();
    expect(await page.locator('.import-preview tbody').getByText('Updates existing').count()).toBe(5);
    // The summary and the button count the same rows.
    expect(await page.getByTestId('import-summary').innerText()).toBe('5 rows in sample-cheeses-import.csv: 5 to import, 5 of them update existing cheeses.');
    await page.getByRole('button', { name: 'Import 5 Rows' }).click();
    await page.getByRole('heading', { name: 'Import complete' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('import-updated').locator('dd').innerText()).toBe('5');
    expect(await page.getByTestId('import-success').locator('dd').innerText()).toBe('5');
    expect(await page.getByTestId('import-failed').locator('dd').innerText()).toBe('0');
    const after = (await service.from('cheeses').select('id,name,version').in('name', names)).data as { id: string; version: number }[];
    expect(after.map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    for (const c of after) expect(c.version).toBe(before.find((b) => b.id === c.id)!.version + 1);
  });

  for (const viewport of [WIDE, PHONE]) {
    it(`builder dialogs are padded and use the styled picker (choose, drop, paste) at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`${app.url}/admin/articles/new`);
      await page.getByRole('heading', { name: 'New Article' }).waitFor();
      await page.getByRole('button', { name: 'Add Featured Image' }).click();
      await page.getByRole('heading', { name: 'Featured Image' }).waitFor();
      const pad = await dialogPadding(page);
      for (const side of Object.values(pad)) expect(side).toBeGreaterThanOrEqual(16);
      const picker = page.getByTestId('file-picker');
      expect((await page.getByLabel('Image File').boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
      await picker.getByRole('button', { name: 'Choose File' }).waitFor();

      await page.getByLabel('Image File').setInputFiles({ name: 'raclette.png', mimeType: 'image/png', buffer: PNG });
      await picker.getByText('raclette.png').waitFor();
      await picker.getByText('70 B').waitFor();
      await picker.locator('.file-picker-preview img').waitFor();

      // Drop a file on the zone.
      await picker.evaluate((zone) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(2048)], 'dropped.png', { type: 'image/png' }));
        zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true, cancelable: true }));
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      });
      await picker.getByText('dropped.png').waitFor();
      await picker.getByText('2.0 KB').waitFor();

      // Paste an image anywhere in the dialog; a text paste into Alt Text is left alone.
      await page.getByLabel('Alt Text').fill('Melted raclette');
      await page.getByLabel('Alt Text').evaluate((input) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(10)], 'pasted.png', { type: 'image/png' }));
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
      });
      await picker.getByText('pasted.png').waitFor();
      expect(await page.getByLabel('Alt Text').inputValue()).toBe('Melted raclette');
      await page.getByRole('button', { name: 'Cancel' }).click();

      // Insert Link: padded too.
      await page.getByRole('button', { name: 'Link' }).click();
      await page.getByRole('heading', { name: 'Insert Link' }).waitFor();
      const linkPad = await dialogPadding(page);
      for (const side of Object.values(linkPad)) expect(side).toBeGreaterThanOrEqual(16);
      await page.getByRole('button', { name: 'Cancel' }).click();
    });
  }

  it('a blank article is not "saved"; Write/Preview are arrow-key tabs; Ctrl+B, I, K and S work and show in tooltips', async () => {
    await page.setViewportSize(WIDE);
    await page.goto(`${app.url}/admin/articles/new`);
    await page.getByRole('heading', { name: 'New Article' }).waitFor();
    const status = page.getByTestId('save-status');
    expect(await status.innerText()).toContain('Not saved yet');
    expect(await status.innerText()).not.toContain('Saved on this device');

    const write = page.getByRole('tab', { name: 'Write' });
    await write.focus();
    await page.keyboard.press('ArrowRight');
    const preview = page.getByRole('tab', { name: 'Preview' });
    expect(await preview.getAttribute('aria-selected')).toBe('true');
    expect(await preview.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await write.getAttribute('tabindex')).toBe('-1');
    await page.keyboard.press('Home');
    expect(await write.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(await write.getAttribute('id'));

    for (const [name, key] of [['Bold', 'Ctrl+B'], ['Italic', 'Ctrl+I'], ['Link', 'Ctrl+K']]) {
      expect(await page.getByRole('button', { name, exact: true }).getAttribute('title')).toBe(`${name} (${key})`);
    }
    expect(await page.getByRole('button', { name: 'Save Draft' }).getAttribute('title')).toBe('Save draft (Ctrl+S)');

    await page.getByLabel('Title').fill('Shortcut Test Article');
    const content = page.locator('#article-content');
    await content.fill('cheese');
    await content.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 6));
    await page.keyboard.press('Control+b');
    await expect.poll(() => content.inputValue()).toBe('**cheese**');
    await page.keyboard.press('Control+k');
    await page.getByRole('heading', { name: 'Insert Link' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await content.fill('A short body for the draft.');
    await page.keyboard.press('Control+s');
    await page.getByText('Draft saved!').waitFor({ timeout: 15_000 });
  });

  for (const viewport of [WIDE, PHONE]) {
    it(`the cheese form marks invalid fields and keeps Remove image beside the preview at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await page.goto(`${app.url}/admin/cheeses/new`);
      await page.getByRole('heading', { name: 'Add Cheese' }).waitFor();
      const name = page.locator('#cheese-name');
      const type = page.locator('#cheese-type');
      expect(Math.round((await type.boundingBox())!.height)).toBe(Math.round((await name.boundingBox())!.height));

      await page.getByRole('button', { name: 'Add Cheese' }).click();
      await page.getByRole('alert').getByText('Please fill in all required fields and upload an image.').waitFor();
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
      const message = page.locator('#cheese-name-error');
      expect(await message.innerText()).toBe('Enter the cheese’s name.');
      expect(await name.getAttribute('aria-describedby')).toBe('cheese-name-error');
      // Measured in one go: focusing the field may still be scrolling the page smoothly.
      const below = await page.evaluate(() => {
        const input = document.getElementById('cheese-name')!.getBoundingClientRect();
        const msg = document.getElementById('cheese-name-error')!.getBoundingClientRect();
        return msg.top >= input.bottom - 1 && Math.abs(msg.left - input.left) < 4;
      });
      expect(below).toBe(true);
      for (const id of ['cheese-type', 'cheese-milk', 'cheese-origin_country', 'cheese-description']) {
        expect(await page.locator(`#${id}`).getAttribute('aria-invalid'), id).toBe('true');
      }
      expect(await page.locator('#cheese-origin_region').getAttribute('aria-invalid')).toBeNull();
      await name.fill('Polish Tomme');
      await expect.poll(() => name.getAttribute('aria-invalid')).toBeNull();

      await page.getByLabel('Image').setInputFiles({ name: 'tomme.png', mimeType: 'image/png', buffer: PNG });
      const picker = page.getByTestId('file-picker');
      const remove = picker.getByRole('button', { name: 'Remove Image' });
      await remove.waitFor();
      const gap = await picker.evaluate((zone, phone) => {
        const preview = zone.querySelector('.file-picker-preview')!.getBoundingClientRect();
        const button = zone.querySelector('.file-picker-remove')!.getBoundingClientRect();
        return phone ? button.top - preview.bottom : button.left - preview.right;
      }, viewport.width < 480);
      expect(gap).toBeLessThan(260);
      expect(await page.locator('#cheese-image-error').count()).toBe(0);
    });
  }
});
