/**
 * The local backend's keys. By default the well-known development keys (as the Supabase CLI ships its
 * own): they protect nothing, so the server only accepts them while it listens on loopback. Off
 * loopback (HOST), PUBLISHABLE_KEY, SECRET_KEY and JWT_SECRET must come from the environment.
 * Production keys come from the Supabase dashboard.
 */
export const DEV_JWT_SECRET = 'cheezopedia-local-dev-jwt-secret-at-least-32-characters';
/** Identical to LOCAL_DEV_PUBLISHABLE_KEY in src/config/env.ts. */
export const DEV_PUBLISHABLE_KEY = 'sb_publishable_cheezopedia_local_development_key';
export const DEV_SECRET_KEY = 'sb_secret_cheezopedia_local_development_key';

const fromEnv = (name: string): string | undefined => process.env[name]?.trim() || undefined;

/** Signs and verifies user JWTs (HS256). */
export const JWT_SECRET = fromEnv('JWT_SECRET') ?? DEV_JWT_SECRET;
/** Publishable key (role anon). */
export const PUBLISHABLE_KEY = fromEnv('PUBLISHABLE_KEY') ?? DEV_PUBLISHABLE_KEY;
/** Secret key (role service_role, bypasses RLS). Server-side only: functions, scripts, tests. */
export const SECRET_KEY = fromEnv('SECRET_KEY') ?? DEV_SECRET_KEY;

/** True for 127.0.0.0/8, ::1 and localhost (the interfaces nobody else can reach). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/**
 * Why the keys may not protect a server bound to `host`: the names of the settings still at their
 * well-known development values (or too short), empty when all is fine or the host is loopback.
 */
export function unsafeKeysFor(host: string, keys = { JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY }): string[] {
  if (isLoopbackHost(host)) return [];
  const bad: string[] = [];
  if (keys.JWT_SECRET === DEV_JWT_SECRET || keys.JWT_SECRET.length < 32) bad.push('JWT_SECRET');
  if (keys.PUBLISHABLE_KEY === DEV_PUBLISHABLE_KEY) bad.push('PUBLISHABLE_KEY');
  if (keys.SECRET_KEY === DEV_SECRET_KEY || keys.SECRET_KEY.length < 32) bad.push('SECRET_KEY');
  return bad;
}
