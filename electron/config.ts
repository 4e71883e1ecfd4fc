/**
 * Constants of the desktop shell. Values marked "build time" are baked by electron/build.ts (esbuild
 * `define`); when the sources run unbundled (tests) they fall back to the development defaults.
 */
declare const __CHEEZOPEDIA_SUPABASE_ORIGIN__: string | undefined;
declare const __CHEEZOPEDIA_VERSION__: string | undefined;
declare const __CHEEZOPEDIA_FUNCTIONS_ORIGIN__: string | undefined;

export const APP_SCHEME = 'app';
export const APP_HOST = 'cheezopedia';
/** The origin the SPA runs on inside the desktop app. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The desktop app opens on the admin area. */
export const START_URL = `${APP_ORIGIN}/admin`;
/** The SPA build the app:// protocol serves, relative to the app folder (see `npm run build:desktop-web`). */
export const SPA_DIR = 'dist-desktop';
/** The local backend `npm start` runs; the default backend of a desktop build without VITE_SUPABASE_URL. */
export const DEFAULT_SUPABASE_ORIGIN = 'http://localhost:4173';

/** Supabase origin allowed by the Content-Security-Policy (build time, from VITE_SUPABASE_URL). */
export const SUPABASE_ORIGIN: string =
  typeof __CHEEZOPEDIA_SUPABASE_ORIGIN__ === 'string' ? __CHEEZOPEDIA_SUPABASE_ORIGIN__ : DEFAULT_SUPABASE_ORIGIN;

/**
 * The site's functions (build time, from VITE_FUNCTIONS_URL), where pictures are uploaded; empty: on
 * the Supabase origin (the local backend serves both).
 */
export const FUNCTIONS_ORIGIN: string = typeof __CHEEZOPEDIA_FUNCTIONS_ORIGIN__ === 'string' ? __CHEEZOPEDIA_FUNCTIONS_ORIGIN__ : '';

/** The app's version (build time, from package.json). */
export const APP_VERSION: string = typeof __CHEEZOPEDIA_VERSION__ === 'string' ? __CHEEZOPEDIA_VERSION__ : '0.0.0-dev';

/** The file in app.getPath('userData') that remembers the window's size and position. */
export const WINDOW_STATE_FILE = 'window-state.json';

/** The product's website (Help menu; also `homepage` of the packages). */
export const HOMEPAGE = 'https://www.cheezopedia.com';

/**
 * The only places the app hands to the system browser (https only): the product's site and the
 * mobile app's store pages. Any other link from the app's content stays unopened.
 */
export const EXTERNAL_HOSTS: readonly string[] = ['www.cheezopedia.com', 'cheezopedia.com', 'apps.apple.com', 'play.google.com'];
