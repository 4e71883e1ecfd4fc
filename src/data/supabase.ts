/** The one supabase-js client of the app (session kept in localStorage under 'cheezopedia-auth'). */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

export const AUTH_STORAGE_KEY = 'cheezopedia-auth';

export const supabase: SupabaseClient = createClient(env.supabaseUrl, env.supabaseKey, {
  auth: {
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});
