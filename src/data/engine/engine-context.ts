/** What every part of the engine needs: the clients, the database, a clock. Injectable for tests. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RestClient } from './api';
import type { CheezopediaDB } from './db';
import type { ImageUploadTransport } from './writes/image-upload-request';

export type { RestClient };

export interface DataContext {
  /** The supabase-js client (auth, storage, pushes; the app's is loaded lazily, see ./client). */
  getSupabase: () => Promise<SupabaseClient>;
  /** The client pulls and reads go through: supabase-js when a user is signed in, else the visitor's. */
  getRest: () => Promise<RestClient>;
  /** Sync scope: the signed-in user's id, or 'anon'. Row-level security makes what a pull returns depend on it. */
  scope: () => Promise<string>;
  /**
   * Who queues a change now: the user of the device's session (the app's also reads the stored
   * session when it cannot be refreshed offline), null when nobody is signed in. Default: the scope.
   */
  owner?: () => Promise<string | null>;
  db: CheezopediaDB;
  /** How many sign-outs this device has seen: a read that began before one purges again what it stored. */
  signOuts?: () => number;
  /** Epoch ms (tests may fake it). */
  now: () => number;
  /**
   * Records whose delete this device pushed since the last pull began (keys of `deletedRecordKey`;
   * the layer empties it when a pull begins). A server answer read before such a delete landed may
   * still hold the row: stored once the delete's outbox item is gone, it would bring the deleted row
   * back until a later pull read its tombstone (for good, had the tombstone look-back passed it).
   * Omitted: no such guard (a context without a layer).
   */
  landedDeletes?: Set<string>;
  /** Where pictures are uploaded (the site's image-upload function). Default: its path on this origin, with fetch. */
  imageUpload?: ImageUploadTransport;
}

/** The key of one record in `DataContext.landedDeletes`. */
export const deletedRecordKey = (table: string, id: string): string => `${table}:${id}`;

/** The owner recorded on a change queued now (see DataContext.owner). */
export async function queueOwner(ctx: DataContext): Promise<string | null> {
  if (ctx.owner) return ctx.owner();
  const scope = await ctx.scope();
  return scope === 'anon' ? null : scope;
}

/** The user whose session pushes now, or null (nothing may be pushed). */
export async function pushingUser(ctx: DataContext): Promise<string | null> {
  const scope = await ctx.scope();
  return scope === 'anon' ? null : scope;
}

/** Meta helpers (key-value store). */
export async function getMeta<T>(db: CheezopediaDB, key: string): Promise<T | undefined> {
  const row = await db.meta.get(key);
  return row?.value as T | undefined;
}

export async function setMeta(db: CheezopediaDB, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/** The sync scope a supabase-js client's session gives: the user's id, or 'anon'. */
export async function currentScope(supabase: SupabaseClient): Promise<string> {
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? 'anon';
}
