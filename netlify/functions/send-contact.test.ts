import { describe, expect, it } from 'vitest';
import { contactAcknowledgement, createSendContact, ERRORS, MAX_BODY_CHARS, config, type ContactDeps } from './send-contact';
import type { MailMessage as Mail } from '../lib/mailer';

function fakeDeps(overrides: Partial<ContactDeps> = {}) {
  const stored: { id: string; name: string; email: string; message: string; sent: string | null; error: string | null }[] = [];
  const mails: Mail[] = [];
  const deps: ContactDeps = {
    contactTo: 'team@cheezopedia.test',
    async store(input) {
      const id = `id-${stored.length + 1}`;
      stored.push({ id, ...input, sent: null, error: null });
      return id;
    },
    async markMail(id, error) {
      const row = stored.find((r) => r.id === id)!;
      if (error === null) row.sent = 'now';
      row.error = error;
    },
    async sendMail(mail) {
      mails.push(mail);
    },
    log: () => {},
    ...overrides,
  };
  return { deps, stored, mails, handler: createSendContact(() => deps) };
}

const post = (body: unknown, raw = false) =>
  new Request('http://localhost/.netlify/functions/send-contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });

const valid = { name: 'Ada', email: 'ada@example.com', message: 'I love comté.' };

describe('send-contact', () => {
  it('stores the message, mails the team and the sender, marks it sent', async () => {
    const { handler, stored, mails } = fakeDeps();
    const res = await handler(post({ ...valid, name: '  Ada  ' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, id: 'id-1' });
    expect(stored).toEqual([{ id: 'id-1', name: 'Ada', email: 'ada@example.com', message: 'I love comté.', sent: 'now', error: null }]);
    expect(mails.map((m) => m.to)).toEqual(['team@cheezopedia.test', 'ada@example.com']);
    expect(mails[0].text).toContain('I love comté.');
    expect(mails[0].text).toContain('ada@example.com');
  });

  it('the sender copy relays nothing the sender typed: no message, name or links (spam relay)', async () => {
    const { handler, mails } = fakeDeps();
    const spam = { name: 'Win at https://evil.example/a', email: 'victim@example.com', message: 'Claim your prize: https://evil.example/prize <a href="https://evil.example">here</a>' };
    expect((await handler(post(spam))).status).toBe(200);
    const copy = mails.find((m) => m.to === 'victim@example.com')!;
    expect(copy).toEqual(contactAcknowledgement('victim@example.com'));
    expect(`${copy.subject}\n${copy.text}`).not.toMatch(/evil|prize|Win at|https?:/);
    // The team still gets everything.
    expect(mails.find((m) => m.to === 'team@cheezopedia.test')!.text).toContain('Claim your prize');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('answers 405 to %s', async (method) => {
    const { handler, stored } = fakeDeps();
    const res = await handler(new Request('http://localhost/x', { method, ...(method === 'GET' ? {} : { body: '{}' }) }));
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
    expect(await res.json()).toEqual({ error: ERRORS.method });
    expect(stored).toHaveLength(0);
  });

  it.each([
    ['non-JSON', 'name=Ada', ERRORS.notJson],
    ['empty body', '', ERRORS.notJson],
    ['a JSON array', '[1,2]', ERRORS.notJson],
    ['a JSON string', '"hello"', ERRORS.notJson],
    ['JSON null', 'null', ERRORS.notJson],
  ])('answers 400 to %s', async (_label, raw, error) => {
    const { handler, stored, mails } = fakeDeps();
    const res = await handler(post(raw, true));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(stored).toHaveLength(0);
    expect(mails).toHaveLength(0);
  });

  it('answers 413 to an oversized body', async () => {
    const { handler } = fakeDeps();
    const res = await handler(post({ ...valid, message: 'x'.repeat(MAX_BODY_CHARS) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: ERRORS.tooLarge });
  });

  it.each([
    ['missing name', { email: valid.email, message: valid.message }, ERRORS.nameRequired],
    ['blank name', { ...valid, name: '   ' }, ERRORS.nameRequired],
    ['numeric name', { ...valid, name: 42 }, ERRORS.nameRequired],
    ['long name', { ...valid, name: 'n'.repeat(201) }, ERRORS.nameTooLong],
    ['missing email', { name: 'Ada', message: 'Hi' }, ERRORS.emailRequired],
    ['blank email', { ...valid, email: '  ' }, ERRORS.emailRequired],
    ['email without @', { ...valid, email: 'ada.example.com' }, ERRORS.emailInvalid],
    ['email without domain dot', { ...valid, email: 'ada@example' }, ERRORS.emailInvalid],
    ['email with spaces', { ...valid, email: 'ada lovelace@example.com' }, ERRORS.emailInvalid],
    ['overlong email', { ...valid, email: `${'a'.repeat(320)}@example.com` }, ERRORS.emailInvalid],
    ['missing message', { name: 'Ada', email: valid.email }, ERRORS.messageRequired],
    ['blank message', { ...valid, message: ' \n ' }, ERRORS.messageRequired],
    ['message over 5,000 characters', { ...valid, message: 'm'.repeat(5001) }, ERRORS.messageTooLong],
  ])('answers 400 to %s', async (_label, body, error) => {
    const { handler, stored, mails } = fakeDeps();
    const res = await handler(post(body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
    expect(stored).toHaveLength(0);
    expect(mails).toHaveLength(0);
  });

  it('accepts a message of exactly 5,000 characters', async () => {
    const { handler, stored } = fakeDeps();
    const res = await handler(post({ ...valid, message: 'm'.repeat(5000) }));
    expect(res.status).toBe(200);
    expect(stored).toHaveLength(1);
  });

  it('pretends success for a filled honeypot without storing or sending', async () => {
    const { handler, stored, mails } = fakeDeps();
    const res = await handler(post({ ...valid, company: 'Spam Inc' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(stored).toHaveLength(0);
    expect(mails).toHaveLength(0);
  });

  it('treats an empty honeypot as a person', async () => {
    const { handler, stored } = fakeDeps();
    expect((await handler(post({ ...valid, company: '' }))).status).toBe(200);
    expect(stored).toHaveLength(1);
  });

  it('returns an error field and sends nothing when storing fails', async () => {
    const { handler, mails } = fakeDeps({ store: async () => Promise.reject(new Error('db down')) });
    const res = await handler(post(valid));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: ERRORS.storeFailed });
    expect(mails).toHaveLength(0);
  });

  it('keeps the stored message and records the error when the team mail fails', async () => {
    const { handler, stored } = fakeDeps({ sendMail: async () => Promise.reject(new Error('SMTP refused')) });
    const res = await handler(post(valid));
    expect(res.status).toBe(502);
    expect((await res.json()).error).toBe(ERRORS.mailFailed);
    expect(stored).toHaveLength(1);
    expect(stored[0].sent).toBeNull();
    expect(stored[0].error).toBe('SMTP refused');
  });

  it('marks the message sent but reports the error when only the confirmation fails', async () => {
    let calls = 0;
    const { handler, stored } = fakeDeps({
      sendMail: async () => {
        calls += 1;
        if (calls === 2) throw new Error('mailbox full');
      },
    });
    const res = await handler(post(valid));
    expect(res.status).toBe(502);
    expect(stored[0].error).toBe('confirmation: mailbox full');
  });

  it('treats a missing CONTACT_TO as a mail failure, message still stored', async () => {
    const { handler, stored } = fakeDeps({ contactTo: undefined });
    const res = await handler(post(valid));
    expect(res.status).toBe(502);
    expect(stored[0].error).toBe('CONTACT_TO is not set');
  });

  it('declares a rate limit per client IP', () => {
    expect(config.rateLimit).toEqual({ windowLimit: 5, windowSize: 60, aggregateBy: ['ip'] });
  });
});
