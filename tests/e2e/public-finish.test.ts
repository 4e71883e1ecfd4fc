/**
 * The public site's finish, round 3, as a visitor meets it in headless Chromium against `npm start`'s
 * server: a link opens its page at the top and Back brings the position back; a focus ring on primary
 * buttons and cards when reached with Tab; cook mode keeps focus and the arrow keys after Previous
 * reaches the first step; search snippets as plain text (no markdown) and no "All results" without
 * results; recipe cards with the time to make them, the recipe page led by its total time; the
 * cheese modal's picture filling its frame; a cheese type's lead in plain English; link previews with
 * a raster picture of known size and its alt text, and every tag the Google, Twitter and Facebook
 * presets of a structured-data tester require; the newsletter confirmation page as one of the site's
 * pages (without JavaScript), saying "Already confirmed" when its link is opened again.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describeBrowser, untilHydrated } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { describeViolations, seriousViolations } from '../helpers/axe';
import { SEARCH_ALL_RESULTS, SEARCH_LABEL, cheeseTypeLead, searchNoResults } from '../../src/domain/messages/search';
import { READY_IN, TOTAL_TIME_LABEL } from '../../src/domain/messages/site';
import { CONFIRM_ALREADY_TEXT, CONFIRM_ALREADY_TITLE, CONFIRM_DONE_TITLE, CONFIRM_MAIL_SUBJECT } from '../../src/domain/messages/newsletter';

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

  /** Markdown a snippet must never show: table rules, list markers, emphasis, heading marks, pipes. */
  const MARKDOWN = /(^|\s)(-{2,}|[-*+]\s|#{1,6}\s)|\*\*|\|/;

  it('search: snippets are plain text with the matched words marked; no “All results” without results', async () => {
    const page = await open('/', DESKTOP);
    await page.waitForFunction(() => document.documentElement.dataset.searchDialog === 'ready', undefined, { timeout: 60_000 });
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: SEARCH_LABEL });
    for (const q of ['oaked', 'something soft']) {
      await box.fill(q);
      const detail = page.locator('.search-option-detail').first();
      await detail.waitFor();
      await expect.poll(async () => (await detail.locator('mark').count()) > 0).toBe(true);
      const text = await detail.textContent();
      expect(text, q).not.toMatch(MARKDOWN);
      expect(text).toContain('·');
    }
    await box.fill('xyzzyq');
    await page.getByText(searchNoResults('xyzzyq')).waitFor();
    expect(await page.getByRole('option').count()).toBe(0);
    expect(await page.getByText(SEARCH_ALL_RESULTS).count()).toBe(0);
    // The box has no clear button of its own beside the dialog's Close: a tap where the browser draws
    // it (the box's right end) leaves the text.
    const edge = (await box.boundingBox())!;
    await page.mouse.click(edge.x + edge.width - 8, edge.y + edge.height / 2);
    expect(await box.inputValue()).toBe('xyzzyq');
    await page.context().close();

    const results = await open('/search?q=oaked', DESKTOP);
    const snippet = results.locator('main mark').first().locator('xpath=..');
    expect(await snippet.textContent()).not.toMatch(MARKDOWN);
    await results.context().close();
  });

  it('recipe cards show the time to make the recipe (not a reading time); the recipe page leads with its total time', async () => {
    const page = await open('/discover?type=recipe');
    const metas = await page.locator('.discover-grid .entry-card-meta').allTextContents();
    expect(metas.length).toBeGreaterThan(0);
    for (const meta of metas) {
      expect(meta).not.toMatch(/min read/);
      expect(meta).toMatch(new RegExp(`${READY_IN} \\d+`));
    }
    await page.context().close();

    for (const viewport of [PHONE, DESKTOP]) {
      const recipe = await open('/classic-swiss-cheese-fondue', viewport);
      const cards = recipe.getByTestId('recipe-summary').locator('.info-card');
      expect(await cards.first().locator('.info-label').textContent()).toBe(TOTAL_TIME_LABEL);
      expect(await cards.first().locator('.info-value').textContent()).toMatch(/^\d+ (min|h)/);
      // Near the top: in view on arrival.
      expect((await cards.first().boundingBox())!.y).toBeLessThan(viewport.height * 1.5);
      await recipe.context().close();
    }
  });

  it('the recipe card time and the total are in the server’s HTML (no script needed)', async () => {
    const html = await (await fetch(`${suite.app.url}/classic-swiss-cheese-fondue`)).text();
    expect(html).toContain(`>${TOTAL_TIME_LABEL}</span>`);
    const list = await (await fetch(`${suite.app.url}/discover?type=recipe`)).text();
    expect(list).toContain(READY_IN);
    expect(list).not.toContain('min read');
  });

  it.each([PHONE, DESKTOP])("the cheese modal's picture fills its frame at $width px", async (viewport) => {
    const page = await open('/', viewport);
    await page.locator('.cheese-card').first().click();
    const img = page.getByRole('dialog').locator('img.cheese-modal-image:not(.smart-image-placeholder)');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const fit = await img.evaluate((el: HTMLImageElement) => {
      const r = el.getBoundingClientRect();
      const scale = getComputedStyle(el).objectFit === 'cover' ? Math.max(r.width / el.naturalWidth, r.height / el.naturalHeight) : Math.min(r.width / el.naturalWidth, r.height / el.naturalHeight);
      // The drawn picture's size against its box: 1 or more in both directions means no band of background.
      return { w: (el.naturalWidth * scale) / r.width, h: (el.naturalHeight * scale) / r.height };
    });
    expect(fit.w).toBeGreaterThanOrEqual(0.999);
    expect(fit.h).toBeGreaterThanOrEqual(0.999);
    await page.context().close();
  });

  it('a cheese type’s page speaks of that type as cheeses', async () => {
    const page = await open('/cheese-types/soft');
    expect(await page.locator('.tag-lead').textContent()).toBe(cheeseTypeLead('soft'));
    expect(cheeseTypeLead('soft')).toBe('Recipes, articles and pairing guides with soft cheeses.');
    await page.context().close();
  });

  /** The content of every `<meta>` of a page's HTML by its name or property. */
  function metas(html: string): Map<string, string> {
    const out = new Map<string, string>();
    for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
      out.set(m[1], m[2].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
    }
    return out;
  }

  // Required by the presets of npm structured-data-testing-tool 4.5 (presets/facebook.js, twitter.js,
  // google/schemas/CreativeWork/Article.js): their errors, not their warnings.
  const FACEBOOK = ['og:title', 'og:type', 'og:url', 'og:image', 'og:image:alt'];
  const TWITTER = ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt'];
  const GOOGLE_ARTICLE = ['author', 'datePublished', 'headline', 'image'];

  it.each([
    { page: 'a recipe', path: '/classic-swiss-cheese-fondue', ld: 'Recipe' },
    { page: 'an article', path: '/how-to-store-cheese', ld: 'Article' },
    { page: 'the landing page', path: '/', ld: null },
  ])('link previews of $page: a raster picture of its stated size, alt text, and what the presets require', async ({ path, ld }) => {
    const html = await (await fetch(`${suite.app.url}${path}`)).text();
    const tags = metas(html);
    for (const tag of [...FACEBOOK, ...TWITTER]) expect(tags.get(tag), tag).toBeTruthy();
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.get('twitter:image')).toBe(tags.get('og:image'));
    expect(tags.get('twitter:image:alt')).toBe(tags.get('og:image:alt'));

    const picture = await fetch(tags.get('og:image')!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
    expect(tags.get('og:image:type')).toBe(picture.headers.get('content-type'));
    const size = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([Number(tags.get('og:image:width')), Number(tags.get('og:image:height'))]);
    expect([size.width, size.height]).toEqual([1200, 630]);

    if (!ld) return;
    const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]) as Record<string, unknown> & {
      publisher: { '@type': string; name: string; logo: { url: string } };
      image: string[];
    };
    expect(data['@type']).toBe(ld);
    for (const key of GOOGLE_ARTICLE) expect(data[key], key).toBeTruthy();
    expect([data.publisher['@type'], !!data.publisher.name, !!data.publisher.logo.url]).toEqual(['Organization', true, true]);
    // Its pictures are raster pictures too (an illustration's crops of its twin).
    for (const url of data.image) expect((await fetch(url)).headers.get('content-type'), url).toMatch(/^image\/(jpeg|png|webp|avif)$/);
  });

  it('the newsletter confirmation page is the site’s own (no script needed); opened again it says already confirmed', async () => {
    const email = `finish-${Date.now()}@example.com`;
    const subscribed = await fetch(`${suite.app.url}/.netlify/functions/newsletter-subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    expect(subscribed.status).toBe(200);
    let link = '';
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${suite.app.url}/_dev/mail.json`)).json()) as { to: string; subject: string; text: string }[];
          const mail = mails.find((m) => m.to === email && m.subject === CONFIRM_MAIL_SUBJECT);
          link = mail ? /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0] : '';
          return link;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');

    const context = await suite.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: CONFIRM_DONE_TITLE }).waitFor();
    expect(await page.title()).toBe(`${CONFIRM_DONE_TITLE} | Cheezopedia`);
    await page.locator('header').getByRole('link', { name: 'Cheezopedia' }).waitFor();
    const look = await page.evaluate(async () => {
      await document.fonts.ready;
      const card = document.querySelector('.auth-card')!.getBoundingClientRect();
      return {
        scripts: document.scripts.length,
        heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
        text: getComputedStyle(document.body).fontFamily,
        fontLoaded: document.fonts.check('700 1em "Fraunces"'),
        cardLeft: card.left,
        cardRight: window.innerWidth - card.right,
      };
    });
    expect(look.scripts).toBe(0);
    expect(look.heading).toContain('Fraunces');
    expect(look.text).toContain('Nunito Sans');
    expect(look.fontLoaded).toBe(true);
    expect(look.cardLeft).toBeGreaterThanOrEqual(12);
    expect(look.cardRight).toBeGreaterThanOrEqual(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();

    // Again (axe needs the page's JavaScript engine to run; the page itself has no script).
    const again = await (await suite.newContext({ viewport: PHONE })).newPage();
    await again.goto(link);
    await again.getByRole('heading', { level: 1, name: CONFIRM_ALREADY_TITLE }).waitFor();
    await again.getByText(CONFIRM_ALREADY_TEXT).waitFor();
    expect(await again.title()).toBe(`${CONFIRM_ALREADY_TITLE} | Cheezopedia`);
    expect(describeViolations(await seriousViolations(again))).toBe('');
    await again.context().close();
  });
});

