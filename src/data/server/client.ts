/**
 * The app's connections to Supabase, each loaded in its own chunk on first use, so neither is part
 * of the JavaScript a page needs before it is interactive:
 * - supabase-js (auth, PostgREST, storage), loaded when this device holds a session, when the URL
 *   carries an auth callback (a password-reset or email link), or when an auth action starts;
 * - a visitor's PostgREST client (`@supabase/postgrest-js` with the publishable key, ~6 KB instead of
 *   ~55): what a signed-out visitor's reads use, so a visitor never loads supabase-js.
 * Side effects: the first `getSupabase()` imports './supabase-client', which creates the client (and
 * reads a session from the URL); listeners registered with `onAuthStateChange` attach to it then.
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { AUTH_STORAGE_KEY, authInPlay } from '@/data/auth';
import { readPersistedUser } from './persisted-session';
import { currentScope, type RealtimeClientLike, type RestClient } from '@/data/engine';

export { AUTH_STORAGE_KEY };

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

let loading: Promise<SupabaseClient> | null = null;
let visitorRest: Promise<RestClient> | null = null;
let visitorRealtime: Promise<RealtimeClientLike> | null = null;
let neededAtStart: boolean | null = null;
const authListeners = new Set<AuthListener>();

/** Retries a chunk that could not be fetched (e.g. offline before the service worker cached it) on the next call. */
function memo<T>(load: () => Promise<T>, keep: (p: Promise<T> | null) => void): Promise<T> {
  const attempt = load();
  keep(attempt);
  attempt.catch(() => keep(null));
  return attempt;
}

/** `authInPlay()` when this page first asked (memoised): a session stored later came from another tab. */
export function startedWithAuth(): boolean {
  neededAtStart ??= authInPlay();
  return neededAtStart;
}

/** The one supabase-js client, loaded and created on the first call (memoised; retried after a failed load). */
export function getSupabase(): Promise<SupabaseClient> {
  if (loading) return loading;
  const late = !startedWithAuth();
  return memo(
    () =>
      import('./supabase-client').then((m) => {
        const client = m.supabase;
        client.auth.onAuthStateChange((event, session) => {
          // A client loaded after the page started finds a session only when another tab signed in
          // meanwhile: for this page, that is a sign-in.
          const seen: AuthChangeEvent = late && event === 'INITIAL_SESSION' && session ? 'SIGNED_IN' : event;
          authListeners.forEach((listener) => listener(seen, session));
        });
        return client;
      }),
    (p) => (loading = p),
  );
}

/**
 * Listens to supabase-js's auth events without loading it: the listener hears them once the client
 * has loaded (for whatever reason). Returns the unsubscribe function.
 */
export function onAuthStateChange(listener: AuthListener): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

/**
 * The PostgREST reads and RPCs of this page: supabase-js (with the user's token) once it is loaded
 * or needed, else the visitor's client with the publishable key (row-level security treats both
 * the same for a signed-out user).
 */
export function getRest(): Promise<RestClient> {
  if (loading || startedWithAuth() || authInPlay()) return getSupabase();
  return visitorRest ?? memo(() => import('./visitor-rest').then((m) => m.createVisitorRest()), (p) => (visitorRest = p));
}

/** Sync scope without loading anything: the signed-in user's id, or 'anon'. */
export async function currentUserScope(): Promise<string> {
  return !loading && !authInPlay() ? 'anon' : currentScope(await getSupabase());
}

/**
 * Who queues a change on this device: the user of the session supabase-js keeps stored (read from
 * storage, so a save offline never waits for a token refresh, and an expired session offline still
 * counts: it is the one supabase-js revives), else the client's own session. Null when nobody is
 * signed in.
 */
export async function currentOwner(): Promise<string | null> {
  const stored = readPersistedUser();
  if (stored) return stored.id;
  const scope = await currentUserScope().catch(() => 'anon');
  return scope === 'anon' ? null : scope;
}

/** The Realtime endpoint of a Supabase project, as supabase-js derives it (wss://<project>/realtime/v1). */
export function realtimeUrl(supabaseUrl: string): string {
  const url = new URL('realtime/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
  url.protocol = url.protocol.replace('http', 'ws');
  return url.href;
}

/**
 * The Realtime client live updates listen on: supabase-js's (with the user's token set before any
 * join) when it is loaded or a user is signed in; else a visitor's receive-only client with the
 * publishable key (./visitor-realtime, about 1 KB: its chunk, neither supabase-js nor realtime-js,
 * loaded when the page is idle).
 */
export async function getRealtime(signedIn: boolean): Promise<RealtimeClientLike> {
  if (signedIn || loading || startedWithAuth() || authInPlay()) {
    const supabase = await getSupabase();
    await supabase.realtime.setAuth();
    return supabase.realtime;
  }
  if (visitorRealtime) return visitorRealtime;
  const load = () => import('./visitor-realtime').then((m) => m.createVisitorRealtime(realtimeUrl(env.supabaseUrl), env.supabaseKey));
  return memo(load, (p) => (visitorRealtime = p));
}
