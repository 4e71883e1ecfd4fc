/**
 * /auth/v1 contract: auth-js (supabase-js) against the local backend with the product's migrations.
 * Sign-up (profile row created by the trigger), password and refresh grants (rotation, reuse),
 * get/update user, logout scopes, recovery mail, settings, GoTrue's error codes and shapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../supabase/local/mail-viewer.ts';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';

let b: TestBackend;
beforeAll(async () => {
  b = await startTestBackend();
});
afterAll(async () => b?.close());

let n = 0;
const email = () => `auth-${Date.now()}-${n++}@example.test`;

function post(p: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${b.url}/auth/v1${p}`, {
    method: 'POST',
    headers: { apikey: b.publishableKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', ...headers },
    body: JSON.stringify(body),
  });
}

describe('sign-up', () => {
  it('returns a session and a user; the profile row is created with role user and the name', async () => {
    const addr = email();
    const { data, error } = await b.anon().auth.signUp({ email: addr.toUpperCase(), password: 'secret-1', options: { data: { name: 'Colby Jack' } } });
    expect(error).toBeNull();
    expect(data.session?.access_token.split('.')).toHaveLength(3);
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user).toMatchObject({ email: addr, aud: 'authenticated', role: 'authenticated', user_metadata: { name: 'Colby Jack' }, app_metadata: { provider: 'email', providers: ['email'] }, is_anonymous: false });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user!.id });
    const { data: profile } = await b.service().from('profiles').select('id,email,name,role').eq('id', data.user!.id).single();
    expect(profile).toEqual({ id: data.user!.id, email: addr, name: 'Colby Jack', role: 'user' });
  });

  it('access-token claims are Supabase’s (HS256, no kid)', async () => {
    const { data } = await b.anon().auth.signUp({ email: email(), password: 'secret-1' });
    const [h, p] = data.session!.access_token.split('.').slice(0, 2).map((x) => JSON.parse(Buffer.from(x, 'base64url').toString()));
    expect(h).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(p).toMatchObject({ sub: data.user!.id, aud: 'authenticated', role: 'authenticated', aal: 'aal1', is_anonymous: false, email: data.user!.email });
    expect(p.exp - p.iat).toBe(3600);
    expect(typeof p.session_id).toBe('string');
    expect(p.iss).toMatch(/\/auth\/v1$/);
  });

  it('duplicate is 422 user_already_exists; short password 422 weak_password; bad email 400 validation_failed', async () => {
    const addr = email();
    await b.anon().auth.signUp({ email: addr, password: 'secret-1' });
    const dup = await b.anon().auth.signUp({ email: addr, password: 'secret-1' });
    expect(dup.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    const weak = await b.anon().auth.signUp({ email: email(), password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 6 characters.' });
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
    const bad = await b.anon().auth.signUp({ email: 'not-an-email', password: 'secret-1' });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('echoes X-Supabase-Api-Version and answers {code, message}', async () => {
    const r = await post('/signup', { email: 'x', password: 'secret-1' });
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const body = await r.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Unable to validate email address: invalid format');
  });
});

describe('password grant', () => {
  it('signs the demo accounts in; wrong password or unknown email is 400 invalid_credentials', async () => {
    const c = await b.asDemo('admin');
    expect((await c.auth.getUser()).data.user?.email).toBe('admin@cheezopedia.test');
    const wrong = await b.anon().auth.signInWithPassword({ email: 'admin@cheezopedia.test', password: 'nope-nope' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await b.anon().auth.signInWithPassword({ email: 'ghost@example.test', password: 'whatever' });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; reuse is refresh_token_already_used, unknown refresh_token_not_found', async () => {
    const { data } = await b.anon().auth.signUp({ email: email(), password: 'secret-1' });
    const first = data.session!.refresh_token;
    const r1 = await post('/token?grant_type=refresh_token', { refresh_token: first });
    expect(r1.status).toBe(200);
    const s1 = await r1.json();
    expect(s1.refresh_token).not.toBe(first);
    expect(s1.user.id).toBe(data.user!.id);
    const reuse = await post('/token?grant_type=refresh_token', { refresh_token: first });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    const unknown = await post('/token?grant_type=refresh_token', { refresh_token: 'nope' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).code).toBe('refresh_token_not_found');
  });

  it('auth-js refreshSession works end to end', async () => {
    const c = b.anon();
    await c.auth.signUp({ email: email(), password: 'secret-1' });
    const before = (await c.auth.getSession()).data.session!;
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(before.refresh_token);
  });
});

describe('user', () => {
  it('GET /user needs a valid token', async () => {
    const r = await fetch(`${b.url}/auth/v1/user`, { headers: { apikey: b.publishableKey } });
    expect(r.status).toBe(401);
    const bad = await fetch(`${b.url}/auth/v1/user`, { headers: { apikey: b.publishableKey, authorization: 'Bearer x.y.z' } });
    expect(bad.status).toBe(403);
    expect((await bad.json()).code).toBe('bad_jwt');
  });

  it('PUT /user updates metadata and password (email: see auth-attacks.test.ts)', async () => {
    const addr = email();
    const c = b.anon();
    await c.auth.signUp({ email: addr, password: 'secret-1', options: { data: { name: 'A' } } });
    const meta = await c.auth.updateUser({ data: { name: 'B', favourite: 'Brie' } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ name: 'B', favourite: 'Brie' });
    const same = await c.auth.updateUser({ password: 'secret-1' });
    expect(same.error?.code).toBe('same_password');
    const weak = await c.auth.updateUser({ password: '1' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await c.auth.updateUser({ password: 'secret-2' })).error).toBeNull();
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-2' })).error).toBeNull();
  });
});

describe('logout', () => {
  it('global logout ends every session: refresh fails and GET /user is session_not_found', async () => {
    const addr = email();
    const c1 = b.anon();
    await c1.auth.signUp({ email: addr, password: 'secret-1' });
    const c2 = await b.signIn(addr, 'secret-1');
    const s2 = (await c2.auth.getSession()).data.session!;
    expect((await c1.auth.signOut()).error).toBeNull();
    const refresh = await post('/token?grant_type=refresh_token', { refresh_token: s2.refresh_token });
    expect((await refresh.json()).code).toBe('refresh_token_not_found');
    const r = await fetch(`${b.url}/auth/v1/user`, { headers: { apikey: b.publishableKey, authorization: `Bearer ${s2.access_token}` } });
    expect(r.status).toBe(403);
    expect((await r.json()).code).toBe('session_not_found');
  });

  it('local logout keeps the other sessions', async () => {
    const addr = email();
    const c1 = b.anon();
    await c1.auth.signUp({ email: addr, password: 'secret-1' });
    const c2 = await b.signIn(addr, 'secret-1');
    expect((await c1.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await c2.auth.getUser()).data.user?.email).toBe(addr);
  });
});

describe('recover', () => {
  it('answers {} and mails a reset link carrying a recovery session', async () => {
    const addr = email();
    await b.anon().auth.signUp({ email: addr, password: 'secret-1' });
    const { error } = await b.anon().auth.resetPasswordForEmail(addr);
    expect(error).toBeNull();
    const mails = (await readMailbox(b.mailboxDir)).filter((m) => m.to === addr);
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+/.exec(mails[0].text)![0];
    const url = new URL(link);
    expect(url.pathname).toBe('/reset-password');
    const hash = new URLSearchParams(url.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    expect(hash.get('token_type')).toBe('bearer');
    expect(Number(hash.get('expires_in'))).toBe(3600);
    expect(Number(hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    const c = b.anon();
    const set = await c.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
    expect(set.error).toBeNull();
    expect((await c.auth.updateUser({ password: 'brand-new' })).error).toBeNull();
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'brand-new' })).error).toBeNull();
    const json = await (await fetch(`${b.url}/_dev/mail.json`)).json();
    expect(json.some((m: { to: string }) => m.to === addr)).toBe(true);
  });

  it('an unknown address also gets {} (no enumeration) and no mail; an allowed redirectTo is honoured', async () => {
    const before = (await readMailbox(b.mailboxDir)).length;
    expect((await b.anon().auth.resetPasswordForEmail('nobody@example.test')).error).toBeNull();
    expect((await readMailbox(b.mailboxDir)).length).toBe(before);
    const addr = email();
    await b.anon().auth.signUp({ email: addr, password: 'secret-1' });
    // http://localhost:5173 is in additional_redirect_urls of supabase/config.toml.
    await b.anon().auth.resetPasswordForEmail(addr, { redirectTo: 'http://localhost:5173/reset-password' });
    const mail = (await readMailbox(b.mailboxDir)).find((m) => m.to === addr)!;
    expect(mail.text).toContain('http://localhost:5173/reset-password#access_token=');
  });
});

describe('settings and admin', () => {
  it('GET /settings reports email sign-up with autoconfirm', async () => {
    const r = await fetch(`${b.url}/auth/v1/settings`, { headers: { apikey: b.publishableKey } });
    expect(await r.json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: true });
  });

  it('the admin API needs the secret key', async () => {
    const denied = await b.anon().auth.admin.listUsers();
    expect(denied.error?.status).toBe(403);
    const { data, error } = await b.service().auth.admin.listUsers();
    expect(error).toBeNull();
    expect(data.users.map((u) => u.email)).toContain('admin@cheezopedia.test');
    const created = await b.service().auth.admin.createUser({ email: email(), password: 'secret-1', user_metadata: { name: 'Made' } });
    expect(created.error).toBeNull();
    expect((await b.service().auth.admin.deleteUser(created.data.user!.id)).error).toBeNull();
  });
});
