/**
 * The functions' way into the project's database: PostgREST (Supabase's Data API) through
 * `@supabase/postgrest-js` with the secret key — supabase-js without its auth, realtime and storage
 * clients, which a function never needs. Reads SUPABASE_URL and SUPABASE_SECRET_KEY when a call is
 * made (a function missing them answers its own error instead of failing to load).
 * Side effects: HTTP requests to the project.
 */
import { PostgrestClient } from '@supabase/postgrest-js';

export interface SupabaseEnv {
  SUPABASE_URL?: string;
  SUPABASE_SECRET_KEY?: string;
}

/** The project's URL (no trailing slash) and secret key, or an error naming both variables. */
export function supabaseConfig(env: SupabaseEnv = process.env): { base: string; key: string } {
  const base = env.SUPABASE_URL?.replace(/\/+$/, '');
  const key = env.SUPABASE_SECRET_KEY;
  if (!base || !key) throw new Error('SUPABASE_URL and SUPABASE_SECRET_KEY must be set');
  return { base, key };
}

/**
 * A Data API client with the service role's rights, or — given a user's access token — with that
 * user's rights (RLS and the functions' own checks apply; the secret key stays the API key).
 */
export function serviceRest(env: SupabaseEnv = process.env, accessToken?: string): PostgrestClient {
  const { base, key } = supabaseConfig(env);
  return new PostgrestClient(`${base}/rest/v1`, { headers: { apikey: key, Authorization: `Bearer ${accessToken ?? key}` } });
}

/** The headers of a service-role call to another Supabase API (e.g. the auth admin API). */
export function serviceHeaders(env: SupabaseEnv = process.env): { base: string; headers: Record<string, string> } {
  const { base, key } = supabaseConfig(env);
  return { base, headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' } };
}

/** A PostgREST error as a thrown Error naming what failed (`what: HTTP 409 duplicate key …`). */
export function restError(what: string, status: number, error: { message: string; code?: string; details?: string | null }): Error {
  return new Error(`${what}: HTTP ${status} ${error.code ? `${error.code} ` : ''}${error.message}${error.details ? ` (${error.details})` : ''}`);
}
