/**
 * Sessions on a password change, as GoTrue's User.UpdatePassword handles them: the account's other
 * sessions are signed out (a hijacked session does not survive), the session that made the change
 * stays, and pending links (reset, email change) stop working. A second reset request makes the
 * first reset link useless (GoTrue replaces the recovery token).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../supabase/local/mail-viewer.ts';
import { LINK_INVALID } from '../../supabase/local/auth/email-change.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend.ts';

let b: TestBackend;
beforeAll(async () => {
  b = await startTestBackend();
});
afterAll(async () => b?.close());

let n = 0;
const email = () => `sessions-${Date.now()}-${++n}@example.test`;
const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];
const mailsTo = async (addr: string) => (await readMailbox(b.mailboxDir)).filter((m) => m.to === addr);

type Tokens = { access_token: string; refresh_token: string };

async function tokensOf(c: SupabaseClient): Promise<Tokens> {
  const s = (await c.auth.getSession()).data.session!;
  return { access_token: s.access_token, refresh_token: s.refresh_token };
}

/** GET /auth/v1/user with an access token: what GoTrue says of its session. */
async function userWith(t: Tokens): Promise<{ status: number; code?: string }> {
  const r = await fetch(`${b.url}/auth/v1/user`, { headers: { apikey: b.publishableKey, authorization: `Bearer ${t.access_token}` } });
  const body = (await r.json()) as { code?: string };
  return { status: r.status, code: r.ok ? undefined : body.code };
}

async function refreshWith(t: Tokens): Promise<{ status: number; code?: string }> {
  const r = await fetch(`${b.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: b.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: t.refresh_token }),
  });
  const body = (await r.json()) as { code?: string };
  return { status: r.status, code: r.ok ? undefined : body.code };
}

const SIGNED_OUT = { status: 403, code: 'session_not_found' };
const REFRESH_GONE = { status: 400, code: 'refresh_token_not_found' };

async function resetLinkTokens(addr: string): Promise<Tokens> {
  expect((await b.anon().auth.resetPasswordForEmail(addr)).error).toBeNull();
  const newest = (await mailsTo(addr))[0];
  const hash = new URLSearchParams(new URL(linkIn(newest.text)).hash.slice(1));
  return { access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! };
}

describe('a password change', () => {
  it('signs out the account’s other sessions; the one that changed it stays', async () => {
    const addr = email();
    const owner = b.anon();
    await owner.auth.signUp({ email: addr, password: 'secret-1' });
    const hijacked = await tokensOf(await b.signIn(addr, 'secret-1'));
    const otherDevice = await tokensOf(await b.signIn(addr, 'secret-1'));
    expect(await userWith(hijacked)).toEqual({ status: 200 });

    expect((await owner.auth.updateUser({ password: 'secret-2' })).error).toBeNull();

    for (const t of [hijacked, otherDevice]) {
      expect(await userWith(t)).toEqual(SIGNED_OUT);
      expect(await refreshWith(t)).toEqual(REFRESH_GONE);
    }
    const own = await tokensOf(owner);
    expect(await userWith(own)).toEqual({ status: 200 });
    expect(await refreshWith(own)).toEqual({ status: 200 });
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-2' })).error).toBeNull();
  });

  it('makes a reset link mailed before it useless', async () => {
    const addr = email();
    const owner = b.anon();
    await owner.auth.signUp({ email: addr, password: 'secret-1' });
    const link = await resetLinkTokens(addr);
    expect((await owner.auth.updateUser({ password: 'secret-2' })).error).toBeNull();
    expect(await userWith(link)).toEqual(SIGNED_OUT);
    expect(await refreshWith(link)).toEqual(REFRESH_GONE);
  });

  it('cancels a pending email change: its links no longer apply it', async () => {
    const addr = email();
    const owner = b.anon();
    await owner.auth.signUp({ email: addr, password: 'secret-1' });
    const target = email();
    expect((await owner.auth.updateUser({ email: target })).error).toBeNull();
    expect((await owner.auth.updateUser({ password: 'secret-2' })).error).toBeNull();
    for (const to of [target, addr]) {
      const mail = (await mailsTo(to)).find((m) => m.subject.startsWith('Confirm the email change'))!;
      const r = await fetch(linkIn(mail.text), { redirect: 'manual' });
      expect(new URLSearchParams(new URL(r.headers.get('location')!).hash.slice(1)).get('error_description')).toBe(LINK_INVALID);
    }
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-2' })).error).toBeNull();
  });
});

describe('reset requests', () => {
  it('a second reset link supersedes the first; the second works', async () => {
    const addr = email();
    await b.anon().auth.signUp({ email: addr, password: 'secret-1' });
    const first = await resetLinkTokens(addr);
    const second = await resetLinkTokens(addr);
    expect(await userWith(first)).toEqual(SIGNED_OUT);
    expect(await refreshWith(first)).toEqual(REFRESH_GONE);
    const c = b.anon();
    expect((await c.auth.setSession(second)).error).toBeNull();
    expect((await c.auth.updateUser({ password: 'secret-3' })).error).toBeNull();
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-3' })).error).toBeNull();
  });
});

/**
 * The other events GoTrue revokes sessions on, re-checked against its source (docs/security.md has
 * the table): an admin's password change (adminUserUpdate → User.UpdatePassword with no session
 * kept) signs out every session; a ban refuses sign-in, refresh and every token of the user at once
 * (requireAuthentication, the refresh grant); logout scopes; a deleted user's sessions end.
 */
describe('sessions and the other events GoTrue revokes them on', () => {
  async function account(): Promise<{ addr: string; id: string; owner: SupabaseClient }> {
    const addr = email();
    const owner = b.anon();
    const { data } = await owner.auth.signUp({ email: addr, password: 'secret-1' });
    return { addr, id: data.user!.id, owner };
  }

  it("auth.admin.updateUserById with a password signs out every session of the user, the caller's own too", async () => {
    const { addr, id, owner } = await account();
    const other = await tokensOf(await b.signIn(addr, 'secret-1'));
    const own = await tokensOf(owner);
    const { error } = await b.service().auth.admin.updateUserById(id, { password: 'secret-by-admin' });
    expect(error).toBeNull();
    for (const t of [own, other]) {
      expect(await userWith(t)).toEqual(SIGNED_OUT);
      expect(await refreshWith(t)).toEqual(REFRESH_GONE);
    }
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-by-admin' })).error).toBeNull();
  });

  it('a ban refuses the user at once (tokens, refresh, sign-in) until it is lifted', async () => {
    const { addr, id, owner } = await account();
    const held = await tokensOf(owner);
    const admin = b.service().auth.admin;
    expect((await admin.updateUserById(id, { ban_duration: '24h' })).error).toBeNull();
    expect(await userWith(held)).toEqual({ status: 403, code: 'user_banned' });
    expect(await refreshWith(held)).toEqual({ status: 400, code: 'user_banned' });
    const signIn = await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-1' });
    expect(signIn.error?.code).toBe('user_banned');
    expect((await admin.updateUserById(id, { ban_duration: 'bogus' })).error?.status).toBe(400);
    expect((await admin.updateUserById(id, { ban_duration: 'none' })).error).toBeNull();
    expect(await userWith(held)).toEqual({ status: 200 });
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-1' })).error).toBeNull();
  });

  it('logout scopes: local ends only this session, others every other one, global all', async () => {
    const { addr } = await account();
    const [a, c1, c2] = [await b.signIn(addr, 'secret-1'), await b.signIn(addr, 'secret-1'), await b.signIn(addr, 'secret-1')];
    const [ta, t1, t2] = [await tokensOf(a), await tokensOf(c1), await tokensOf(c2)];
    expect((await c2.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(await userWith(t2)).toEqual(SIGNED_OUT);
    expect(await userWith(ta)).toEqual({ status: 200 });
    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await userWith(t1)).toEqual(SIGNED_OUT);
    expect(await userWith(ta)).toEqual({ status: 200 });
    const d = await tokensOf(await b.signIn(addr, 'secret-1'));
    expect((await a.auth.signOut({ scope: 'global' })).error).toBeNull();
    for (const t of [ta, d]) expect(await userWith(t)).toEqual(SIGNED_OUT);
  });

  it("a deleted user's sessions end with it", async () => {
    const { id, owner } = await account();
    const held = await tokensOf(owner);
    expect((await b.service().auth.admin.deleteUser(id)).error).toBeNull();
    expect((await userWith(held)).status).toBe(403);
    expect(await refreshWith(held)).toEqual(REFRESH_GONE);
  });
});
