/** /storage/v1: upload, public and authenticated download, remove, list, buckets — storage's shapes. */
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app-context.ts';
import { resolveCaller, type Caller } from '../context.ts';
import { headerRecord, asRole, type RequestInfo } from '../db/as-role.ts';
import { StorageError, toStorageError, objectNotFound } from './errors.ts';
import { bucketId, objectKey } from './object-keys.ts';
import { getBucket, list, readAuthenticated, readPublic, remove, upload, type StoredObject } from './objects.ts';

async function caller(c: Context): Promise<Caller> {
  const r = await resolveCaller(c.req.raw.headers, { requireApiKey: false });
  if (!r.ok) throw new StorageError(r.expired ? '400' : '403', r.expired ? 'InvalidJWT' : 'Unauthorized', r.expired ? '"exp" claim timestamp check failed' : r.message);
  return r.caller;
}

function info(c: Context): RequestInfo {
  return { method: c.req.method, path: new URL(c.req.url).pathname, headers: headerRecord(c.req.raw.headers) };
}

/** The part of the raw path after `prefix` (still percent-encoded). */
function tail(c: Context, prefix: RegExp): string[] {
  const m = prefix.exec(new URL(c.req.url).pathname);
  if (!m) throw objectNotFound();
  return m.slice(1);
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const v = (await c.req.json()) as unknown;
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new StorageError('400', 'invalid_json', 'The request body must be a JSON object');
}

function serveObject(c: Context, o: StoredObject): Response {
  const etag = o.metadata.eTag ?? `"${o.id}"`;
  const headers: Record<string, string> = {
    'content-type': o.metadata.mimetype ?? 'application/octet-stream',
    'cache-control': o.metadata.cacheControl ?? 'max-age=3600',
    etag,
    'last-modified': new Date(o.metadata.lastModified ?? o.updated_at).toUTCString(),
    'x-content-type-options': 'nosniff',
    // Stored files are served from the app's own origin here (hosted Supabase uses its own domain):
    // a sandboxed document can run no script, so an uploaded SVG or HTML file cannot act as the app.
    'content-security-policy': "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
  };
  const download = c.req.query('download');
  if (download !== undefined) {
    const name = download || decodeURIComponent(new URL(c.req.url).pathname.split('/').pop() ?? 'file');
    headers['content-disposition'] = `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"`;
  }
  const inm = c.req.header('if-none-match');
  if (inm && inm.split(',').map((s) => s.trim()).includes(etag)) return new Response(null, { status: 304, headers });
  headers['content-length'] = String(o.data.byteLength);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(o.data), { status: 200, headers });
}

async function readUpload(c: Context): Promise<{ data: Uint8Array; mimetype: string; cacheControl: string; userMetadata?: Record<string, unknown> }> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new StorageError('400', 'invalid_request', 'Could not parse the multipart body');
    }
    let file: File | undefined;
    let cacheControl = '3600';
    let userMetadata: Record<string, unknown> | undefined;
    for (const [name, value] of form) {
      if (typeof value !== 'string') file ??= value;
      else if (name === 'cacheControl') cacheControl = value;
      else if (name === 'metadata') {
        try {
          userMetadata = JSON.parse(value) as Record<string, unknown>;
        } catch {
          throw new StorageError('400', 'invalid_metadata', 'metadata must be JSON');
        }
      }
    }
    if (!file) throw new StorageError('400', 'invalid_request', 'The multipart body has no file part');
    return { data: new Uint8Array(await file.arrayBuffer()), mimetype: file.type || 'application/octet-stream', cacheControl: `max-age=${cacheControl}`, userMetadata };
  }
  const cc = c.req.header('cache-control') ?? 'max-age=3600';
  return { data: new Uint8Array(await c.req.arrayBuffer()), mimetype: type || 'application/octet-stream', cacheControl: /^\d+$/.test(cc) ? `max-age=${cc}` : cc };
}

/** The columns Supabase Storage answers for a bucket (and, in lists, its type). */
const BUCKET_COLUMNS = 'id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types';
const LIST_BUCKET_COLUMNS = `${BUCKET_COLUMNS}, type`;

export function storageRoutes(app: AppContext): Hono {
  const r = new Hono();

  r.onError((e, c) => {
    const err = toStorageError(e);
    if (err.httpStatus >= 500) app.log(`storage ${c.req.method} ${c.req.path}: ${err.message}`);
    return c.json(err.body(), err.httpStatus as 400);
  });

  r.get('/bucket', async (c) => {
    const who = await caller(c);
    const rows = await asRole(app.db, who, { ...info(c), readOnly: true }, async (tx) =>
      (await tx.query<{ b: string }>(`select row_to_json(b)::text as b from (select ${LIST_BUCKET_COLUMNS} from storage.buckets order by id) b`)).rows.map((x) => JSON.parse(x.b) as unknown),
    );
    return c.json(rows);
  });

  r.get('/bucket/:id', async (c) => {
    const who = await caller(c);
    const id = bucketId(c.req.param('id'));
    const rows = await asRole(app.db, who, { ...info(c), readOnly: true }, async (tx) => (await tx.query<{ b: string }>(`select row_to_json(b)::text as b from (select ${BUCKET_COLUMNS} from storage.buckets where id = $1) b`, [id])).rows);
    if (rows.length === 0) throw new StorageError('404', 'Bucket not found', 'Bucket not found');
    return c.json(JSON.parse(rows[0].b) as unknown);
  });

  const publicRe = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/;
  const authRe = /^\/storage\/v1\/object\/(?:authenticated\/)?([^/]+)\/(.+)$/;

  r.on(['GET', 'HEAD'], '/object/public/*', async (c) => {
    const [b, k] = tail(c, publicRe);
    const bucket = await getBucket(app.db, bucketId(b));
    return serveObject(c, await readPublic(app.db, bucket, objectKey(k)));
  });

  r.post('/object/list/:bucket', async (c) => {
    const who = await caller(c);
    const b = await jsonBody(c);
    // Storage validates the body against its schema: a wrong type is a 400, not a silent default.
    const invalid = (what: string) => new StorageError('400', 'InvalidRequest', `body/${what}`);
    if (typeof b.prefix !== 'string') throw invalid('prefix must be string');
    for (const k of ['limit', 'offset'] as const) if (b[k] !== undefined && !(typeof b[k] === 'number' && Number.isInteger(b[k]) && b[k] >= 0)) throw invalid(`${k} must be a non-negative integer`);
    if (b.search !== undefined && typeof b.search !== 'string') throw invalid('search must be string');
    const sort = (b.sortBy ?? {}) as { column?: string; order?: string };
    if (typeof sort !== 'object' || Array.isArray(sort)) throw invalid('sortBy must be object');
    if (sort.column !== undefined && !['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(sort.column)) throw invalid('sortBy/column must be one of name, created_at, updated_at, last_accessed_at');
    if (sort.order !== undefined && !['asc', 'desc'].includes(String(sort.order).toLowerCase())) throw invalid('sortBy/order must be asc or desc');
    const column = (sort.column ?? 'name') as 'name';
    const bucket = await getBucket(app.db, bucketId(c.req.param('bucket')));
    const rows = await list(app.db, who, info(c), bucket.id, {
      prefix: typeof b.prefix === 'string' ? b.prefix : '',
      limit: Math.min(Math.max(Number(b.limit ?? 100) || 100, 1), 1000),
      offset: Math.max(Number(b.offset ?? 0) || 0, 0),
      search: typeof b.search === 'string' ? b.search : '',
      sortColumn: column,
      sortOrder: String(sort.order).toLowerCase() === 'desc' ? 'desc' : 'asc',
    });
    return c.json(rows);
  });

  r.on(['GET', 'HEAD'], '/object/*', async (c) => {
    const who = await caller(c);
    const [b, k] = tail(c, authRe);
    return serveObject(c, await readAuthenticated(app.db, who, info(c), bucketId(b), objectKey(k)));
  });

  r.on(['POST', 'PUT'], '/object/*', async (c) => {
    const who = await caller(c);
    const [b, k] = tail(c, /^\/storage\/v1\/object\/([^/]+)\/(.+)$/);
    const key = objectKey(k);
    const bucket = await getBucket(app.db, bucketId(b));
    const body = await readUpload(c);
    const upsert = (c.req.header('x-upsert') ?? 'false').toLowerCase() === 'true';
    const res = await upload(app.db, who, info(c), { bucket, key, ...body, upsert: upsert || c.req.method === 'PUT', update: c.req.method === 'PUT' });
    return c.json(res);
  });

  r.delete('/object/:bucket', async (c) => {
    const who = await caller(c);
    const id = bucketId(c.req.param('bucket'));
    const b = await jsonBody(c);
    if (!Array.isArray(b.prefixes) || !b.prefixes.every((p) => typeof p === 'string')) throw new StorageError('400', 'invalid_request', 'prefixes must be an array of object paths');
    if (b.prefixes.length > 1000) throw new StorageError('400', 'invalid_request', 'At most 1000 objects per request');
    const keys = (b.prefixes as string[]).map((p) => objectKey(p.split('/').map(encodeURIComponent).join('/')));
    return c.json(await remove(app.db, who, info(c), id, keys));
  });

  r.delete('/object/*', async (c) => {
    const who = await caller(c);
    const [b, k] = tail(c, /^\/storage\/v1\/object\/([^/]+)\/(.+)$/);
    const rows = await remove(app.db, who, info(c), bucketId(b), [objectKey(k)]);
    if (rows.length === 0) throw objectNotFound();
    return c.json({ message: 'Successfully deleted' });
  });

  r.all('*', (c) => c.json(new StorageError('404', 'not_found', `No storage endpoint ${c.req.method} ${new URL(c.req.url).pathname}`).body(), 400));
  return r;
}
