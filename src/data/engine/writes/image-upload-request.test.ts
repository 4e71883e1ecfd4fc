import { describe, expect, it } from 'vitest';
import { ImageUploadError, sendImage, type FetchLike } from './image-upload-request';

const picture = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const answering = (status: number, body: unknown = {}): FetchLike => async () => new Response(JSON.stringify(body), { status });
const failure = async (fetch: FetchLike) => {
  try {
    await sendImage({ url: '/.netlify/functions/image-upload', fetch }, 'token', 'cheeses', '1-a.jpg', picture);
  } catch (e) {
    return e instanceof ImageUploadError ? { kind: e.kind, message: e.message } : { kind: 'other', message: String(e) };
  }
  return null;
};

describe('sendImage', () => {
  it('POSTs the picture with the bearer token, bucket and path in the query', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    await sendImage({ url: 'https://site.example/.netlify/functions/image-upload', fetch: async (url, init) => (seen.push({ url, init }), new Response('{}', { status: 200 })) }, 'tok', 'cheezopedia', 'articles/1-a.jpg', picture);
    expect(seen[0].url).toBe('https://site.example/.netlify/functions/image-upload?bucket=cheezopedia&path=articles%2F1-a.jpg');
    expect(seen[0].init).toMatchObject({ method: 'POST', headers: { authorization: 'Bearer tok', 'content-type': 'image/jpeg' }, body: picture });
  });

  it('stored now, or by an earlier attempt (409): resolves', async () => {
    expect(await failure(answering(200))).toBeNull();
    expect(await failure(answering(409, { error: 'The resource already exists' }))).toBeNull();
  });

  it('no answer is a network failure; 5xx, 408 and 429 are retried; 401 refreshes the session; other refusals stop with their message', async () => {
    expect(await failure(async () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({ kind: 'network', message: 'Failed to fetch' });
    for (const status of [500, 502, 503, 408, 429]) expect((await failure(answering(status)))?.kind, String(status)).toBe('server');
    expect(await failure(answering(401, { error: 'Sign in to upload images.' }))).toEqual({ kind: 'auth', message: 'Sign in to upload images.' });
    expect(await failure(answering(422, { error: 'This image is 256 megapixels; images up to 64 megapixels can be uploaded.' }))).toEqual({
      kind: 'stop',
      message: 'This image is 256 megapixels; images up to 64 megapixels can be uploaded.',
    });
    expect(await failure(async () => new Response('<html>Not found</html>', { status: 404 }))).toEqual({ kind: 'stop', message: 'Upload failed (HTTP 404)' });
  });
});
