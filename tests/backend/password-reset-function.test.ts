/**
 * The site's reset function (POST /.netlify/functions/password-reset) through the local backend, as
 * production runs it: durable limits in Postgres, then GoTrue's admin generate_link and the site's
 * mailer. Attacks performed: enumeration (known vs unknown address) with no limit reached, past the
 * address limit and past the client limit; one address's mail flood; one client cycling through
 * addresses; an anonymous caller reaching the counters. Distinct clients are distinct loopback source
 * addresses (127.0.x.y), which the backend reads from the socket as Netlify reads the client IP.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../supabase/local/mail-viewer.ts';
import { RESET_ERRORS, RESET_PER_ADDRESS, RESET_PER_CLIENT } from '../../netlify/functions/password-reset.ts';
import { DEMO, startTestBackend, type TestBackend } from '../helpers/backend.ts';

let b: TestBackend;
beforeAll(async () => {
  b = await startTestBackend();
});
afterAll(async () => b?.close());

/** POSTs to the function from loopback source address `from`. */
function reset(email: unknown, from = '127.0.0.1'): Promise<{ status: number; body: unknown }> {
  const url = new URL(`${b.url}/.netlify/functions/password-reset`);
  const payload = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const mailsTo = async (to: string) => (await readMailbox(b.mailboxDir)).filter((m) => m.to === to);
/** The mails to `to` once there are `count` (the function sends after its answer): polls up to 10 s. */
async function mailsAfter(to: string, count: number) {
  const deadline = Date.now() + 10_000;
  let mails = await mailsTo(to);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    mails = await mailsTo(to);
  }
  return mails;
}
const UNKNOWN = 'nobody-at-all@example.test';
const OK = { status: 200, body: { ok: true } };
let nextClient = 10;
/** A loopback source address not used before (a new client). */
const freshClient = () => `127.0.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`;

describe('password-reset function', () => {
  it('bad input: 400 with a clear error', async () => {
    expect(await reset('not an email', freshClient())).toEqual({ status: 400, body: { error: 'Please enter a valid email address.' } });
    expect(await reset(undefined, freshClient())).toEqual({ status: 400, body: { error: 'Email is required.' } });
  });

  it('with no limit reached, a known and an unknown address get the same answer; only the known one gets a mail', async () => {
    const client = freshClient();
    expect(await reset(DEMO.admin.email, client)).toEqual(OK);
    expect(await reset(UNKNOWN, client)).toEqual(OK);
    expect(await mailsAfter(DEMO.admin.email, 1)).toHaveLength(1);
    expect(await mailsTo(UNKNOWN)).toHaveLength(0);
  });

  it("the mailed link is GoTrue's action link: it verifies once and lands on /reset-password signed in", async () => {
    const [mail] = await mailsTo(DEMO.admin.email);
    expect(mail.subject).toBe('Reset your Cheezopedia password');
    const link = /https?:\/\/\S*\/auth\/v1\/verify\?\S*/.exec(mail.text)?.[0];
    expect(link).toContain('type=recovery');
    const first = await fetch(link!, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location.startsWith(`${b.url}/reset-password#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('type')).toBe('recovery');
    const user = await fetch(`${b.url}/auth/v1/user`, { headers: { apikey: b.publishableKey, authorization: `Bearer ${fragment.get('access_token')}` } });
    expect(((await user.json()) as { email: string }).email).toBe(DEMO.admin.email);

    const again = await fetch(link!, { redirect: 'manual' });
    expect(new URLSearchParams(again.headers.get('location')!.split('#')[1]).get('error_code')).toBe('otp_expired');
  });

  it('30 requests for one address from 30 clients send RESET_PER_ADDRESS mails; past it known and unknown answer alike', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await reset(DEMO.user.email, freshClient())).status);
    expect(statuses).toEqual([...Array(RESET_PER_ADDRESS).fill(200), ...Array(30 - RESET_PER_ADDRESS).fill(429)]);
    expect(await mailsAfter(DEMO.user.email, RESET_PER_ADDRESS)).toHaveLength(RESET_PER_ADDRESS);

    const unknown = 'nobody-flooded@example.test';
    for (let i = 0; i < RESET_PER_ADDRESS; i++) expect(await reset(unknown, freshClient())).toEqual(OK);
    const known = await reset(DEMO.user.email, freshClient());
    expect(known).toEqual({ status: 429, body: { error: RESET_ERRORS.overAddress } });
    expect(await reset(unknown, freshClient())).toEqual(known);
    // Another account can still reset.
    expect(await reset(DEMO.partner.email, freshClient())).toEqual(OK);
    expect(await mailsAfter(DEMO.partner.email, 1)).toHaveLength(1);
  });

  it('one client cycling through addresses is stopped after RESET_PER_CLIENT requests; known and unknown then answer alike', async () => {
    const client = freshClient();
    for (let i = 0; i < RESET_PER_CLIENT; i++) expect(await reset(`filler-${i}@example.test`, client)).toEqual(OK);
    const before = (await mailsTo(DEMO.partner.email)).length;
    const known = await reset(DEMO.partner.email, client);
    expect(known).toEqual({ status: 429, body: { error: RESET_ERRORS.overClient } });
    expect(await reset(UNKNOWN, client)).toEqual(known);
    // Another client is not held back.
    expect(await reset(DEMO.partner.email, freshClient())).toEqual(OK);
    expect(await mailsAfter(DEMO.partner.email, before + 1)).toHaveLength(before + 1);
  });

  it('the counters are durable rows in Postgres, hashed, that anonymous and signed-in callers cannot reach', async () => {
    const rows = await b.sql<{ bucket: string; requests: number }>(`select bucket, requests from private.password_reset_requests`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^(address|client):[0-9a-f]{64}$/.test(r.bucket))).toBe(true);
    const anon = await b.anon().rpc('password_reset_allowed', { p_address: 'a'.repeat(64), p_client: 'b'.repeat(64), p_per_address: 1000, p_per_client: 1000 });
    expect(anon.error?.code).toBe('42501');
    const user = await (await b.asDemo('user')).rpc('password_reset_allowed', { p_address: 'a'.repeat(64), p_client: 'b'.repeat(64), p_per_address: 1000, p_per_client: 1000 });
    expect(user.error?.code).toBe('42501');
  });

  it('generate_link answers GoTrue\'s shape: the user plus action_link, email_otp, hashed_token, verification_type, redirect_to; 404 user_not_found for an unknown address', async () => {
    const call = (email: string) =>
      fetch(`${b.url}/auth/v1/admin/generate_link`, {
        method: 'POST',
        headers: { apikey: b.secretKey, authorization: `Bearer ${b.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'recovery', email, redirect_to: `${b.url}/reset-password` }),
      });
    const ok = await call(DEMO.partner.email);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email: DEMO.partner.email, verification_type: 'recovery', redirect_to: `${b.url}/reset-password` });
    expect(body.action_link).toMatch(/\/auth\/v1\/verify\?token=[^&]+&type=recovery&redirect_to=/);
    expect(body.email_otp).toMatch(/^\d{6}$/);
    expect(typeof body.hashed_token).toBe('string');
    const none = await call(UNKNOWN);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'user_not_found' });
    const anon = await fetch(`${b.url}/auth/v1/admin/generate_link`, { method: 'POST', headers: { apikey: b.publishableKey, 'content-type': 'application/json' }, body: JSON.stringify({ type: 'recovery', email: DEMO.partner.email }) });
    expect(anon.status).toBe(403);
  });
});
