/**
 * The auth context provider: checks the session once on mount (loading until then),
 * listens to supabase-js's auth events, and keeps `user` and `profile` in step with them. Side
 * effects: loads the supabase-js client (lazily, `getSupabase()`) when a session is stored or an auth
 * callback is in the URL — a visitor with neither is signed out without loading it, and it loads
 * when they sign in or another tab does — and hears its auth events, reads local
 * storage for the persisted session when offline, and caches the profile on the device.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { getDataLayer } from '@/data/react';
import { forgetPersistedSession, getSupabase, onAuthStateChange, readPersistedUser, startedWithAuth } from '@/data/server';
import type { Profile } from '@/domain/types';
import { PROFILE_LOAD_TIMEOUT_MS } from '@/domain/constants';
import { AuthContext, authInPlay, INITIAL_AUTH_STATE, type AuthActionResult, type AuthContextValue, type AuthState, type SignUpInput } from '@/data/auth';
import { createProfileLoader, isNetworkErrorMessage, type ProfileFetchResult } from './profile-loader';
import { requestResetLink } from './password-reset-request';
import { env } from '@/config/env';

/** How long the first session check may take before a persisted session's user is let in (ms). */
const SESSION_CHECK_GRACE_MS = 2000;

/** How long sign-out waits for auth-js before dropping the stored session itself (ms). */
const SIGN_OUT_GRACE_MS = 2000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const NETWORK_UNAVAILABLE = 'You appear to be offline. Please check your connection and try again.';

async function fetchProfileFromServer(userId: string, options: { retry: boolean }): Promise<ProfileFetchResult> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('profiles')
    .select('*')
    .eq('id', userId)
    .limit(1)
    .retry(options.retry);
  if (error) {
    const network = status === 0 || isNetworkErrorMessage(error.message);
    return { profile: null, error: { message: error.message, network } };
  }
  const rows = (data ?? []) as Profile[];
  return { profile: rows[0] ?? null, error: null };
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Turns an auth-js error into the message shown to the user (the server's own words when it answered). */
function actionError(error: { message: string; name?: string } | null | undefined): string | null {
  if (!error) return null;
  if (error.name === 'AuthRetryableFetchError' || isNetworkErrorMessage(error.message)) return NETWORK_UNAVAILABLE;
  return error.message || 'Something went wrong. Please try again later.';
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(INITIAL_AUTH_STATE);
  const loader = useMemo(
    () =>
      createProfileLoader({
        fetchProfile: fetchProfileFromServer,
        cacheProfile: (profile) => getDataLayer().cacheProfile(profile),
        getCachedProfile: (userId) => getDataLayer().read.cachedProfile(userId),
        isOnline,
        timeoutMs: PROFILE_LOAD_TIMEOUT_MS,
      }),
    [],
  );
  // The user whose profile the state describes; guards against a late answer for a previous user.
  const currentUserId = useRef<string | null>(null);

  const loadProfile = useCallback(
    async (user: User, cachedOnly = false) => {
      currentUserId.current = user.id;
      setState((s) => ({
        ...s,
        user,
        loading: false,
        // Keep a profile we already have for this user while re-reading it (token refresh, focus).
        profile: s.profile?.id === user.id ? s.profile : null,
        profileLoading: s.profile?.id !== user.id,
        profileError: null,
      }));
      // The profile this device holds for the user answers at once while the server's is read: an
      // editor's page does not wait for that round trip (the guard is a convenience; row-level
      // security is the wall, and the fresh profile replaces this one when it arrives).
      // (A cache-only load reads the cache itself: no second read.)
      if (!cachedOnly) {
        void loader.cachedProfile(user.id).then((cached) => {
          if (!cached || currentUserId.current !== user.id) return;
          setState((s) => (s.profileLoading && s.user?.id === user.id ? { ...s, profile: cached, profileLoading: false } : s));
        });
      }
      const result = cachedOnly ? await loader.loadCachedOnly(user.id) : await loader.load(user.id);
      if (currentUserId.current !== user.id) return;
      setState((s) => ({
        ...s,
        profile: result.profile ?? (result.error && s.profile?.id === user.id ? s.profile : null),
        profileLoading: false,
        profileError: result.profile ? null : result.error ?? (cachedOnly ? NETWORK_UNAVAILABLE : null),
        offline: result.fromCache,
      }));
    },
    [loader],
  );

  const clear = useCallback(() => {
    currentUserId.current = null;
    setState({ ...INITIAL_AUTH_STATE, loading: false });
  }, []);

  // The device forgets what only the signed-in user could read before any screen says signed out (the
  // route guard then opens the sign-in page at once): an ended session — signed out here or in another
  // tab, or a refresh the server refused — leaves no draft in the browser's storage.
  const forgetPrivateData = useCallback(
    () => getDataLayer().clearLocalUserData().catch((e: unknown) => console.warn('Could not clear the data of the signed-out user', e)),
    [],
  );

  useEffect(() => {
    let active = true;

    const onAuthEvent = (event: AuthChangeEvent, session: Session | null) => {
      // Never call supabase from inside the callback (auth-js holds its lock): defer the work.
      setTimeout(() => {
        if (!active) return;
        if (event === 'SIGNED_OUT') {
          void forgetPrivateData().then(() => active && clear());
          return;
        }
        if (event === 'INITIAL_SESSION') return; // handled by the getSession() check below
        if (session?.user) {
          const sameUser = currentUserId.current === session.user.id;
          if (sameUser && event === 'TOKEN_REFRESHED') {
            setState((s) => ({ ...s, user: session.user, offline: false }));
            return;
          }
          void loadProfile(session.user);
        }
      }, 0);
    };
    const unsubscribe = onAuthStateChange(onAuthEvent);
    if (!startedWithAuth()) {
      // No session when the page started: signed out, known without supabase-js. The provider mounts
      // for an auth action (which loads the client) or because another tab signed in: then the
      // client loads now and reports the stored session as a sign-in.
      setState({ ...INITIAL_AUTH_STATE, loading: false });
      if (authInPlay()) void getSupabase().catch(() => undefined);
      return () => {
        active = false;
        unsubscribe();
      };
    }
    const client = getSupabase();

    void (async () => {
      try {
        const check = client.then((supabase) => supabase.auth.getSession());
        // With an expired access token getSession() refreshes first, and auth-js keeps retrying a
        // refresh that cannot reach the server for up to ~30 s. Don't make a known user wait: after a
        // short grace period, carry on with the persisted session's user and the cached profile.
        const early = await Promise.race([check, delay(SESSION_CHECK_GRACE_MS).then(() => null)]);
        if (early === null && active) {
          const persisted = readPersistedUser();
          if (persisted) await loadProfile(persisted, true);
        }
        const { data, error } = early ?? (await check);
        if (!active) return;
        if (data.session?.user) {
          await loadProfile(data.session.user);
          return;
        }
        // The access token expired and could not be refreshed. When that is because the network is
        // down, supabase-js keeps the stored session: a known user stays in with the cached profile.
        const persisted = error ? readPersistedUser() : null;
        if (persisted) {
          if (currentUserId.current !== persisted.id) await loadProfile(persisted, true);
          return;
        }
      } catch (thrown) {
        console.error('Session check failed', thrown);
        const persisted = readPersistedUser();
        if (persisted && active) {
          await loadProfile(persisted, true);
          return;
        }
      }
      if (active) {
        currentUserId.current = null;
        setState({ ...INITIAL_AUTH_STATE, loading: false });
      }
    })();

    return () => {
      active = false;
      unsubscribe();
    };
  }, [clear, forgetPrivateData, loadProfile]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<AuthActionResult> => {
      const { data, error } = await (await getSupabase()).auth.signInWithPassword({ email: email.trim(), password });
      if (error) return { error: actionError(error) };
      if (data.user) void loadProfile(data.user);
      return { error: null };
    },
    [loadProfile],
  );

  const signUp = useCallback(
    async ({ name, email, password }: SignUpInput): Promise<AuthActionResult> => {
      // The profile row (role 'user') is created by a database trigger from the name in the metadata.
      const { data, error } = await (await getSupabase()).auth.signUp({
        email: email.trim(),
        password,
        options: { data: { name: name.trim() } },
      });
      if (error) return { error: actionError(error) };
      if (data.user && data.session) void loadProfile(data.user);
      return { error: null };
    },
    [loadProfile],
  );

  const signOut = useCallback(async () => {
    await forgetPrivateData();
    // 'local' removes the session on this device, so signing out never depends on the network. auth-js
    // queues it behind a refresh in flight (which retries for up to ~30 s offline): don't wait for
    // that — drop the stored session now; the queued sign-out still runs and removes anything a late
    // refresh might write.
    const request = getSupabase()
      .then((supabase) => supabase.auth.signOut({ scope: 'local' }))
      .then(({ error }) => {
        if (error) console.warn('Sign-out request failed; signed out on this device', error.message);
      })
      .catch((e: unknown) => console.warn('Sign-out failed', e));
    const finished = await Promise.race([request.then(() => true), delay(SIGN_OUT_GRACE_MS).then(() => false)]);
    if (!finished) forgetPersistedSession();
    // Again once the session is gone: a pull made with it since the first clearing stored rows too.
    // The cached profiles go with them, so this device no longer lets the account in offline.
    await forgetPrivateData();
    clear();
  }, [clear, forgetPrivateData]);

  // The site's function, not supabase-js resetPasswordForEmail: hosted GoTrue's /recover tells a
  // known address from an unknown one and has no per-address limit.
  const requestPasswordReset = useCallback(
    async (email: string): Promise<AuthActionResult> => ({
      error: await requestResetLink(email, { functionsBase: env.functionsBase, offlineText: NETWORK_UNAVAILABLE }),
    }),
    [],
  );

  const updatePassword = useCallback(async (password: string): Promise<AuthActionResult> => {
    const { error } = await (await getSupabase()).auth.updateUser({ password });
    return { error: actionError(error) };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, signUp, signOut, requestPasswordReset, updatePassword }),
    [state, signIn, signUp, signOut, requestPasswordReset, updatePassword],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
