/**
 * Windowed admin lists: with hundreds of cheeses only the rows near the viewport are in
 * the DOM; the table announces its full size (aria-rowcount, aria-rowindex, a status row count),
 * Tab moves through rows past the first window (the next rows render as focus scrolls), and search
 * answers from the index.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { serviceClient, signInAdmin } from './fixtures/session';

const EXTRA = 600;
let context: BrowserContext;
let page: Page;
let total = 0;

describeBrowser('windowed admin lists', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    const service = serviceClient(suite.app.url);
    const rows = Array.from({ length: EXTRA }, (_, i) => ({
      name: `Window Test Cheese ${String(i).padStart(4, '0')}`,
      type: 'Hard',
      milk: 'Cow',
      origin_country: 'Testland',
      description: `Row ${i} of the windowing test.`,
      image_url: 'https://example.test/cheese.jpg',
    }));
    const { error } = await service.from('cheeses').insert(rows);
    if (error) throw new Error(error.message);
    const { count } = await service.from('cheeses').select('id', { count: 'exact', head: true });
    total = count ?? 0;
    ({ context, page } = await signInAdmin(suite.browser, suite.app.url));
  });
  afterAll(async () => {
    await context?.close().catch(() => {});
  });

  it('renders a window of rows, announces the full count and keeps keyboard navigation', async () => {
    await page.goto(`${suite.app.url}/admin/cheeses`);
    const status = page.getByRole('status').filter({ hasText: 'Showing' });
    await expect.poll(() => status.innerText(), { timeout: 60_000 }).toBe(`Showing ${total} of ${total} cheeses`);
    const table = page.locator('table.cheese-table');
    expect(await table.getAttribute('aria-rowcount')).toBe(String(total + 1));
    const rendered = page.locator('.cheese-table tbody tr[data-index]');
    await expect.poll(() => rendered.count()).toBeGreaterThan(0);
    const firstWindow = await rendered.count();
    expect(firstWindow).toBeLessThan(80);
    expect(await rendered.first().getAttribute('aria-rowindex')).toBe('2');

    // Tab from the search field through the rows' Edit/Delete controls, well past the first window.
    await page.getByLabel('Search cheeses').focus();
    const steps = (firstWindow + 10) * 2;
    const visited: string[] = [];
    for (let i = 0; i < steps; i++) {
      await page.keyboard.press('Tab');
      visited.push(await page.evaluate(() => {
        const el = document.activeElement;
        return el?.closest('tr')?.getAttribute('aria-rowindex') ?? `${el?.tagName}.${el?.className}`;
      }));
    }
    expect(Number(visited[visited.length - 1]), visited.join(' ')).toBeGreaterThan(firstWindow + 1);
    expect(await rendered.count()).toBeLessThan(120);

    await page.getByLabel('Search cheeses').fill('window test cheese 0599');
    await expect.poll(() => status.innerText()).toBe(`Showing 1 of ${total} cheeses`);
    expect(await table.getAttribute('aria-rowcount')).toBe('2');
    expect(await page.locator('.cheese-table tbody tr[data-index] strong').allInnerTexts()).toEqual(['Window Test Cheese 0599']);
  });
});
