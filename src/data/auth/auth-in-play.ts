/**
 * Whether this page needs supabase-js (auth) from the start: a session is stored on this device, or
 * the URL is an auth callback. Small on purpose: the app root reads it before anything else loads.
 */
import { AUTH_STORAGE_KEY } from './auth-storage-key';

/**
 * Whether a URL is an auth callback supabase-js must read (implicit flow, as auth-js's
 * `_isImplicitGrantCallback`): `access_token`, `error`, `error_description` or `error_code` in the
 * fragment or the query.
 */
export function authCallbackInUrl(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  const keys = ['access_token', 'error', 'error_description', 'error_code'];
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  return keys.some((k) => url.searchParams.has(k) || fragment.has(k));
}

/** A session stored in this browser (under supabase-js's storage key), or an auth callback in the URL. Reads local storage. */
export function authInPlay(): boolean {
  let stored = true; // storage unreadable: let supabase-js decide
  try {
    stored = globalThis.localStorage?.getItem(AUTH_STORAGE_KEY) != null;
  } catch {
    // private mode or blocked storage
  }
  return stored || (typeof window !== 'undefined' && authCallbackInUrl(window.location.href));
}
