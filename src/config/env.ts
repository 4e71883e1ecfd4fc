/**
 * Runtime configuration, read once. The Supabase URL defaults to the page's own origin, which is the
 * local stand-in backend under `npm start` (it serves the SPA and /auth/v1, /rest/v1, /storage/v1).
 */
// Vite replaces `import.meta.env` at build time; scripts that run this code in plain Node (the
// benchmarks) have none, and get the defaults.
const vite: Partial<ImportMetaEnv> = import.meta.env ?? {};

function defaultOrigin(): string {
  if (typeof window !== 'undefined' && /^https?:$/.test(window.location.protocol)) return window.location.origin;
  return 'http://localhost:4173';
}

/** The well-known development key of the local backend (as Supabase's CLI has one); never production. */
export const LOCAL_DEV_PUBLISHABLE_KEY = 'sb_publishable_cheezopedia_local_development_key';

export const env = Object.freeze({
  supabaseUrl: (vite.VITE_SUPABASE_URL as string | undefined)?.replace(/\/+$/, '') || defaultOrigin(),
  supabaseKey:
    (vite.VITE_SUPABASE_PUBLISHABLE_KEY as string | undefined) ||
    (vite.VITE_SUPABASE_ANON_KEY as string | undefined) ||
    LOCAL_DEV_PUBLISHABLE_KEY,
  /** Base for the Netlify functions (same origin in production and on the local backend). */
  functionsBase: (vite.VITE_FUNCTIONS_URL as string | undefined)?.replace(/\/+$/, '') || '',
  appStoreUrl: (vite.VITE_APP_STORE_URL as string | undefined) || 'https://apps.apple.com/app/cheezopedia',
  playStoreUrl: (vite.VITE_PLAY_STORE_URL as string | undefined) || 'https://play.google.com/store/apps/details?id=com.cheezopedia.app',
});
