/**
 * Lazy access to the app's supabase-js client. The library (auth, PostgREST, storage, realtime) is
 * loaded in its own chunk on first use, so it is not part of the JavaScript a page needs before it is
 * interactive: screens render from the local copy (Dexie) while the client loads. Side effect: the
 * first call imports './supabase-client', which creates the client (and reads a session from the URL).
 */
import type { SupabaseClient } from '@supabase/supabase-js';

export { AUTH_STORAGE_KEY } from './auth-storage-key';

let loading: Promise<SupabaseClient> | null = null;

/** The one supabase-js client, loaded and created on the first call (memoised; retried after a failed load). */
export function getSupabase(): Promise<SupabaseClient> {
  if (!loading) {
    const attempt = import('./supabase-client').then((m) => m.supabase);
    loading = attempt;
    // A chunk that could not be fetched (e.g. offline before the service worker cached it): try again next time.
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}
