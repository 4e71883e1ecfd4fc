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

export type RotateResult = { ok: true; session: Session } | { ok: false; reason: 'not_found' | 'already_used' | 'banned' };

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
  // As GoTrue's token refresh: a banned user's session is not extended (it ends with its access token).
  const banned = await tx.query<{ banned: string }>(`select coalesce(banned_until > now(), false)::text as banned from auth.users where id = $1::uuid`, [row.user_id]);
  if (banned.rows[0]?.banned === 'true') return { ok: false, reason: 'banned' };
  await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [row.id]);
  const next = newRefreshToken();
  await tx.query(`insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3::uuid, $4)`, [next, row.user_id, row.session_id, token]);
  await tx.query(`update auth.sessions set updated_at = now() where id = $1::uuid`, [row.session_id]);
  return { ok: true, session: sessionJson(await accessToken(issuer, user, row.session_id), next, user) };
}

/**
 * A password change as GoTrue's User.UpdatePassword makes it: the new hash, every pending one-time
 * token cleared (recovery and email-change links stop working), and every other session of the
 * account signed out (all of them when the caller's token names no session), so that a session
 * someone else holds does not outlive the change. Their refresh tokens go with them (cascade).
 */
export async function changePassword(tx: Queryable, userId: string, hash: string, keepSessionId: string | null): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null, recovery_token = '',
       recovery_sent_at = null, email_change_token_new = '', email_change_token_current = '', email_change_sent_at = null,
       phone_change_token = '', phone_change_sent_at = null, reauthentication_token = '', reauthentication_sent_at = null,
       updated_at = now()
     where id = $1::uuid`,
    [userId, hash],
  );
  if (keepSessionId) await tx.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [userId, keepSessionId]);
  else await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [userId]);
}

/**
 * A new reset request makes the previous reset link useless, as GoTrue replaces the user's recovery
 * token. Here a reset link carries the session the request started (created in the transaction that
 * set recovery_sent_at, so with that same timestamp): it goes while its refresh token is unused.
 */
export async function supersedeRecovery(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `delete from auth.sessions s using auth.users u
      where u.id = $1::uuid and s.user_id = u.id and u.recovery_sent_at is not null and s.created_at = u.recovery_sent_at
        and not exists (select 1 from auth.refresh_tokens t where t.session_id = s.id and t.revoked)`,
    [userId],
  );
}
