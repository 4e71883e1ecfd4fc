/**
 * Email change as GoTrue does it with double_confirm_changes: PUT /user {email} changes nothing yet;
 * it mails a link to the new address and one to the current address. GET /verify?type=email_change
 * with the first link answers "Confirmation link accepted. Please proceed to confirm link sent to the
 * other email"; with the second, the address changes and a session comes back in the redirect's
 * fragment. Links expire after one hour; bad links redirect with error_code=otp_expired. The same
 * /verify spends recovery links (type=recovery, see recovery-link.ts).
 * Side effects: auth.users updates, mail via netlify/lib/mailer.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app-context.ts';
import { asSystem } from '../db/as-role.ts';
import { isPgError, type Queryable } from '../db/index.ts';
import { escapeHtml } from '../../../netlify/lib/escape-html.ts';
import { sendMail } from '../../../netlify/lib/mailer.ts';
import type { AuthRateLimiter } from './rate-limit.ts';
import { userById, type UserRecord } from './users.ts';
import { startSession } from './session.ts';
import { chooseRedirect } from './redirect.ts';
import { defaultRedirect, redirectPolicy } from './redirect-for-request.ts';
import { verifyRecovery } from './recovery-link.ts';

export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
export const LINK_INVALID = 'Email link is invalid or has expired';
const LINK_TTL = '1 hour';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface EmailChangeRequest {
  app: AppContext;
  user: UserRecord;
  newEmail: string;
  /** Where the links lead after verification (already checked against the allow-list). */
  redirectTo: string;
  /** The auth API's own URL (…/auth/v1). */
  apiUrl: string;
  limits: AuthRateLimiter;
}

/** Records the pending change and mails the confirmation link(s). */
export async function requestEmailChange(tx: Queryable, r: EmailChangeRequest): Promise<void> {
  const double = r.app.auth.doubleConfirmChanges;
  r.limits.emailSend(double ? 2 : 1);
  const tokenNew = randomBytes(24).toString('base64url');
  const tokenCurrent = randomBytes(24).toString('base64url');
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1::uuid`,
    [r.user.id, r.newEmail, tokenHash(tokenNew), double ? tokenHash(tokenCurrent) : ''],
  );
  const link = (token: string) => `${r.apiUrl}/verify?${new URLSearchParams({ token, type: 'email_change', redirect_to: r.redirectTo })}`;
  const mail = (to: string, token: string, who: string) => {
    const url = link(token);
    return sendMail(
      {
        to,
        subject: 'Confirm the email change of your Cheezopedia account',
        text: `Someone asked to change the email of the Cheezopedia account ${r.user.email} to ${r.newEmail} (${who}).\n\nConfirm the change here:\n${url}\n\nThe link works for one hour. If it was not you, ignore this message: nothing changes without it.\n`,
        html: `<p>Someone asked to change the email of the Cheezopedia account ${escapeHtml(r.user.email)} to ${escapeHtml(r.newEmail)} (${who}).</p><p><a href="${escapeHtml(url)}">Confirm the change</a></p><p>The link works for one hour. If it was not you, ignore this message: nothing changes without it.</p>`,
      },
      { mailboxDir: r.app.mailboxDir },
    );
  };
  await mail(r.newEmail, tokenNew, 'this address');
  if (double) await mail(r.user.email, tokenCurrent, 'your current address');
}

function withFragment(url: string, params: Record<string, string>): string {
  return `${url.split('#')[0]}#${new URLSearchParams({ ...params, sb: '' })}`;
}

type Outcome = { kind: 'invalid' } | { kind: 'half' } | { kind: 'done'; fragment: Record<string, string> };

async function verifyEmailChange(app: AppContext, c: Context, token: string): Promise<Outcome> {
  const hash = tokenHash(token);
  return asSystem(app.db, async (tx) => {
    const r = await tx.query<{ id: string; which: string; email_change: string; other_pending: string }>(
      `select id::text as id, case when email_change_token_new = $1 then 'new' else 'current' end as which,
              email_change,
              (coalesce(case when email_change_token_new = $1 then email_change_token_current else email_change_token_new end, '') <> '')::text as other_pending
         from auth.users
        where $1 <> '' and (email_change_token_new = $1 or email_change_token_current = $1)
          and email_change <> '' and email_change_sent_at > now() - interval '${LINK_TTL}' and deleted_at is null
        for update`,
      [hash],
    );
    const row = r.rows[0];
    if (!row) return { kind: 'invalid' };
    if (row.other_pending === 'true' && app.auth.doubleConfirmChanges) {
      const column = row.which === 'new' ? 'email_change_token_new' : 'email_change_token_current';
      await tx.query(`update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now() where id = $1::uuid`, [row.id]);
      return { kind: 'half' };
    }
    try {
      await tx.query(
        `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_token_current = '',
           email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1::uuid`,
        [row.id],
      );
    } catch (e) {
      if (isPgError(e) && e.code === '23505') return { kind: 'invalid' };
      throw e;
    }
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now() where user_id = $1::uuid and provider = 'email'`,
      [row.id, row.email_change],
    );
    const user = (await userById(tx, row.id))!;
    const issuer = `${new URL(c.req.url).origin}/auth/v1`;
    const s = await startSession(tx, issuer, user, 'email_change');
    return {
      kind: 'done',
      fragment: {
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type: 'email_change',
      },
    };
  });
}

export function emailChangeRoutes(app: AppContext): Hono {
  const r = new Hono();
  r.get('/verify', async (c) => {
    const redirect = chooseRedirect(redirectPolicy(app), c.req.query('redirect_to'), defaultRedirect(app, c));
    const token = c.req.query('token') ?? '';
    if (c.req.query('type') === 'recovery') {
      const s = await verifyRecovery(app, c, token);
      if (!s) return c.redirect(withFragment(redirect, { error: 'access_denied', error_code: 'otp_expired', error_description: LINK_INVALID }), 303);
      const fragment = { access_token: s.access_token, expires_at: String(s.expires_at), expires_in: String(s.expires_in), refresh_token: s.refresh_token, token_type: 'bearer', type: 'recovery' };
      return c.redirect(withFragment(redirect, fragment), 303);
    }
    if (c.req.query('type') !== 'email_change') {
      return c.redirect(withFragment(redirect, { error: 'invalid_request', error_code: 'validation_failed', error_description: 'Unsupported verification type' }), 303);
    }
    const outcome = token.length > 0 && token.length <= 200 ? await verifyEmailChange(app, c, token) : ({ kind: 'invalid' } as const);
    if (outcome.kind === 'invalid') return c.redirect(withFragment(redirect, { error: 'access_denied', error_code: 'otp_expired', error_description: LINK_INVALID }), 303);
    if (outcome.kind === 'half') return c.redirect(withFragment(redirect, { message: SINGLE_CONFIRMATION_ACCEPTED }), 303);
    return c.redirect(withFragment(redirect, outcome.fragment), 303);
  });
  return r;
}
