/**
 * A signed-out visitor's PostgREST client: `@supabase/postgrest-js` alone (what supabase-js uses
 * inside), sending the publishable key as supabase-js does when signed out (`apikey` and
 * `Authorization: Bearer <key>`), so row-level security answers as for role `anon`. Loaded on demand
 * (see ./client): a visitor's pulls never load the rest of supabase-js.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { env } from '@/config/env';
import type { RestClient } from '@/data/engine';

/** The visitor's client (no in-request retries: the sync engine owns retries, as with supabase-js). */
export function createVisitorRest(url = env.supabaseUrl, key = env.supabaseKey, fetch?: typeof globalThis.fetch): RestClient {
  return new PostgrestClient(`${url}/rest/v1`, { headers: { apikey: key, Authorization: `Bearer ${key}` }, retry: false, fetch });
}
