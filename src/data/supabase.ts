/**
 * The one supabase-js client of the app (session kept in localStorage under 'cheezopedia-auth').
 * Importing this module pulls in all of supabase-js: the public path reaches it only through
 * `getSupabase()` (./client), which loads it lazily; lazy admin chunks may import it directly.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { AUTH_STORAGE_KEY } from './client';

export { AUTH_STORAGE_KEY };

export const supabase: SupabaseClient = createClient(env.supabaseUrl, env.supabaseKey, {
  auth: {
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});
