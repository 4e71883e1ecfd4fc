/** The local backend's Netlify-style path routing of functions and its compression choice. */
import { describe, expect, it } from 'vitest';
import { pathPattern } from '../../supabase/local/functions/registry.ts';
import { chooseEncoding } from '../../supabase/local/compress.ts';
import { config as pagesConfig } from '../../netlify/functions/pages.ts';

const matchPath = (pattern: string, pathname: string) => pathPattern(pattern).test(pathname);
const routedToPages = (p: string) => pagesConfig.path.some((x) => matchPath(x, p)) && !pagesConfig.excludedPath.some((x) => matchPath(x, p));

describe('function paths', () => {
  it.each([
    ['/', '/', true],
    ['/discover', '/discover', true],
    ['/:slug', '/brie-tart', true],
    ['/:slug', '/', false],
    ['/:slug', '/admin/cheeses', false],
    ['/admin/*', '/admin/cheeses/new', true],
    ['/sitemap.xml', '/sitemap.xml', true],
    ['/discover', '/discover/x', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchPath(pattern, path)).toBe(expected);
  });

  it('the pages function renders the public routes and leaves account, admin and SEO files alone', () => {
    for (const p of ['/', '/discover', '/baked-camembert', '/unknown-slug', '/privacy', '/terms', '/search', '/cheese-types/gruyere']) expect(routedToPages(p), p).toBe(true);
    // Nested unknown paths get the renderer's 404 (not the SPA fallback's 200), under /admin too.
    for (const p of ['/a/b', '/discover/x', '/admin/no-such-page', '/partners/x/y']) expect(routedToPages(p), p).toBe(true);
    for (const p of ['/login', '/signup', '/forgot-password', '/reset-password', '/partners', '/admin', '/sitemap.xml', '/robots.txt', '/feed.xml', '/app.html', '/.netlify/functions/view']) {
      expect(routedToPages(p), p).toBe(false);
    }
  });
});

describe('compression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['', null],
    ['*', 'br'],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
