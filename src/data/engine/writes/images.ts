/**
 * Images: uploaded at once when possible; otherwise kept as a Blob in Dexie under a
 * 'local-image:<id>' reference, uploaded before the record that uses it is pushed. Every upload goes
 * through the site's image-upload function (./image-upload-request), never straight to Storage.
 */
import { ARTICLE_IMAGE_FOLDER, IMAGE_UPLOAD_FUNCTION_PATH } from '@/domain/constants';
import type { DataContext } from '../engine-context';
import { LOCAL_IMAGE_PREFIX } from '../local-image';
import type { LocalImage } from '../types';
import { ImageUploadError, sendImage } from './image-upload-request';
import type { Bucket } from '../api';

export { LOCAL_IMAGE_PREFIX, ImageUploadError };
const LOCAL_REF = /local-image:([0-9a-f-]{36})/g;


function extensionOf(file: Blob, nameHint?: string): string {
  const fromName = nameHint?.match(/\.([A-Za-z0-9]{1,8})$/)?.[1];
  if (fromName) return fromName.toLowerCase();
  const fromType = file.type.split('/')[1]?.replace('jpeg', 'jpg').replace(/\+.*$/, '');
  return fromType || 'bin';
}

/** Storage object path: `<timestamp>-<random>.<ext>`, under `articles/` in the article bucket. */
export function objectPath(bucket: Bucket, file: Blob, nameHint?: string, now = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 10);
  const name = `${now}-${random}.${extensionOf(file, nameHint)}`;
  return bucket === 'cheezopedia' ? `${ARTICLE_IMAGE_FOLDER}/${name}` : name;
}

/** Sent without a session: the function refuses it (signing in again lets it through). */
export const UPLOAD_NEEDS_SESSION = 'Sign in to upload images.';

async function upload(ctx: DataContext, bucket: Bucket, path: string, file: Blob): Promise<string> {
  const supabase = await ctx.getSupabase();
  const token = (await supabase.auth.getSession()).data.session?.access_token;
  if (!token) throw new ImageUploadError(UPLOAD_NEEDS_SESSION, 'auth');
  const transport = ctx.imageUpload ?? { url: IMAGE_UPLOAD_FUNCTION_PATH, fetch: (input: string, init: RequestInit) => fetch(input, init) };
  await sendImage(transport, token, bucket, path, file);
  return supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/** Uploads now when online; on a network failure keeps the Blob and returns a local reference. */
export async function storeImage(ctx: DataContext, file: Blob, bucket: Bucket, nameHint?: string, online = true): Promise<string> {
  if (bucket !== 'cheezopedia' && bucket !== 'cheeses') throw new Error(`Unknown bucket: ${String(bucket)}`);
  const path = objectPath(bucket, file, nameHint, ctx.now());
  if (online) {
    try {
      return await upload(ctx, bucket, path, file);
    } catch (e) {
      if (!(e instanceof ImageUploadError) || e.kind === 'stop' || e.kind === 'auth') throw e;
    }
  }
  const image: LocalImage = { id: crypto.randomUUID(), bucket, path, blob: file, type: file.type, url: null, createdAt: new Date(ctx.now()).toISOString() };
  await ctx.db.images.put(image);
  return `${LOCAL_IMAGE_PREFIX}${image.id}`;
}

/** Every local image id referenced by the string fields of a patch (image_url, markdown content…). */
export function localImageRefs(patch: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  for (const v of Object.values(patch)) {
    if (typeof v === 'string') for (const m of v.matchAll(LOCAL_REF)) ids.add(m[1]);
  }
  return [...ids];
}

/** Replaces local references by their public URLs in every string field. */
export function replaceRefs<T extends Record<string, unknown>>(obj: T, urls: Map<string, string>): T {
  const out: Record<string, unknown> = { ...obj };
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string' && v.includes(LOCAL_IMAGE_PREFIX)) {
      out[k] = v.replace(LOCAL_REF, (whole, id: string) => urls.get(id) ?? whole);
    }
  }
  return out as T;
}

/** Uploads the local images a patch references (idempotent); returns id → public URL. */
export async function uploadReferencedImages(ctx: DataContext, patch: Record<string, unknown>): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const id of localImageRefs(patch)) {
    const image = await ctx.db.images.get(id);
    if (!image) throw new ImageUploadError(`The image ${LOCAL_IMAGE_PREFIX}${id} is missing on this device.`, 'stop');
    if (image.url) {
      urls.set(id, image.url);
      continue;
    }
    if (!image.blob) throw new ImageUploadError(`The image ${LOCAL_IMAGE_PREFIX}${id} has no data.`, 'stop');
    const url = await upload(ctx, image.bucket, image.path, image.blob);
    await ctx.db.images.update(id, { url, blob: null });
    urls.set(id, url);
  }
  return urls;
}
