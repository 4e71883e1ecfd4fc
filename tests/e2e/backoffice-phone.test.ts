/**
 * The back office on a phone (390 px), measured in a real browser: the builder's sticky toolbar stays
 * one row, recipe rows keep readable inputs, the analytics chart's axis labels are real-size sans-serif
 * text that is neither clipped nor overlapping, wide tables scroll inside a labelled, focusable region
 * with a cue (users are cards instead), the builder's preview looks like the public entry page, the partner's avatar uses the
 * drop-zone picker, and the sidebar's Sign Out is the one button shape (a pill).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AppServer } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { signInThroughForm } from '../helpers/sign-in';
import { browserSuite } from '../helpers/e2e-suite';
import { flushPage } from '../helpers/settle';
import { serviceClient } from './fixtures/session';

let app: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const PHONE = { width: 390, height: 844 };
/** The seeded fondue recipe (ingredients and instructions). */
const RECIPE_ID = 'e0000000-0000-4000-8000-000000000001';

async function signIn(email: string, password: string, home: string, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  await signInThroughForm(page, app.url, { email, password }, home);
  return page;
}
const signInAdmin = (viewport = PHONE) => signIn('admin@cheezopedia.test', 'cheese-admin', '/admin', viewport);
const signInPartner = () => signIn('partner@cheezopedia.test', 'cheese-partner', '/partners');

/** Whether the builder's toolbar items share one row, and how far the bar overflows sideways. */
function toolbarRow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.builder-header')!;
    const items = Array.from(header.querySelectorAll<HTMLElement>('.builder-back, .builder-title, .builder-actions .btn')).map((el) => el.getBoundingClientRect());
    return {
      items: items.length,
      oneRow: Math.max(...items.map((r) => r.top)) < Math.min(...items.map((r) => r.bottom)),
      overflow: header.scrollWidth - header.clientWidth,
      right: Math.max(...items.map((r) => r.right)),
    };
  });
}

describeBrowser('the back office on a phone (390 px)', () => {
  const suite = browserSuite();
  beforeAll(() => {
    ({ app, browser } = suite);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
  });

  it("the builder's sticky toolbar stays one row (admin new and edit, partner), also scrolled", async () => {
    const admin = await signInAdmin();
    for (const path of ['/admin/articles/new', `/admin/articles/edit/${RECIPE_ID}`]) {
      await admin.goto(`${app.url}${path}`);
      await admin.locator('.builder-header h1').waitFor({ timeout: 20_000 });
      await admin.getByTestId('save-status').waitFor();
      await flushPage(admin);
      expect(await toolbarRow(admin), path).toMatchObject({ items: 4, oneRow: true, overflow: 0 });
      expect((await toolbarRow(admin)).right, path).toBeLessThanOrEqual(PHONE.width);
    }
    // Scrolled down the long recipe form, the bar is still at the top, still one row.
    await admin.mouse.wheel(0, 2000);
    await expect.poll(() => admin.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await admin.evaluate(() => Math.round(document.querySelector('.builder-header')!.getBoundingClientRect().top))).toBe(0);
    expect(await toolbarRow(admin)).toMatchObject({ oneRow: true, overflow: 0 });

    const partner = await signInPartner();
    await partner.goto(`${app.url}/partners/articles/new`);
    await partner.getByRole('button', { name: 'Submit for Review' }).waitFor({ timeout: 20_000 });
    await flushPage(partner);
    expect(await toolbarRow(partner)).toMatchObject({ items: 4, oneRow: true, overflow: 0 });
    expect((await toolbarRow(partner)).right).toBeLessThanOrEqual(PHONE.width);
  });

  it('recipe ingredient and instruction inputs stay readable (at least 90 px wide)', async () => {
    const admin = await signInAdmin();
    await admin.goto(`${app.url}/admin/articles/edit/${RECIPE_ID}`);
    await expect.poll(() => admin.getByLabel('Ingredient 1 item').inputValue(), { timeout: 20_000 }).not.toBe('');
    const widths: Record<string, number> = {};
    for (const label of ['Ingredient 1 amount', 'Ingredient 1 item', 'Instruction 1 step', 'Instruction 1 description']) {
      widths[label] = Math.round((await admin.getByLabel(label).boundingBox())!.width);
    }
    for (const [label, width] of Object.entries(widths)) expect(width, label).toBeGreaterThanOrEqual(90);
  });

  it("the analytics chart's axis labels: at least 11 px, sans-serif, inside the chart, not overlapping", async () => {
    // Views on a few days (one large count, so the top tick is a wide number).
    const service = serviceClient(app.url);
    const { data: entries } = await service.from('cheezopedia_entries').select('id').not('published_at', 'is', null).limit(3);
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const rows = entries!.flatMap((e, i) => [0, 1, 5, 13, 29].map((ago) => ({ entry_id: e.id as string, day: day(ago), views: (i + 1) * (ago + 1) * 41 })));
    expect((await service.from('entry_views_daily').upsert(rows)).error).toBeNull();

    const admin = await signInAdmin();
    await admin.goto(`${app.url}/admin/analytics`);
    await admin.getByRole('img', { name: /Views per day from/ }).waitFor({ timeout: 20_000 });
    await flushPage(admin);
    const labels = await admin.evaluate(() => {
      const svg = document.querySelector<SVGSVGElement>('svg.views-chart')!;
      const frame = svg.getBoundingClientRect();
      const scale = svg.getScreenCTM()?.a ?? 1;
      return Array.from(svg.querySelectorAll('text')).map((t) => {
        const r = t.getBoundingClientRect();
        const style = getComputedStyle(t);
        return {
          text: t.textContent ?? '', size: parseFloat(style.fontSize) * scale, family: style.fontFamily,
          left: r.left, right: r.right, top: r.top, bottom: r.bottom,
          inside: r.left >= frame.left - 0.5 && r.right <= frame.right + 0.5 && r.top >= frame.top - 0.5 && r.bottom <= frame.bottom + 0.5,
        };
      });
    });
    expect(labels.length).toBeGreaterThan(4);
    for (const l of labels) {
      expect(l.size, l.text).toBeGreaterThanOrEqual(11);
      expect(l.family, l.text).toMatch(/sans-serif$/);
      expect(l.family, l.text).not.toMatch(/^(serif|['"]?Times)/);
      expect(l.inside, `${l.text} is clipped`).toBe(true);
    }
    const overlaps: string[] = [];
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++) {
        const a = labels[i]!;
        const b = labels[j]!;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps.push(`${a.text} / ${b.text}`);
      }
    }
    expect(overlaps).toEqual([]);
  });

  it('wide tables scroll inside a labelled, focusable region that shows the cue (import mapping and preview); users are cards', async () => {
    const admin = await signInAdmin();
    const check = async (name: string) => {
      const region = admin.getByRole('region', { name, exact: true });
      await region.waitFor({ timeout: 20_000 });
      await flushPage(admin);
      const state = await region.evaluate((el) => ({
        tabIndex: el.tabIndex,
        scrolls: el.scrollWidth > el.clientWidth,
        pageWider: document.documentElement.scrollWidth > window.innerWidth,
      }));
      expect(state, name).toEqual({ tabIndex: 0, scrolls: true, pageWider: false });
      const cue = region.locator('xpath=following-sibling::p[contains(@class, "scroll-region-cue")]');
      expect((await cue.innerText()).trim(), name).toBe('Scroll sideways for more');
      // The arrow is Lucide's icon, not a text glyph.
      expect(await cue.locator('svg.lucide-arrow-right').count(), name).toBe(1);
      await region.focus();
      await admin.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((el) => el.scrollLeft), { message: `${name} scrolls with the keyboard` }).toBeGreaterThan(0);
    };
    // Users are cards on a phone: nothing to scroll, every role select whole on the screen.
    await admin.goto(`${app.url}/admin/users`);
    const users = admin.getByRole('region', { name: 'User table', exact: true });
    await users.locator('tr[data-email]').first().waitFor({ timeout: 20_000 });
    await flushPage(admin);
    expect(await users.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    for (const select of await admin.getByLabel(/^Role of /).all()) {
      const box = (await select.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await admin.goto(`${app.url}/admin/cheeses/import`);
    const [chooser] = await Promise.all([admin.waitForEvent('filechooser'), admin.getByRole('button', { name: 'Choose CSV File' }).click()]);
    await chooser.setFiles(new URL('../../public/sample-cheeses-import.csv', import.meta.url).pathname);
    await admin.getByRole('button', { name: 'Continue', exact: true }).click();
    await check('Column mapping');
    await admin.getByRole('button', { name: 'Continue to Preview' }).click();
    await check('Preview rows');
  });

  it("the builder's preview uses the public entry page's markdown styles", async () => {
    const service = serviceClient(app.url);
    const id = crypto.randomUUID();
    const slug = `preview-styles-${id.slice(0, 8)}`;
    const content = 'Opening words.\n\n## Washed rinds\n\nSticky and orange.\n\n| Cheese | Milk |\n|---|---|\n| Epoisses | Cow |\n\n> A quote.';
    const made = await service.from('cheezopedia_entries').insert({
      id, slug, title: 'Preview styles of washed rinds', description: 'Checks the preview against the page.', content, content_type: 'article',
      published_at: new Date().toISOString(),
    });
    expect(made.error).toBeNull();
    const styles = (page: Page, root: string) =>
      page.evaluate((sel) => {
        const body = document.querySelector(sel)!;
        const pick = (el: Element | null, props: string[]) => {
          const s = getComputedStyle(el!);
          return Object.fromEntries(props.map((p) => [p, s.getPropertyValue(p)]));
        };
        return {
          h2: pick(body.querySelector('h2'), ['font-size', 'font-family', 'font-weight', 'line-height']),
          p: pick(body.querySelector('p'), ['font-size', 'line-height']),
          td: pick(body.querySelector('td'), ['border-top-width', 'border-top-style', 'border-top-color', 'padding-left']),
          th: pick(body.querySelector('th'), ['background-color']),
          blockquote: pick(body.querySelector('blockquote'), ['border-left-width', 'border-left-color']),
        };
      }, root);

    const admin = await signInAdmin();
    await admin.goto(`${app.url}/${slug}`);
    await admin.locator('.markdown-body h2').waitFor({ timeout: 20_000 });
    const entryPage = await styles(admin, '.markdown-body');
    expect(entryPage.td['border-top-style']).toBe('solid');

    await admin.goto(`${app.url}/admin/articles/edit/${id}`);
    await expect.poll(() => admin.getByLabel('Content', { exact: true }).inputValue(), { timeout: 20_000 }).toBe(content);
    await admin.getByRole('tab', { name: 'Preview' }).click();
    await admin.locator('[role="tabpanel"] .markdown-body td').first().waitFor({ timeout: 20_000 });
    expect(await styles(admin, '[role="tabpanel"] .markdown-body')).toEqual(entryPage);
  });

  it('the partner avatar uses the drop-zone picker', async () => {
    const partner = await signInPartner();
    await partner.goto(`${app.url}/partners/profile`);
    const picker = partner.locator('.partner-avatar-field').getByTestId('file-picker');
    await picker.waitFor({ timeout: 20_000 });
    // The real file input stays underneath, named by the Avatar label; no raw "Choose File" input shows.
    const input = partner.getByLabel('Avatar');
    expect(await input.getAttribute('type')).toBe('file');
    expect(await picker.locator('input[type="file"]').count()).toBe(1);
    expect(await input.evaluate((el) => el.classList.contains('file-picker-input') && getComputedStyle(el).opacity === '0')).toBe(true);
    expect(await picker.getByText('Drag an image here or paste one').count()).toBe(1);
    expect(await picker.getByRole('button', { name: 'Choose File' }).isVisible()).toBe(true);
    expect((await picker.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  });

  it("the sidebars' Sign Out is the one button shape (a pill, 44 px high)", async () => {
    const shape = async (page: Page, prefix: string) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      const button = page.locator(`.${prefix}-signout`);
      await button.waitFor();
      return button.evaluate((el) => {
        const s = getComputedStyle(el);
        return { btn: el.classList.contains('btn'), radius: parseFloat(s.borderTopLeftRadius) >= el.getBoundingClientRect().height / 2, height: el.getBoundingClientRect().height >= 44 };
      });
    };
    expect(await shape(await signInAdmin(), 'admin')).toEqual({ btn: true, radius: true, height: true });
    expect(await shape(await signInPartner(), 'partner')).toEqual({ btn: true, radius: true, height: true });
  });
});
