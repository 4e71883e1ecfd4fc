/**
 * The local backend's well-known development keys (as the Supabase CLI ships its own). They protect
 * nothing and must never be used for a real project: production keys come from the Supabase dashboard.
 */
export const JWT_SECRET = process.env.JWT_SECRET ?? 'cheezopedia-local-dev-jwt-secret-at-least-32-characters';
/** Publishable key (role anon). Identical to LOCAL_DEV_PUBLISHABLE_KEY in src/config/env.ts. */
export const PUBLISHABLE_KEY = 'sb_publishable_cheezopedia_local_development_key';
/** Secret key (role service_role, bypasses RLS). Server-side only: functions, scripts, tests. */
export const SECRET_KEY = 'sb_secret_cheezopedia_local_development_key';
