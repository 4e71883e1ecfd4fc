/**
 * The image attacks of the security review ("safe under real use", round 2), each performed against
 * the local backend and seen to fail:
 * - a partner uploads a PNG of a few hundred KB declaring 16000 × 16000 pixels straight through the
 *   Storage API: refused (no user writes to the buckets), nothing reaches the public bucket; through
 *   the image-upload function: refused from its header, in well under a second;
 * - a photo with GPS reaches the public bucket through every way in — the Storage API (refused), the
 *   function as admin and as partner, the app's data layer online and offline — and comes out without
 *   GPS (upright, ≤ 2560 px);
 * - the image CDN, asked anonymously for an over-limit source (stored before the upload function),
 *   answers a refusal within a second, remembers it for every other w/q/fm, and a request beside it
 *   stays fast; a transformation is stopped (its process killed) when its client goes away, when it
 *   runs past its time limit, and transformations past the queue are refused at once.
 * Timings are asserted with generous bounds; the figures are tests/bench/security.bench.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';
import { makePhoto } from '../helpers/photo.ts';
import { pixelBombPng } from '../helpers/pixel-bomb.ts';
import { device } from '../data/harness.ts';
import { IMAGE_UPLOAD_FUNCTION_PATH } from '../../src/domain/constants';
import { imageTooManyPixels } from '../../src/domain/image-upload';

let b: TestBackend;
let bomb: Buffer;
let photo: Buffer;
let partner: SupabaseClient;
let admin: SupabaseClient;
let remote: Server;
let remoteOrigin = '';
const remoteGets: string[] = [];

const tokenOf = async (c: SupabaseClient) => (await c.auth.getSession()).data.session!.access_token;
const publicUrl = (bucket: string, path: string) => `${b.url}/storage/v1/object/public/${bucket}/${path}`;

/** POST to the image-upload function, as the client sends it. */
async function uploadThroughFunction(client: SupabaseClient, bucket: string, path: string, body: Buffer, type: string, token?: string) {
  const r = await fetch(`${b.url}${IMAGE_UPLOAD_FUNCTION_PATH}?${new URLSearchParams({ bucket, path }).toString()}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token ?? (await tokenOf(client))}`, 'content-type': type },
    body: new Uint8Array(body),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

/** What a visitor downloads from the public bucket, as sharp reads it (null: nothing there). */
async function published(bucket: string, path: string) {
  const r = await fetch(publicUrl(bucket, path));
  if (r.status !== 200) return null;
  const bytes = Buffer.from(await r.arrayBuffer());
  const m = await sharp(bytes).metadata();
  return { bytes, width: m.width, height: m.height, exif: m.exif, xmp: m.xmp, orientation: m.orientation, gps: bytes.includes(Buffer.from('TestPhone')) };
}

beforeAll(async () => {
  [bomb, photo] = await Promise.all([pixelBombPng(16000, 16000, 8), makePhoto({ width: 4000, height: 3000, orientation: 6 })]);
  remote = createServer((req, res) => {
    if (req.method === 'GET') remoteGets.push(req.url ?? '');
    const body = req.url === '/allowed/bomb.png' ? bomb : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'image/png', etag: '"bomb"', 'cache-control': 'max-age=3600' });
    res.end(req.method === 'HEAD' || !body ? undefined : body);
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  b = await startTestBackend({ imageRemotePatterns: [`^${remoteOrigin.replace(/[.]/g, '\\.')}/allowed/`] });
  [partner, admin] = await Promise.all([b.asDemo('partner'), b.asDemo('admin')]);
}, 180_000);

afterAll(async () => {
  await b?.close();
  await new Promise((resolve) => remote?.close(resolve));
});

describe('a pixel bomb uploaded by a partner', () => {
  it('is a valid PNG of under 300 KB that decodes to 16000 × 16000', async () => {
    expect(bomb.length).toBeLessThan(300 * 1024);
    const m = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([m.format, m.width, m.height]).toEqual(['png', 16000, 16000]);
  });

  it('straight through the Storage API: refused, for a partner, an admin and a visitor; nothing reaches the public bucket', async () => {
    for (const [who, client] of [['partner', partner], ['admin', admin], ['anon', b.anon()]] as const) {
      const path = `articles/${who}-bomb.png`;
      const { error } = await client.storage.from('cheezopedia').upload(path, bomb, { contentType: 'image/png' });
      expect(error?.message, who).toMatch(/row-level security/);
      expect((await fetch(publicUrl('cheezopedia', path))).status, who).toBe(400);
    }
  });

  it('replacing an existing object (upsert) is refused too', async () => {
    const path = 'articles/kept.jpg';
    expect((await b.service().storage.from('cheezopedia').upload(path, await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().toBuffer(), { contentType: 'image/jpeg' })).error).toBeNull();
    const { error } = await admin.storage.from('cheezopedia').upload(path, bomb, { contentType: 'image/png', upsert: true });
    expect(error).not.toBeNull();
    expect((await published('cheezopedia', path))?.width).toBe(8);
  });

  it('through the image-upload function: refused from its header in well under a second, nothing stored', async () => {
    // The backend imports its functions on the first call to one (a cold start, as on Netlify): not timed.
    await fetch(`${b.url}${IMAGE_UPLOAD_FUNCTION_PATH}`, { method: 'OPTIONS' });
    const token = await tokenOf(partner);
    const started = performance.now();
    const r = await uploadThroughFunction(partner, 'cheezopedia', 'articles/1-bomb.png', bomb, 'image/png', token);
    const ms = performance.now() - started;
    expect(r).toEqual({ status: 422, body: { error: imageTooManyPixels(16000, 16000) } });
    expect(ms).toBeLessThan(1000);
    expect(await published('cheezopedia', 'articles/1-bomb.png')).toBeNull();
  });

  it('the function takes from a partner only what the policies gave them: the article bucket, articles/ and avatars/', async () => {
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().toBuffer();
    expect((await uploadThroughFunction(partner, 'cheeses', '1-x.jpg', small, 'image/jpeg')).status).toBe(403);
    expect((await uploadThroughFunction(partner, 'cheezopedia', 'matrix/1-x.jpg', small, 'image/jpeg')).status).toBe(403);
    expect((await uploadThroughFunction(partner, 'cheezopedia', 'avatars/1-x.jpg', small, 'image/jpeg')).status).toBe(200);
    const user = await b.asDemo('user');
    expect((await uploadThroughFunction(user, 'cheezopedia', 'articles/1-x.jpg', small, 'image/jpeg')).status).toBe(403);
    const anon = await fetch(`${b.url}${IMAGE_UPLOAD_FUNCTION_PATH}?bucket=cheeses&path=1-y.jpg`, { method: 'POST', headers: { authorization: `Bearer ${b.publishableKey}`, 'content-type': 'image/jpeg' }, body: new Uint8Array(small) });
    expect(anon.status).toBe(401);
  });
});

describe('a photo with GPS, through every way into the public bucket', () => {
  const expectClean = async (bucket: string, path: string) => {
    const p = await published(bucket, path);
    expect(p, `${bucket}/${path}`).not.toBeNull();
    // Orientation 6: the 4000 × 3000 raster is upright 3000 × 4000, at most 2560 px on its long side.
    expect({ width: p!.width, height: p!.height, exif: p!.exif, xmp: p!.xmp, orientation: p!.orientation, gps: p!.gps }).toEqual({ width: 1920, height: 2560, exif: undefined, xmp: undefined, orientation: undefined, gps: false });
  };

  it('the Storage API: refused (so nothing is published with its position)', async () => {
    const { error } = await partner.storage.from('cheezopedia').upload('articles/gps.jpg', photo, { contentType: 'image/jpeg' });
    expect(error?.message).toMatch(/row-level security/);
    expect(await published('cheezopedia', 'articles/gps.jpg')).toBeNull();
  });

  it('the image-upload function, as a partner and as an admin: stored upright, without metadata', async () => {
    expect(photo.includes(Buffer.from('TestPhone'))).toBe(true);
    expect((await uploadThroughFunction(partner, 'cheezopedia', 'articles/2-gps.jpg', photo, 'image/jpeg')).body).toMatchObject({ width: 1920, height: 2560, reencoded: true });
    await expectClean('cheezopedia', 'articles/2-gps.jpg');
    expect((await uploadThroughFunction(admin, 'cheeses', '2-gps.jpg', photo, 'image/jpeg')).status).toBe(200);
    await expectClean('cheeses', '2-gps.jpg');
  });

  it('the app’s data layer, online and offline (the queued picture uploaded later): stored without metadata', async () => {
    const editor = await device(b, 'admin');
    const online = await editor.layer.storeImage(new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'cheeses');
    await expectClean('cheeses', online.split('/public/cheeses/')[1]);

    editor.net.offline = true;
    const ref = await editor.layer.storeImage(new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'cheeses');
    expect(ref).toMatch(/^local-image:/);
    await editor.layer.save('cheeses', { name: `GPS Tomme ${Date.now()}`, type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'Queued offline.', image_url: ref });
    editor.net.offline = false;
    await editor.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await editor.layer.flush();
    const [queued] = await editor.db.images.toArray().then((all) => all.filter((i) => i.url));
    expect(queued?.url).toMatch(/\/storage\/v1\/object\/public\/cheeses\/\d+-[a-z0-9]+\.jpg$/);
    await expectClean('cheeses', queued!.url!.split('/public/cheeses/')[1]);
  });
});

describe('the image CDN and an over-limit source', () => {
  let stored = '';
  beforeAll(async () => {
    // Stored before the upload function existed (the service role writes as it did).
    expect((await b.service().storage.from('cheezopedia').upload('articles/old-bomb.png', bomb, { contentType: 'image/png' })).error).toBeNull();
    stored = publicUrl('cheezopedia', 'articles/old-bomb.png');
  });

  const cdn = (query: Record<string, string>, init: RequestInit = {}) => fetch(`${b.url}/.netlify/images?${new URLSearchParams(query).toString()}`, init);
  const sideRequest = async () => {
    const started = performance.now();
    const r = await fetch(`${b.url}/rest/v1/cheeses?select=id&limit=1`, { headers: { apikey: b.publishableKey } });
    await r.arrayBuffer();
    return { status: r.status, ms: performance.now() - started };
  };

  it('an anonymous request is refused within a second, and a request beside it stays fast', async () => {
    const started = performance.now();
    const [attack, side] = await Promise.all([cdn({ url: stored, fm: 'avif', q: '99' }), sideRequest()]);
    const ms = performance.now() - started;
    expect(attack.status).toBe(400);
    expect(await attack.text()).toMatch(/16000 × 16000 pixels \(256 megapixels\); this image CDN transforms sources of at most 25 megapixels/);
    expect(ms).toBeLessThan(1000);
    expect(side.status).toBe(200);
    expect(side.ms).toBeLessThan(1000);
    expect(b.imageTransformPids()).toEqual([]);
  });

  it('every other w, q and fm is refused from memory: the source is not fetched again', async () => {
    await cdn({ url: `${remoteOrigin}/allowed/bomb.png`, fm: 'jpg', q: '100' });
    const fetched = remoteGets.length;
    const queries: Record<string, string>[] = [{ fm: 'avif', q: '98' }, { w: '2048', fm: 'webp' }, { w: '640' }, { fm: 'png' }];
    for (const query of queries) {
      const started = performance.now();
      const r = await cdn({ url: `${remoteOrigin}/allowed/bomb.png`, ...query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    expect(remoteGets.length).toBe(fetched);
  });
});

describe('transformations are bounded', () => {
  let slow: TestBackend;
  let heavy = '';
  beforeAll(async () => {
    // One process, one waiting, 3 s at most: a full-size AVIF at q=99 of a 24 MP source (under the
    // 25 MP cap) takes 7–15 s on the 2-core development machine.
    slow = await startTestBackend({ imageTransforms: { size: 1, queue: 1, timeoutMs: 3000 } });
    const source = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#7a5c3e' } }).png().toBuffer();
    expect((await slow.service().storage.from('cheezopedia').upload('articles/heavy.png', source, { contentType: 'image/png' })).error).toBeNull();
    heavy = `${slow.url}/storage/v1/object/public/cheezopedia/articles/heavy.png`;
  }, 180_000);
  afterAll(async () => slow?.close());

  const cdn = (query: Record<string, string>, signal?: AbortSignal) => fetch(`${slow.url}/.netlify/images?${new URLSearchParams({ url: heavy, ...query }).toString()}`, { signal });
  const until = async (check: () => boolean, ms: number) => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (check()) return true;
    return check();
  };

  it('a client that goes away stops its transformation: the process working for it is killed', async () => {
    const leaving = new AbortController();
    const request = cdn({ fm: 'avif', q: '99' }, leaving.signal).catch(() => 'gone');
    expect(await until(() => slow.imageTransformPids().length === 1, 20_000)).toBe(true);
    const [pid] = slow.imageTransformPids();
    await new Promise((r) => setTimeout(r, 300));
    leaving.abort();
    expect(await request).toBe('gone');
    expect(await until(() => !slow.imageTransformPids().includes(pid), 3000)).toBe(true);
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('one running and one waiting: the next is refused at once (503, Retry-After); past its time limit a transformation is stopped (503)', async () => {
    const first = cdn({ fm: 'avif', q: '97' });
    expect(await until(() => slow.imageTransformPids().length === 1, 20_000)).toBe(true);
    const second = cdn({ fm: 'avif', q: '96' });
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    const third = await cdn({ fm: 'avif', q: '95' });
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(performance.now() - started).toBeLessThan(1000);
    const [a, c] = await Promise.all([first, second]);
    expect(a.status).toBe(503);
    expect(await a.text()).toMatch(/ran past 3 s/);
    expect(c.status).toBe(503);
  }, 60_000);

  it('what fits still transforms (a 1080 px WebP of the same source)', async () => {
    const r = await cdn({ w: '1080', fm: 'webp', q: '70' });
    expect(r.status).toBe(200);
    expect((await sharp(Buffer.from(await r.arrayBuffer())).metadata()).width).toBe(1080);
  }, 60_000);
});
