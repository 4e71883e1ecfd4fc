/**
 * The server around the APIs: static SPA serving (fallback, cache headers, 404s), CORS, sitemap,
 * the mail viewer, and migrations (applied once; a new one applied on restart with a kept dataDir).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../supabase/local/server.ts';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.ts';
import { sendMail } from '../../netlify/lib/mailer.ts';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';

describe('static files, CORS, sitemap, mail viewer', () => {
  let b: TestBackend;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'cz-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'app.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Cheezopedia"}');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    b = await startTestBackend({ staticDir: dist });
  });
  afterAll(async () => {
    await b?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves files with their types and the cache headers Netlify sends (netlify.toml rules, else its default)', async () => {
    const asset = await fetch(`${b.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // `/` is the page renderer's (netlify/functions/pages.ts: tests/e2e/public-html.test.ts).
    for (const p of ['/app.html', '/sw.js']) {
      const r = await fetch(`${b.url}${p}`);
      expect(r.status, p).toBe(200);
      expect(r.headers.get('cache-control'), p).toBe('no-cache');
    }
    // No rule names them: Netlify's default, always revalidated.
    for (const p of ['/manifest.webmanifest']) {
      const r = await fetch(`${b.url}${p}`);
      expect(r.status, p).toBe(200);
      expect(r.headers.get('cache-control'), p).toBe('public, max-age=0, must-revalidate');
    }
    expect((await fetch(`${b.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('falls back to the app shell (app.html) for app routes, 404 for missing files with an extension', async () => {
    // Public pages are server-rendered (tests/e2e/public-html.test.ts); the other routes get the shell.
    for (const p of ['/login', '/admin/cheeses/edit/123', '/partners']) {
      const r = await fetch(`${b.url}${p}`);
      expect(r.status, p).toBe(200);
      expect(await r.text(), p).toContain('<div id="root">');
    }
    expect((await fetch(`${b.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${b.url}/nope.png`)).status).toBe(404);
  });

  it('never falls back for the API paths', async () => {
    expect((await fetch(`${b.url}/rest/v1/nope`, { headers: { apikey: PUBLISHABLE_KEY } })).headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${b.url}/.netlify/functions/nope`)).status).toBe(404);
    expect((await fetch(`${b.url}/_dev/nope`)).status).toBe(404);
    for (const p of ['/rest', '/rest/v2/x', '/auth', '/storage/v2/x', '/.netlify/x', '/_dev']) expect((await fetch(`${b.url}${p}`)).status, p).toBe(404);
    expect((await fetch(`${b.url}/auth/v1/nope`, { headers: { apikey: PUBLISHABLE_KEY } })).status).toBe(404);
  });

  it('answers CORS preflights and exposes Content-Range', async () => {
    const pre = await fetch(`${b.url}/rest/v1/cheeses?select=id`, {
      method: 'OPTIONS',
      headers: { origin: 'app://cheezopedia', 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey, authorization, x-client-info, prefer' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toContain('x-upsert');
    expect(pre.headers.get('access-control-allow-methods')).toContain('PATCH');
    const r = await fetch(`${b.url}/rest/v1/cheeses?select=id`, { headers: { apikey: PUBLISHABLE_KEY, origin: 'app://cheezopedia', prefer: 'count=exact' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(r.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('generates /sitemap.xml from published entries with absolute URLs', async () => {
    const r = await fetch(`${b.url}/sitemap.xml`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/xml');
    const xml = await r.text();
    const { data: published } = await b.anon().from('cheezopedia_entries').select('slug');
    expect(published!.length).toBeGreaterThan(0);
    for (const { slug } of published!) expect(xml).toContain(`<loc>${b.url}/${slug}</loc>`);
    const { data: drafts } = await b.service().from('cheezopedia_entries').select('slug').is('published_at', null);
    for (const { slug } of drafts ?? []) expect(xml).not.toContain(`/${slug}</loc>`);
  });

  it('shows the mailbox at /_dev/mail (newest first, links clickable) and /_dev/mail.json', async () => {
    await sendMail({ to: 'first@example.test', subject: 'First', text: 'one' }, { mailboxDir: b.mailboxDir });
    await new Promise((r) => setTimeout(r, 5));
    await sendMail({ to: 'second@example.test', subject: 'Second <b>', text: 'go to https://example.test/x?a=1 now' }, { mailboxDir: b.mailboxDir });
    const list = await (await fetch(`${b.url}/_dev/mail.json`)).json();
    expect(list.map((m: { subject: string }) => m.subject).slice(0, 2)).toEqual(['Second <b>', 'First']);
    const html = await (await fetch(`${b.url}/_dev/mail`)).text();
    expect(html).toContain('Second &lt;b&gt;');
    expect(html).toContain('<a href="https://example.test/x?a=1">');
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First'));
  });
});

describe('migrations with a persisted data folder', () => {
  it('applies each migration once, a new one on the next start, and the seed only on creation', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cz-data-'));
    const migrations = await mkdtemp(path.join(tmpdir(), 'cz-mig-'));
    const seed = path.join(migrations, '..', `${path.basename(migrations)}-seed.sql`);
    await writeFile(path.join(migrations, '0001_first.sql'), 'create table public.first (id int primary key); grant select on public.first to anon;');
    await writeFile(seed, 'insert into public.first values (1);');
    const get = (url: string, table: string) => fetch(`${url}/rest/v1/${table}?select=*`, { headers: { apikey: PUBLISHABLE_KEY } });
    try {
      const s1 = await startServer({ port: 0, dataDir, migrationsDir: migrations, seedFile: seed, quiet: true, staticDir: dataDir });
      expect(await (await get(s1.url, 'first')).json()).toEqual([{ id: 1 }]);
      expect((await get(s1.url, 'second')).status).toBe(404);
      await s1.close();

      await writeFile(path.join(migrations, '0002_second.sql'), 'create table public.second (id int primary key); grant select on public.second to anon; insert into public.second values (2);');
      const s2 = await startServer({ port: 0, dataDir, migrationsDir: migrations, seedFile: seed, quiet: true, staticDir: dataDir });
      expect(await (await get(s2.url, 'second')).json()).toEqual([{ id: 2 }]);
      expect(await (await get(s2.url, 'first')).json()).toEqual([{ id: 1 }]);
      await s2.close();

      const s3 = await startServer({ port: 0, dataDir, migrationsDir: migrations, seedFile: seed, quiet: true, staticDir: dataDir });
      expect(await (await get(s3.url, 'second')).json()).toEqual([{ id: 2 }]);
      await s3.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(migrations, { recursive: true, force: true });
      await rm(seed, { force: true });
    }
  }, 180_000);

  it('a failing migration stops the start with its name', async () => {
    const migrations = await mkdtemp(path.join(tmpdir(), 'cz-mig-'));
    await writeFile(path.join(migrations, '0001_broken.sql'), 'create table public.broken (id int primary key;');
    try {
      await expect(startServer({ port: 0, memory: true, migrationsDir: migrations, quiet: true })).rejects.toThrow(/0001_broken\.sql/);
    } finally {
      await rm(migrations, { recursive: true, force: true });
    }
  });
});
