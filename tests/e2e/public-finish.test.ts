/**
 * The public site's finish, round 3, as a visitor meets it in headless Chromium against `npm start`'s
 * server: a link opens its page at the top and Back brings the position back; a focus ring on primary
 * buttons and cards when reached with Tab; cook mode keeps focus and the arrow keys after Previous
 * reaches the first step.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeBrowser, untilHydrated } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

describeBrowser('public site finish (round 3)', () => {
  const suite = browserSuite();

  async function open(path: string, viewport: { width: number; height: number } = PHONE): Promise<Page> {
    const context = await suite.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${suite.app.url}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await untilHydrated(page);
    return page;
  }

  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  async function recipeSlug(): Promise<string> {
    const res = await fetch(`${suite.app.url}/rest/v1/cheezopedia_entries?select=slug,serving_size&content_type=eq.recipe&order=published_at.desc`, {
      headers: { apikey: 'sb_publishable_cheezopedia_local_development_key' },
    });
    const rows = (await res.json()) as { slug: string; serving_size: string | null }[];
    return (rows.find((r) => /\d/.test(r.serving_size ?? '')) ?? rows[0]).slug;
  }

  it('a card far down /discover opens its entry at the top; Back returns to the card (phone)', async () => {
    const page = await open('/discover');
    const card = page.locator('.discover-grid .entry-card').last();
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(1500);
    const title = (await card.locator('.entry-card-title').innerText()).trim();
    await card.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
    await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(2);
    await page.context().close();
  });

  it("a footer link opens its page at the top, and the landing's section links still land on their section", async () => {
    const page = await open(`/${await recipeSlug()}`);
    const footer = page.locator('.site-footer');
    await footer.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(1000);
    await footer.getByRole('link', { name: 'Discover' }).click();
    await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await page.locator('.site-footer').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(/\/#contact$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('contact')!.getBoundingClientRect().top)))
      .toBeLessThan(150);
    await page.context().close();
  });

  /** Presses Tab until `selector`'s first match has focus (at most 60 presses); false if it never does. */
  async function tabTo(page: Page, selector: string): Promise<boolean> {
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((s) => document.activeElement === document.querySelector(s), selector)) return true;
    }
    return false;
  }

  /** The focused element's ring as drawn: its outline (what the site's :focus-visible rule sets). */
  const ring = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const s = getComputedStyle(el);
      return { focusVisible: el.matches(':focus-visible'), style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor };
    });

  it.each([
    { name: 'Get Our App (.btn-primary)', path: '/', selector: '.hero .btn-primary' },
    { name: 'a cheese card', path: '/', selector: '.cheese-card' },
    { name: 'Sign In in the header (.btn-primary)', path: '/discover', selector: '.site-header .btn-primary' },
    { name: 'an entry card', path: '/discover', selector: '.discover-grid .entry-card' },
    { name: 'the login form’s Sign In (.btn-primary)', path: '/login', selector: 'form button[type="submit"]' },
  ])('$name shows a focus ring when reached with Tab', async ({ path, selector }) => {
    const page = await open(path, DESKTOP);
    if (path === '/') await page.locator('.cheese-card').first().waitFor();
    expect(await tabTo(page, selector), `Tab reaches ${selector}`).toBe(true);
    const drawn = await ring(page);
    expect(drawn.focusVisible).toBe(true);
    expect(drawn.style).toBe('solid');
    expect(drawn.width).toBeGreaterThanOrEqual(3);
    expect(drawn.color).not.toBe('rgba(0, 0, 0, 0)');
    await page.context().close();
  });

  it('cook mode: after Previous reaches step 1, focus stays on Previous and the arrow keys still move', async () => {
    const page = await open(`/${await recipeSlug()}`, DESKTOP);
    await page.getByRole('button', { name: 'Cook mode' }).click();
    const dialog = page.getByTestId('cook-mode');
    const counter = dialog.locator('.cook-step-count');
    await counter.waitFor();
    // Its text as written (the style shows it in capitals).
    const count = { innerText: async () => ((await counter.textContent()) ?? '').trim() };
    const total = Number(/of (\d+)/.exec(await count.innerText())![1]);
    expect(total).toBeGreaterThan(2);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => count.innerText()).toBe(`Step 2 of ${total}`);
    const previous = dialog.getByRole('button', { name: 'Previous' });
    await previous.click();
    await expect.poll(() => count.innerText()).toBe(`Step 1 of ${total}`);
    expect(await previous.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => count.innerText()).toBe(`Step 2 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => count.innerText()).toBe(`Step 1 of ${total}`);
    // Pressing the first step's Previous again (Enter: it is focused) changes nothing and keeps focus.
    await page.keyboard.press('Enter');
    expect(await count.innerText()).toBe(`Step 1 of ${total}`);
    expect(await previous.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
