/**
 * Who is calling: the API key and Bearer token of a request resolved to a Postgres role and the JWT
 * claims PostgREST would set. The publishable key (or no token) is anon, the secret key service_role.
 */
import { PUBLISHABLE_KEY, SECRET_KEY } from './keys.ts';
import { looksLikeJwt, verifyJwt, type Claims } from './jwt.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface Caller {
  role: ApiRole;
  claims: Claims;
  /** The bearer token when it was a user JWT. */
  token?: string;
}

export type CallerResult = { ok: true; caller: Caller } | { ok: false; status: 401; kind: 'no_apikey' | 'bad_apikey' | 'jwt'; expired: boolean; message: string };

const anon: Caller = { role: 'anon', claims: { role: 'anon', iss: 'supabase' } };
const service: Caller = { role: 'service_role', claims: { role: 'service_role', iss: 'supabase' } };

async function fromToken(token: string): Promise<CallerResult> {
  if (token === PUBLISHABLE_KEY) return { ok: true, caller: anon };
  if (token === SECRET_KEY) return { ok: true, caller: service };
  if (!looksLikeJwt(token)) return { ok: false, status: 401, kind: 'jwt', expired: false, message: 'Invalid JWT: expected 3 parts' };
  const v = await verifyJwt(token);
  if (!v.ok) return { ok: false, status: 401, kind: 'jwt', expired: v.expired, message: v.message };
  const role = v.claims.role;
  if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
    return { ok: false, status: 401, kind: 'jwt', expired: false, message: `JWT role "${String(role)}" is not allowed` };
  }
  return { ok: true, caller: { role: role as ApiRole, claims: v.claims, token } };
}

/** Resolves the caller from `apikey` and `Authorization: Bearer …` (the bearer wins when present). */
export async function resolveCaller(headers: Headers, opts: { requireApiKey: boolean; query?: URLSearchParams }): Promise<CallerResult> {
  const apikey = headers.get('apikey') ?? opts.query?.get('apikey') ?? undefined;
  const auth = headers.get('authorization');
  const bearer = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, '').trim() : undefined;
  if (apikey !== undefined) {
    if (apikey !== PUBLISHABLE_KEY && apikey !== SECRET_KEY) {
      const k = await fromToken(apikey);
      if (!k.ok) return { ok: false, status: 401, kind: 'bad_apikey', expired: false, message: 'Invalid API key' };
    }
  } else if (opts.requireApiKey && !bearer) {
    return { ok: false, status: 401, kind: 'no_apikey', expired: false, message: 'No API key found in request' };
  }
  if (bearer) return fromToken(bearer);
  if (apikey) return fromToken(apikey);
  return { ok: true, caller: anon };
}

/** The API-key errors the Supabase gateway answers. */
export function apiKeyErrorBody(kind: 'no_apikey' | 'bad_apikey'): { message: string; hint: string } {
  return kind === 'no_apikey'
    ? { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }
    : { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };
}
