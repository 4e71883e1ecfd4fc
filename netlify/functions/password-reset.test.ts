import { describe, expect, it } from 'vitest';
import { RECOVER_PER_ADDRESS, RECOVER_PER_CLIENT } from '../../supabase/local/auth/config.ts';
import { addressHash, clientHash, createPasswordReset, RESET_ANSWER_FLOOR_MS, RESET_ERRORS, RESET_PER_ADDRESS, RESET_PER_CLIENT, resetMail, type LimitVerdict, type ResetDeps } from './password-reset';

const KNOWN = 'known@example.test';
const SITE = { site: { url: 'https://cheezopedia.example' }, ip: '203.0.113.7' };

function fakes(verdict: LimitVerdict = 'ok', overrides: Partial<ResetDeps> = {}) {
  const calls = { counted: [] as [string, string][], links: [] as [string, string][], mails: [] as { to: string; text: string }[] };
  const deps: ResetDeps = {
    async countRequest(a, c) {
      calls.counted.push([a, c]);
      return verdict;
    },
    async recoveryLink(email, redirectTo) {
      calls.links.push([email, redirectTo]);
      return email === KNOWN ? 'https://proj.supabase.co/auth/v1/verify?token=t&type=recovery&redirect_to=x' : null;
    },
    async sendMail(m) {
      calls.mails.push(m);
    },
    log: () => undefined,
    sleep: async () => undefined,
    ...overrides,
  };
  return { handler: createPasswordReset(() => deps, {}), calls };
}

const post = (body: unknown) => new Request('https://cheezopedia.example/.netlify/functions/password-reset', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) });
const answer = async (r: Response) => ({ status: r.status, body: (await r.json()) as unknown });

describe('password-reset function', () => {
  it('keeps the limits of the local auth (3 per address, 10 per client an hour)', () => {
    expect([RESET_PER_ADDRESS, RESET_PER_CLIENT]).toEqual([RECOVER_PER_ADDRESS, RECOVER_PER_CLIENT]);
  });

  it('refuses bad input with 400 and counts nothing', async () => {
    const { handler, calls } = fakes();
    expect(await answer(await handler(post({ email: 'not an email' }), SITE))).toEqual({ status: 400, body: { error: 'Please enter a valid email address.' } });
    expect(await answer(await handler(post({}), SITE))).toEqual({ status: 400, body: { error: 'Email is required.' } });
    expect(await answer(await handler(post('nope'), SITE))).toEqual({ status: 400, body: { error: 'Request body must be a JSON object.' } });
    expect((await handler(new Request('https://x.example/', { method: 'GET' }), SITE)).status).toBe(405);
    expect(calls.counted).toEqual([]);
  });

  it('a known and an unknown address get the same answer; only the known one gets a mail, with the site reset page as redirect', async () => {
    const { handler, calls } = fakes();
    const known = await answer(await handler(post({ email: ` ${KNOWN.toUpperCase()} ` }), SITE));
    const unknown = await answer(await handler(post({ email: 'nobody@example.test' }), SITE));
    expect(known).toEqual({ status: 200, body: { ok: true } });
    expect(unknown).toEqual(known);
    expect(calls.links).toEqual([[KNOWN, 'https://cheezopedia.example/reset-password'], ['nobody@example.test', 'https://cheezopedia.example/reset-password']]);
    expect(calls.mails.map((m) => m.to)).toEqual([KNOWN]);
    expect(calls.mails[0].text).toContain('https://proj.supabase.co/auth/v1/verify?token=t&type=recovery');
    expect(calls.counted[0]).toEqual([addressHash(KNOWN), clientHash('203.0.113.7')]);
  });

  it('counts hashes only: the address in any case is one key; IPv6 addresses of one /64 are one client', () => {
    expect(addressHash('A@B.co ')).toBe(addressHash('a@b.co'));
    expect(addressHash('a@b.co')).not.toContain('@');
    expect(clientHash('2001:db8:1:2::1')).toBe(clientHash('2001:db8:1:2:ffff::9'));
  });

  it.each([
    ['client', RESET_ERRORS.overClient],
    ['address', RESET_ERRORS.overAddress],
  ] as const)('past the %s limit: 429 with one text for every address, and GoTrue is never asked', async (verdict, text) => {
    const { handler, calls } = fakes(verdict);
    const known = await answer(await handler(post({ email: KNOWN }), SITE));
    expect(known).toEqual({ status: 429, body: { error: text } });
    expect(await answer(await handler(post({ email: 'nobody@example.test' }), SITE))).toEqual(known);
    expect(calls.links).toEqual([]);
    expect(calls.mails).toEqual([]);
  });

  it('a failure that only a known address can meet (link, mail) still answers 200 {ok:true}', async () => {
    const failingMail = fakes('ok', { sendMail: async () => Promise.reject(new Error('SMTP down')) });
    expect(await answer(await failingMail.handler(post({ email: KNOWN }), SITE))).toEqual({ status: 200, body: { ok: true } });
    const failingLink = fakes('ok', { recoveryLink: async () => Promise.reject(new Error('HTTP 500')) });
    expect(await answer(await failingLink.handler(post({ email: KNOWN }), SITE))).toEqual({ status: 200, body: { ok: true } });
  });

  it('when the counters cannot be reached, 503 whatever the address (nothing is sent)', async () => {
    const { handler, calls } = fakes('ok', { countRequest: async () => Promise.reject(new Error('down')) });
    const known = await answer(await handler(post({ email: KNOWN }), SITE));
    expect(known).toEqual({ status: 503, body: { error: RESET_ERRORS.unavailable } });
    expect(await answer(await handler(post({ email: 'nobody@example.test' }), SITE))).toEqual(known);
    expect(calls.mails).toEqual([]);
  });

  it('with context.waitUntil, the mail is handed to it rather than awaited before the answer', async () => {
    const { handler, calls } = fakes();
    const handed: Promise<unknown>[] = [];
    const res = await handler(post({ email: KNOWN }), { ...SITE, waitUntil: (p) => void handed.push(p) });
    expect(await answer(res)).toEqual({ status: 200, body: { ok: true } });
    expect(handed).toHaveLength(1);
    await handed[0];
    expect(calls.mails.map((m) => m.to)).toEqual([KNOWN]);
    const none: Promise<unknown>[] = [];
    await handler(post({ email: 'nobody@example.test' }), { ...SITE, waitUntil: (p) => void none.push(p) });
    expect(none).toEqual([]);
  });

  it('within the limits, known and unknown answers both wait out the same floor after the count', async () => {
    let clock = 1000;
    const slept: number[] = [];
    const { handler } = fakes('ok', {
      now: () => clock,
      sleep: async (ms) => void slept.push(ms),
      // GoTrue takes 40 ms for a known address (it writes a token), 5 ms for an unknown one.
      recoveryLink: async (email) => {
        clock += email === KNOWN ? 40 : 5;
        return email === KNOWN ? 'https://p.example/auth/v1/verify?token=t&type=recovery' : null;
      },
    });
    await handler(post({ email: KNOWN }), SITE);
    await handler(post({ email: 'nobody@example.test' }), SITE);
    expect(slept).toEqual([RESET_ANSWER_FLOOR_MS - 40, RESET_ANSWER_FLOOR_MS - 5]);
  });

  it('the mail escapes the link in HTML', () => {
    expect(resetMail(KNOWN, 'https://x.example/v?a=1&b="2"').html).toContain('href="https://x.example/v?a=1&amp;b=&quot;2&quot;"');
  });
});
