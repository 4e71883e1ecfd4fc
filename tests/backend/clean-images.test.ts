/**
 * `npm run images:clean` against the local backend, through its Storage and REST APIs as on a hosted
 * project: a stored phone photo (GPS, camera, orientation 6, 4000 × 3000) is re-encoded in place —
 * same path, same content type, upright, 2560 px, no metadata —, an already clean picture is left
 * as it is, the cheese showing the photo gets its placeholder, an entry showing it gets its size in
 * its URL (keeping its placeholder), and a second run changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cleanImages, placeholderOf } from '../../scripts/clean-images';
import { isImagePlaceholder } from '../../src/domain/image-placeholder';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';
import { inspectPicture, makePhoto } from '../helpers/photo';
import sharp from 'sharp';

let b: TestBackend;
let photo: Buffer;
/** The placeholder an entry stored before sizes already had. */
let PLACEHOLDER: string;
const DIRTY = `clean-test/${randomUUID()}.jpg`;
const CLEAN = `clean-test/${randomUUID()}.webp`;
let cheeseId: string;
let entryId: string;
let entryUrl: string;

beforeAll(async () => {
  b = await startTestBackend();
  photo = await makePhoto();
  const storage = b.service().storage.from('cheeses');
  expect((await storage.upload(DIRTY, photo, { contentType: 'image/jpeg' })).error).toBeNull();
  const clean = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 180, b: 90 } } }).webp({ quality: 80 }).toBuffer();
  expect((await storage.upload(CLEAN, clean, { contentType: 'image/webp' })).error).toBeNull();
  PLACEHOLDER = await placeholderOf(photo);
  const { data, error } = await b
    .service()
    .from('cheeses')
    .insert({ name: `Clean test ${randomUUID().slice(0, 6)}`, image_url: storage.getPublicUrl(DIRTY).data.publicUrl, type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'Stored before the pipeline.' })
    .select('id,image_placeholder')
    .single();
  expect(error).toBeNull();
  expect(data!.image_placeholder).toBeNull();
  cheeseId = data!.id as string;
  // A published entry whose featured image (the same photo, portrait once upright) was set before
  // URLs carried sizes, with a placeholder already.
  entryUrl = storage.getPublicUrl(DIRTY).data.publicUrl;
  const entry = await b
    .service()
    .from('cheezopedia_entries')
    .insert({ slug: `clean-test-${randomUUID().slice(0, 8)}`, title: 'Clean test', content: 'Body', content_type: 'article', image_url: entryUrl, image_placeholder: PLACEHOLDER })
    .select('id')
    .single();
  expect(entry.error).toBeNull();
  entryId = entry.data!.id as string;
}, 60_000);
afterAll(async () => b?.close());

async function stored(path: string): Promise<{ bytes: Buffer; type: string | null; etag: string | null }> {
  const r = await fetch(`${b.url}/storage/v1/object/public/cheeses/${path}`);
  expect(r.status).toBe(200);
  return { bytes: Buffer.from(await r.arrayBuffer()), type: r.headers.get('content-type'), etag: r.headers.get('etag') };
}

it('re-encodes the stored photo in place without metadata, upright, ≤ 2560 px, and fills the placeholder', async () => {
  const before = await inspectPicture(photo);
  expect({ exif: before.exif, orientation: before.orientation }).toEqual({ exif: true, orientation: 6 });
  const cleanBefore = await stored(CLEAN);

  const report = await cleanImages({ url: b.url, key: b.secretKey });
  expect(report.failed).toEqual([]);
  expect(report.cleaned).toBe(1);
  expect(report.alreadyClean).toBeGreaterThanOrEqual(1);
  expect(report.placeholdersFilled).toBe(1);
  expect(report.bytesBefore).toBe(photo.length);
  expect(report.bytesAfter).toBeLessThan(photo.length);

  const after = await stored(DIRTY);
  expect(after.type).toBe('image/jpeg');
  const p = await inspectPicture(after.bytes);
  expect(p.format).toBe('jpeg');
  expect([p.width, p.height]).toEqual([1920, 2560]);
  expect({ exif: p.exif, xmp: p.xmp, iptc: p.iptc, orientation: p.orientation }).toEqual({ exif: false, xmp: false, iptc: false, orientation: undefined });
  expect(after.bytes.includes(Buffer.from('TestPhone'))).toBe(false);
  const [r, g, bl] = await p.colourAt(0.97, 0.03);
  expect(Math.hypot(r - 230, g - 20, bl - 20)).toBeLessThan(45);

  expect((await stored(CLEAN)).etag).toBe(cleanBefore.etag);
  const { data } = await b.service().from('cheeses').select('image_placeholder').eq('id', cheeseId).single();
  expect(isImagePlaceholder(data!.image_placeholder)).toBe(true);

  // The entry's featured image now carries the picture's upright size, and keeps its placeholder.
  expect(report.sizesFilled).toBe(1);
  const { data: entry } = await b.service().from('cheezopedia_entries').select('image_url,image_placeholder').eq('id', entryId).single();
  expect(entry).toEqual({ image_url: `${entryUrl}#1920x2560`, image_placeholder: PLACEHOLDER });
}, 60_000);

it('a second run changes nothing', async () => {
  const object = await stored(DIRTY);
  const { data: row } = await b.service().from('cheeses').select('version,image_placeholder').eq('id', cheeseId).single();
  const report = await cleanImages({ url: b.url, key: b.secretKey });
  expect(report).toMatchObject({ cleaned: 0, placeholdersFilled: 0, sizesFilled: 0, bytesBefore: 0, bytesAfter: 0, failed: [] });
  expect(report.alreadyClean).toBe(report.scanned - report.skipped);
  expect((await stored(DIRTY)).etag).toBe(object.etag);
  const { data: again } = await b.service().from('cheeses').select('version,image_placeholder').eq('id', cheeseId).single();
  expect(again).toEqual(row);
}, 60_000);
