/**
 * Who is signed in on this device, light enough for the app shell's first load: the React context
 * the account provider fills (`useAuth`; the provider is `@/data/account`, loaded when needed), and whether supabase-js keeps a session in local storage
 * (or the URL is an auth callback) — read without loading supabase-js.
 */
export { AuthContext, INITIAL_AUTH_STATE, useAuth, type AuthActionResult, type AuthContextValue, type AuthState, type SignUpInput } from './auth-context';
export { authCallbackInUrl, authInPlay } from './auth-in-play';
export { AUTH_STORAGE_KEY } from './auth-storage-key';
