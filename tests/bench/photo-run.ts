/**
 * The photo half of `npm run bench:web`: what real content costs a phone. Generates 12 MP phone
 * JPEGs (4032×3024, ~3.4 MB, with texture at every scale as real photos have — smooth ones flatter
 * every encoder — and EXIF with GPS, camera and a rotated orientation), uploads each through
 * the app's own upload path (the admin cheese form in Chromium, on a 1.6 Mbps link, processing
 * included), checks what reached storage (bytes, no metadata), then puts those stored photos on every
 * cheese and every entry so `/`, `/discover` and the entries show photos on every card and hero.
 * Side effects: writes to the app's data folder (the bench's own), launches Chromium.
 */
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM } from '../helpers/browser.ts';
import { SECRET_KEY } from '../../supabase/local/keys.ts';
import { withImageSize } from '../../src/domain/image-size.ts';

export const PHOTO_UPLOAD_TARGET_MS = 4000;
export const STORED_PHOTO_TARGET_KB = 600;
/** Lighthouse's mobile link: 1.6 Mbps, 150 ms RTT. */
const LINK = { latency: 150, downloadThroughput: (1.6 * 1000 * 1000) / 8, uploadThroughput: (1.6 * 1000 * 1000) / 8 };

export interface UploadFigure {
  /** From choosing the file to the form saying the upload succeeded, on the 1.6 Mbps link. */
  ms: number;
  originalKb: number;
  storedKb: number;
  storedWidth: number;
  storedHeight: number;
  /** EXIF, XMP, ICC or IPTC left in the stored object. */
  metadata: string[];
  url: string;
}

function service(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}`, ...(init.headers as Record<string, string>) } });
}

async function storedFigures(url: string): Promise<Pick<UploadFigure, 'storedKb' | 'storedWidth' | 'storedHeight' | 'metadata'>> {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  const m = await sharp(bytes).metadata();
  const metadata = (['exif', 'xmp', 'iptc', 'icc'] as const).filter((k) => m[k] !== undefined);
  return { storedKb: bytes.length / 1024, storedWidth: m.width ?? 0, storedHeight: m.height ?? 0, metadata };
}

/**
 * Uploads each photo through the admin cheese form (one existing cheese each), on the 1.6 Mbps link,
 * and saves the form. Returns what each upload took and what reached storage.
 */
export async function uploadThroughTheApp(appUrl: string, photos: Buffer[], admin: { email: string; password: string }): Promise<UploadFigure[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'], headless: true });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin', { timeout: 30_000 });
    const cheeses = (await (await service(`${appUrl}/rest/v1/cheeses?select=id&order=name`)).json()) as { id: string }[];
    const figures: UploadFigure[] = [];
    for (const [i, photo] of photos.entries()) {
      const id = cheeses[i % cheeses.length].id;
      await page.goto(`${appUrl}/admin/cheeses/edit/${id}`);
      const input = page.locator('input#cheese-image');
      await input.waitFor({ state: 'attached', timeout: 60_000 }).catch(async (e: unknown) => {
        await page.screenshot({ path: '/tmp/photo-run-failure.png' });
        throw e;
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
      const started = Date.now();
      await input.setInputFiles({ name: `IMG_${2000 + i}.jpg`, mimeType: 'image/jpeg', buffer: photo });
      await page.getByText('Image uploaded successfully!').waitFor({ timeout: 120_000 });
      const ms = Date.now() - started;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await page.getByRole('button', { name: /^(Save|Update) Cheese$/ }).click();
      await page.waitForURL((url) => url.pathname === '/admin/cheeses', { timeout: 60_000 });
      let url = '';
      for (let tries = 0; tries < 120 && !/^https?:/.test(url); tries += 1) {
        const [row] = (await (await service(`${appUrl}/rest/v1/cheeses?select=image_url&id=eq.${id}`)).json()) as { image_url: string }[];
        url = row.image_url;
        if (!/^https?:/.test(url)) await new Promise((r) => setTimeout(r, 250));
      }
      figures.push({ ms, originalKb: photo.length / 1024, url, ...(await storedFigures(url)) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * Every cheese and every entry shows one of the stored photos (round robin), with the placeholder
 * the upload stored beside it, so every card and hero of the measured pages is a photo. An entry's
 * URL carries the photo's size, as the builder stores a featured image.
 */
export async function photosEverywhere(appUrl: string, photos: Pick<UploadFigure, 'url' | 'storedWidth' | 'storedHeight'>[]): Promise<void> {
  const read = async (table: string) => (await (await service(`${appUrl}/rest/v1/${table}?select=id`)).json()) as { id: string }[];
  const placeholders = new Map<string, string | null>();
  const cheeses = (await (await service(`${appUrl}/rest/v1/cheeses?select=image_url,image_placeholder`)).json()) as { image_url: string; image_placeholder?: string | null }[];
  for (const c of cheeses) placeholders.set(c.image_url, c.image_placeholder ?? null);
  for (const table of ['cheeses', 'cheezopedia_entries']) {
    for (const [i, row] of (await read(table)).entries()) {
      const photo = photos[i % photos.length];
      const url = photo.url;
      const patch: Record<string, unknown> = { image_url: table === 'cheezopedia_entries' ? withImageSize(url, photo.storedWidth, photo.storedHeight) : url };
      if (placeholders.has(url)) patch.image_placeholder = placeholders.get(url);
      const res = await service(`${appUrl}/rest/v1/${table}?id=eq.${row.id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(patch) });
      if (!res.ok) throw new Error(`PATCH ${table} ${row.id}: ${res.status} ${await res.text()}`);
    }
  }
}

/** Every cheese's and entry's picture as stored now (to switch a page between two states). */
export interface ImageState {
  rows: { table: string; id: string; image_url: string | null; image_placeholder: string | null }[];
}

export async function imageState(appUrl: string): Promise<ImageState> {
  const rows: ImageState['rows'] = [];
  for (const table of ['cheeses', 'cheezopedia_entries']) {
    const read = (await (await service(`${appUrl}/rest/v1/${table}?select=id,image_url,image_placeholder&order=id`)).json()) as Omit<ImageState['rows'][number], 'table'>[];
    for (const r of read) rows.push({ table, id: r.id, image_url: r.image_url, image_placeholder: r.image_placeholder ?? null });
  }
  return { rows };
}

/** Puts a snapshot's pictures back (only the rows that differ now). */
export async function applyImageState(appUrl: string, state: ImageState): Promise<void> {
  const now = new Map((await imageState(appUrl)).rows.map((r) => [`${r.table}:${r.id}`, r]));
  for (const r of state.rows) {
    const current = now.get(`${r.table}:${r.id}`);
    if (current && current.image_url === r.image_url && current.image_placeholder === r.image_placeholder) continue;
    const res = await service(`${appUrl}/rest/v1/${r.table}?id=eq.${r.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image_url: r.image_url, image_placeholder: r.image_placeholder }),
    });
    if (!res.ok) throw new Error(`PATCH ${r.table} ${r.id}: ${res.status} ${await res.text()}`);
  }
}

export interface ImageBytes {
  /** The LCP element's image (null when the LCP is text), bytes as transferred. */
  lcpImageKb: number | null;
  lcpUrl: string | null;
  /** Every image the page fetched in its first 10 s. */
  imageKb: number;
  images: number;
}

/**
 * Image bytes a phone fetches, on Lighthouse's mobile profile (412×823 at 1.75×): the LCP image and
 * every image in the first 10 s. Same-origin resources report their encoded body sizes.
 */
export async function phoneImageBytes(url: string): Promise<ImageBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'], headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp?: string };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { url: string })[]) w.__lcp = e.url;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url);
    await page.waitForTimeout(10_000);
    // No named helpers inside: the function runs in the page as written (no bundler helpers there).
    return await page.evaluate(() => {
      const lcpUrl = (window as unknown as { __lcp?: string }).__lcp || null;
      const images = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (r) => r.initiatorType === 'img' || (r.initiatorType === 'link' && /\/\.netlify\/images|\.(jpe?g|png|webp|avif|svg)/.test(r.name)),
      );
      const lcp = lcpUrl ? images.find((r) => r.name === lcpUrl) : undefined;
      return {
        lcpImageKb: lcp ? (lcp.encodedBodySize || lcp.transferSize) / 1024 : null,
        lcpUrl,
        imageKb: images.reduce((n, r) => n + (r.encodedBodySize || r.transferSize) / 1024, 0),
        images: images.length,
      };
    });
  } finally {
    await browser.close();
  }
}
