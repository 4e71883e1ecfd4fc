import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../src/domain/constants';
import { IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE } from '../../src/domain/messages';
import { IMAGE_SVG_REFUSED, imageTooManyPixels } from '../../src/domain/image-upload';
import { RASTER_TYPES } from '../lib/image-clean';
import { pixelBombPng } from '../../tests/helpers/pixel-bomb';
import { createImageUpload, UPLOAD_ERRORS, type Authorization, type UploadDeps, type UploadResult } from './image-upload';

const GPS = { IFD0: { Make: 'TestPhone', Model: 'Pro 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } };

function setup(authorization: Authorization = 'ok', existing = new Set<string>()) {
  const stored = new Map<string, { bytes: Uint8Array; type: string }>();
  const authorized: string[] = [];
  const deps: UploadDeps = {
    authorize: async (_token, bucket, path) => {
      authorized.push(`${bucket}/${path}`);
      return authorization;
    },
    store: async (bucket, path, bytes, type) => {
      if (existing.has(`${bucket}/${path}`) || stored.has(`${bucket}/${path}`)) return 'exists';
      stored.set(`${bucket}/${path}`, { bytes, type });
      return 'stored';
    },
    log: () => undefined,
  };
  const handler = createImageUpload(() => deps);
  const call = (body: Uint8Array | string | null, query = 'bucket=cheezopedia&path=articles/1-abc.jpg', init: RequestInit = {}) =>
    handler(new Request(`http://x/.netlify/functions/image-upload?${query}`, { method: 'POST', headers: { authorization: 'Bearer user-token', 'content-type': 'image/jpeg' }, body: body as BodyInit | null, ...init }));
  return { stored, authorized, call };
}

const jpeg = (options: { width?: number; height?: number; orientation?: number; gps?: boolean } = {}) => {
  const { width = 400, height = 300, orientation, gps } = options;
  let img = sharp({ create: { width, height, channels: 3, background: '#c77c02' } }).jpeg({ quality: 80 });
  if (orientation) img = img.withMetadata({ orientation });
  if (gps) img = img.withExif(GPS);
  return img.toBuffer().then((b) => new Uint8Array(b));
};

describe('the request', () => {
  it('OPTIONS answers CORS (a bearer-token API: the desktop editor calls it from app://); other methods 405', async () => {
    const { call } = setup();
    const pre = await call(null, undefined, { method: 'OPTIONS' });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    const get = await call(null, undefined, { method: 'GET' });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ error: UPLOAD_ERRORS.method });
  });

  it('an unknown bucket, an unsafe path or no token is refused before anyone is asked', async () => {
    const { call, authorized } = setup();
    const body = await jpeg();
    expect((await call(body, 'bucket=secrets&path=a.jpg')).status).toBe(400);
    for (const path of ['../a.jpg', 'articles/../../a.jpg', '/a.jpg', 'a', 'articles//a.jpg', `${'a'.repeat(201)}.jpg`, 'a.jpg?x', 'articles/a b.jpg']) {
      expect((await call(body, `bucket=cheezopedia&path=${encodeURIComponent(path)}`)).status, path).toBe(400);
    }
    expect((await call(body, undefined, { headers: {} })).status).toBe(401);
    expect(authorized).toEqual([]);
  });

  it('the uploader’s own rights decide: signed out 401, not allowed there 403, and nothing is stored', async () => {
    for (const [who, status] of [['unauthenticated', 401], ['forbidden', 403]] as const) {
      const { call, stored } = setup(who);
      expect((await call(await jpeg())).status).toBe(status);
      expect(stored.size).toBe(0);
    }
  });

  it('a body over the limit is refused, declared or not', async () => {
    const { call, stored } = setup();
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(await jpeg());
    const declared = await call(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: IMAGE_TOO_LARGE });
    const streamed = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(big);
        c.close();
      },
    });
    const undeclared = await call(null, undefined, { body: streamed, duplex: 'half' } as RequestInit);
    expect(undeclared.status).toBe(413);
    expect(stored.size).toBe(0);
  });
});

describe('what the picture is, from its bytes', () => {
  it('SVG, text and HEIC are refused whatever their declared type', async () => {
    const { call } = setup();
    const svg = await call('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(svg.status).toBe(415);
    expect(await svg.json()).toEqual({ error: IMAGE_SVG_REFUSED });
    expect(await (await call('<html>hello</html>')).json()).toEqual({ error: IMAGE_NOT_AN_IMAGE });
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic'), ...new Uint8Array(64)]);
    expect((await call(heic)).status).toBe(415);
  });

  it('a 16000 × 16000 PNG of a few KB is refused from its header, in well under a second', async () => {
    const bomb = new Uint8Array(await pixelBombPng(16000, 16000, 1));
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const { call, stored } = setup();
    const started = performance.now();
    const r = await call(bomb, 'bucket=cheezopedia&path=articles/1-bomb.png');
    const ms = performance.now() - started;
    expect(r.status).toBe(422);
    expect(await r.json()).toEqual({ error: imageTooManyPixels(16000, 16000) });
    expect(ms).toBeLessThan(1000);
    expect(stored.size).toBe(0);
  });

  it('an extension that is not the picture’s format is refused (the stored URL says what it is)', async () => {
    const { call } = setup();
    const r = await call(await jpeg(), 'bucket=cheeses&path=1-abc.png');
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ error: UPLOAD_ERRORS.extension('jpeg') });
  });

  it('the stored content types are the buckets’ list', () => {
    expect(Object.values(RASTER_TYPES).sort()).toEqual([...ALLOWED_IMAGE_TYPES].sort());
  });
});

describe('what is stored', () => {
  it('a picture that is nothing but pixels (what the app uploads) is stored byte for byte', async () => {
    const { call, stored } = setup();
    const bare = await jpeg();
    const r = await call(bare);
    expect(r.status).toBe(200);
    expect((await r.json()) as UploadResult).toEqual({ path: 'articles/1-abc.jpg', fullPath: 'cheezopedia/articles/1-abc.jpg', type: 'image/jpeg', width: 400, height: 300, bytes: bare.byteLength, reencoded: false });
    expect(stored.get('cheezopedia/articles/1-abc.jpg')).toEqual({ bytes: bare, type: 'image/jpeg' });
  });

  it('a phone photo with GPS, turned (orientation 6) and too large is stored upright, ≤ 2560 px, without any metadata', async () => {
    const { call, stored } = setup();
    const photo = await jpeg({ width: 4000, height: 3000, orientation: 6, gps: true });
    const r = await call(photo, 'bucket=cheeses&path=1-photo.jpg');
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ width: 1920, height: 2560, reencoded: true });
    const out = stored.get('cheeses/1-photo.jpg')!;
    const m = await sharp(out.bytes).metadata();
    expect({ w: m.width, h: m.height, exif: m.exif, xmp: m.xmp, orientation: m.orientation, format: m.format }).toEqual({ w: 1920, h: 2560, exif: undefined, xmp: undefined, orientation: undefined, format: 'jpeg' });
    expect(Buffer.from(out.bytes).includes(Buffer.from('TestPhone'))).toBe(false);
  });

  it('a small JPEG with only EXIF (GPS) is re-encoded at its size; a PNG with a text chunk too', async () => {
    const { call, stored } = setup();
    expect(await (await call(await jpeg({ gps: true }), 'bucket=cheeses&path=2.jpg')).json()).toMatchObject({ width: 400, height: 300, reencoded: true });
    expect((await sharp(stored.get('cheeses/2.jpg')!.bytes).metadata()).exif).toBeUndefined();
    const png = new Uint8Array(await sharp({ create: { width: 10, height: 10, channels: 4, background: '#0000' } }).png().withExif(GPS).toBuffer());
    expect(await (await call(png, 'bucket=cheeses&path=3.png')).json()).toMatchObject({ type: 'image/png', reencoded: true });
    expect((await sharp(stored.get('cheeses/3.png')!.bytes).metadata()).exif).toBeUndefined();
  });

  it('an animated GIF is stored as its first frame, as the app stores one', async () => {
    const { call, stored } = setup();
    const frame = (colour: string) => sharp({ create: { width: 20, height: 20, channels: 3, background: colour } }).png().toBuffer();
    const gif = new Uint8Array(await sharp([await frame('#123456'), await frame('#654321'), await frame('#abcdef')], { join: { animated: true } }).gif().toBuffer());
    expect((await sharp(gif).metadata()).pages).toBe(3);
    expect((await call(gif, 'bucket=cheeses&path=4.gif')).status).toBe(200);
    expect((await sharp(stored.get('cheeses/4.gif')!.bytes).metadata()).pages ?? 1).toBe(1);
  });

  it('an existing object is never replaced: 409, as Storage says it', async () => {
    const { call } = setup('ok', new Set(['cheezopedia/articles/1-abc.jpg']));
    const r = await call(await jpeg());
    expect(r.status).toBe(409);
    expect(await r.json()).toEqual({ error: 'The resource already exists' });
  });
});
