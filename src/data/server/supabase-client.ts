/**
 * The one supabase-js client of the app (session kept in localStorage under 'cheezopedia-auth').
 * Importing this module pulls in all of supabase-js: everything reaches it only through
 * `getSupabase()` (./client), which loads it lazily. Internal to the data layer.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { AUTH_STORAGE_KEY } from '@/data/auth';

export const supabase: SupabaseClient = createClient(env.supabaseUrl, env.supabaseKey, {
  auth: {
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
  // The sync engine owns retries (backoff with jitter, recovery as soon as the network answers);
  // postgrest-js's own in-request retries (sleeping 1 + 2 + 4 s on a failed GET) would only hold a
  // pull or a push round back.
  db: { retry: false },
});
