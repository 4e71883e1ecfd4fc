/**
 * Pictures offline, on a phone-sized screen (390 px at 2×) against `npm start`'s server: an entry
 * with a photo as its featured image and another in its body is shown once; "Save all for offline"
 * is turned on in the installed app; then the server is STOPPED and both that entry and one never
 * opened show their pictures (decoded: naturalWidth > 0), from what the device kept.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SAVED_IMAGES_CACHE, SHOWN_VARIANTS_CACHE } from '../../src/domain/offline-variants';
import { startApp, type AppServer } from '../helpers/app-server';
import { describeBrowser, launchPersistent } from '../helpers/browser';
import { makePhoto } from '../helpers/photo';
import { waitForServiceWorker, waitForSynced } from '../data/browser-probes';
import { serviceClient } from './fixtures/session';

let app: AppServer;
let context: BrowserContext;
let profileDir: string;
const entries: { id: string; slug: string; title: string }[] = [];

beforeAll(async () => {
  app = await startApp();
  const service = serviceClient(app.url);
  const url = async (name: string, seed: number) => {
    const { error } = await service.storage.from('cheezopedia').upload(`articles/${name}.jpg`, await makePhoto({ width: 2000, height: 1500, orientation: 1, seed }), { contentType: 'image/jpeg' });
    if (error) throw new Error(error.message);
    return service.storage.from('cheezopedia').getPublicUrl(`articles/${name}.jpg`).data.publicUrl;
  };
  const now = Date.now();
  for (const [i, label] of ['shown', 'saved'].entries()) {
    const hero = await url(`offline-${label}-hero`, 10 + i * 40);
    const body = await url(`offline-${label}-body`, 30 + i * 40);
    const { data, error } = await service
      .from('cheezopedia_entries')
      .insert({
        slug: `offline-pictures-${label}`,
        title: `Offline pictures ${label}`,
        content: `A photo in the body.\n\n![A rind up close](${body})\n\nThe end.`,
        image_url: hero,
        image_alt: `The ${label} hero`,
        published_at: new Date(now - 120_000 + i * 60_000).toISOString(),
      })
      .select('id,slug,title')
      .single();
    if (error) throw new Error(error.message);
    entries.push(data as { id: string; slug: string; title: string });
  }
  profileDir = await mkdtemp(path.join(tmpdir(), 'cz-offline-images-'));
  context = await launchPersistent(profileDir, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  // The installed app (standalone display), where "Save all for offline" is offered.
  await context.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!query.includes('display-mode: standalone')) return original(query);
      return { matches: true, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false } as MediaQueryList;
    };
  });
});

afterAll(async () => {
  await context?.close();
  await app?.dispose();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
});

/** The entry page's hero and body pictures, once decoded (both scrolled into view: they may be lazy). */
async function pictures(page: Page): Promise<{ hero: number; body: number; heroSrc: string }> {
  const hero = page.locator('.entry-hero img');
  const body = page.locator('.markdown-body img');
  await hero.waitFor({ timeout: 15_000 });
  await body.scrollIntoViewIfNeeded({ timeout: 15_000 });
  const decoded = (l: typeof hero) =>
    l.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : new Promise<number>((resolve) => {
      img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
      img.addEventListener('error', () => resolve(0), { once: true });
    })));
  return { hero: await decoded(hero), body: await decoded(body), heroSrc: await hero.evaluate((img: HTMLImageElement) => img.currentSrc) };
}

describeBrowser('pictures offline', () => {
  it('an entry shown once and one saved by "Save all" show their pictures with the server stopped', async () => {
    const [shown, saved] = entries;
    const page = await context.newPage();
    await page.goto(`${app.url}/${shown.slug}`);
    await page.getByRole('heading', { level: 1, name: shown.title }).waitFor();
    await waitForServiceWorker(page);
    // Shown again once the service worker controls the page (the first load came before it).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: shown.title }).waitFor();
    const online = await pictures(page);
    expect(online.hero).toBeGreaterThan(0);
    expect(online.body).toBeGreaterThan(0);
    // A phone-width variant from the image CDN, not the 2000 px original.
    expect(online.heroSrc).toContain('/.netlify/images?');
    expect(online.hero).toBeLessThan(2000);
    // The service worker kept the variants it served (before "Save all" is on).
    await expect
      .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), SHOWN_VARIANTS_CACHE))
      .toEqual(expect.arrayContaining([expect.stringContaining(encodeURIComponent('offline-shown-hero.jpg')), expect.stringContaining(encodeURIComponent('offline-shown-body.jpg'))]));

    await page.goto(`${app.url}/`);
    await waitForSynced(page, saved.id);
    await page.getByRole('button', { name: 'Save all' }).click();
    await expect
      .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url), SAVED_IMAGES_CACHE), { timeout: 60_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining(encodeURIComponent('offline-saved-hero.jpg')), expect.stringContaining(encodeURIComponent('offline-saved-body.jpg'))]));

    await app.stop();
    await expect(fetch(`${app.url}/`)).rejects.toThrow();

    for (const entry of [saved, shown]) {
      await page.goto(`${app.url}/${entry.slug}`);
      await page.getByRole('heading', { level: 1, name: entry.title }).waitFor();
      const offline = await pictures(page);
      expect(offline.hero, `${entry.slug} hero`).toBeGreaterThan(0);
      expect(offline.body, `${entry.slug} body picture`).toBeGreaterThan(0);
    }
    await app.start();
    await page.close();
  });
});
