import { describe, expect, it } from 'vitest';
import { authCallbackInUrl } from './auth-in-play';

describe('authCallbackInUrl', () => {
  it('recognises the implicit-flow callbacks auth-js reads', () => {
    expect(authCallbackInUrl('https://x.test/reset-password#access_token=a&refresh_token=b&type=recovery')).toBe(true);
    expect(authCallbackInUrl('https://x.test/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid')).toBe(true);
    expect(authCallbackInUrl('https://x.test/login?error_description=bad')).toBe(true);
  });

  it('leaves ordinary pages alone', () => {
    expect(authCallbackInUrl('https://x.test/')).toBe(false);
    expect(authCallbackInUrl('https://x.test/discover?type=recipe&page=2')).toBe(false);
    expect(authCallbackInUrl('https://x.test/how-cheese-is-made#ingredients')).toBe(false);
    expect(authCallbackInUrl('not a url')).toBe(false);
  });
});
