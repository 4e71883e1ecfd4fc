/**
 * The newsletter's double opt-in and one-click unsubscribe, end to end over real SMTP: the functions
 * run in the local backend, mail goes to an SMTP server started here, and what arrives is parsed
 * (headers, links, both parts). Then the attacks: confirming without the mail, forged, reused and
 * expired tokens, unsubscribing someone else, old links after re-subscribing, enumeration through
 * answers and timing, header injection, and non-admins calling the service-only functions.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { startTestBackend, must, type TestBackend } from '../helpers/backend.ts';
import { rawHeader, startTestSmtp, type ReceivedMail, type TestSmtp } from '../helpers/smtp.ts';
import { SUBSCRIBE_ANSWER_FLOOR_MS } from '../../netlify/functions/newsletter-subscribe.ts';
import { sendMail } from '../../netlify/lib/mailer.ts';
import {
  CONFIRM_ALREADY_TITLE,
  CONFIRM_DONE_TITLE,
  CONFIRM_INVALID_TITLE,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_INVALID_TITLE,
  UNSUBSCRIBE_TITLE,
  UNSUBSCRIBED_TITLE,
} from '../../src/domain/messages/newsletter';
import { NEWSLETTER_DUPLICATE } from '../../src/domain/messages/landing';

let b: TestBackend;
let smtp: TestSmtp;
let seq = 0;
const fresh = () => `reader-${Date.now().toString(36)}-${++seq}@example.test`;

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_URL = smtp.url;
  b = await startTestBackend();
});
afterAll(async () => {
  await b?.close();
  await smtp?.close();
  delete process.env.SMTP_URL;
});
beforeEach(() => {
  smtp.mails.length = 0;
});

/**
 * POST to newsletter-subscribe from another loopback address each time (127.0.0.2, .3 …): the
 * function's per-IP rate limit (5 a minute) stays in force and these tests are not one client.
 */
let client = 1;
function subscribe(email: string, extra: Record<string, unknown> = {}): Promise<Response> {
  const u = new URL(`${b.url}/.netlify/functions/newsletter-subscribe`);
  const body = JSON.stringify({ email, ...extra });
  const localAddress = `127.0.${Math.floor(++client / 250)}.${(client % 250) + 2}`;
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0 })));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = smtp.mails.find((m) => m.to === email.toLowerCase() && subject.test(m.parsed.subject ?? ''));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}; got ${smtp.mails.map((m) => `${m.to}: ${m.parsed.subject}`).join(', ')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function linkIn(text: string, path: string): string {
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}[^\\s"<>]*`).exec(text);
  if (!m) throw new Error(`no ${path} link in ${text}`);
  return m[0].replace(/&amp;/g, '&');
}

const titleOf = async (r: Response) => /<h1>([^<]*)<\/h1>/.exec(await r.text())?.[1]?.replace(/&#39;|&#x27;/g, "'");

async function row(email: string) {
  return must(await b.service().from('newsletter_subscribers').select('*').ilike('email', email).maybeSingle(), email) as Record<string, unknown>;
}

/** Subscribes and confirms `email`; returns its welcome mail. */
async function subscribeAndConfirm(email: string): Promise<ReceivedMail> {
  expect((await subscribe(email)).status).toBe(200);
  const confirm = await mailTo(email, /Confirm/);
  expect((await fetch(linkIn(confirm.parsed.text ?? '', '/newsletter/confirm'))).status).toBe(200);
  return mailTo(email, /Welcome/);
}

describe('double opt-in', () => {
  it('stores a pending address and mails a confirmation link; opening it activates the address and sends the welcome', async () => {
    const email = fresh();
    const r = await subscribe(email);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ ok: true });
    expect(await row(email)).toMatchObject({ is_active: false, confirmed_at: null });
    const admin = await b.asDemo('admin');
    const active = await admin.from('newsletter_subscribers').select('id', { count: 'exact', head: true }).eq('is_active', true).ilike('email', email);
    expect(active.count).toBe(0);

    const confirm = await mailTo(email, /Confirm your Cheezopedia subscription/);
    const link = linkIn(confirm.parsed.text ?? '', '/newsletter/confirm');
    expect(link).toBe(linkIn(String(confirm.parsed.html), '/newsletter/confirm'));
    expect(link.startsWith(`${b.url}/newsletter/confirm?token=`)).toBe(true);
    // Only the hash is stored: the mailed token appears nowhere in the database.
    const token = new URL(link).searchParams.get('token')!;
    const stored = await b.sql<{ token_hash: string }>('select token_hash from private.newsletter_tokens');
    expect(stored.map((s) => s.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await titleOf(page)).toBe(CONFIRM_DONE_TITLE);
    expect(await row(email)).toMatchObject({ is_active: true });

    const welcome = await mailTo(email, /Welcome to Cheezopedia/);
    const unsubscribe = linkIn(welcome.parsed.text ?? '', '/newsletter/unsubscribe');
    expect(rawHeader(welcome, 'list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(rawHeader(welcome, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribe.startsWith(`${b.url}/newsletter/unsubscribe?s=`)).toBe(true);
    expect(linkIn(String(welcome.parsed.html), '/newsletter/unsubscribe')).toBe(unsubscribe);

    expect((await subscribe(email.toUpperCase())).status).toBe(409);
    expect(await (await subscribe(email)).json()).toEqual({ error: NEWSLETTER_DUPLICATE });
  });

  it('a pending address asking again gets no second mail within the hour, a new link after it, and the same answer', async () => {
    const email = fresh();
    expect((await subscribe(email)).status).toBe(200);
    const first = await mailTo(email, /Confirm/);
    const again = await subscribe(email);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    // The quiet answer is not mailed: one more subscription of another address proves the mails flowed.
    const other = fresh();
    await subscribe(other);
    await mailTo(other, /Confirm/);
    expect(smtp.mails.filter((m) => m.to === email)).toHaveLength(1);

    await b.sql(`update private.newsletter_tokens t set sent_at = now() - interval '61 minutes' from public.newsletter_subscribers s where s.id = t.subscriber_id and s.email = $1`, [email]);
    expect((await subscribe(email)).status).toBe(200);
    await expect.poll(() => smtp.mails.filter((m) => m.to === email).length, { timeout: 20_000 }).toBe(2);
    const mails = smtp.mails.filter((m) => m.to === email);
    // The earlier link died with the new one.
    const old = await fetch(linkIn(first.parsed.text ?? '', '/newsletter/confirm'));
    expect(old.status).toBe(400);
    expect(await titleOf(old)).toBe(CONFIRM_INVALID_TITLE);
    expect((await fetch(linkIn(mails[1].parsed.text ?? '', '/newsletter/confirm'))).status).toBe(200);
  });

  it('pending addresses older than 30 days are deleted by the purge; confirmed ones stay', async () => {
    const pending = fresh();
    const kept = fresh();
    await subscribe(pending);
    await mailTo(pending, /Confirm/);
    await subscribeAndConfirm(kept);
    await b.sql(`update public.newsletter_subscribers set pending_since = now() - interval '31 days' where email = $1`, [pending]);
    const purged = must(await b.service().rpc('newsletter_purge_pending'), 'purge');
    expect(purged).toBeGreaterThanOrEqual(1);
    expect((await b.service().from('newsletter_subscribers').select('id').eq('email', pending)).data).toEqual([]);
    expect(await row(kept)).toMatchObject({ is_active: true });
  });
});

describe('one-click unsubscribe', () => {
  it('GET shows one button and changes nothing; POST (RFC 8058 body) unsubscribes at once; again answers the same', async () => {
    const email = fresh();
    const welcome = await subscribeAndConfirm(email);
    const link = linkIn(welcome.parsed.text ?? '', '/newsletter/unsubscribe');
    for (let i = 0; i < 2; i++) {
      const page = await fetch(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<h1>${UNSUBSCRIBE_TITLE}</h1>`);
      expect(html.match(/<button/g)).toHaveLength(1);
      expect(html).toContain(`>${UNSUBSCRIBE_BUTTON}</button>`);
    }
    expect(await row(email)).toMatchObject({ is_active: true, unsubscribed_at: null });

    const post = () => fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    const r = await post();
    expect(r.status).toBe(200);
    expect(await titleOf(r)).toBe(UNSUBSCRIBED_TITLE);
    const after = await row(email);
    expect(after.is_active).toBe(false);
    expect(after.unsubscribed_at).not.toBeNull();
    const again = await post();
    expect(again.status).toBe(200);
    expect(await titleOf(again)).toBe(UNSUBSCRIBED_TITLE);
  });

  it('re-subscribing goes through confirmation again, and the old unsubscribe link no longer works', async () => {
    const email = fresh();
    const welcome = await subscribeAndConfirm(email);
    const oldLink = linkIn(welcome.parsed.text ?? '', '/newsletter/unsubscribe');
    expect((await fetch(oldLink, { method: 'POST' })).status).toBe(200);
    smtp.mails.length = 0;
    expect((await subscribe(email)).status).toBe(200);
    expect(await row(email)).toMatchObject({ is_active: false });
    const confirm = await mailTo(email, /Confirm/);
    expect((await fetch(linkIn(confirm.parsed.text ?? '', '/newsletter/confirm'))).status).toBe(200);
    expect(await row(email)).toMatchObject({ is_active: true });
    const stale = await fetch(oldLink, { method: 'POST' });
    expect(stale.status).toBe(400);
    expect(await titleOf(stale)).toBe(UNSUBSCRIBE_INVALID_TITLE);
    expect(await row(email)).toMatchObject({ is_active: true });
  });
});

describe('attacks', () => {
  it('subscribing someone else leaves them inactive, and nothing but the mailed link confirms them', async () => {
    const victim = fresh();
    expect((await subscribe(victim)).status).toBe(200);
    await mailTo(victim, /Confirm/);
    // Forged tokens, of the right shape and not; a token hash given as a token.
    const hash = (await b.sql<{ token_hash: string }>(`select t.token_hash from private.newsletter_tokens t join public.newsletter_subscribers s on s.id = t.subscriber_id where s.email = $1`, [victim]))[0].token_hash;
    for (const token of ['A'.repeat(43), 'x', hash, `${hash}'--`, '']) {
      const r = await fetch(`${b.url}/newsletter/confirm?token=${encodeURIComponent(token)}`);
      expect(r.status).toBe(400);
      expect(await titleOf(r)).toBe(CONFIRM_INVALID_TITLE);
    }
    // A POST or a HEAD does not confirm either.
    expect((await fetch(`${b.url}/newsletter/confirm?token=${'A'.repeat(43)}`, { method: 'POST' })).status).not.toBe(200);
    expect(await row(victim)).toMatchObject({ is_active: false });
    // The anonymous client cannot reach the service-only functions to confirm or re-subscribe.
    const anon = b.anon();
    expect((await anon.rpc('newsletter_confirm', { p_token_hash: hash })).error).not.toBeNull();
    expect((await anon.rpc('newsletter_subscribe', { p_email: victim, p_token_hash: hash })).error).not.toBeNull();
    expect((await anon.rpc('subscribe', { email: fresh() })).error).not.toBeNull();
    expect(await row(victim)).toMatchObject({ is_active: false });
  });

  it('a used confirmation link says the address is already confirmed (and mails nothing); an expired one does nothing', async () => {
    const email = fresh();
    await subscribe(email);
    const link = linkIn((await mailTo(email, /Confirm/)).parsed.text ?? '', '/newsletter/confirm');
    expect((await fetch(link)).status).toBe(200);
    await mailTo(email, /Welcome/);
    const reused = await fetch(link);
    expect(reused.status).toBe(200);
    expect(await titleOf(reused)).toBe(CONFIRM_ALREADY_TITLE);
    expect(await row(email)).toMatchObject({ is_active: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.filter((m) => m.to === email.toLowerCase() && /Welcome/.test(m.parsed.subject ?? ''))).toHaveLength(1);

    // Once the address has unsubscribed, the old link does not bring it back.
    await b.sql(`update public.newsletter_subscribers set is_active = false, unsubscribed_at = now() where email = $1`, [email]);
    const afterLeaving = await fetch(link);
    expect(afterLeaving.status).toBe(400);
    expect(await titleOf(afterLeaving)).toBe(CONFIRM_INVALID_TITLE);
    expect(await row(email)).toMatchObject({ is_active: false });

    const late = fresh();
    await subscribe(late);
    const lateLink = linkIn((await mailTo(late, /Confirm/)).parsed.text ?? '', '/newsletter/confirm');
    await b.sql(`update private.newsletter_tokens t set expires_at = now() - interval '1 second' from public.newsletter_subscribers s where s.id = t.subscriber_id and s.email = $1`, [late]);
    expect((await fetch(lateLink)).status).toBe(400);
    expect(await row(late)).toMatchObject({ is_active: false });
  });

  it('nobody unsubscribes someone else: forged tokens, my token with their id, their id with a wrong token', async () => {
    const me = fresh();
    const them = fresh();
    const mine = new URL(linkIn((await subscribeAndConfirm(me)).parsed.text ?? '', '/newsletter/unsubscribe'));
    await subscribeAndConfirm(them);
    const theirId = (await row(them)).id as string;
    const attempts = [
      `s=${theirId}&t=${mine.searchParams.get('t')}`,
      `s=${theirId}&t=${'0'.repeat(64)}`,
      `s=${theirId}&t=${createHash('sha256').update(`${theirId}:1`).digest('hex')}`,
      `s=${theirId}`,
      `s=${theirId}&t=x' or '1'='1`,
    ];
    for (const q of attempts) {
      const r = await fetch(`${b.url}/newsletter/unsubscribe?${q}`, { method: 'POST' });
      expect(r.status).toBe(400);
      expect(await titleOf(r)).toBe(UNSUBSCRIBE_INVALID_TITLE);
    }
    expect(await row(them)).toMatchObject({ is_active: true });
    expect(await row(me)).toMatchObject({ is_active: true });
  });

  it('answers tell nobody who is pending: new, pending (mailed or not) and unknown-after-purge all get the same answer, no sooner than the floor', async () => {
    const pending = fresh();
    await subscribe(pending);
    await mailTo(pending, /Confirm/);
    const cases = [fresh(), pending, pending];
    for (const email of cases) {
      const started = performance.now();
      const r = await subscribe(email);
      const took = performance.now() - started;
      expect(r.status).toBe(200);
      expect(await r.text()).toBe('{"ok":true}');
      // The answer never leaves before the floor, whatever the path (mail sent after the answer).
      expect(took).toBeGreaterThanOrEqual(SUBSCRIBE_ANSWER_FLOOR_MS - 5);
    }
  });

  it('header injection through the address is refused (400), through a mail field it is refused before sending', async () => {
    for (const email of ['a@b.co\r\nBcc: victim@example.test', 'a@b.co\nSubject: hi', 'x@y.z%0d%0aBcc:v@e.t']) {
      const r = await subscribe(email);
      expect(r.status).toBe(400);
    }
    const before = smtp.mails.length;
    await expect(sendMail({ to: 'a@example.test', subject: 'Hi\r\nBcc: victim@example.test', text: 'x' }, { smtpUrl: smtp.url })).rejects.toThrow(/line break/);
    await expect(sendMail({ to: 'a@example.test', subject: 'Hi', text: 'x', headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: v@e.t' } }, { smtpUrl: smtp.url })).rejects.toThrow(/line break/);
    expect(smtp.mails.length).toBe(before);
  });

  it('non-admins read no subscribers, no sends and no deliveries; only the service role reaches the sign-up functions', async () => {
    await subscribeAndConfirm(fresh());
    for (const who of ['user', 'partner'] as const) {
      const c = await b.asDemo(who);
      expect((await c.from('newsletter_subscribers').select('id')).data).toEqual([]);
      expect((await c.from('newsletter_sends').select('id')).data ?? []).toEqual([]);
      expect((await c.from('newsletter_deliveries').select('id')).data ?? []).toEqual([]);
      expect((await c.rpc('newsletter_unsubscribe', { p_id: '00000000-0000-0000-0000-000000000000', p_token: 'x', p_apply: true })).error?.code).toBe('42501');
      expect((await c.rpc('newsletter_purge_pending')).error?.code).toBe('42501');
    }
    expect((await b.anon().from('newsletter_subscribers').select('id')).error).not.toBeNull();
  });
});
