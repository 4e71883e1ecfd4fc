import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY } from '../keys.ts';
import { verifyAccessToken } from './tokens.ts';

const now = Math.floor(Date.now() / 1000);
const sign = (claims: Record<string, unknown>, secret = JWT_SECRET, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));

describe('access tokens as Realtime verifies them', () => {
  it('takes the API keys for the JWTs the gateway puts in their place', async () => {
    expect(await verifyAccessToken(PUBLISHABLE_KEY, now)).toMatchObject({ ok: true, claims: { role: 'anon' } });
    expect(await verifyAccessToken(SECRET_KEY, now)).toMatchObject({ ok: true, claims: { role: 'service_role' } });
  });

  it('accepts a token signed with the project secret, HS256 to HS512', async () => {
    for (const alg of ['HS256', 'HS384', 'HS512']) {
      expect(await verifyAccessToken(await sign({ role: 'authenticated', sub: 'u', exp: now + 60, iat: now }, JWT_SECRET, alg), now)).toMatchObject({ ok: true, claims: { role: 'authenticated', sub: 'u' } });
    }
  });

  it('checks the signature before the claims, then exp, then role and exp', async () => {
    expect(await verifyAccessToken(await sign({ role: 'authenticated', exp: now - 5 }, 'another-secret-of-at-least-thirty-two-characters'), now)).toMatchObject({ ok: false, reason: 'signature_error', message: 'Failed to validate JWT signature' });
    expect(await verifyAccessToken(await sign({ role: 'authenticated', exp: now - 5 }), now)).toMatchObject({ ok: false, reason: 'expired_token', message: 'Token has expired 5 seconds ago' });
    expect(await verifyAccessToken(await sign({ exp: now + 60 }), now)).toMatchObject({ ok: false, reason: 'missing_claims', message: 'Fields `role` and `exp` are required in JWT' });
    expect(await verifyAccessToken(await sign({ role: 'anon' }), now)).toMatchObject({ ok: false, reason: 'missing_claims' });
    expect(await verifyAccessToken('not-a-jwt', now)).toMatchObject({ ok: false, reason: 'token_malformed', message: 'The token provided is not a valid JWT' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ role: 'anon', exp: now + 60 })).toString('base64url')}.`;
    expect(await verifyAccessToken(none, now)).toMatchObject({ ok: false, reason: 'error_generating_signer' });
  });
});
