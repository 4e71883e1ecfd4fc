/**
 * Profile loading for the auth context: one fetch at a time per user, a 5 s
 * timeout ('Profile fetch timeout'), the result cached on the device, and the cached profile used
 * when the network is down so a known admin or partner is let in offline. I/O is injected so the
 * rules can be tested without a browser or a server.
 */
import type { Profile } from '@/domain/types';
import { PROFILE_FETCH_TIMEOUT } from '@/domain/messages';

/** What one profile read returns: the row (null when none) or an error. */
export interface ProfileFetchResult {
  profile: Profile | null;
  error: { message: string; network: boolean } | null;
}

export interface ProfileLoaderDeps {
  /**
   * Reads `profiles` by id (limit 1) from the server. `retry` false: one request, so a network failure
   * is known at once (the device cache answers); true: the client's own retries for flaky networks.
   */
  fetchProfile: (userId: string, options: { retry: boolean }) => Promise<ProfileFetchResult>;
  /** Stores the profile on the device. */
  cacheProfile: (profile: Profile) => Promise<unknown> | unknown;
  /** Reads the profile stored on the device for that user. */
  getCachedProfile: (userId: string) => Promise<Profile | null | undefined> | Profile | null | undefined;
  /** Whether the browser believes it is online. */
  isOnline: () => boolean;
  timeoutMs: number;
}

/** The outcome handed to the auth context. `fromCache` is true when the server was not reached. */
export interface ProfileLoad {
  profile: Profile | null;
  error: string | null;
  fromCache: boolean;
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(PROFILE_FETCH_TIMEOUT)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * True when an error message or thrown value means the server could not be reached (as opposed to a
 * server answer such as a permission error). supabase-js reports fetch failures as 'TypeError: Failed
 * to fetch' (Chromium), 'NetworkError…' (Firefox), 'Load failed' (Safari) or 'fetch failed' (Node).
 */
export function isNetworkErrorMessage(message: string): boolean {
  return /failed to fetch|networkerror|load failed|fetch failed|network request failed|ECONNREFUSED|ERR_INTERNET_DISCONNECTED/i.test(
    message,
  );
}

async function readCache(deps: ProfileLoaderDeps, userId: string): Promise<Profile | null> {
  try {
    const cached = await deps.getCachedProfile(userId);
    return cached && cached.id === userId ? cached : null;
  } catch {
    return null;
  }
}

/**
 * Creates the loader. `load(userId)` returns the same promise while a load for that user is in
 * flight (only one profile fetch at a time); `loadCachedOnly(userId)` reads the device cache alone
 * (as a load), `cachedProfile(userId)` the cached profile itself.
 */
export function createProfileLoader(deps: ProfileLoaderDeps) {
  let inFlight: { userId: string; promise: Promise<ProfileLoad> } | null = null;

  /** Turns a server answer into a load, using the device cache when the server was not reached. */
  async function settle(userId: string, result: ProfileFetchResult): Promise<ProfileLoad> {
    if (result.error) {
      if (result.error.network) {
        const cached = await readCache(deps, userId);
        if (cached) return { profile: cached, error: null, fromCache: true };
      }
      return { profile: null, error: result.error.message, fromCache: false };
    }
    if (result.profile) {
      try {
        await deps.cacheProfile(result.profile);
      } catch (cacheError) {
        console.warn('Could not cache the profile on this device', cacheError);
      }
    }
    return { profile: result.profile, error: null, fromCache: false };
  }

  async function attempt(userId: string): Promise<ProfileLoad> {
    const first = await deps.fetchProfile(userId, { retry: false });
    if (!first.error?.network) return settle(userId, first);
    // The server could not be reached: a known user carries on from the device cache at once;
    // anyone else gets the client's retries (a flaky network) within the same time limit.
    const cached = await readCache(deps, userId);
    if (cached) return { profile: cached, error: null, fromCache: true };
    return settle(userId, await deps.fetchProfile(userId, { retry: true }));
  }

  async function run(userId: string): Promise<ProfileLoad> {
    if (!deps.isOnline()) {
      const cached = await readCache(deps, userId);
      if (cached) return { profile: cached, error: null, fromCache: true };
    }
    try {
      return await withTimeout(attempt(userId), deps.timeoutMs);
    } catch (thrown) {
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      // A timeout or a thrown network failure: a known user keeps working from the device cache.
      if (thrown instanceof TimeoutError || isNetworkErrorMessage(message)) {
        const cached = await readCache(deps, userId);
        if (cached) return { profile: cached, error: null, fromCache: true };
      }
      return { profile: null, error: message, fromCache: false };
    }
  }

  return {
    load(userId: string): Promise<ProfileLoad> {
      if (inFlight && inFlight.userId === userId) return inFlight.promise;
      const promise = run(userId).finally(() => {
        if (inFlight?.promise === promise) inFlight = null;
      });
      inFlight = { userId, promise };
      return promise;
    },
    async loadCachedOnly(userId: string): Promise<ProfileLoad> {
      const cached = await readCache(deps, userId);
      return { profile: cached, error: null, fromCache: true };
    },
    /** The profile this device holds for the user (no server call), or null. */
    cachedProfile(userId: string): Promise<Profile | null> {
      return readCache(deps, userId);
    },
  };
}

