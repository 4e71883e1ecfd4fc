import { describe, expect, it } from 'vitest';
import { requestResetLink, RESET_FAILED, RESET_FUNCTION_PATH, RESET_ON_THE_WEBSITE } from './password-reset-request';

const reply = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });
const opts = (fetch: (input: string, init: RequestInit) => Promise<Response>) => ({ functionsBase: 'https://fn.example', offlineText: 'OFFLINE', fetch });

describe('requestResetLink', () => {
  it('posts the trimmed address to the site function and resolves null on 200', async () => {
    const calls: [string, RequestInit][] = [];
    const result = await requestResetLink('  a@b.co ', opts(async (input, init) => {
      calls.push([input, init]);
      return new Response('{"ok":true}', { status: 200 });
    }));
    expect(result).toBeNull();
    expect(calls[0][0]).toBe(`https://fn.example${RESET_FUNCTION_PATH}`);
    expect(calls[0][1].method).toBe('POST');
    expect(JSON.parse(String(calls[0][1].body))).toEqual({ email: 'a@b.co' });
  });

  it("shows the function's error text (limits, bad input)", async () => {
    expect(await requestResetLink('a@b.co', opts(reply(429, { error: 'Too many.' })))).toBe('Too many.');
    expect(await requestResetLink('a@b.co', opts(reply(400, { error: 'Please enter a valid email address.' })))).toBe('Please enter a valid email address.');
  });

  it('a failed request reads as offline; an answer without a text as a generic failure', async () => {
    expect(await requestResetLink('a@b.co', opts(async () => Promise.reject(new TypeError('Failed to fetch'))))).toBe('OFFLINE');
    expect(await requestResetLink('a@b.co', opts(async () => new Response('<html>', { status: 502 })))).toBe(RESET_FAILED);
  });

  it('in the desktop app (pages on app://) says to use the website, and sends nothing', async () => {
    let called = false;
    const fetch = async () => { called = true; return new Response('{}', { status: 200 }); };
    const desktop = { functionsBase: '', offlineText: 'OFFLINE', fetch, pageUrl: 'app://cheezopedia/forgot-password' };
    expect(await requestResetLink('a@b.co', desktop)).toBe(RESET_ON_THE_WEBSITE);
    expect(called).toBe(false);
    expect(await requestResetLink('a@b.co', { ...desktop, pageUrl: 'https://www.cheezopedia.com/forgot-password' })).toBeNull();
    expect(called).toBe(true);
  });
});
