/**
 * Every public picture slot asks for the right size: with a stored phone photo as the featured image,
 * the cheese images and a body image, each <img> offers the image CDN's widths (`srcset`) and a
 * `sizes` that, evaluated by the browser at 390, 768, 1024 and 1280 px, matches the box its CSS draws
 * (never smaller: a blurred picture; at most ~10 % larger: wasted bytes). The LCP image of an entry is
 * preloaded from the head with its srcset, the pictures load through `/.netlify/images`, and nothing
 * shifts. Side effects: uploads to the suite's own data folder.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describeBrowser, untilHydrated } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { SECRET_KEY } from '../../supabase/local/keys';
import { placeholderFromRgba } from '../../src/domain/image-placeholder';

const WIDTHS = [390, 768, 1024, 1280] as const;
/** The picture itself, not the placeholder painted under it (which shares the slot's class). */
const PICTURE = ':not(.smart-image-placeholder)';
let photoUrl = '';
let slug = '';
let placeholder = '';

function service(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) }, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
}

/** The `sizes` of an <img> as the browser reads it, in CSS px, beside the width its CSS gives it. */
async function slotFigures(page: Page, selector: string): Promise<{ sizes: number; box: number; srcset: string; currentSrc: string }[]> {
  return page.locator(selector).evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).map((img) => {
      const parts = img.sizes.split(/,(?![^(]*\))/).map((p) => p.trim());
      let sizes = NaN;
      for (const part of parts) {
        const m = /^(\(.*\))\s+(.+)$/.exec(part);
        if (m && !window.matchMedia(m[1]).matches) continue;
        const probe = document.createElement('div');
        probe.style.position = 'absolute';
        probe.style.width = m ? m[2] : part;
        document.body.appendChild(probe);
        sizes = probe.getBoundingClientRect().width;
        probe.remove();
        break;
      }
      return { sizes, box: img.getBoundingClientRect().width, srcset: img.srcset, currentSrc: img.currentSrc };
    }),
  );
}

function expectFits(figures: { sizes: number; box: number; srcset: string }[], what: string) {
  expect(figures.length, `${what}: pictures in view`).toBeGreaterThan(0);
  for (const f of figures) {
    expect(f.srcset, `${what}: srcset`).toContain('/.netlify/images?url=');
    expect(f.sizes, `${what}: sizes (${f.sizes}) covers the box (${f.box})`).toBeGreaterThanOrEqual(f.box - 1);
    // The page's vertical scrollbar (up to 15 px) is inside 100vw but outside the box.
    expect(f.sizes, `${what}: sizes (${f.sizes}) not far above the box (${f.box})`).toBeLessThanOrEqual(f.box * 1.1 + 16);
  }
}

describeBrowser('image slots', () => {
  const suite = browserSuite();

  beforeAll(async () => {
    const { app } = suite;
    const jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 160, b: 60 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const path = `tests/slots-${Date.now()}.jpg`;
    const up = await service(`${app.url}/storage/v1/object/cheeses/${path}`, { method: 'POST', body: new Uint8Array(jpeg), headers: { 'Content-Type': 'image/jpeg' } });
    expect(up.status, await up.clone().text()).toBe(200);
    photoUrl = `${app.url}/storage/v1/object/public/cheeses/${path}`;
    const thumb = await sharp(jpeg).resize(100, 75).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    placeholder = placeholderFromRgba(thumb.info.width, thumb.info.height, thumb.data);
    // Every cheese and every feed entry gets the photo; one entry also carries it in its body.
    expect((await service(`${app.url}/rest/v1/cheeses?id=not.is.null`, { method: 'PATCH', json: { image_url: photoUrl, image_placeholder: placeholder } })).status).toBe(204);
    expect((await service(`${app.url}/rest/v1/cheezopedia_entries?id=not.is.null`, { method: 'PATCH', json: { image_url: photoUrl, image_placeholder: placeholder } })).status).toBe(204);
    const rows = (await (await service(`${app.url}/rest/v1/cheezopedia_entries?select=id,slug,content&visible_in_feed=eq.true&published_at=not.is.null&content_type=eq.article&limit=1`)).json()) as { id: string; slug: string; content: string }[];
    slug = rows[0].slug;
    const content = `${rows[0].content}\n\n![A wheel on the counter](${photoUrl}#2400x1800)\n`;
    expect((await service(`${app.url}/rest/v1/cheezopedia_entries?id=eq.${rows[0].id}`, { method: 'PATCH', json: { content } })).status).toBe(204);
  });

  for (const width of WIDTHS) {
    it(`at ${width} px every slot's sizes matches its CSS`, async () => {
      const context = await suite.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();

      await page.goto(`${suite.app.url}/`);
      await untilHydrated(page);
      expectFits(await slotFigures(page, `.cheese-card-image${PICTURE}`), `/ cheese cards at ${width}`);
      expectFits(await slotFigures(page, `.feed-scroller .entry-card-image${PICTURE}`), `/ feed cards at ${width}`);
      await page.locator('.cheese-card').first().click();
      await page.locator(`.cheese-modal-image${PICTURE}`).waitFor();
      expectFits(await slotFigures(page, `.cheese-modal-image${PICTURE}`), `cheese modal at ${width}`);

      await page.goto(`${suite.app.url}/discover`);
      await untilHydrated(page);
      expectFits(await slotFigures(page, `.entry-card-image${PICTURE}`), `/discover cards at ${width}`);

      await page.goto(`${suite.app.url}/${slug}`);
      await untilHydrated(page);
      expectFits(await slotFigures(page, `.entry-hero-image${PICTURE}`), `entry hero at ${width}`);
      // The carousel shows 3/2/1 cards per view once it knows the window's width.
      await page.locator(`.carousel[data-per-view="${width >= 1024 ? 3 : width >= 768 ? 2 : 1}"]`).waitFor();
      await page.locator('.markdown-body img').scrollIntoViewIfNeeded();
      expectFits(await slotFigures(page, '.markdown-body img'), `entry body image at ${width}`);
      expectFits(await slotFigures(page, `.related .entry-card-image${PICTURE}`), `More Like This at ${width}`);
      await context.close();
    });
  }

  it('an entry preloads its hero with its srcset from the head, and its pictures come from the CDN without a shift', async () => {
    const html = await (await fetch(`${suite.app.url}/${slug}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image" imageSrcSet="\/\.netlify\/images\?url=[^"]+ 96w,[^"]*" imageSizes="\(min-width: 1200px\) 596px[^"]*" fetchPriority="high"\/>/);
    // The placeholder is painted by the HTML itself: a PNG data URL, named by its hash.
    const serverPlaceholder = new RegExp(`<img src="(data:image/png;base64,[^"]+)"[^>]*class="entry-hero-image smart-image-placeholder"[^>]*data-thumbhash="${placeholder.replace(/[+/=]/g, (c) => `\\${c}`)}"`).exec(html);
    expect(serverPlaceholder).not.toBeNull();

    const context = await suite.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${suite.app.url}/${slug}`);
    await untilHydrated(page);
    const hero = page.locator(`.entry-hero-image${PICTURE}`);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const current = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(current.pathname).toBe('/.netlify/images');
    // 358 CSS px at 3× wants 1074 device px: the 1080 variant, not the 2400 px original.
    expect(current.searchParams.get('w')).toBe('1080');
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
    // Hydrated without the decoder: the browser kept the server's placeholder as written.
    expect(await page.locator('.entry-hero .smart-image-placeholder').getAttribute('src')).toBe(serverPlaceholder![1]);
  });
});
