/**
 * The Host header is not trusted. Locally: the backend answers only the host names it serves
 * (loopback, its listen address, ALLOWED_HOSTS), so a DNS-rebinding page (Host: attacker.example)
 * reads nothing — not the mailbox with its reset links, not the API — and `/_dev/*` answers a
 * loopback Host only. In production: the functions build public URLs (sitemap <loc>, robots.txt,
 * review mail links) from the site's URL (Netlify's context.site.url / URL), never from the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';
import { allowedHostnames, hostnameOf } from '../../supabase/local/host-check.ts';
import seoFiles from '../../netlify/functions/seo-files.ts';
import { restNotifyDeps } from '../../netlify/functions/review-notify.ts';

let b: TestBackend;
let port = '';
beforeAll(async () => {
  b = await startTestBackend();
  port = new URL(b.url).port;
});
afterAll(async () => b?.close());

/** A request with a chosen Host header (fetch() sets its own). */
function withHost(path: string, host: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { host, apikey: b.publishableKey, ...init.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('the local backend answers only the hosts it serves', () => {
  it('Host: attacker.example (DNS rebinding) gets 403 everywhere: mailbox, API, auth, pages, sitemap', async () => {
    for (const p of ['/_dev/mail.json', '/_dev/mail', '/rest/v1/cheeses?select=id&limit=1', '/auth/v1/health', '/sitemap.xml', '/', '/brie']) {
      const r = await withHost(p, `attacker.example:${port}`);
      expect(r.status, p).toBe(403);
      expect(r.body, p).toContain('Blocked request');
      expect(r.body, p).not.toContain('access_token');
    }
    const recover = await withHost('/auth/v1/recover', 'attacker.example', { method: 'POST', body: '{"email":"admin@cheezopedia.test"}', headers: { 'content-type': 'application/json' } });
    expect(recover.status).toBe(403);
  });

  it('loopback names answer, the mailbox included', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      expect((await withHost('/auth/v1/health', host)).status, host).toBe(200);
      expect((await withHost('/_dev/mail.json', host)).status, host).toBe(200);
    }
  });

  it('a name allowed by ALLOWED_HOSTS is served, but /_dev/* still needs a loopback Host', async () => {
    const named = await startTestBackend({ allowedHosts: ['cheese-box.lan'] });
    try {
      const u = new URL(named.url);
      const get = (p: string, host: string) =>
        new Promise<number>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port: u.port, path: p, headers: { host, apikey: named.publishableKey } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.on('error', reject);
          req.end();
        });
      expect(await get('/auth/v1/health', 'cheese-box.lan')).toBe(200);
      expect(await get('/_dev/mail.json', 'cheese-box.lan')).toBe(404);
      expect(await get('/_dev/mail.json', `localhost:${u.port}`)).toBe(200);
      expect(await get('/auth/v1/health', 'other.lan')).toBe(403);
    } finally {
      await named.close();
    }
  });

  it('the allow-list: loopback, the listen address, site_url’s host, extra names; not a name with a path or userinfo', () => {
    const names = allowedHostnames({ listen: '192.168.1.20', siteUrl: 'http://cheese.test:4173', extra: ['box.lan', '2001:db8::5'] });
    expect([...names].sort()).toEqual(['127.0.0.1', '192.168.1.20', '2001:db8::5', '::1', 'box.lan', 'cheese.test', 'localhost'].sort());
    expect(hostnameOf('attacker.example:80')).toBe('attacker.example');
    expect(hostnameOf('localhost@attacker.example')).toBe('attacker.example');
    expect(hostnameOf('[::1]:4173')).toBe('::1');
    expect(hostnameOf('bad host')).toBeNull();
  });

  it('the sitemap served for an allowed name lists that origin', async () => {
    const r = await withHost('/sitemap.xml', `localhost:${port}`);
    expect(r.status).toBe(200);
    const locs = [...r.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(3);
    for (const l of locs) expect(l.startsWith(`http://localhost:${port}/`), l).toBe(true);
  });
});

describe('production: public URLs come from the site’s URL, never the request', () => {
  const SITE = 'https://www.cheezopedia.example';

  it('sitemap <loc>s and robots.txt name the site even when the request names attacker.example', async () => {
    const sitemap = await seoFiles(new Request('https://attacker.example/sitemap.xml'), { site: { url: SITE } });
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(3);
    for (const l of locs) expect(l.startsWith(`${SITE}/`), l).toBe(true);
    expect(xml).not.toContain('attacker');
    const robots = await (await seoFiles(new Request('https://attacker.example/robots.txt'), { site: { url: SITE } })).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).not.toContain('attacker');
  });

  it('review mail links name the site', () => {
    expect(restNotifyDeps(new Request('https://attacker.example/.netlify/functions/review-notify'), {}, { site: { url: SITE } }).siteUrl).toBe(SITE);
    expect(restNotifyDeps(new Request('https://attacker.example/.netlify/functions/review-notify'), { URL: SITE }).siteUrl).toBe(SITE);
  });
});
