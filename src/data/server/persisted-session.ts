/**
 * Reads the session supabase-js persisted in local storage, for the one case where getSession()
 * cannot help: the access token has expired and the refresh failed because the network is down.
 * supabase-js keeps the stored session then (a retryable failure); we read its user so a known admin
 * or partner stays signed in on this device until the network returns.
 */
import type { User } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '@/data/auth';

export { AUTH_STORAGE_KEY };

function isUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as { id?: unknown; __isUserNotAvailableProxy?: unknown };
  return typeof candidate.id === 'string' && candidate.id.length > 0 && candidate.__isUserNotAvailableProxy !== true;
}

/**
 * Parses a stored session value and returns its user, or null when the value is missing, malformed
 * or has no refresh token (a session supabase-js could never revive).
 */
export function userFromStoredSession(raw: string | null, rawUser?: string | null): User | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const session = parsed as { refresh_token?: unknown; access_token?: unknown; user?: unknown };
    if (typeof session.refresh_token !== 'string' || typeof session.access_token !== 'string') return null;
    if (isUser(session.user)) return session.user;
    // With separate user storage supabase-js keeps the user under `<key>-user` as { user }.
    if (rawUser) {
      const wrapped: unknown = JSON.parse(rawUser);
      if (wrapped && typeof wrapped === 'object' && isUser((wrapped as { user?: unknown }).user)) {
        return (wrapped as { user: User }).user;
      }
    }
    return null;
  } catch {
    return null;
  }
}

/** The user of the persisted session in this browser's local storage, if any. */
export function readPersistedUser(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): User | null {
  if (!storage) return null;
  try {
    return userFromStoredSession(storage.getItem(AUTH_STORAGE_KEY), storage.getItem(`${AUTH_STORAGE_KEY}-user`));
  } catch {
    return null;
  }
}

/** Removes the persisted session from this browser (sign-out when auth-js cannot finish in time). */
export function forgetPersistedSession(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  if (!storage) return;
  try {
    storage.removeItem(AUTH_STORAGE_KEY);
    storage.removeItem(`${AUTH_STORAGE_KEY}-user`);
  } catch {
    // Storage unavailable (private mode): nothing persisted to remove.
  }
}
