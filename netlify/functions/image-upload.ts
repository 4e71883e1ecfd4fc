/**
 * Netlify Function (v2) POST /.netlify/functions/image-upload?bucket=<bucket>&path=<object path>,
 * the picture as the raw body, the uploader's access token as `Authorization: Bearer …`. The only way
 * a picture reaches the public buckets (their insert and update policies are gone: see migration
 * 20261128010000_uploads_through_the_image_function.sql); the same code runs on Netlify and on the
 * local backend.
 *
 * Order matters — nothing is decoded before the picture has said what it is:
 * 1. the request (bucket, a safe object path, at most MAX_IMAGE_BYTES, declared before it is read);
 * 2. the uploader: public.may_upload_image with their own token (401 signed out, 403 not allowed);
 * 3. the format from the first bytes (SVG and anything but JPEG, PNG, WebP, GIF, AVIF: 415), the
 *    same format in the header sharp reads (no pixel decoded), and its size: at most
 *    MAX_SOURCE_IMAGE_PIXELS (422 with the app's own message), the path's extension its format's;
 * 4. a picture that is nothing but pixels (bare-image.ts), upright, ≤ 2560 px and one frame — what
 *    the app's devices upload — is stored byte for byte; anything else is re-encoded with sharp:
 *    upright, ≤ 2560 px, first frame, same format, no metadata (no GPS), two at a time per process;
 * 5. written with the service role (never replacing an object: 409 when it exists).
 * Side effects: an RPC as the uploader and a Storage upload with the secret key (SUPABASE_URL,
 * SUPABASE_SECRET_KEY).
 */
import { ARTICLE_IMAGE_BUCKET, CHEESE_IMAGE_BUCKET, MAX_IMAGE_BYTES } from '../../src/domain/constants';
import { IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE } from '../../src/domain/messages';
import { IMAGE_DECODE_FAILED, IMAGE_SVG_REFUSED, MAX_SOURCE_IMAGE_PIXELS, imageTooManyPixels, sniffImageFormat } from '../../src/domain/image-upload';
import { isBareImage } from '../lib/bare-image';
import { RASTER_EXTENSIONS, RASTER_TYPES, cleaningReasons, inspectImage, reencode, type RasterFormat } from '../lib/image-clean';
import { serviceHeaders, serviceRest } from '../lib/service-rest';

export const UPLOAD_BUCKETS: readonly string[] = [ARTICLE_IMAGE_BUCKET, CHEESE_IMAGE_BUCKET];
/** Object paths: folders and a name of letters, digits, `.`, `_`, `-`; no `..`, at most 200 characters. */
const OBJECT_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/){0,3}[A-Za-z0-9_-][A-Za-z0-9._-]*\.[A-Za-z0-9]{1,8}$/;
const STORED_FORMATS: ReadonlySet<string> = new Set(Object.keys(RASTER_TYPES));
/** Re-encodes at once per process (on Netlify an instance serves one request at a time anyway). */
const REENCODES_AT_ONCE = 2;
/** Re-encodes waiting beyond those; past it, 503. */
const REENCODES_WAITING = 16;

export const UPLOAD_ERRORS = {
  method: 'Method not allowed. Use POST.',
  bucket: `bucket must be one of ${[ARTICLE_IMAGE_BUCKET, CHEESE_IMAGE_BUCKET].join(', ')}`,
  path: 'path must be a file name (letters, digits, ".", "_", "-") with an extension, in at most three folders',
  signIn: 'Sign in to upload images.',
  forbidden: 'You may not upload images there.',
  extension: (format: RasterFormat) => `The file name's extension does not match the picture (${format.toUpperCase()}).`,
  exists: 'The resource already exists',
  busy: 'Too many images are being processed. Please try again in a moment.',
  storage: 'The image could not be stored. Please try again.',
} as const;

export type Authorization = 'ok' | 'unauthenticated' | 'forbidden';

export interface UploadDeps {
  /** Whether the holder of `token` may add `path` to `bucket` (their own rights decide). */
  authorize(token: string, bucket: string, path: string): Promise<Authorization>;
  /** Writes the object with the service role; 'exists' when the path is taken (nothing replaced). */
  store(bucket: string, path: string, bytes: Uint8Array, contentType: string): Promise<'stored' | 'exists'>;
  log?(message: string, detail?: unknown): void;
}

export interface UploadResult {
  path: string;
  fullPath: string;
  type: string;
  width: number;
  height: number;
  bytes: number;
  /** False when the picture was stored as it came (it held nothing but its pixels). */
  reencoded: boolean;
}

/** A bearer-token API: any origin may call it (the desktop editor runs on app://); no cookie is ever read. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, content-type, x-client-info, apikey',
  'Access-Control-Max-Age': '86400',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...CORS, ...headers } });
}

/** The body, at most `max` bytes (null past it: it is not read further). */
async function readBody(req: Request, max: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

/** A small counting gate: at most `size` holders, `waiting` more queued, the rest refused. */
function gate(size: number, waiting: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T | 'busy'> {
      if (running >= size) {
        if (queue.length >= waiting) return 'busy';
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running++;
      }
      try {
        return await work();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

const reencodes = gate(REENCODES_AT_ONCE, REENCODES_WAITING);

export function createImageUpload(getDeps: () => UploadDeps) {
  return async (req: Request): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
    if (req.method !== 'POST') return json(405, { error: UPLOAD_ERRORS.method }, { Allow: 'POST, OPTIONS' });
    const params = new URL(req.url).searchParams;
    const bucket = params.get('bucket') ?? '';
    const path = params.get('path') ?? '';
    if (!UPLOAD_BUCKETS.includes(bucket)) return json(400, { error: UPLOAD_ERRORS.bucket });
    if (path.length > 200 || !OBJECT_PATH.test(path)) return json(400, { error: UPLOAD_ERRORS.path });
    const token = (req.headers.get('authorization') ?? '').replace(/^bearer\s+/i, '').trim();
    if (!token) return json(401, { error: UPLOAD_ERRORS.signIn });
    const declared = Number(req.headers.get('content-length') ?? '0');
    if (declared > MAX_IMAGE_BYTES) return json(413, { error: IMAGE_TOO_LARGE });

    const deps = getDeps();
    const log = deps.log ?? ((m: string, d?: unknown) => console.error(m, d));
    let allowed: Authorization;
    try {
      allowed = await deps.authorize(token, bucket, path);
    } catch (e) {
      log('image-upload: authorizing failed', e);
      return json(502, { error: UPLOAD_ERRORS.storage });
    }
    if (allowed === 'unauthenticated') return json(401, { error: UPLOAD_ERRORS.signIn });
    if (allowed === 'forbidden') return json(403, { error: UPLOAD_ERRORS.forbidden });

    const bytes = await readBody(req, MAX_IMAGE_BYTES);
    if (!bytes) return json(413, { error: IMAGE_TOO_LARGE });
    // What the picture is, from its first bytes and then its header: nothing is decoded yet.
    const sniffed = sniffImageFormat(bytes.subarray(0, 512));
    if (sniffed === 'svg') return json(415, { error: IMAGE_SVG_REFUSED });
    if (!STORED_FORMATS.has(sniffed)) return json(415, { error: IMAGE_NOT_AN_IMAGE });
    const facts = await inspectImage(bytes);
    if (!facts) return json(422, { error: IMAGE_DECODE_FAILED });
    if (facts.format !== sniffed) return json(415, { error: IMAGE_NOT_AN_IMAGE });
    if (facts.width * facts.height > MAX_SOURCE_IMAGE_PIXELS) return json(422, { error: imageTooManyPixels(facts.width, facts.height) });
    const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    if (!RASTER_EXTENSIONS[facts.format].includes(extension)) return json(400, { error: UPLOAD_ERRORS.extension(facts.format) });

    const bare = isBareImage(bytes, facts.format) && facts.pages === 1 && cleaningReasons(facts).length === 0;
    let stored: Uint8Array = bytes;
    if (!bare) {
      const out = await reencodes.run(async () => reencode(bytes, facts.format).catch((e: unknown) => e as Error));
      if (out === 'busy') return json(503, { error: UPLOAD_ERRORS.busy }, { 'Retry-After': '5' });
      if (out instanceof Error) return json(422, { error: IMAGE_DECODE_FAILED });
      stored = new Uint8Array(out);
      if (stored.byteLength > MAX_IMAGE_BYTES) return json(413, { error: IMAGE_TOO_LARGE });
    }
    const result = bare ? facts : await inspectImage(stored);
    if (!result) return json(422, { error: IMAGE_DECODE_FAILED });
    const type = RASTER_TYPES[facts.format];

    let written: 'stored' | 'exists';
    try {
      written = await deps.store(bucket, path, stored, type);
    } catch (e) {
      log('image-upload: storing failed', e);
      return json(502, { error: UPLOAD_ERRORS.storage });
    }
    if (written === 'exists') return json(409, { error: UPLOAD_ERRORS.exists });
    const answer: UploadResult = { path, fullPath: `${bucket}/${path}`, type, width: result.upright.width, height: result.upright.height, bytes: stored.byteLength, reencoded: !bare };
    return json(200, answer);
  };
}

/** Storage's error body (HTTP 400 for every non-500 error, the real status in statusCode). */
interface StorageErrorBody {
  statusCode?: string;
  message?: string;
}

export function restUploadDeps(env: NodeJS.ProcessEnv = process.env): UploadDeps {
  return {
    async authorize(token, bucket, path) {
      // With the uploader's own rights: Postgres decides (and a bad or expired token is PostgREST's 401).
      const { data, error, status } = await serviceRest(env, token).rpc('may_upload_image', { p_bucket: bucket, p_name: path });
      if (status === 401 || (error && (error.code === '42501' || /jwt/i.test(error.message)))) return 'unauthenticated';
      if (error) throw new Error(`may_upload_image: HTTP ${status} ${error.message}`);
      return data === true ? 'ok' : 'forbidden';
    },
    async store(bucket, path, bytes, contentType) {
      const { base, headers } = serviceHeaders(env);
      const res = await fetch(`${base}/storage/v1/object/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': contentType, 'Cache-Control': 'max-age=3600', 'x-upsert': 'false' },
        body: bytes as Uint8Array<ArrayBuffer>,
      });
      if (res.ok) {
        await res.arrayBuffer();
        return 'stored';
      }
      const body = (await res.json().catch(() => ({}))) as StorageErrorBody;
      if (body.statusCode === '409') return 'exists';
      throw new Error(`Storage upload: HTTP ${res.status} ${body.statusCode ?? ''} ${body.message ?? ''}`);
    },
  };
}

export const config = {
  // No config.method: Netlify runs an unpathed function for any method; the handler answers 405 itself.
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export default createImageUpload(() => restUploadDeps());
