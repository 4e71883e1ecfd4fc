/**
 * Editors' workflow in a real browser against `npm start`'s server (the same pages function as on
 * Netlify): an admin makes a preview link to a draft in the builder (lifetime stated, copied), a
 * signed-out visitor opens it — the draft as its page will look, a Preview banner, noindex in the
 * head and X-Robots-Tag, never cached by the CDN, the browser or the service worker — while the
 * draft's own URL stays 404; revoked, expired (the link's time driven past its end) and wrong tokens
 * answer 404. Then a published entry renamed twice: both old URLs answer one 301 to the current one
 * in the server HTML (fetched with redirect: 'manual'), canonical, sitemap and feed name only the
 * current URL, and a link in another article and the app's own router both land on it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startApp, type AppServer } from '../helpers/app-server';
import { describeBrowser, launchBrowser, untilHydrated } from '../helpers/browser';
import { signInThroughForm } from '../helpers/sign-in';
import { waitForServiceWorker } from '../data/browser-probes';
import { SECRET_KEY } from '../../supabase/local/keys';
import { PREVIEW_BANNER, PREVIEW_LINK_LIFETIME } from '../../src/domain/preview-link';
import { ENTRY_NOT_FOUND_TITLE } from '../../src/domain/messages';

let app: AppServer;
let browser: Browser;
let service: SupabaseClient;
const contexts: BrowserContext[] = [];

const DRAFT_TITLE = 'Alpine Tomme, a Draft for the Cheesemaker';
const draftId = randomUUID();
const draftSlug = `alpine-tomme-draft-${draftId.slice(0, 6)}`;

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context.newPage();
}

const get = (path: string) => fetch(`${app.url}${path}`, { redirect: 'manual' });

describeBrowser('preview links and old slugs', () => {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    service = createClient(app.url, SECRET_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
    const { error } = await service.from('cheezopedia_entries').insert({
      id: draftId, slug: draftSlug, title: DRAFT_TITLE, description: 'How the tomme is turned, in the cellar.', content: 'The rind is **brushed** every week.',
      content_type: 'article', review_note: 'Reviewer-only remark', published_at: null,
    });
    if (error) throw new Error(error.message);
  });

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await app?.dispose();
  });

  let url = '';
  let admin: Page;

  it('the builder makes a link (lifetime stated) and copies it', async () => {
    admin = await newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await signInThroughForm(admin, app.url, { email: 'admin@cheezopedia.test', password: 'cheese-admin' }, '/admin');
    await admin.goto(`${app.url}/admin/articles/edit/${draftId}`);
    await admin.getByRole('heading', { name: 'Share a preview' }).waitFor({ timeout: 60_000 });
    await admin.getByText(PREVIEW_LINK_LIFETIME).waitFor();
    expect(PREVIEW_LINK_LIFETIME).toContain('14 days');
    await admin.getByRole('button', { name: 'Create preview link' }).click();
    const field = admin.getByLabel(/New preview link \(shown once; expires /);
    await field.waitFor();
    url = await field.inputValue();
    expect(url).toMatch(new RegExp(`^${app.url}/preview/[0-9a-f]{64}$`));
    await admin.getByRole('button', { name: 'Copy link' }).click();
    await admin.getByText('Link copied.').waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await admin.getByRole('list', { name: 'Live preview links' }).getByRole('button', { name: 'Revoke' }).waitFor();
  });

  it('signed out, the link shows the draft with a banner, noindex and no caching; the draft URL stays 404', async () => {
    const res = await get(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('netlify-cdn-cache-control')).toBe('no-store');
    expect(res.headers.get('netlify-cache-tag')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex" data-managed>');
    expect(html).toContain(DRAFT_TITLE);
    expect(html).toContain('<strong>brushed</strong>');
    expect(html).not.toContain('Reviewer-only remark');
    expect((await get(`/${draftSlug}`)).status).toBe(404);

    const visitor = await newPage();
    await visitor.goto(`${app.url}/`);
    await waitForServiceWorker(visitor);
    // The service worker keeps pages it serves (network first): /discover, not the preview.
    await visitor.goto(`${app.url}/discover`);
    await visitor.goto(url);
    await untilHydrated(visitor);
    await visitor.getByRole('heading', { level: 1, name: DRAFT_TITLE }).waitFor();
    await visitor.getByRole('note').filter({ hasText: PREVIEW_BANNER }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await visitor.waitForFunction(async () => {
      for (const n of await caches.keys()) if (await (await caches.open(n)).match('/discover')) return true;
      return false;
    });
    const cachedPreview = await visitor.evaluate(async (u) => {
      for (const n of await caches.keys()) if (await (await caches.open(n)).match(u)) return n;
      return null;
    }, url);
    expect(cachedPreview).toBeNull();
    // No view is counted for a preview.
    const { data: views } = await service.from('entry_views_daily').select('*').eq('entry_id', draftId);
    expect(views ?? []).toEqual([]);
  });

  it('revoked, expired and wrong tokens answer a plain 404', async () => {
    await admin.getByRole('list', { name: 'Live preview links' }).getByRole('button', { name: 'Revoke' }).click();
    await admin.getByText('Link revoked: it no longer opens the draft.').waitFor();
    const revoked = await get(new URL(url).pathname);
    expect(revoked.status).toBe(404);
    expect(revoked.headers.get('cache-control')).toBe('private, no-store');
    expect(await revoked.text()).not.toContain(DRAFT_TITLE);

    // Expiry: a new link, then its clock driven past its end (created and expiring 14 days earlier).
    await admin.getByRole('button', { name: 'Create preview link' }).click();
    const field = admin.getByLabel(/New preview link/);
    await admin.waitForFunction((old) => (document.querySelector('#builder-share-url') as HTMLInputElement | null)?.value !== old, url);
    const second = await field.inputValue();
    expect((await get(new URL(second).pathname)).status).toBe(200);
    const { data: links } = await service.from('entry_preview_links').select('id,created_at,expires_at').eq('entry_id', draftId).is('revoked_at', null);
    expect(links).toHaveLength(1);
    const back = (iso: string) => new Date(Date.parse(iso) - 14 * 86_400_000 - 1000).toISOString();
    const link = links![0] as { id: string; created_at: string; expires_at: string };
    const moved = await service.from('entry_preview_links').update({ created_at: back(link.created_at), expires_at: back(link.expires_at) }).eq('id', link.id);
    expect(moved.error).toBeNull();
    const expired = await get(new URL(second).pathname);
    expect(expired.status).toBe(404);
    expect(await expired.text()).not.toContain(DRAFT_TITLE);

    const visitor = await newPage();
    await visitor.goto(second);
    await visitor.getByRole('heading', { level: 1, name: ENTRY_NOT_FOUND_TITLE }).waitFor();
    expect(await visitor.getByText(PREVIEW_BANNER).count()).toBe(0);
    expect((await get(`/preview/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await get('/preview/not-a-token')).status).toBe(404);
  });

  it('an entry renamed twice: its old URLs answer one 301 to the current URL, everywhere', async () => {
    const id = randomUUID();
    const first = `washed-rind-guide-${id.slice(0, 6)}`;
    const second = `${first}-revised`;
    const current = `${first}-final`;
    const linkerSlug = `read-the-guide-${id.slice(0, 6)}`;
    const past = new Date(Date.now() - 3600_000).toISOString();
    const insert = await service.from('cheezopedia_entries').insert([
      { id, slug: first, title: 'The Washed-Rind Guide', content: 'Brine, turn, wait.', content_type: 'article', published_at: past, visible_in_feed: true },
      { id: randomUUID(), slug: linkerSlug, title: 'Read the Guide First', content: `Before anything, [read the guide](/${first}).`, content_type: 'article', published_at: past, visible_in_feed: true },
    ]);
    expect(insert.error).toBeNull();
    for (const slug of [second, current]) expect((await service.from('cheezopedia_entries').update({ slug }).eq('id', id)).error).toBeNull();

    for (const old of [first, second]) {
      const res = await get(`/${old}`);
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location'), old).toBe(`/${current}`);
    }
    const page = await get(`/${current}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<link rel="canonical" href="${app.url}/${current}">`);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/${current}</loc>`);
    expect(sitemap).not.toContain(`/${first}</loc>`);
    expect(sitemap).not.toContain(`/${second}</loc>`);
    const feed = await (await get('/feed.xml')).text();
    expect(feed).toContain(`/${current}`);
    expect(feed).not.toMatch(new RegExp(`/(${first}|${second})[<"]`));

    // A link in another of our articles to the first slug lands on the entry's current URL.
    const visitor = await newPage();
    await visitor.goto(`${app.url}/${linkerSlug}`);
    await untilHydrated(visitor);
    await visitor.getByRole('link', { name: 'read the guide' }).click();
    await visitor.waitForURL(`${app.url}/${current}`);
    await visitor.getByRole('heading', { level: 1, name: 'The Washed-Rind Guide' }).waitFor();

    // The app's own router (a client-side navigation, no document request) follows the redirect too.
    await visitor.goto(`${app.url}/discover`);
    await untilHydrated(visitor);
    let documents = 0;
    visitor.on('request', (r) => {
      if (r.isNavigationRequest()) documents += 1;
    });
    await visitor.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/${second}`);
    await visitor.waitForURL(`${app.url}/${current}`);
    await visitor.getByRole('heading', { level: 1, name: 'The Washed-Rind Guide' }).waitFor();
    expect(documents).toBe(0);
  });
});
