/**
 * Offline reading in headless Chromium against `npm start`'s server: visit /, /discover and an
 * entry; the service worker takes control and the background sync fills IndexedDB; then the server
 * is STOPPED (truly unreachable, service worker included); each page reloads with its content, and an
 * entry never visited before opens from the synced copy. The server starts again, an entry changes
 * there, and the change shows up.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startApp, type AppServer } from '../helpers/app-server';
import { describeBrowser, launchPersistent } from '../helpers/browser';
import { publicFeed, serviceUpdate, waitForServiceWorker, waitForSynced, type EntryRow } from '../data/browser-probes';

let app: AppServer;
let context: BrowserContext;
let profileDir: string;
let feed: EntryRow[];

beforeAll(async () => {
  app = await startApp();
  profileDir = await mkdtemp(path.join(tmpdir(), 'cz-offline-profile-'));
  context = await launchPersistent(profileDir, { viewport: { width: 1280, height: 900 } });
  feed = await publicFeed(app.url);
});

afterAll(async () => {
  await context?.close();
  await app?.dispose();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
});

async function expectText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout });
}

describeBrowser('offline reading (service worker + IndexedDB)', () => {
  it('reloads /, /discover and entries with the server stopped, then sees a change made meanwhile', async () => {
    expect(feed.length).toBeGreaterThanOrEqual(3);
    const visited = feed[0];
    const neverVisited = feed[feed.length - 1];
    const page = await context.newPage();

    await page.goto(`${app.url}/`);
    await waitForServiceWorker(page);
    await waitForSynced(page, neverVisited.id);
    await expectText(page, feed[0].title);
    await page.goto(`${app.url}/discover`);
    await expectText(page, feed[0].title);
    await page.goto(`${app.url}/${visited.slug}`);
    await expectText(page, visited.title);

    await app.stop();
    // The backend is gone: the service worker's own requests fail too.
    await expect(fetch(`${app.url}/`)).rejects.toThrow();

    for (const [route, text] of [
      ['/', feed[0].title],
      ['/discover', feed[0].title],
      [`/${visited.slug}`, visited.title],
    ] as const) {
      await page.goto(`${app.url}${route}`);
      await expectText(page, text);
    }
    await page.goto(`${app.url}/${neverVisited.slug}`);
    await expectText(page, neverVisited.title);

    await app.start();
    const changed = `${visited.title} (updated while the reader was away)`;
    await serviceUpdate(app.url, visited.id, { title: changed });
    await page.goto(`${app.url}/${visited.slug}`);
    await expectText(page, changed, 30_000);
    await page.close();
  });
});
