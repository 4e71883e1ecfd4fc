/**
 * Sync scopes offline: a visitor's device keeps the full text of the newest entries and
 * of opened ones; an older entry's card is on the device but not its text. With the server stopped,
 * opening that entry says clearly that it is not available offline; an opened one still reads.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { VISITOR_FULL_TEXT_NEWEST } from '../../src/domain/constants';
import { ENTRY_NOT_ON_DEVICE_TITLE } from '../../src/domain/messages';
import { startApp, type AppServer } from '../helpers/app-server';
import { describeBrowser, launchPersistent } from '../helpers/browser';
import { idbGet, waitForServiceWorker, waitForSynced } from '../data/browser-probes';
import { serviceClient } from './fixtures/session';

let app: AppServer;
let context: BrowserContext;
let profileDir: string;
const old: { id: string; slug: string; title: string }[] = [];

beforeAll(async () => {
  app = await startApp();
  // Older than every demo entry and more than the visitor keeps full text of.
  const base = Date.parse('2020-01-01T00:00:00Z');
  const rows = Array.from({ length: VISITOR_FULL_TEXT_NEWEST + 5 }, (_, i) => ({
    slug: `scope-offline-${i}`,
    title: `Scope offline entry ${i}`,
    content: `Body of scope offline entry ${i}.`,
    published_at: new Date(base + i * 60_000).toISOString(),
  }));
  const { data, error } = await serviceClient(app.url).from('cheezopedia_entries').insert(rows).select('id,slug,title,published_at');
  if (error) throw new Error(error.message);
  old.push(...((data ?? []) as { id: string; slug: string; title: string; published_at: string }[]).sort((a, b) => a.published_at.localeCompare(b.published_at)));
  profileDir = await mkdtemp(path.join(tmpdir(), 'cz-scope-profile-'));
  context = await launchPersistent(profileDir, { viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await context?.close();
  await app?.dispose();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
});

describeBrowser('offline reading within the visitor scope', () => {
  it('an entry whose text is not on the device says so offline; an opened one reads', async () => {
    const oldest = old[0];
    const opened = old[1];
    const page = await context.newPage();
    await page.goto(`${app.url}/${opened.slug}`);
    await page.getByRole('heading', { level: 1, name: opened.title }).waitFor();
    await waitForServiceWorker(page);
    await page.goto(`${app.url}/`);
    await waitForSynced(page, oldest.id);
    // The oldest entry is a card on this device (no full text); the opened one keeps its text.
    await expect.poll(async () => {
      const row = await idbGet<Record<string, unknown>>(page, 'entries', oldest.id);
      return row ? 'content' in row : null;
    }).toBe(false);
    await expect.poll(async () => (await idbGet<{ content?: string }>(page, 'entries', opened.id))?.content ?? null).toContain('Body of');

    await app.stop();
    await expect(fetch(`${app.url}/`)).rejects.toThrow();
    await page.goto(`${app.url}/${oldest.slug}`);
    await page.getByRole('heading', { level: 1, name: ENTRY_NOT_ON_DEVICE_TITLE }).waitFor();
    expect(await page.getByText('Connect to the internet to read it').count()).toBe(1);
    // The document title says the same as the heading.
    await expect.poll(() => page.title()).toBe(`${ENTRY_NOT_ON_DEVICE_TITLE} | Cheezopedia`);
    await page.goto(`${app.url}/${opened.slug}`);
    await page.getByRole('heading', { level: 1, name: opened.title }).waitFor();
    await app.start();
    await page.close();
  });
});
