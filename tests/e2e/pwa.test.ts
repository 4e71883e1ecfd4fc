/**
 * The installable PWA in headless Chromium against `npm start`'s server: the service worker controls
 * the page, the manifest has what installation needs, and Chromium's own installability check
 * (CDP Page.getInstallabilityErrors, in a persistent context) reports no error.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { startApp, type AppServer } from '../helpers/app-server';
import { describeBrowser, launchPersistent, untilHydrated } from '../helpers/browser';
import { waitForServiceWorker } from '../data/browser-probes';

let app: AppServer;
let context: BrowserContext;
let profileDir: string;

beforeAll(async () => {
  app = await startApp();
  profileDir = await mkdtemp(path.join(tmpdir(), 'cz-pwa-profile-'));
  context = await launchPersistent(profileDir);
});

afterAll(async () => {
  await context?.close();
  await app?.dispose();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
});

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

describeBrowser('PWA', () => {
  it('a service worker controls the page and precaches the route chunks', async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    await waitForServiceWorker(page);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const n of names) for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    expect(cached).toContain('/app.html');
    expect(cached.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(5);
    // The landing page's phone mockup shows offline on a first visit's next load too.
    expect(cached).toContain('/images/cheeses/comte.svg');
    await page.close();
  });

  it('the manifest is complete and its icons are real PNGs', async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(href).toBeTruthy();
    const manifest = (await (await fetch(new URL(href!, app.url))).json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Cheezopedia', display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.description).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/discover', '/admin']);
    const sizes = manifest.icons.map((i) => `${i.sizes}:${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
    for (const icon of manifest.icons) {
      const res = await fetch(new URL(icon.src, app.url));
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      const size = Number(icon.sizes.split('x')[0]);
      const view = new DataView(bytes.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([size, size]);
    }
    await page.close();
  });

  it("passes Chromium's installability check (Page.getInstallabilityErrors is empty)", async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    await page.close();
  });

  it('navigations to API paths and files are never answered by the SPA fallback', async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    await waitForServiceWorker(page);
    const res = await page.goto(`${app.url}/rest/v1/cheezopedia_entries?select=id&limit=1`);
    expect(res?.headers()['content-type']).toMatch(/json/);
    // Files are not SPA routes either (a slug never contains a dot).
    const sitemap = await page.goto(`${app.url}/sitemap.xml`);
    expect(sitemap?.headers()['content-type']).toMatch(/xml/);
    await page.close();
  });
  it("shows 'Install app' in the header only while the browser offers installation", async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    await page.getByRole('banner').waitFor();
    const install = page.getByRole('button', { name: 'Install app' });
    // Chromium may already have offered installation (this profile's app is installable): the offer is
    // kept from before hydration. Accept any real offer first, so the button is hidden again.
    await untilHydrated(page);
    if (await install.count()) await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect.poll(() => install.count()).toBe(0);
    // What Chromium fires when the app becomes installable; prompt() records that it was called.
    await page.evaluate(() => {
      const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      e.prompt = async () => {
        (window as unknown as Record<string, unknown>).__prompted = true;
      };
      e.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(e);
    });
    await install.first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>).__prompted)).toBe(true);
    await expect.poll(() => install.count()).toBe(0);
    await page.close();
  });
});
