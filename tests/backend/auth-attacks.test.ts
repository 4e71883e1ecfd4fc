/**
 * Attacks on the local auth, each performed and seen to fail: reset-link poisoning through
 * redirect_to / X-Forwarded-Host / Host, password brute force (GoTrue's 429), email enumeration by
 * work done, a silent email change, oversized metadata, tokens without exp, mail flooding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { SignJWT } from 'jose';
import { readMailbox } from '../../supabase/local/mail-viewer.ts';
import { JWT_SECRET } from '../../supabase/local/keys.ts';
import { passwordWork } from '../../supabase/local/auth/password.ts';
import { LINK_INVALID, SINGLE_CONFIRMATION_ACCEPTED } from '../../supabase/local/auth/email-change.ts';
import { DEMO, startTestBackend, type TestBackend } from '../helpers/backend.ts';

let b: TestBackend;
beforeAll(async () => {
  // Several reset links per address here (the reset limits have their own suite, reset-limits.test.ts).
  b = await startTestBackend({ auth: { rateLimit: { recoverPerAddress: 100, recoverPerClient: 100 } } });
});
afterAll(async () => b?.close());

let n = 0;
const email = () => `attack-${Date.now()}-${++n}@example.test`;

function auth(p: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}, base = b) {
  return fetch(`${base.url}/auth/v1${p}`, {
    method: init.method ?? 'POST',
    headers: { apikey: base.publishableKey, 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
}

async function lastMailTo(addr: string, base = b) {
  return (await readMailbox(base.mailboxDir)).filter((m) => m.to === addr);
}

/** fetch() drops a Host header: send the forged one with node:http. */
function forgedHostRecover(addr: string, host: string): Promise<number> {
  const u = new URL(`${b.url}/auth/v1/recover`);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { host, apikey: b.publishableKey, 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(JSON.stringify({ email: addr }));
  });
}

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)![0];

describe('reset-link poisoning', () => {
  it('a foreign redirect_to is replaced by the site; the tokens never go to the attacker', async () => {
    const addr = email();
    await b.anon().auth.signUp({ email: addr, password: 'secret-1' });
    for (const evil of ['https://evil.example/steal', 'https://localhost.evil.example/', 'http://localhost:4173@evil.example/', 'https://evil.example\\@localhost:4173/', 'javascript:alert(1)//localhost:4173']) {
      const r = await auth(`/recover?redirect_to=${encodeURIComponent(evil)}`, { body: { email: addr } });
      expect(r.status, evil).toBe(200);
    }
    const mails = await lastMailTo(addr);
    expect(mails).toHaveLength(5);
    for (const m of mails) {
      const link = new URL(linkIn(m.text));
      expect(link.hostname, m.text).toBe('127.0.0.1');
      expect(link.pathname).toBe('/reset-password');
      expect(m.text).not.toContain('evil');
    }
  });

  it('X-Forwarded-Host / -Proto and a forged Host do not choose the link host', async () => {
    const addr = email();
    await b.anon().auth.signUp({ email: addr, password: 'secret-1' });
    await auth('/recover', { body: { email: addr }, headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    // A forged Host is refused outright: the server answers only the host names it serves (host-header.test.ts).
    expect(await forgedHostRecover(addr, 'evil.example')).toBe(403);
    const links = (await lastMailTo(addr)).map((m) => linkIn(m.text));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password#access_token=/);
  });

  it('allowed targets keep working: the site, loopback, additional_redirect_urls', async () => {
    const addr = email();
    await b.anon().auth.signUp({ email: addr, password: 'secret-1' });
    for (const ok of ['http://localhost:4173/reset-password', 'http://localhost:5173/reset-password', `${b.url}/reset-password`]) {
      await b.anon().auth.resetPasswordForEmail(addr, { redirectTo: ok });
      const mails = await lastMailTo(addr);
      expect(mails.some((m) => linkIn(m.text).startsWith(`${ok}#access_token=`)), ok).toBe(true);
    }
  });
});

describe('brute force and enumeration', () => {
  let limited: TestBackend;
  beforeAll(async () => {
    limited = await startTestBackend();
  });
  afterAll(async () => limited?.close());

  it('150 wrong admin passwords: 429 over_request_rate_limit after sign_in_sign_ups (30 per 5 minutes)', async () => {
    const statuses: number[] = [];
    let last: { code?: string; msg?: string } = {};
    for (let i = 0; i < 150; i++) {
      const r = await auth('/token?grant_type=password', { body: { email: DEMO.admin.email, password: `guess-${i}` } }, limited);
      statuses.push(r.status);
      last = (await r.json()) as typeof last;
      if (r.status === 429) break;
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(last).toMatchObject({ code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
    // The right password is refused too while the limit holds: guessing stopped.
    const right = await auth('/token?grant_type=password', { body: DEMO.admin }, limited);
    expect(right.status).toBe(429);
    // Sign-ups count in the same window.
    expect((await auth('/signup', { body: { email: email(), password: 'secret-1' } }, limited)).status).toBe(429);
  }, 120_000);

  it('an unknown email costs the same bcrypt work as a wrong password', async () => {
    const before = passwordWork.compares;
    const unknown = await auth('/token?grant_type=password', { body: { email: 'nobody-here@example.test', password: 'whatever-1' } });
    expect(unknown.status).toBe(400);
    expect(passwordWork.compares - before).toBe(1);
    const wrong = await auth('/token?grant_type=password', { body: { email: DEMO.user.email, password: 'whatever-1' } });
    expect(wrong.status).toBe(400);
    expect(passwordWork.compares - before).toBe(2);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('emails sent per hour are capped: 429 over_email_send_rate_limit', async () => {
    const few = await startTestBackend({ auth: { rateLimit: { emailSent: 2 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await auth('/recover', { body: { email: DEMO.user.email } }, few)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const r = await auth('/recover', { body: { email: DEMO.user.email } }, few);
      expect(await r.json()).toMatchObject({ code: 'over_email_send_rate_limit', msg: 'email rate limit exceeded' });
      expect((await lastMailTo(DEMO.user.email, few)).length).toBe(2);
    } finally {
      await few.close();
    }
  });
});

describe('email change needs both addresses (double_confirm_changes)', () => {
  it('a stolen session cannot move the account to another address without the owner’s link', async () => {
    const addr = email();
    const c = b.anon();
    await c.auth.signUp({ email: addr, password: 'secret-1' });
    const target = email();
    const res = await c.auth.updateUser({ email: target }, { emailRedirectTo: 'http://localhost:4173/account' });
    expect(res.error).toBeNull();
    expect(res.data.user?.email).toBe(addr);
    expect(res.data.user?.new_email).toBe(target);
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-1' })).error).toBeNull();
    expect((await b.anon().auth.signInWithPassword({ email: target, password: 'secret-1' })).error?.code).toBe('invalid_credentials');
    const toNew = (await lastMailTo(target))[0];
    const toOld = (await lastMailTo(addr))[0];
    expect(toNew.subject).toBe('Confirm the email change of your Cheezopedia account');
    expect(toOld.subject).toBe('Confirm the email change of your Cheezopedia account');
    // The attacker confirms the new address: half done.
    const first = await fetch(linkIn(toNew.text), { redirect: 'manual' });
    expect(first.status).toBe(303);
    const firstTo = new URL(first.headers.get('location')!);
    expect(firstTo.origin + firstTo.pathname).toBe('http://localhost:4173/account');
    expect(new URLSearchParams(firstTo.hash.slice(1)).get('message')).toBe(SINGLE_CONFIRMATION_ACCEPTED);
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-1' })).error).toBeNull();
    // Reusing the link does nothing.
    const again = new URL((await fetch(linkIn(toNew.text), { redirect: 'manual' })).headers.get('location')!);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams(again.hash.slice(1)).get('error_description')).toBe(LINK_INVALID);
    // The owner confirms from the current address: the change applies, with a session.
    const second = new URL((await fetch(linkIn(toOld.text), { redirect: 'manual' })).headers.get('location')!);
    const hash = new URLSearchParams(second.hash.slice(1));
    expect(hash.get('type'), second.href).toBe('email_change');
    expect(hash.get('access_token')).toBeTruthy();
    expect((await b.anon().auth.signInWithPassword({ email: target, password: 'secret-1' })).error).toBeNull();
    expect((await b.anon().auth.signInWithPassword({ email: addr, password: 'secret-1' })).error?.code).toBe('invalid_credentials');
  });

  it('a forged token or a foreign redirect_to on /verify goes nowhere', async () => {
    const r = await fetch(`${b.url}/auth/v1/verify?type=email_change&token=forged&redirect_to=${encodeURIComponent('https://evil.example/')}`, { redirect: 'manual' });
    expect(r.status).toBe(303);
    const to = new URL(r.headers.get('location')!);
    expect(to.hostname).not.toContain('evil');
    expect(new URLSearchParams(to.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});

describe('tokens and metadata', () => {
  it('sign-up metadata is capped (2 MB refused, 16 KB the limit)', async () => {
    const big = await auth('/signup', { body: { email: email(), password: 'secret-1', data: { blob: 'x'.repeat(2 * 1024 * 1024) } } });
    expect(big.status).toBe(400);
    expect(await big.json()).toMatchObject({ code: 'validation_failed', msg: 'User metadata must be at most 16 KB of JSON' });
    const justOver = await auth('/signup', { body: { email: email(), password: 'secret-1', data: { blob: 'x'.repeat(16 * 1024) } } });
    expect(justOver.status).toBe(400);
    const fine = await auth('/signup', { body: { email: email(), password: 'secret-1', data: { name: 'Ann' } } });
    expect(fine.status).toBe(200);
    // updateUser is capped too.
    const c = await b.signIn(DEMO.user.email, DEMO.user.password);
    expect((await c.auth.updateUser({ data: { blob: 'x'.repeat(20_000) } })).error?.code).toBe('validation_failed');
  });

  it('a correctly signed token without exp is refused by REST, storage and auth', async () => {
    const sub = (await b.service().auth.admin.listUsers()).data.users.find((u) => u.email === DEMO.admin.email)!.id;
    const forever = await new SignJWT({ role: 'authenticated', sub, aud: 'authenticated' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(JWT_SECRET));
    const headers = { apikey: b.publishableKey, authorization: `Bearer ${forever}` };
    expect((await fetch(`${b.url}/rest/v1/profiles?select=id`, { headers })).status).toBe(401);
    expect((await fetch(`${b.url}/storage/v1/bucket`, { headers })).status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${b.url}/auth/v1/user`, { headers })).status).toBe(403);
  });
});
