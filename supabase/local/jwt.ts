/**
 * HS256 access tokens with Supabase's claims, signed and verified with jose (no `kid`). A token must
 * carry `exp` (one hour after issue): as on hosted Supabase, an access token stays valid until then
 * even after logout — /auth/v1 checks the session, PostgREST and Storage only the signature and exp.
 */
import { SignJWT, jwtVerify, errors } from 'jose';
import { JWT_SECRET } from './keys.ts';

const secret = new TextEncoder().encode(JWT_SECRET);
export const ACCESS_TOKEN_TTL = 3600;

export type Claims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export async function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}

export type VerifyResult = { ok: true; claims: Claims } | { ok: false; expired: boolean; message: string };

export async function verifyJwt(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp'] });
    return { ok: true, claims: payload as Claims };
  } catch (e) {
    if (e instanceof errors.JWTExpired) return { ok: false, expired: true, message: 'JWT expired' };
    if (e instanceof errors.JWSSignatureVerificationFailed) return { ok: false, expired: false, message: 'JWSError JWSInvalidSignature' };
    if (e instanceof errors.JWTClaimValidationFailed) return { ok: false, expired: false, message: `JWT claim "${e.claim}" is missing or invalid` };
    return { ok: false, expired: false, message: 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)' };
  }
}

export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}
