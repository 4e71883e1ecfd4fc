/** GoTrue's redirect_to rules (site URL, loopback, glob allow-list) and config.toml reading. */
import { describe, expect, it } from 'vitest';
import { globToRegExp, isRedirectUrlValid } from '../../supabase/local/auth/redirect.ts';
import { loadAuthConfig, parseAuthConfig, RECOVER_PER_ADDRESS, RECOVER_PER_CLIENT } from '../../supabase/local/auth/config.ts';

const policy = { siteUrl: 'https://www.cheezopedia.com', allowList: ['https://*.netlify.app/**', 'app://cheezopedia', 'https://preview-?.cheezopedia.com/reset-password', 'https://{a,b}.example.com/*'] };

describe('isRedirectUrlValid', () => {
  it.each([
    ['https://www.cheezopedia.com/reset-password', true],
    ['https://www.cheezopedia.com/reset-password#x', true],
    ['http://www.cheezopedia.com/', false],
    ['https://www.cheezopedia.com:444/', false],
    ['https://evil.example/', false],
    ['https://www.cheezopedia.com.evil.example/', false],
    ['https://www.cheezopedia.com@evil.example/', false],
    ['http://127.0.0.1:9999/reset-password', true],
    ['http://[::1]:9999/', true],
    ['http://10.0.0.1/', false],
    ['http://167772161/', false], // 10.0.0.1 in decimal
    ['https://deploy-preview-3--site.netlify.app/reset-password', true],
    ['https://a.b.netlify.app/', false],
    ['https://evil.example/?https://x.netlify.app/', false],
    ['app://cheezopedia', true],
    ['app://cheezopedia/reset-password', false],
    ['https://preview-1.cheezopedia.com/reset-password', true],
    ['https://preview-12.cheezopedia.com/reset-password', false],
    ['https://a.example.com/x', true],
    ['https://c.example.com/x', false],
    ['https://a.example.com/x/y', false],
    ['not a url', false],
    ['', false],
  ])('%s → %s', (url, ok) => {
    expect(isRedirectUrlValid(policy, url)).toBe(ok);
  });

  it('any port on localhost when the site is localhost (RFC 8252)', () => {
    const local = { siteUrl: 'http://localhost:4173', allowList: [] };
    expect(isRedirectUrlValid(local, 'http://localhost:5173/reset-password')).toBe(true);
    expect(isRedirectUrlValid(local, 'https://localhost:5173/')).toBe(false);
  });

  it('glob: * stays within a label or segment, ** crosses', () => {
    expect(globToRegExp('https://*.x.com').test('https://a.x.com')).toBe(true);
    expect(globToRegExp('https://*.x.com').test('https://a.b.x.com')).toBe(false);
    expect(globToRegExp('https://**.x.com').test('https://a.b.x.com')).toBe(true);
  });
});

describe('config.toml', () => {
  it('reads the project file: site_url, allow-list, rate limits, double confirm', () => {
    const c = loadAuthConfig();
    expect(c.siteUrl).toBe('http://localhost:4173');
    expect(c.additionalRedirectUrls).toContain('http://localhost:5173');
    expect(c.doubleConfirmChanges).toBe(true);
    expect(c.rateLimit).toEqual({ signInSignUps: 30, tokenRefresh: 150, emailSent: 30, recoverPerAddress: RECOVER_PER_ADDRESS, recoverPerClient: RECOVER_PER_CLIENT });
  });

  it('missing keys keep the CLI defaults; the layout of other sections does not matter', () => {
    const c = parseAuthConfig('[local_smtp]\nenabled = true\n[auth]\nsite_url = "https://x.test"\n[auth.email]\nenabled = true\n');
    expect(c).toEqual({ siteUrl: 'https://x.test', additionalRedirectUrls: [], doubleConfirmChanges: true, rateLimit: { signInSignUps: 30, tokenRefresh: 150, emailSent: 2, recoverPerAddress: RECOVER_PER_ADDRESS, recoverPerClient: RECOVER_PER_CLIENT } });
  });
});
