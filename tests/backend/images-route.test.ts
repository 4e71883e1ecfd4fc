/**
 * The local image CDN (/.netlify/images) at the HTTP level: widths, formats by Accept, explicit
 * format and quality, Netlify's answers to invalid parameters (404) and to a host not allowed (403),
 * SVG sources, metadata stripped from a 12 MP phone photo, kept variants (and how often their source
 * is asked again). Remote sources are served by a listener on loopback that counts every request it
 * gets: what is not allowed is never fetched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH, phonePhoto } from '../helpers/photo.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let b: TestBackend;
let remote: Server;
let remoteOrigin = '';
/** Requests the remote listener got, as "METHOD path". */
const hits: string[] = [];
let photo: Buffer;
let small: Buffer;
/** The ETag the remote listener gives /allowed/changing.jpg (changed by a test). */
let changingTag = '"v1"';
let changingBody: Buffer;
let storagePhoto = '';

const EVIL_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(document.domain)</script><rect width="40" height="20" fill="red" onload="alert(1)"/></svg>';

beforeAll(async () => {
  photo = await phonePhoto();
  small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c77c02' } }).png().toBuffer();
  changingBody = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#102030' } }).jpeg().toBuffer();
  remote = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const send = (status: number, type: string, body: Buffer | string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'max-age=3600', ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const url = req.url ?? '';
    if (url === '/allowed/photo.jpg') return send(200, 'image/jpeg', photo, { etag: '"photo"' });
    if (url === '/allowed/small.png') return send(200, 'image/png', small, { etag: '"small"' });
    if (url === '/allowed/changing.jpg') return send(200, 'image/jpeg', changingBody, { etag: changingTag, 'cache-control': 'no-cache' });
    if (url === '/allowed/page.jpg') return send(200, 'text/html', '<!doctype html><p>not a picture</p>', { etag: '"page"' });
    if (url === '/allowed/art.svg') return send(200, 'image/svg+xml', EVIL_SVG, { etag: '"art"' });
    if (url === '/allowed/hop.jpg') return send(302, 'text/plain', '', { location: '/allowed/photo.jpg' });
    if (url === '/allowed/away.jpg') return send(302, 'text/plain', '', { location: '/forbidden/photo.jpg' });
    if (url === '/forbidden/photo.jpg') return send(200, 'image/jpeg', photo, { etag: '"photo"' });
    return send(404, 'text/plain', 'Not found');
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  b = await startTestBackend({ imageRemotePatterns: [`^${remoteOrigin.replace(/[.]/g, '\\.')}/allowed/`] });
  // Stored as it was taken (GPS and all) with the service role, as a picture stored before the
  // upload function was: the CDN's own stripping is what is tested here.
  const service = b.service();
  const { error } = await service.storage.from('cheezopedia').upload('articles/phone-photo.jpg', photo, { contentType: 'image/jpeg' });
  if (error) throw error;
  storagePhoto = service.storage.from('cheezopedia').getPublicUrl('articles/phone-photo.jpg').data.publicUrl;
}, 120_000);

afterAll(async () => {
  await b?.close();
  await new Promise((resolve) => remote?.close(resolve));
});

interface Got {
  status: number;
  type: string;
  headers: Headers;
  body: Buffer;
}

async function cdn(query: Record<string, string>, accept?: string, headers: Record<string, string> = {}): Promise<Got> {
  const r = await fetch(`${b.url}/.netlify/images?${new URLSearchParams(query).toString()}`, { headers: { ...(accept ? { accept } : {}), ...headers } });
  return { status: r.status, type: r.headers.get('content-type') ?? '', headers: r.headers, body: Buffer.from(await r.arrayBuffer()) };
}

const dims = async (body: Buffer) => {
  const m = await sharp(body).metadata();
  return { format: m.format, width: m.width, height: m.height, exif: m.exif, icc: m.icc, xmp: m.xmp };
};
const sha = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const hitsOf = (path: string) => hits.filter((h) => h.endsWith(` ${path}`)).length;

describe('sizes', () => {
  it('w: the width asked, height in proportion; never wider than the source (no upscaling)', async () => {
    const r = await cdn({ url: storagePhoto, w: '800' });
    expect(r.status).toBe(200);
    expect(await dims(r.body)).toMatchObject({ width: 800, height: 600 });
    const wide = await cdn({ url: `${remoteOrigin}/allowed/small.png`, w: '2048' });
    expect(await dims(wide.body)).toMatchObject({ width: 640, height: 480 });
  });

  it('h alone, and w+h with fit=cover (cropped to exactly that box) or the default contain (inside it)', async () => {
    expect(await dims((await cdn({ url: storagePhoto, h: '300' })).body)).toMatchObject({ width: 400, height: 300 });
    expect(await dims((await cdn({ url: storagePhoto, w: '200', h: '200', fit: 'cover', position: 'top' })).body)).toMatchObject({ width: 200, height: 200 });
    expect(await dims((await cdn({ url: storagePhoto, w: '200', h: '200', fit: 'contain' })).body)).toMatchObject({ width: 200, height: 150 });
  });

  it('a site-relative source and the same source under another loopback name are the backend’s own', async () => {
    const path = new URL(storagePhoto).pathname;
    expect((await cdn({ url: path, w: '160' })).status).toBe(200);
    const port = new URL(b.url).port;
    expect((await cdn({ url: `http://localhost:${port}${path}`, w: '160' })).status).toBe(200);
  });
});

describe('formats', () => {
  it('no fm: WebP when Accept names it (Netlify prefers it to AVIF), else AVIF, else the source’s own; Vary: Accept', async () => {
    const q = { url: storagePhoto, w: '320' };
    const chrome = await cdn(q, CHROME_ACCEPT);
    expect(chrome.type).toBe('image/webp');
    expect((await dims(chrome.body)).format).toBe('webp');
    expect(chrome.headers.get('vary')).toMatch(/accept/i);
    const avifOnly = await cdn(q, 'image/avif,image/*;q=0.8');
    expect(avifOnly.type).toBe('image/avif');
    expect((await dims(avifOnly.body)).format).toBe('heif');
    const old = await cdn(q, 'image/png,image/*;q=0.8,*/*;q=0.5');
    expect(old.type).toBe('image/jpeg');
    expect((await cdn(q)).type).toBe('image/jpeg');
    expect((await cdn({ url: `${remoteOrigin}/allowed/small.png`, w: '100' }, '*/*')).type).toBe('image/png');
    expect((await cdn(q, 'image/webp;q=0,image/avif')).type).toBe('image/avif');
  });

  it('fm wins over Accept, and the answer then does not vary by Accept', async () => {
    const png = await cdn({ url: storagePhoto, w: '160', fm: 'png' }, CHROME_ACCEPT);
    expect(png.type).toBe('image/png');
    expect((await dims(png.body)).format).toBe('png');
    expect(png.headers.get('vary')).toBeNull();
    const jpg = await cdn({ url: storagePhoto, w: '160', fm: 'jpg' }, CHROME_ACCEPT);
    expect(jpg.type).toBe('image/jpeg');
    expect((await cdn({ url: storagePhoto, w: '160', fm: 'avif' })).type).toBe('image/avif');
  });

  it('q: lower quality, fewer bytes (same size and format)', async () => {
    const low = await cdn({ url: storagePhoto, w: '800', fm: 'webp', q: '20' });
    const high = await cdn({ url: storagePhoto, w: '800', fm: 'webp', q: '95' });
    expect(low.status).toBe(200);
    expect(low.body.byteLength).toBeLessThan(high.body.byteLength);
    expect(await dims(low.body)).toMatchObject({ width: 800, format: 'webp' });
  });
});

describe('privacy', () => {
  it('a 12 MP phone JPEG with GPS comes back small and without any metadata, in every format', async () => {
    const source = await dims(photo);
    expect(source).toMatchObject({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    expect(source.exif?.includes(Buffer.from('TestPhone'))).toBe(true);
    for (const accept of [CHROME_ACCEPT, 'image/avif', 'image/jpeg']) {
      const r = await cdn({ url: storagePhoto, w: '800', q: '70' }, accept);
      expect(r.status).toBe(200);
      const out = await dims(r.body);
      expect(out.width).toBe(800);
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(r.body.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(r.body.byteLength).toBeLessThan(100 * 1024);
    }
  });
});

describe('refusals', () => {
  it('invalid parameter values get Netlify’s 404, and nothing is fetched', async () => {
    const before = hits.length;
    const src = `${remoteOrigin}/allowed/photo.jpg`;
    for (const bad of [{ w: 'abc' }, { w: '0' }, { w: '-5' }, { w: '1.5' }, { w: '800px' }, { h: '' }, { q: '0' }, { q: '101' }, { quality: '500' }, { fm: 'bmp' }, { fm: 'jpeg2000' }, { fit: 'stretch' }, { position: 'middle' }] as Record<string, string>[]) {
      const r = await cdn({ url: src, ...bad });
      expect(r.status, JSON.stringify(bad)).toBe(404);
      expect(r.body.toString()).toMatch(/^Invalid value for/);
    }
    expect(hits.length).toBe(before);
  });

  it('no source: 400; a method other than GET: 405', async () => {
    expect((await cdn({ w: '100' })).status).toBe(400);
    const post = await fetch(`${b.url}/.netlify/images?url=${encodeURIComponent(storagePhoto)}`, { method: 'POST' });
    expect(post.status).toBe(405);
  });

  it('a host or path outside remote_images: 403, and the listener never sees a request', async () => {
    const port = new URL(remoteOrigin).port;
    for (const url of [
      `${remoteOrigin}/forbidden/photo.jpg`,
      `//127.0.0.1:${port}/forbidden/photo.jpg`,
      `${remoteOrigin}/allowed/../forbidden/photo.jpg`,
      `http://localhost:${port}/allowed/photo.jpg`,
      `http://example.invalid/?u=${remoteOrigin}/allowed/photo.jpg`,
      `file:///etc/passwd`,
    ]) {
      const r = await cdn({ url, w: '100' });
      expect(r.status, url).toBe(403);
    }
    expect(hits.filter((h) => h.includes('/forbidden/'))).toEqual([]);
  });

  it('the backend’s own non-picture paths (/_dev/*, the API, the CDN itself): 403 before any request, whatever they would answer', async () => {
    // The CDN fetches its own sources from loopback, which /_dev/* answers: its 400 (not an image)
    // against a missing path's 404 told a page what the mailbox holds.
    const port = new URL(b.url).port;
    for (const url of ['/_dev/mail', `${b.url}/_dev/mail`, `http://localhost:${port}/_dev/mail`, '/%5Fdev/mail', '/_dev/mail/1.png', '/_dev/no-such-page', '/rest/v1/cheeses?select=id', '/auth/v1/health', `/.netlify/images?url=${encodeURIComponent(new URL(storagePhoto).pathname)}`]) {
      const r = await cdn({ url, w: '100' });
      expect([r.status, r.body.toString()], url).toEqual([403, 'Forbidden: Remote image URL not allowed']);
    }
  });

  it('a redirect is followed only within the allowed hosts', async () => {
    expect((await cdn({ url: `${remoteOrigin}/allowed/hop.jpg`, w: '100' })).status).toBe(200);
    expect((await cdn({ url: `${remoteOrigin}/allowed/away.jpg`, w: '100' })).status).toBe(403);
    expect(hits.filter((h) => h.includes('/forbidden/'))).toEqual([]);
  });

  it('a source that is not an image: 400 (the package’s answer); a missing one: the source’s own status', async () => {
    expect((await cdn({ url: `${remoteOrigin}/allowed/page.jpg`, w: '100' })).status).toBe(400);
    expect((await cdn({ url: `${remoteOrigin}/allowed/none.jpg`, w: '100' })).status).toBe(404);
    // Storage answers a missing object with 400 (as hosted Supabase does), and so does the CDN.
    const missing = '/storage/v1/object/public/cheezopedia/articles/none.jpg';
    const direct = await fetch(`${b.url}${missing}`);
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect((await cdn({ url: missing, w: '100' })).status).toBe(direct.status);
  });
});

describe('SVG sources', () => {
  it('stay SVG whatever Accept says, without their script, under a CSP that runs none', async () => {
    const r = await cdn({ url: `${remoteOrigin}/allowed/art.svg` }, CHROME_ACCEPT);
    expect(r.status).toBe(200);
    expect(r.type).toBe('image/svg+xml');
    expect(r.body.toString()).not.toMatch(/<script|onload/i);
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'");
  });
});

describe('kept variants', () => {
  it('a repeated request is served from the cache; within the source’s lifetime the source is not even asked', async () => {
    const q = { url: `${remoteOrigin}/allowed/photo.jpg`, w: '480' };
    const first = await cdn(q, CHROME_ACCEPT);
    const before = hitsOf('/allowed/photo.jpg');
    const again = await cdn(q, CHROME_ACCEPT);
    expect(again.status).toBe(200);
    expect(sha(again.body)).toBe(sha(first.body));
    expect(hitsOf('/allowed/photo.jpg')).toBe(before);
  });

  it('a source that may not be reused without asking (no-cache) is revalidated with one HEAD, not fetched', async () => {
    const q = { url: `${remoteOrigin}/allowed/changing.jpg`, w: '120', fm: 'webp' };
    await cdn(q);
    const before = hitsOf('/allowed/changing.jpg');
    expect((await cdn(q)).status).toBe(200);
    expect(hits.slice(-1)).toEqual(['HEAD /allowed/changing.jpg']);
    expect(hitsOf('/allowed/changing.jpg')).toBe(before + 1);
  });

  it('If-None-Match with the variant’s ETag: 304', async () => {
    const q = { url: storagePhoto, w: '240' };
    const first = await cdn(q, CHROME_ACCEPT);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await cdn(q, CHROME_ACCEPT, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('a source replaced at the same URL (new ETag) gets new variants', async () => {
    const q = { url: `${remoteOrigin}/allowed/changing.jpg`, w: '100', fm: 'png' };
    const first = await cdn(q);
    changingBody = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f0e0d0' } }).jpeg().toBuffer();
    changingTag = '"v2"';
    const second = await cdn(q);
    expect(second.status).toBe(200);
    expect(sha(second.body)).not.toBe(sha(first.body));
  });

  it('concurrent requests for one variant transform it once', async () => {
    const q = { url: `${remoteOrigin}/allowed/photo.jpg`, w: '1080' };
    const before = hits.filter((h) => h === 'GET /allowed/photo.jpg').length;
    const all = await Promise.all(Array.from({ length: 6 }, () => cdn(q, CHROME_ACCEPT)));
    expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(hits.filter((h) => h === 'GET /allowed/photo.jpg').length).toBe(before + 1);
  });
});
