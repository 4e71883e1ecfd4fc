/**
 * /storage/v1 contract: storage-js against the local backend with the product's buckets and policies
 * (cheezopedia and cheeses: public read, images only, 4 MB; objects are written by the image-upload
 * function with the service role — no user writes through the Storage API, admins delete). Storage
 * itself checks only the declared type and the size, as hosted Supabase Storage does: what a picture
 * really is, the function checks (tests/backend/image-attacks.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';
import { ALLOWED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../src/domain/constants';

let b: TestBackend;
let admin: SupabaseClient;
let user: SupabaseClient;
/** Who writes objects: the service role (as the image-upload function does). */
let writer: SupabaseClient;
/** A small stored file (storage keeps the bytes as sent; it does not decode them). */
const pic = (label: string) => new Blob([`PNG-ish <text>${label}</text>`], { type: 'image/png' });
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>fetch("/auth/v1/user")</script></svg>';

beforeAll(async () => {
  b = await startTestBackend();
  admin = await b.asDemo('admin');
  user = await b.asDemo('user');
  writer = b.service();
});
afterAll(async () => b?.close());

/** A raw HTTP request whose path is sent exactly as written (fetch would normalise `..`). */
function rawRequest(path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  const u = new URL(b.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method, headers: { apikey: b.publishableKey } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('upload and public download', () => {
  it('the service role uploads a Blob (multipart); the public URL serves it with type, cache headers and ETag', async () => {
    const { data, error } = await writer.storage.from('cheeses').upload('tests/brie.png', pic('brie'));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'tests/brie.png', fullPath: 'cheeses/tests/brie.png' });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const url = admin.storage.from('cheeses').getPublicUrl('tests/brie.png').data.publicUrl;
    expect(url).toBe(`${b.url}/storage/v1/object/public/cheeses/tests/brie.png`);
    const r = await fetch(url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('cache-control')).toBe('max-age=3600');
    // Opened as a document on the app's origin, a stored file runs no script.
    expect(r.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    const etag = r.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await r.text()).toContain('<text>brie</text>');
    const again = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('a raw body upload keeps its content type and bytes', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { error } = await writer.storage.from('cheezopedia').upload('articles/raw.png', bytes, { contentType: 'image/png' });
    expect(error).toBeNull();
    const r = await fetch(`${b.url}/storage/v1/object/public/cheezopedia/articles/raw.png`);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await r.arrayBuffer())).toEqual(bytes);
  });

  it('a second upload to the same path is Duplicate unless upsert', async () => {
    await writer.storage.from('cheeses').upload('tests/dup.png', pic('one'));
    const dup = await writer.storage.from('cheeses').upload('tests/dup.png', pic('two'));
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const up = await writer.storage.from('cheeses').upload('tests/dup.png', pic('three'), { upsert: true });
    expect(up.error).toBeNull();
    expect(await (await fetch(`${b.url}/storage/v1/object/public/cheeses/tests/dup.png`)).text()).toContain('three');
  });

  it('authenticated download works for a readable object (admin); a missing object is 400 with statusCode 404', async () => {
    const { data, error } = await admin.storage.from('cheeses').download('tests/brie.png');
    expect(error).toBeNull();
    expect(await data!.text()).toContain('brie');
    const missing = await fetch(`${b.url}/storage/v1/object/public/cheeses/tests/none.png`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });

  it('visitors download public images but cannot list the buckets (anon or signed-in non-admin)', async () => {
    const anonymous = await fetch(`${b.url}/storage/v1/object/public/cheeses/tests/brie.png`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.text()).toContain('brie');
    for (const [who, client] of [
      ['anon', b.anon()],
      ['user', user],
    ] as const) {
      for (const bucket of ['cheeses', 'cheezopedia']) {
        for (const prefix of ['', 'tests']) {
          const { data, error } = await client.storage.from(bucket).list(prefix);
          expect(error, `${who} ${bucket}/${prefix}`).toBeNull();
          expect(data, `${who} ${bucket}/${prefix}`).toEqual([]);
        }
      }
    }
    expect((await user.storage.from('cheeses').download('tests/brie.png')).error).not.toBeNull();
  });

  it('lists a folder', async () => {
    const { data, error } = await admin.storage.from('cheeses').list('tests');
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual(expect.arrayContaining(['brie.png', 'dup.png']));
  });
});

describe('policies and limits', () => {
  it('no user uploads or replaces through the Storage API, admins included (403 row-level security, HTTP 400)', async () => {
    for (const [who, client] of [['user', user], ['admin', admin], ['anon', b.anon()]] as const) {
      const u = await client.storage.from('cheeses').upload('tests/evil.png', pic('evil'));
      expect(u.error, who).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    }
    const replace = await admin.storage.from('cheeses').upload('tests/brie.png', pic('evil'), { upsert: true });
    expect(replace.error).not.toBeNull();
    expect(await (await fetch(`${b.url}/storage/v1/object/public/cheeses/tests/brie.png`)).text()).toContain('brie');
  });

  it('rejects a file over the bucket limit (413) and a non-image type (415)', async () => {
    const big = new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)], { type: 'image/png' });
    const tooBig = await writer.storage.from('cheeses').upload('tests/big.png', big);
    expect(tooBig.error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const text = await writer.storage.from('cheeses').upload('tests/notes.txt', new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
  });

  it('an SVG carrying script is refused by both buckets, whoever uploads it (415), and nothing is stored', async () => {
    for (const bucket of ['cheeses', 'cheezopedia'] as const) {
      for (const client of [writer]) {
        const r = await client.storage.from(bucket).upload('articles/evil.svg', new Blob([SCRIPTED_SVG], { type: 'image/svg+xml' }));
        expect(r.error).toMatchObject({ statusCode: '415', message: 'mime type image/svg+xml is not supported' });
      }
      expect((await fetch(`${b.url}/storage/v1/object/public/${bucket}/articles/evil.svg`)).status).toBe(400);
    }
    // The buckets accept what the app produces and checks (one list, in SQL and TypeScript).
    for (const bucket of ['cheeses', 'cheezopedia']) {
      const { data } = await b.service().storage.getBucket(bucket);
      expect([...(data?.allowed_mime_types ?? [])].sort()).toEqual([...ALLOWED_IMAGE_TYPES].sort());
      expect(data?.file_size_limit).toBe(MAX_IMAGE_BYTES);
    }
  });

  it('an unknown bucket is Bucket not found', async () => {
    const r = await writer.storage.from('nope').upload('a.png', pic('a'));
    expect(r.error?.message).toBe('Bucket not found');
  });

  it('rejects traversal, absolute paths and backslashes with 400', async () => {
    for (const p of ['/storage/v1/object/public/cheeses/../../../etc/passwd', '/storage/v1/object/public/cheeses/tests/%2e%2e/brie.png', '/storage/v1/object/public/cheeses/a%5Cb.png', '/storage/v1/object/public/cheeses//etc/passwd']) {
      const r = await rawRequest(p);
      expect(r.status, p).toBe(400);
      expect(r.body, p).toContain('"statusCode":"400"');
    }
    // A literal backslash is refused by Node's HTTP parser itself, also with 400.
    expect((await rawRequest('/storage/v1/object/public/cheeses/a\\b.png')).status).toBe(400);
    const up = await writer.storage.from('cheeses').upload('../escape.png', pic('x'));
    expect(up.error).not.toBeNull();
    expect((await rawRequest('/storage/v1/object/public/cheeses/tests/brie.png')).status).toBe(200);
  });
});

describe('remove', () => {
  it('a user removes nothing (skipped silently); an admin removes and the URL is gone', async () => {
    const denied = await user.storage.from('cheeses').remove(['tests/brie.png']);
    expect(denied.error).toBeNull();
    expect(denied.data).toEqual([]);
    const { data, error } = await admin.storage.from('cheeses').remove(['tests/brie.png', 'tests/does-not-exist.png']);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual(['tests/brie.png']);
    expect((await fetch(`${b.url}/storage/v1/object/public/cheeses/tests/brie.png`)).status).toBe(400);
  });
});
