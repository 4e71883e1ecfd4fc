/**
 * /auth/v1: the GoTrue stand-in for what auth-js calls — signup, token (password, refresh_token),
 * user (get/update), logout, recover (mail to the local mailbox), settings, and the admin user API
 * (users: list, create, get, update — password, ban, metadata — and delete; generate_link for
 * recovery links). Sessions end on the same events as GoTrue's (docs/security.md has the table): a
 * password change, a ban (refused while it lasts), logout by scope, the user's deletion.
 */
import { Hono, type Context } from 'hono';
import type { AppContext } from '../app-context.ts';
import { requestOrigin } from '../app-context.ts';
import { asSystem } from '../db/as-role.ts';
import { isPgError, type Queryable } from '../db/index.ts';
import { apiKeyErrorBody, resolveCaller } from '../context.ts';
import { verifyJwt, type Claims } from '../jwt.ts';
import { sendMail } from '../../../netlify/lib/mailer.ts';
import { AuthError, badEmail, invalidCredentials, weakPassword } from './errors.ts';
import { createUser, isEmail, userByEmail, userById, type UserRecord } from './users.ts';
import { changePassword, rotate, startSession, supersedeRecovery } from './session.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { AuthRateLimiter } from './rate-limit.ts';
import { redirectFor, redirectPolicy } from './redirect-for-request.ts';
import { emailChangeRoutes, requestEmailChange } from './email-change.ts';
import { generateRecoveryLink } from './recovery-link.ts';
import { socketAddress } from '../client-ip.ts';

export const API_VERSION = '2024-01-01';
const MIN_PASSWORD = 6;
/** Largest user metadata (JSON) accepted: it travels in every access token. */
export const MAX_METADATA_BYTES = 16 * 1024;

type Body = Record<string, unknown>;

async function body(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  return parsed as Body;
}

function checkPassword(p: unknown): string {
  if (typeof p !== 'string' || p.length < MIN_PASSWORD) throw weakPassword();
  if (p.length > 72) throw new AuthError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  return p;
}

function checkMetadata(d: unknown): Body {
  if (d === undefined || d === null) return {};
  if (typeof d !== 'object' || Array.isArray(d)) throw new AuthError(400, 'validation_failed', 'data must be a JSON object');
  if (Buffer.byteLength(JSON.stringify(d)) > MAX_METADATA_BYTES) {
    throw new AuthError(400, 'validation_failed', `User metadata must be at most ${MAX_METADATA_BYTES / 1024} KB of JSON`);
  }
  return d as Body;
}

/** The bearer user JWT of a request, verified, with its session still alive. */
async function requireUser(app: AppContext, c: Context): Promise<{ claims: Claims; user: UserRecord }> {
  const auth = c.req.header('authorization');
  const token = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, '').trim() : '';
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const v = await verifyJwt(token);
  if (!v.ok) throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${v.message}`);
  const { claims } = v;
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return asSystem(app.db, async (tx) => {
    const user = await userById(tx, claims.sub!);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (typeof claims.session_id === 'string') {
      const s = await tx.query(`select 1 from auth.sessions where id = $1::uuid`, [claims.session_id]);
      if (s.rows.length === 0) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    // As GoTrue's requireAuthentication: an access token issued before a ban stops working at once.
    if (await isBanned(tx, user.id)) throw new AuthError(403, 'user_banned', 'User is banned');
    return { claims, user };
  });
}

/** Whether the user is banned now (GoTrue's User.IsBanned: banned_until in the future). */
export async function isBanned(tx: Queryable, userId: string): Promise<boolean> {
  const r = await tx.query<{ banned: string }>(`select coalesce(banned_until > now(), false)::text as banned from auth.users where id = $1::uuid`, [userId]);
  return r.rows[0]?.banned === 'true';
}

/** A Go duration as GoTrue's ban_duration takes it ('24h', '1h30m', '90s'), in milliseconds; null when malformed. */
export function goDurationMs(text: string): number | null {
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return null;
  return parts.reduce((ms, p) => ms + Number(p[1]) * units[p[2]], 0);
}

async function requireService(c: Context): Promise<void> {
  const r = await resolveCaller(c.req.raw.headers, { requireApiKey: false });
  if (!r.ok || r.caller.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

function issuer(app: AppContext, c: Context): string {
  return `${requestOrigin(c.req.raw, app.url(), app.trustProxy)}/auth/v1`;
}

export function authRoutes(app: AppContext): Hono {
  const r = new Hono();
  const limits = new AuthRateLimiter(app.auth.rateLimit);

  r.use('*', async (c, next) => {
    c.header('x-supabase-api-version', API_VERSION);
    const path = new URL(c.req.url).pathname;
    if (!/\/(verify|callback|health)$/.test(path)) {
      const k = await resolveCaller(c.req.raw.headers, { requireApiKey: true, query: new URL(c.req.url).searchParams });
      if (!k.ok && k.kind !== 'jwt') return c.json(apiKeyErrorBody(k.kind), 401);
    }
    await next();
  });

  r.onError((e, c) => {
    c.header('x-supabase-api-version', API_VERSION);
    if (e instanceof AuthError) return c.json(e.body(), e.status as 400);
    app.log(`auth error on ${c.req.method} ${c.req.path}: ${(e as Error).message}`);
    return c.json(new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information').body(), 500);
  });

  r.get('/health', (c) => c.json({ version: 'local', name: 'GoTrue', description: 'Cheezopedia local auth (GoTrue stand-in)' }));

  r.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: false, google: false, github: false, apple: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  r.post('/signup', async (c) => {
    limits.signInOrUp(socketAddress(c));
    const b = await body(c);
    if (b.email === undefined || b.email === '') throw new AuthError(400, 'validation_failed', 'To signup, please provide your email');
    if (!isEmail(b.email)) throw badEmail();
    const email = b.email.trim().toLowerCase();
    const password = checkPassword(b.password);
    const metadata = checkMetadata(b.data);
    const hash = await hashPassword(password);
    const session = await asSystem(app.db, async (tx) => {
      if (await userByEmail(tx, email)) throw new AuthError(422, 'user_already_exists', 'User already registered');
      let id: string;
      try {
        id = await createUser(tx, email, hash, metadata);
      } catch (e) {
        if (isPgError(e) && e.code === '23505') throw new AuthError(422, 'user_already_exists', 'User already registered');
        app.log(`signup of ${email} failed in the database: ${(e as Error).message}`);
        throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
      }
      return startSession(tx, issuer(app, c), (await userById(tx, id))!);
    });
    return c.json(session);
  });

  r.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const b = await body(c);
    if (grant === 'password') {
      limits.signInOrUp(socketAddress(c));
      if (typeof b.email !== 'string' || typeof b.password !== 'string' || b.email === '' || b.password === '') {
        throw new AuthError(400, 'validation_failed', 'missing email or phone');
      }
      const user = await asSystem(app.db, (tx) => userByEmail(tx, (b.email as string).trim()));
      // An unknown email costs one bcrypt comparison too: both fail in the same time.
      if (!(await verifyPassword(b.password, user?.encrypted_password)) || !user) throw invalidCredentials();
      if (await asSystem(app.db, (tx) => isBanned(tx, user.id))) throw new AuthError(400, 'user_banned', 'User is banned');
      const session = await asSystem(app.db, async (tx) => {
        await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid`, [user.id]);
        return startSession(tx, issuer(app, c), (await userById(tx, user.id))!);
      });
      return c.json(session);
    }
    if (grant === 'refresh_token') {
      limits.tokenRefresh(socketAddress(c));
      if (typeof b.refresh_token !== 'string' || b.refresh_token === '') throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      const result = await asSystem(app.db, (tx) => rotate(tx, issuer(app, c), b.refresh_token as string, (id) => userById(tx, id)));
      if (!result.ok) {
        if (result.reason === 'banned') throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
        throw result.reason === 'already_used'
          ? new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
          : new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      return c.json(result.session);
    }
    throw new AuthError(400, 'validation_failed', `unsupported_grant_type: ${grant ?? '(none)'}`);
  });

  r.get('/user', async (c) => c.json((await requireUser(app, c)).user.json));

  r.put('/user', async (c) => {
    const { claims, user } = await requireUser(app, c);
    const b = await body(c);
    const email = b.email === undefined ? undefined : b.email;
    if (email !== undefined && !isEmail(email)) throw badEmail();
    const password = b.password === undefined ? undefined : checkPassword(b.password);
    const data = b.data === undefined ? undefined : checkMetadata(b.data);
    if (password !== undefined && user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    const hash = password === undefined ? null : await hashPassword(password);
    const newEmail = email !== undefined && email.trim().toLowerCase() !== user.email ? email.trim().toLowerCase() : undefined;
    const updated = await asSystem(app.db, async (tx) => {
      if (newEmail !== undefined) {
        const other = await userByEmail(tx, newEmail);
        if (other && other.id !== user.id) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        // As GoTrue: nothing changes yet; mails go to the current and the new address.
        await requestEmailChange(tx, { app, user, newEmail, redirectTo: redirectFor(app, c), apiUrl: issuer(app, c), limits });
      }
      if (hash) await changePassword(tx, user.id, hash, typeof claims.session_id === 'string' ? claims.session_id : null);
      if (data) {
        // GoTrue merges top-level keys; a null value removes the key.
        await tx.query(
          `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb), updated_at = now() where id = $1::uuid`,
          [user.id, JSON.stringify(data)],
        );
      }
      return (await userById(tx, user.id))!;
    });
    return c.json(updated.json);
  });

  r.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    const { claims, user } = await requireUser(app, c);
    const sid = typeof claims.session_id === 'string' ? claims.session_id : null;
    await asSystem(app.db, async (tx) => {
      if (scope === 'global' || !sid) await tx.query(`delete from auth.sessions where user_id = $1::uuid`, [user.id]);
      else if (scope === 'local') await tx.query(`delete from auth.sessions where id = $1::uuid`, [sid]);
      else await tx.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [user.id, sid]);
    });
    return c.body(null, 204);
  });

  r.post('/recover', async (c) => {
    const b = await body(c);
    if (!isEmail(b.email)) throw badEmail();
    const email = b.email.trim().toLowerCase();
    // Every limit is checked before the lookup: known and unknown addresses get the same answers.
    limits.recoverRequest(socketAddress(c), email);
    // redirect_to only when GoTrue would allow it (site_url, additional_redirect_urls), else the site.
    const base = redirectFor(app, c, '/reset-password');
    const session = await asSystem(app.db, async (tx) => {
      const user = await userByEmail(tx, email);
      if (!user) return null;
      limits.emailSend();
      await supersedeRecovery(tx, user.id);
      await tx.query(`update auth.users set recovery_sent_at = now() where id = $1::uuid`, [user.id]);
      return startSession(tx, issuer(app, c), user, 'recovery');
    });
    if (session) {
      const hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type: 'recovery',
      });
      const link = `${base}#${hash.toString()}`;
      await sendMail(
        {
          to: email,
          subject: 'Reset your Cheezopedia password',
          text: `Someone asked to reset the password of your Cheezopedia account.\n\nChoose a new password here:\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
          html: `<p>Someone asked to reset the password of your Cheezopedia account.</p><p><a href="${link.replace(/&/g, '&amp;')}">Choose a new password</a></p><p>If it was not you, ignore this message: your password stays as it is.</p>`,
        },
        { mailboxDir: app.mailboxDir },
      );
    }
    return c.json({});
  });

  r.route('/', emailChangeRoutes(app));

  // ----- admin API (service role only), as auth.admin.* calls it
  r.get('/admin/users', async (c) => {
    await requireService(c);
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(c.req.query('per_page') ?? 50) || 50));
    const rows = await asSystem(app.db, async (tx) => {
      const ids = await tx.query<{ id: string }>(`select id::text as id from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`, [perPage, (page - 1) * perPage]);
      const total = await tx.query<{ n: string }>(`select count(*)::text as n from auth.users where deleted_at is null`);
      const users = [];
      for (const { id } of ids.rows) users.push((await userById(tx, id))!.json);
      return { users, total: Number(total.rows[0].n) };
    });
    c.header('x-total-count', String(rows.total));
    return c.json({ users: rows.users, aud: 'authenticated' });
  });

  r.post('/admin/users', async (c) => {
    await requireService(c);
    const b = await body(c);
    if (!isEmail(b.email)) throw badEmail();
    const password = checkPassword(b.password);
    const metadata = checkMetadata(b.user_metadata ?? b.data);
    const hash = await hashPassword(password);
    const user = await asSystem(app.db, async (tx) => {
      if (await userByEmail(tx, b.email as string)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      const id = await createUser(tx, (b.email as string).trim(), hash, metadata);
      return (await userById(tx, id))!;
    });
    return c.json(user.json);
  });

  r.post('/admin/generate_link', async (c) => {
    await requireService(c);
    const b = await body(c);
    return c.json(await generateRecoveryLink({ app, body: b, apiUrl: issuer(app, c), redirect: { policy: redirectPolicy(app), fallback: app.auth.siteUrl } }));
  });

  r.get('/admin/users/:id', async (c) => {
    await requireService(c);
    const id = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    const user = await asSystem(app.db, (tx) => userById(tx, id));
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return c.json(user.json);
  });

  /**
   * auth.admin.updateUserById, for what changes sessions as GoTrue's adminUserUpdate does: a new
   * password signs out every session of the user (User.UpdatePassword with no session kept) and
   * clears pending links; ban_duration ('24h', 'none') bans until then — sign-in, refresh and every
   * token of the user are refused while it lasts; user_metadata merges as on PUT /user. Other fields
   * are refused rather than silently ignored.
   */
  r.put('/admin/users/:id', async (c) => {
    await requireService(c);
    const id = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    const b = await body(c);
    const unsupported = Object.keys(b).filter((k) => !['password', 'ban_duration', 'user_metadata'].includes(k));
    if (unsupported.length) throw new AuthError(400, 'validation_failed', `The local stand-in does not update ${unsupported.join(', ')}`);
    const hash = b.password === undefined ? null : await hashPassword(checkPassword(b.password));
    let bannedUntil: Date | null | undefined;
    if (b.ban_duration !== undefined) {
      if (typeof b.ban_duration !== 'string') throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
      const ms = b.ban_duration === 'none' ? 0 : goDurationMs(b.ban_duration);
      if (ms === null) throw new AuthError(400, 'validation_failed', `invalid format for ban duration: time: invalid duration "${b.ban_duration}"`);
      bannedUntil = ms === 0 ? null : new Date(Date.now() + ms);
    }
    const metadata = b.user_metadata === undefined ? undefined : checkMetadata(b.user_metadata);
    const user = await asSystem(app.db, async (tx) => {
      if (!(await userById(tx, id))) throw new AuthError(404, 'user_not_found', 'User not found');
      if (hash) await changePassword(tx, id, hash, null);
      if (metadata) {
        await tx.query(
          `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb), updated_at = now() where id = $1::uuid`,
          [id, JSON.stringify(metadata)],
        );
      }
      if (bannedUntil !== undefined) {
        await tx.query(`update auth.users set banned_until = $2::timestamptz, updated_at = now() where id = $1::uuid`, [id, bannedUntil?.toISOString() ?? null]);
      }
      return (await userById(tx, id))!;
    });
    return c.json(user.json);
  });

  r.delete('/admin/users/:id', async (c) => {
    await requireService(c);
    const id = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    const n = await asSystem(app.db, async (tx) => (await tx.query(`delete from auth.users where id = $1::uuid`, [id])).rowCount);
    if (n === 0) throw new AuthError(404, 'user_not_found', 'User not found');
    return c.json({});
  });

  r.all('*', (c) => c.json(new AuthError(404, 'not_found', `No auth endpoint ${c.req.method} ${new URL(c.req.url).pathname}`).body(), 404));
  return r;
}
