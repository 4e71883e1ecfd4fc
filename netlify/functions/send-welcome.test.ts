import { describe, expect, it } from 'vitest';
import { HTTP_ERRORS as CONTACT_ERRORS } from '../lib/http';
import type { MailMessage as Mail } from '../lib/mailer';
import { createSendWelcome, ERRORS, config, likeExact, type WelcomeDeps } from './send-welcome';

function fakeDeps(subscribed: string[] = ['ada@example.com'], overrides: Partial<WelcomeDeps> = {}) {
  const mails: Mail[] = [];
  const lookups: string[] = [];
  const welcomed = new Set<string>();
  const deps: WelcomeDeps = {
    async claimWelcome(email) {
      lookups.push(email);
      const key = email.toLowerCase();
      if (!subscribed.includes(key)) return 'not_subscribed';
      if (welcomed.has(key)) return 'welcomed';
      welcomed.add(key);
      return 'claimed';
    },
    async releaseWelcome(email) {
      welcomed.delete(email.toLowerCase());
    },
    async sendMail(mail) {
      mails.push(mail);
    },
    log: () => {},
    ...overrides,
  };
  return { mails, lookups, handler: createSendWelcome(() => deps) };
}

const post = (body: unknown, raw = false) =>
  new Request('http://localhost/.netlify/functions/send-welcome', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });

describe('send-welcome', () => {
  it('mails the welcome message to a subscribed address', async () => {
    const { handler, mails } = fakeDeps();
    const res = await handler(post({ email: ' Ada@Example.com ' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('Ada@Example.com');
    expect(mails[0].subject).toBe('Welcome to Cheezopedia!');
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers 405 to %s', async (method) => {
    const { handler, mails } = fakeDeps();
    const res = await handler(new Request('http://localhost/x', { method, ...(method === 'GET' ? {} : { body: '{}' }) }));
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect(await res.json()).toEqual({ error: ERRORS.method });
    expect(mails).toHaveLength(0);
  });

  it.each([
    ['non-JSON', 'email=ada@example.com', true, CONTACT_ERRORS.notJson],
    ['an array', '[]', true, CONTACT_ERRORS.notJson],
    ['missing email', {}, false, CONTACT_ERRORS.emailRequired],
    ['empty email', { email: '' }, false, CONTACT_ERRORS.emailRequired],
    ['non-string email', { email: 7 }, false, CONTACT_ERRORS.emailRequired],
    ['bad email', { email: 'not-an-email' }, false, CONTACT_ERRORS.emailInvalid],
    ['email with two @', { email: 'a@b@c.com' }, false, CONTACT_ERRORS.emailInvalid],
  ])('answers 400 to %s', async (_label, body, raw, error) => {
    const { handler, mails, lookups } = fakeDeps();
    const res = await handler(post(body, raw));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(mails).toHaveLength(0);
    expect(lookups).toHaveLength(0);
  });

  it('refuses to mail an address that is not subscribed', async () => {
    const { handler, mails } = fakeDeps([]);
    const res = await handler(post({ email: 'stranger@example.com' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: ERRORS.notSubscribed });
    expect(mails).toHaveLength(0);
  });

  it('pretends success for a filled honeypot without sending', async () => {
    const { handler, mails, lookups } = fakeDeps();
    const res = await handler(post({ email: 'ada@example.com', company: 'bot' }));
    expect(res.status).toBe(200);
    expect(mails).toHaveLength(0);
    expect(lookups).toHaveLength(0);
  });

  it('mails an address once: repeated calls (any letter case) answer ok without mail', async () => {
    const { handler, mails } = fakeDeps();
    for (const email of ['ada@example.com', 'ada@example.com', 'ADA@example.com']) expect((await handler(post({ email }))).status).toBe(200);
    expect(mails).toHaveLength(1);
  });

  it('a failed mail releases the claim, so the next call sends it', async () => {
    let fail = true;
    const sent: Mail[] = [];
    const { handler } = fakeDeps(undefined, {
      sendMail: async (m) => {
        if (fail) throw new Error('smtp');
        sent.push(m);
      },
    });
    expect((await handler(post({ email: 'ada@example.com' }))).status).toBe(502);
    fail = false;
    expect((await handler(post({ email: 'ada@example.com' }))).status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it('reports a lookup failure as 500 with an error field', async () => {
    const { handler } = fakeDeps([], { claimWelcome: async () => Promise.reject(new Error('db down')) });
    const res = await handler(post({ email: 'ada@example.com' }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: ERRORS.lookupFailed });
  });

  it('reports a mail failure as 502 with an error field', async () => {
    const { handler } = fakeDeps(undefined, { sendMail: async () => Promise.reject(new Error('smtp')) });
    const res = await handler(post({ email: 'ada@example.com' }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: ERRORS.mailFailed });
  });

  it('escapes LIKE wildcards in the lookup', () => {
    expect(likeExact('a_b%c*d\\e@x.io')).toBe('a\\_b\\%c\\*d\\\\e@x.io');
  });

  it('declares a rate limit per client IP', () => {
    expect(config.rateLimit.aggregateBy).toEqual(['ip']);
  });
});
