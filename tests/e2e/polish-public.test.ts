/**
 * Finish and polish of the public site, at 390 px and 1280 px: no emoji glyphs in UI
 * text, self-hosted brand fonts, compact landing on phones (two-column cheeses, feed scroller), both
 * store links and the app miniature, the cheese modal's app prompt in view without scrolling, Esc on
 * the mobile menu returning focus to the menu button, 44 px footer tap targets, entry heroes that
 * keep the art's aspect ratio, the recipe summary with Jump to recipe and a recipe-only print style,
 * the article byline, and the sign-in page's header and AA button.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CHEESE_MODAL_PROMPT } from '../../src/domain/messages';
import { AA_NORMAL_TEXT, contrastRatio } from '../../src/domain/contrast';
import { startApp } from '../helpers/app-server';
import { describeBrowser, launchBrowser, untilHydrated } from '../helpers/browser';

type App = Awaited<ReturnType<typeof startApp>>;
let app: App;
let browser: Browser;

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * Emoji and pictographic symbols (what renders as an empty box where no emoji font exists), plus the
 * dingbats once used as icons; ©, ® and ™ are ordinary text.
 */
const EMOJI = /(?![\u00A9\u00AE\u2122])[\p{Extended_Pictographic}\u{2630}\u{2715}\u{2716}\u{2713}\u{2717}\u{275D}]|\u{FE0F}/u;

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await untilHydrated(page);
  return page;
}

async function noEmoji(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const re = new RegExp(source, 'u');
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      if (re.test(text)) hits.push(text.trim().slice(0, 60));
    }
    for (const el of Array.from(document.querySelectorAll('[title],[aria-label],[placeholder]'))) {
      for (const attr of ['title', 'aria-label', 'placeholder']) {
        const v = el.getAttribute(attr);
        if (v && re.test(v)) hits.push(`${attr}=${v}`);
      }
    }
    return hits;
  }, EMOJI.source);
}

async function recipeSlug(): Promise<string> {
  const res = await fetch(`${app.url}/rest/v1/cheezopedia_entries?select=slug,content_type,instructions&content_type=eq.recipe&limit=1`, {
    headers: { apikey: 'sb_publishable_cheezopedia_local_development_key' },
  });
  const rows = (await res.json()) as { slug: string }[];
  return rows[0].slug;
}

describeBrowser('public site polish', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.dispose();
  });

  it.each(WIDTHS)('has no emoji glyphs in UI text and ships its own fonts at $width px', async (viewport) => {
    for (const path of ['/', '/discover', `/${await recipeSlug()}`, '/login', '/signup']) {
      const page = await open(path, viewport);
      if (path === '/') await page.locator('.cheese-card').first().waitFor();
      expect(await noEmoji(page), path).toEqual([]);
      const fonts = await page.evaluate(async () => {
        const display = await document.fonts.load('700 1em "Fraunces"');
        const text = await document.fonts.load('400 1em "Nunito Sans"');
        const urls = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.woff2'));
        return { display: display.length, text: text.length, urls, heading: getComputedStyle(document.querySelector('h1')!).fontFamily };
      });
      expect(fonts.display, 'Fraunces is available').toBe(1);
      expect(fonts.text, 'Nunito Sans is available').toBe(1);
      expect(fonts.heading).toContain('Fraunces');
      for (const url of fonts.urls) expect(new URL(url).origin, 'fonts are self-hosted').toBe(app.url);
      await page.context().close();
    }
  });

  it('landing at 390 px: two-column compact cheeses, the feed as a horizontal scroller, a much shorter page', async () => {
    const page = await open('/', WIDTHS[0]);
    await page.locator('.cheese-card').first().waitFor();
    await page.locator('#recipes .entry-card').first().waitFor();
    const layout = await page.evaluate(() => {
      const cards = Array.from(document.querySelectorAll('.cheese-card')).map((c) => c.getBoundingClientRect());
      const feed = document.querySelector('.feed-scroller') as HTMLElement;
      return {
        firstRowTops: cards.slice(0, 2).map((r) => Math.round(r.top)),
        cardWidth: cards[0].width,
        feedScrolls: feed.scrollWidth > feed.clientWidth + 50,
        feedOverflow: getComputedStyle(feed).overflowX,
        pageHeight: document.documentElement.scrollHeight,
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(layout.firstRowTops[0]).toBe(layout.firstRowTops[1]);
    expect(layout.cardWidth).toBeLessThan(200);
    expect(layout.feedScrolls).toBe(true);
    expect(layout.feedOverflow).toBe('auto');
    expect(layout.pageHeight).toBeLessThan(7000);
    expect(layout.pageOverflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it.each(WIDTHS)('offers both store links and shows a real app miniature at $width px', async (viewport) => {
    const page = await open('/', viewport);
    const links = page.locator('#app a.store-link');
    expect(await links.count()).toBe(2);
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs[0]).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(hrefs[1]).toMatch(/^https:\/\/play\.google\.com\//);
    await page.locator('#app').getByText('Get it on Google Play').waitFor();
    if (viewport.width >= 1024) {
      const phone = page.locator('.phone-mock');
      await phone.scrollIntoViewIfNeeded();
      expect(await phone.locator('.phone-cheese img').count()).toBe(1);
      expect(await phone.locator('.phone-pairings li').count()).toBe(3);
      expect(await phone.locator('.phone-card').count()).toBe(0);
    }
    await page.context().close();
  });

  it.each(WIDTHS)("the cheese modal's app prompt is in view without scrolling at $width px", async (viewport) => {
    const page = await open('/', viewport);
    await page.locator('.cheese-card').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const prompt = dialog.getByText(CHEESE_MODAL_PROMPT);
    const button = dialog.getByRole('link', { name: 'Download the App' });
    for (const el of [prompt, button]) {
      const box = (await el.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    await page.context().close();
  });

  it('Escape on the mobile menu closes it and returns focus to the menu button (390 px)', async () => {
    const page = await open('/', WIDTHS[0]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Recipes' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    expect(await nav.isVisible()).toBe(false);
    await page.context().close();
  });

  it.each(WIDTHS)('footer links are 44 px tap targets at $width px', async (viewport) => {
    const page = await open('/', viewport);
    const heights = await page.locator('.site-footer li a').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(6);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });

  it.each(WIDTHS)('a recipe: uncropped hero, summary at the top, Jump to recipe, byline, recipe-only print at $width px', async (viewport) => {
    const page = await open(`/${await recipeSlug()}`, viewport);
    const hero = page.locator('.entry-hero img');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const frame = await hero.evaluate((img: HTMLImageElement) => {
      const r = img.getBoundingClientRect();
      return { ratio: r.width / r.height, natural: img.naturalWidth / img.naturalHeight, fit: getComputedStyle(img).objectFit, height: r.height };
    });
    expect(Math.abs(frame.ratio - frame.natural)).toBeLessThan(0.02);
    expect(['contain', 'fill']).toContain(frame.fit);
    expect(frame.height).toBeGreaterThan(viewport.width < 768 ? 240 : 300);

    // Time, servings and difficulty come before the ingredients. Measured in one step: the recipe's
    // interactive version replaces the server-rendered list (same heading) once it nears the screen.
    const order = await page.evaluate(() => {
      const top = (sel: string) => document.querySelector(sel)?.getBoundingClientRect().top ?? Number.NaN;
      return { summary: top('[data-testid="recipe-summary"]'), ingredients: top('#ingredients-title') };
    });
    expect(order.summary).toBeLessThan(order.ingredients);
    await page.getByRole('heading', { name: 'Ingredients' }).waitFor();
    await page.getByTestId('recipe-summary').getByText('Preparation Time').waitFor();
    await page.locator('.entry-byline').getByText(/^By /).waitFor();
    expect(await page.locator('.entry-byline time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await page.locator('.entry-author').innerText()).toBe('Ada Admin');

    await page.getByRole('link', { name: 'Jump to recipe' }).click();
    await page.waitForURL(/#recipe$/);
    await expect.poll(async () => Math.round((await page.getByTestId('recipe-extras').boundingBox())!.y)).toBeLessThan(viewport.height / 2);

    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const shown = (sel: string) => {
        const el = document.querySelector(sel);
        return !!el && getComputedStyle(el).display !== 'none';
      };
      return {
        header: shown('.site-header'), footer: shown('.site-footer'), hero: shown('.entry-hero'), body: shown('.markdown-body'),
        related: shown('.related'), actions: shown('.recipe-actions'), title: shown('.entry-header h1'),
        ingredients: shown('.ingredients'), instructions: shown('.instructions'),
      };
    });
    expect(printed).toEqual({
      header: false, footer: false, hero: false, body: false, related: false, actions: false, title: true, ingredients: true, instructions: true,
    });
    await page.context().close();
  });

  it.each(WIDTHS)('sign-in has the site header and logo and one AA button style at $width px', async (viewport) => {
    const page = await open('/login', viewport);
    await page.locator('.auth-header').getByRole('link', { name: 'Cheezopedia' }).waitFor();
    const button = page.getByRole('button', { name: 'Sign In' });
    expect(await button.getAttribute('class')).toContain('btn btn-primary');
    const colors = await button.evaluate((b) => ({ fg: getComputedStyle(b).color, bg: getComputedStyle(b).backgroundColor }));
    expect(contrastRatio(colors.fg, colors.bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
