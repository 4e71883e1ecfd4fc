/** What every part of the engine needs: the client, the database, a clock. Injectable for tests. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { CheezopediaDB } from './db';

export interface DataContext {
  /** The supabase-js client (the app's is loaded lazily, see ./client). */
  getSupabase: () => Promise<SupabaseClient>;
  db: CheezopediaDB;
  /** Epoch ms (tests may fake it). */
  now: () => number;
}

/** Meta helpers (key-value store). */
export async function getMeta<T>(db: CheezopediaDB, key: string): Promise<T | undefined> {
  const row = await db.meta.get(key);
  return row?.value as T | undefined;
}

export async function setMeta(db: CheezopediaDB, key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

/** Sync scope: the signed-in user's id, or 'anon'. Row-level security makes what a pull returns depend on it. */
export async function currentScope(supabase: SupabaseClient): Promise<string> {
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? 'anon';
}
