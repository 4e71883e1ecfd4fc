/** Sessions and rotating refresh tokens (auth.sessions, auth.refresh_tokens) and the session JSON. */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';
import { ACCESS_TOKEN_TTL, signJwt } from '../jwt.ts';
import type { UserRecord } from './users.ts';

export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

export async function accessToken(issuer: string, user: UserRecord, sessionId: string, method = 'password', authTime = Math.floor(Date.now() / 1000)): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL;
  const token = await signJwt({
    iss: issuer,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: '',
    app_metadata: user.json.app_metadata,
    user_metadata: user.json.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: authTime }],
    session_id: sessionId,
    is_anonymous: false,
  });
  return { token, exp };
}

function sessionJson(access: { token: string; exp: number }, refresh: string, user: UserRecord): Session {
  return { access_token: access.token, token_type: 'bearer', expires_in: ACCESS_TOKEN_TTL, expires_at: access.exp, refresh_token: refresh, user: user.json };
}

/** A new session with its first refresh token. */
export async function startSession(tx: Queryable, issuer: string, user: UserRecord, method = 'password'): Promise<Session> {
  const s = await tx.query<{ id: string }>(`insert into auth.sessions (user_id) values ($1::uuid) returning id::text as id`, [user.id]);
  const sessionId = s.rows[0].id;
  const refresh = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3::uuid)`, [refresh, user.id, sessionId]);
  return sessionJson(await accessToken(issuer, user, sessionId, method), refresh, user);
}

export type RotateResult = { ok: true; session: Session } | { ok: false; reason: 'not_found' | 'already_used' };

/** Exchanges a refresh token for a new one (rotation); a revoked token revokes its whole session. */
export async function rotate(tx: Queryable, issuer: string, token: string, loadUser: (id: string) => Promise<UserRecord | undefined>): Promise<RotateResult> {
  const r = await tx.query<{ id: string; user_id: string; revoked: string; session_id: string | null }>(
    `select id::text as id, user_id, revoked::text as revoked, session_id::text as session_id from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  const row = r.rows[0];
  if (!row || !row.session_id) return { ok: false, reason: 'not_found' };
  if (row.revoked === 'true') {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid`, [row.session_id]);
    return { ok: false, reason: 'already_used' };
  }
  const user = await loadUser(row.user_id);
  if (!user) return { ok: false, reason: 'not_found' };
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [row.id]);
  const next = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3::uuid, $4)`, [next, row.user_id, row.session_id, token]);
  await tx.query(`update auth.sessions set updated_at = now() where id = $1::uuid`, [row.session_id]);
  return { ok: true, session: sessionJson(await accessToken(issuer, user, row.session_id), next, user) };
}
