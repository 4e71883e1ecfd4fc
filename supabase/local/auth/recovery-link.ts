/**
 * Recovery links as GoTrue's admin API makes them: POST /admin/generate_link {type:'recovery', email,
 * redirect_to} (service role) stores a one-time token on the user (recovery_token, recovery_sent_at;
 * the previous link stops working) and answers the user's JSON plus action_link, email_otp,
 * hashed_token, verification_type and redirect_to — sending no mail; an unknown address is 404
 * user_not_found. GET /verify?type=recovery&token=… (the action_link) spends the token within an hour
 * and redirects (303) to redirect_to with the session in the fragment (type=recovery), as GoTrue's
 * implicit flow does; a spent or expired token redirects with error_code=otp_expired.
 * Side effects: auth.users updates and a new session.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import type { AppContext } from '../app-context.ts';
import { asSystem } from '../db/as-role.ts';
import { AuthError, badEmail } from './errors.ts';
import { isEmail, userByEmail, userById } from './users.ts';
import { startSession, supersedeRecovery, type Session } from './session.ts';
import { chooseRedirect } from './redirect.ts';

const LINK_TTL = '1 hour';
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface GenerateRecoveryInput {
  app: AppContext;
  body: Record<string, unknown>;
  /** The auth API's own URL (…/auth/v1). */
  apiUrl: string;
  redirect: { policy: Parameters<typeof chooseRedirect>[0]; fallback: string };
}

/** The generate_link answer for type 'recovery' (other types are not needed by the site). */
export async function generateRecoveryLink(i: GenerateRecoveryInput): Promise<Record<string, unknown>> {
  const { body } = i;
  if (body.type !== 'recovery') throw new AuthError(400, 'validation_failed', `Invalid email action link type requested: ${String(body.type)} (the local stand-in makes recovery links only)`);
  if (!isEmail(body.email)) throw badEmail();
  const email = body.email.trim().toLowerCase();
  const redirectTo = chooseRedirect(i.redirect.policy, typeof body.redirect_to === 'string' ? body.redirect_to : undefined, i.redirect.fallback);
  const token = randomBytes(24).toString('base64url');
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const user = await asSystem(i.app.db, async (tx) => {
    const found = await userByEmail(tx, email);
    if (!found) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    await supersedeRecovery(tx, found.id);
    await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1::uuid`, [found.id, tokenHash(token)]);
    return (await userById(tx, found.id))!;
  });
  const actionLink = `${i.apiUrl}/verify?${new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo })}`;
  return { ...user.json, action_link: actionLink, email_otp: otp, hashed_token: tokenHash(token), verification_type: 'recovery', redirect_to: redirectTo };
}

/** Spends a recovery token: the session it opens, or null when it is unknown, spent or expired. */
export async function verifyRecovery(app: AppContext, c: Context, token: string): Promise<Session | null> {
  if (token.length === 0 || token.length > 200) return null;
  return asSystem(app.db, async (tx) => {
    const r = await tx.query<{ id: string }>(
      `update auth.users set recovery_token = '', last_sign_in_at = now(), updated_at = now()
        where recovery_token = $1 and recovery_token <> '' and recovery_sent_at > now() - interval '${LINK_TTL}' and deleted_at is null
        returning id::text as id`,
      [tokenHash(token)],
    );
    const row = r.rows[0];
    if (!row) return null;
    const user = (await userById(tx, row.id))!;
    return startSession(tx, `${new URL(c.req.url).origin}/auth/v1`, user, 'recovery');
  });
}
