import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, netlifyHeadersFile, securityHeaders, supabaseOrigin } from './security-headers';

describe('security headers', () => {
  it('the CSP allows the build’s Supabase origin for data, https images (imported catalogues), nothing broader', () => {
    const csp = contentSecurityPolicy('https://abc.supabase.co/');
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const withoutImages = csp.replace(/img-src [^;]*;/, '');
    expect(withoutImages).not.toMatch(/unsafe-inline|unsafe-eval|\*|https:(?!\/\/abc)/);
  });

  it('without a Supabase URL (same origin) only self; junk URLs are ignored', () => {
    expect(contentSecurityPolicy()).toContain("connect-src 'self';");
    expect(supabaseOrigin('javascript:alert(1)')).toBeUndefined();
    expect(supabaseOrigin('not a url')).toBeUndefined();
    expect(contentSecurityPolicy("https://x.test; script-src 'unsafe-inline'")).not.toContain('unsafe-inline');
  });

  it('the full set, and report-uri only when asked (local development)', () => {
    const h = securityHeaders('https://abc.supabase.co');
    expect(Object.keys(h).sort()).toEqual(['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Permissions-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options']);
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Content-Security-Policy']).not.toContain('report-uri');
    expect(securityHeaders(undefined, { reportUri: '/_dev/csp-report' })['Content-Security-Policy']).toContain('report-uri /_dev/csp-report');
  });

  it('Netlify’s _headers file applies them to every path', () => {
    const file = netlifyHeadersFile('https://abc.supabase.co');
    expect(file).toMatch(/^# .*\n\/\*\n/);
    expect(file).toContain('  Content-Security-Policy: default-src \'self\'');
    expect(file).toContain('  Referrer-Policy: strict-origin-when-cross-origin\n');
  });
});
