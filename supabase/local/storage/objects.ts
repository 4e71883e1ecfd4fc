/** Storage operations on storage.objects (policies decide, as the caller's role) and the stored bytes. */
import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { asRole, asSystem, type RequestInfo } from '../db/as-role.ts';
import type { Caller } from '../context.ts';
import { pgArrayLiteral } from '../rest/rpc.ts';
import { badMime, bucketNotFound, objectNotFound, StorageError, tooLarge } from './errors.ts';
import { mimeAllowed } from './object-keys.ts';

/** Supabase's global upload limit (50 MB) applies when a bucket sets none. */
export const GLOBAL_FILE_LIMIT = 50 * 1024 * 1024;

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export async function getBucket(db: Db, id: string): Promise<Bucket> {
  const r = await db.query<{ id: string; public: string; limit: string | null; mimes: string | null }>(
    `select id, coalesce(public, false)::text as public, file_size_limit::text as limit, array_to_json(allowed_mime_types)::text as mimes from storage.buckets where id = $1`,
    [id],
  );
  const b = r.rows[0];
  if (!b) throw bucketNotFound();
  return { id: b.id, public: b.public === 'true', file_size_limit: b.limit === null ? null : Number(b.limit), allowed_mime_types: b.mimes ? (JSON.parse(b.mimes) as string[]) : null };
}

export interface Upload {
  bucket: Bucket;
  key: string;
  data: Uint8Array;
  mimetype: string;
  cacheControl: string;
  upsert: boolean;
  /** PUT (update an existing object) rather than POST. */
  update: boolean;
  userMetadata?: Record<string, unknown>;
}

export async function upload(db: Db, caller: Caller, info: RequestInfo, u: Upload): Promise<{ Id: string; Key: string }> {
  const limit = Math.min(u.bucket.file_size_limit ?? GLOBAL_FILE_LIMIT, GLOBAL_FILE_LIMIT);
  if (u.data.byteLength > limit) throw tooLarge();
  if (!mimeAllowed(u.mimetype, u.bucket.allowed_mime_types)) throw badMime(u.mimetype);
  const now = new Date().toISOString();
  const metadata = {
    eTag: `"${createHash('md5').update(u.data).digest('hex')}"`,
    size: u.data.byteLength,
    mimetype: u.mimetype,
    cacheControl: u.cacheControl,
    lastModified: now,
    contentLength: u.data.byteLength,
    httpStatusCode: 200,
  };
  const owner = caller.role === 'authenticated' && typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const version = randomUUID();
  const params = [u.bucket.id, u.key, owner, JSON.stringify(metadata), version, JSON.stringify(u.userMetadata ?? {})];
  return asRole(db, caller, info, async (tx) => {
    if (u.update) {
      const r = await tx.query(
        `update storage.objects set owner = $3::uuid, owner_id = $3, metadata = $4::jsonb, version = $5, user_metadata = $6::jsonb, updated_at = now() where bucket_id = $1 and name = $2`,
        params,
      );
      if (r.rowCount === 0) throw objectNotFound();
    } else {
      const id = randomUUID();
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version, user_metadata) values ($7::uuid, $1, $2, $3::uuid, $3, $4::jsonb, $5, $6::jsonb)` +
          (u.upsert ? ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, version = excluded.version, user_metadata = excluded.user_metadata, updated_at = now()` : ''),
        [...params, id],
      );
    }
    await tx.query('set local role none');
    const idRow = await tx.query<{ id: string }>(`select id::text as id from storage.objects where bucket_id = $1 and name = $2`, [u.bucket.id, u.key]);
    const id = idRow.rows[0].id;
    await tx.query(`insert into _local.object_data (object_id, data) values ($1::uuid, decode($2, 'base64')) on conflict (object_id) do update set data = excluded.data`, [id, Buffer.from(u.data).toString('base64')]);
    return { Id: id, Key: `${u.bucket.id}/${u.key}` };
  });
}

export interface StoredObject {
  id: string;
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; lastModified?: string; size?: number };
  updated_at: string;
  data: Buffer;
}

async function readBytes(tx: Queryable, bucket: string, key: string): Promise<StoredObject | undefined> {
  const r = await tx.query<{ id: string; metadata: string | null; updated_at: string; data: string | null }>(
    `select o.id::text as id, o.metadata::text as metadata, o.updated_at::text as updated_at, encode(d.data, 'base64') as data
       from storage.objects o left join _local.object_data d on d.object_id = o.id where o.bucket_id = $1 and o.name = $2`,
    [bucket, key],
  );
  const row = r.rows[0];
  if (!row) return undefined;
  return { id: row.id, metadata: row.metadata ? (JSON.parse(row.metadata) as StoredObject['metadata']) : {}, updated_at: row.updated_at, data: Buffer.from(row.data ?? '', 'base64') };
}

/** A public bucket's object (no policy check, as Supabase serves public buckets). */
export async function readPublic(db: Db, bucket: Bucket, key: string): Promise<StoredObject> {
  if (!bucket.public) throw objectNotFound();
  const o = await asSystem(db, (tx) => readBytes(tx, bucket.id, key));
  if (!o) throw objectNotFound();
  return o;
}

/** An object the caller may select (storage.objects policies). */
export async function readAuthenticated(db: Db, caller: Caller, info: RequestInfo, bucket: string, key: string): Promise<StoredObject> {
  return asRole(db, caller, { ...info, readOnly: true }, async (tx) => {
    const visible = await tx.query(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [bucket, key]);
    if (visible.rows.length === 0) throw objectNotFound();
    await tx.query('set local role none');
    const o = await readBytes(tx, bucket, key);
    if (!o) throw objectNotFound();
    return o;
  });
}

const OBJECT_JSON = `json_build_object('name', name, 'bucket_id', bucket_id, 'owner', owner, 'owner_id', owner_id, 'id', id, 'version', version,
  'updated_at', updated_at, 'created_at', created_at, 'last_accessed_at', last_accessed_at, 'metadata', metadata, 'user_metadata', user_metadata)::text`;

/** Deletes the objects the caller may delete; others are skipped silently. */
export async function remove(db: Db, caller: Caller, info: RequestInfo, bucket: string, keys: string[]): Promise<unknown[]> {
  if (keys.length === 0) return [];
  return asRole(db, caller, info, async (tx) => {
    // As Supabase Storage does: its own deletes say so; any other DELETE is refused by a trigger.
    await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    const r = await tx.query<{ o: string }>(`delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_JSON} as o`, [bucket, pgArrayLiteral(keys)]);
    return r.rows.map((x) => JSON.parse(x.o) as unknown);
  });
}

export interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  search: string;
  sortColumn: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at';
  sortOrder: 'asc' | 'desc';
}

/** One folder level of a bucket, as storage's list endpoint answers (folders have id null). */
export async function list(db: Db, caller: Caller, info: RequestInfo, bucket: string, o: ListOptions): Promise<Record<string, unknown>[]> {
  const prefix = o.prefix === '' ? '' : o.prefix.replace(/\/+$/, '') + '/';
  const rows = await asRole(db, caller, { ...info, readOnly: true }, async (tx) => {
    const r = await tx.query<{ o: string }>(`select ${OBJECT_JSON} as o from storage.objects where bucket_id = $1 and starts_with(name, $2)`, [bucket, prefix]);
    return r.rows.map((x) => JSON.parse(x.o) as Record<string, unknown>);
  });
  const entries = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const rest = String(row.name).slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const folder = rest.slice(0, slash);
      if (!entries.has(folder)) entries.set(folder, { name: folder, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    } else {
      entries.set(rest, { name: rest, id: row.id, updated_at: row.updated_at, created_at: row.created_at, last_accessed_at: row.last_accessed_at, metadata: row.metadata });
    }
  }
  const search = o.search.toLowerCase();
  const out = [...entries.values()].filter((e) => !search || String(e.name).toLowerCase().includes(search));
  out.sort((a, b) => {
    const x = String(a[o.sortColumn] ?? '');
    const y = String(b[o.sortColumn] ?? '');
    const cmp = x < y ? -1 : x > y ? 1 : 0;
    return o.sortOrder === 'desc' ? -cmp : cmp;
  });
  return out.slice(o.offset, o.offset + o.limit);
}

export { StorageError };
