/**
 * Reset requests (POST /auth/v1/recover) under attack. Exhaustion: 30 anonymous requests for one
 * address used to spend the whole hourly mail quota, after which nobody could reset for an hour; now
 * one address gets RECOVER_PER_ADDRESS mails an hour and one client RECOVER_PER_CLIENT requests.
 * Enumeration: a known address used to answer 429 where an unknown one answered 200; now both get the
 * same status and body under every limit (and without any).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../supabase/local/mail-viewer.ts';
import { RECOVER_PER_ADDRESS, RECOVER_PER_CLIENT } from '../../supabase/local/auth/config.ts';
import { DEMO, startTestBackend, type TestBackend } from '../helpers/backend.ts';

async function recover(b: TestBackend, email: string): Promise<{ status: number; body: unknown }> {
  const r = await fetch(`${b.url}/auth/v1/recover`, { method: 'POST', headers: { apikey: b.publishableKey, 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  return { status: r.status, body: await r.json() };
}

const mailsTo = async (b: TestBackend, to: string) => (await readMailbox(b.mailboxDir)).filter((m) => m.to === to).length;
const UNKNOWN = 'nobody-at-all@example.test';

describe('the address limit', () => {
  let b: TestBackend;
  // The mail quota of supabase/config.toml (30 an hour); the client limit lifted to isolate the address limit.
  beforeAll(async () => {
    b = await startTestBackend({ auth: { rateLimit: { recoverPerClient: 1000 } } });
  });
  afterAll(async () => b?.close());

  it('with no limit reached, a known and an unknown address both get 200 {}', async () => {
    expect(await recover(b, UNKNOWN)).toEqual({ status: 200, body: {} });
    expect(await recover(b, DEMO.admin.email)).toEqual({ status: 200, body: {} });
  });

  it('30 anonymous requests for one address send RECOVER_PER_ADDRESS mails; another user can still reset', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await recover(b, DEMO.user.email)).status);
    expect(statuses).toEqual([...Array(RECOVER_PER_ADDRESS).fill(200), ...Array(30 - RECOVER_PER_ADDRESS).fill(429)]);
    expect(await mailsTo(b, DEMO.user.email)).toBe(RECOVER_PER_ADDRESS);
    expect(await recover(b, DEMO.partner.email)).toEqual({ status: 200, body: {} });
    expect(await mailsTo(b, DEMO.partner.email)).toBe(1);
  });

  it('past it, an unknown address gets the same answer as a known one', async () => {
    for (let i = 0; i < 30; i++) await recover(b, UNKNOWN);
    const known = await recover(b, DEMO.user.email);
    expect(known).toEqual({ status: 429, body: expect.objectContaining({ code: 'over_email_send_rate_limit' }) });
    expect(await recover(b, UNKNOWN)).toEqual(known);
  });
});

describe('the hourly mail quota', () => {
  it('used up, an unknown address gets the same answer as a known one', async () => {
    const b = await startTestBackend({ auth: { rateLimit: { emailSent: 2 } } });
    try {
      expect((await recover(b, DEMO.admin.email)).status).toBe(200);
      expect((await recover(b, DEMO.partner.email)).status).toBe(200);
      const known = await recover(b, DEMO.user.email);
      expect(known).toEqual({ status: 429, body: expect.objectContaining({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' }) });
      expect(await recover(b, UNKNOWN)).toEqual(known);
      expect(await mailsTo(b, DEMO.user.email)).toBe(0);
    } finally {
      await b.close();
    }
  });
});

describe('the client limit', () => {
  it('one client cycling through addresses is stopped after RECOVER_PER_CLIENT requests; known and unknown then answer alike', async () => {
    const b = await startTestBackend();
    try {
      for (let i = 0; i < RECOVER_PER_CLIENT; i++) expect((await recover(b, `filler-${i}@example.test`)).status).toBe(200);
      const known = await recover(b, DEMO.user.email);
      expect(known).toEqual({ status: 429, body: expect.objectContaining({ code: 'over_request_rate_limit' }) });
      expect(await recover(b, UNKNOWN)).toEqual(known);
      expect(await mailsTo(b, DEMO.user.email)).toBe(0);
    } finally {
      await b.close();
    }
  });
});
