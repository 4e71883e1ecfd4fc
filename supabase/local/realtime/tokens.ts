/**
 * Access tokens as Supabase Realtime checks them (RealtimeWeb.JwtVerification and
 * ChannelsAuthorization): HS256/384/512 with the project's JWT secret (no JWKS here: the stand-in's
 * GoTrue signs HS256 without `kid`), signature before claims, `exp` a number in the future, `iat` a
 * number when present, then `role` and `exp` required. The publishable and secret keys stand for
 * the JWTs hosted's API gateway puts in their place (roles anon and service_role).
 */
import { compactVerify, decodeProtectedHeader } from 'jose';
import { JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY } from '../keys.ts';
import type { Claims } from '../jwt.ts';

export type TokenFailure =
  | { reason: 'token_malformed'; message: string }
  | { reason: 'error_generating_signer'; message: string }
  | { reason: 'signature_error'; message: string }
  | { reason: 'expired_token'; message: string }
  | { reason: 'missing_claims'; message: string }
  | { reason: 'invalid_token'; message: string };

export type TokenResult = { ok: true; claims: Claims & { exp: number } } | ({ ok: false } & TokenFailure);

const secret = new TextEncoder().encode(JWT_SECRET);
const HS = ['HS256', 'HS384', 'HS512'];
/** Lifetime hosted gives the JWT standing for an API key (far beyond any channel's life). */
const API_KEY_TOKEN_TTL_S = 10 * 365 * 24 * 3600;

const nowS = () => Math.floor(Date.now() / 1000);

/** Claims of the JWT the gateway sends for an API key, or null when the token is no API key. */
export function apiKeyClaims(token: string, now = nowS()): (Claims & { exp: number }) | null {
  if (token === PUBLISHABLE_KEY) return { role: 'anon', iss: 'supabase', iat: now, exp: now + API_KEY_TOKEN_TTL_S };
  if (token === SECRET_KEY) return { role: 'service_role', iss: 'supabase', iat: now, exp: now + API_KEY_TOKEN_TTL_S };
  return null;
}

function peekClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Realtime's verification of an access token (after its URI-decoding and whitespace removal). */
export async function verifyAccessToken(raw: string, now = nowS()): Promise<TokenResult> {
  let token: string;
  try {
    token = decodeURIComponent(raw).replace(/\s/g, '');
  } catch {
    token = raw.replace(/\s/g, '');
  }
  const key = apiKeyClaims(token, now);
  if (key) return { ok: true, claims: key };
  const peeked = peekClaims(token);
  if (!peeked) return { ok: false, reason: 'token_malformed', message: 'The token provided is not a valid JWT' };
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return { ok: false, reason: 'token_malformed', message: 'The token provided is not a valid JWT' };
  }
  if (typeof alg !== 'string' || !HS.includes(alg)) {
    return { ok: false, reason: 'error_generating_signer', message: 'Failed to generate JWT signer, check your JWT secret or JWKS configuration' };
  }
  try {
    await compactVerify(token, secret, { algorithms: [alg] });
  } catch {
    return { ok: false, reason: 'signature_error', message: 'Failed to validate JWT signature' };
  }
  const exp = peeked.exp;
  if (exp !== undefined && !(typeof exp === 'number' && exp > now)) {
    if (typeof exp === 'number') return { ok: false, reason: 'expired_token', message: `Token has expired ${Math.round(now - exp)} seconds ago` };
    return { ok: false, reason: 'invalid_token', message: 'Invalid token' };
  }
  if (peeked.iat !== undefined && typeof peeked.iat !== 'number') return { ok: false, reason: 'invalid_token', message: 'Invalid token' };
  if (!('role' in peeked) || !('exp' in peeked)) return { ok: false, reason: 'missing_claims', message: 'Fields `role` and `exp` are required in JWT' };
  const claims = { ...peeked, exp: Math.round(exp as number) } as Claims & { exp: number };
  if (typeof peeked.iat === 'number') claims.iat = Math.round(peeked.iat);
  return { ok: true, claims };
}
