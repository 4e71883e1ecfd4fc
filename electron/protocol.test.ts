import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildContentSecurityPolicy, contentTypeFor, createProtocolHandler, hasDotSegments, resolveInside, supabaseOriginOf } from './protocol';

const root = path.resolve('/srv/cheezopedia/dist-desktop');
const files: Record<string, string> = {
  'index.html': '<!doctype html><div id="root"></div>',
  'assets/index-abc123.js': 'console.log(1)',
  'assets/index-abc123.css': 'body{}',
  'favicon.svg': '<svg/>',
  'sample-cheeses-import.csv': 'name\nBrie',
};
const reads: string[] = [];

async function readFile(file: string): Promise<Uint8Array> {
  reads.push(file);
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative in files) return new TextEncoder().encode(files[relative]);
  if (relative === 'assets') throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
  throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
}

const handler = createProtocolHandler({ root, supabaseOrigin: 'https://abc.supabase.co/', readFile });
const get = (url: string, method = 'GET') => handler(new Request(url, { method }));

describe('app:// protocol handler', () => {
  it('serves a built file with its content type and the CSP', async () => {
    const response = await get('app://cheezopedia/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe(buildContentSecurityPolicy('https://abc.supabase.co'));
  });

  it.each([
    ['app://cheezopedia/assets/index-abc123.css', 'text/css; charset=utf-8'],
    ['app://cheezopedia/favicon.svg', 'image/svg+xml'],
    ['app://cheezopedia/sample-cheeses-import.csv', 'text/csv; charset=utf-8'],
    ['app://cheezopedia/', 'text/html; charset=utf-8'],
  ])('content type of %s', async (url, type) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
  });

  it.each(['app://cheezopedia/admin', 'app://cheezopedia/admin/articles/new', 'app://cheezopedia/admin/cheeses/edit/42', 'app://cheezopedia/brie-guide'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    },
  );

  it('answers 404 for a missing asset instead of the SPA', async () => {
    const response = await get('app://cheezopedia/assets/index-gone.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('root');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });

  it('answers 404 for a directory', async () => {
    expect((await get('app://cheezopedia/assets.d/')).status).toBe(200); // extension-less route → SPA
    expect((await get('app://cheezopedia/assets/x.png')).status).toBe(404);
  });

  it.each([
    'app://cheezopedia/%2e%2e/%2e%2e/etc/passwd',
    'app://cheezopedia/%2E%2E/secret.txt',
    'app://cheezopedia/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    'app://cheezopedia/..%2f..%2fsecret.txt',
    'app://cheezopedia/assets/..%5c..%5csecret.txt',
    'app://cheezopedia/%00.js',
    'app://cheezopedia/%E0%A4%A.js',
  ])('rejects the traversal %s without reading anything', async (url) => {
    reads.length = 0;
    // A request-like object keeps the URL raw (new Request() would normalise dot segments first).
    const response = await handler({ url, method: 'GET' } as Request);
    expect(response.status).toBe(403);
    expect(reads).toEqual([]);
  });

  it('a URL normalised by the parser (as Chromium does) never leaves the root', async () => {
    reads.length = 0;
    for (const url of ['app://cheezopedia/%2e%2e/%2e%2e/etc/passwd', 'app://cheezopedia/../../secret.txt', 'app://cheezopedia/assets/../../../x.js']) {
      const response = await get(url);
      expect([200, 404]).toContain(response.status);
    }
    expect(reads.length).toBeGreaterThan(0);
    for (const file of reads) expect(file.startsWith(root + path.sep)).toBe(true);
  });

  it('refuses plain ../ segments too (before the URL parser would normalise them)', async () => {
    reads.length = 0;
    const response = await handler({ url: 'app://cheezopedia/../../secret.txt', method: 'GET' } as Request);
    expect(response.status).toBe(403);
    expect(reads).toEqual([]);
  });

  it('does not mistake dotted file names for traversal', async () => {
    expect(hasDotSegments('app://cheezopedia/assets/index-abc123.js')).toBe(false);
    expect(hasDotSegments('app://cheezopedia/..hidden/a.js')).toBe(false);
    expect(hasDotSegments('app://cheezopedia/a/./b')).toBe(true);
    expect(hasDotSegments('app://cheezopedia/a/.%2E/b?x=..')).toBe(true);
  });

  it('refuses other hosts and methods other than GET and HEAD', async () => {
    expect((await get('app://evil/index.html')).status).toBe(404);
    expect((await get('app://cheezopedia/index.html', 'POST')).status).toBe(405);
    const head = await get('app://cheezopedia/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 500 when a file cannot be read for another reason', async () => {
    const broken = createProtocolHandler({
      root,
      supabaseOrigin: 'http://localhost:4173',
      readFile: () => Promise.reject(Object.assign(new Error('EACCES'), { code: 'EACCES' })),
    });
    expect((await broken(new Request('app://cheezopedia/index.html'))).status).toBe(500);
  });
});

describe('Content-Security-Policy', () => {
  const csp = buildContentSecurityPolicy('https://abc.supabase.co/rest/v1');
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(name + ' '));

  it('allows the Supabase origin (and its websocket) for connections and images', () => {
    expect(directive('connect-src')).toBe("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://abc.supabase.co");
  });

  it('allows no foreign or inline scripts, objects, frames or form targets', () => {
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('form-action')).toBe("form-action 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows the site’s functions origin for connections when they are elsewhere (pictures go to its image-upload function)', () => {
    const withSite = buildContentSecurityPolicy('https://abc.supabase.co', 'https://www.cheezopedia.com/');
    expect(withSite.split('; ').find((d) => d.startsWith('connect-src '))).toBe("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co https://www.cheezopedia.com");
    expect(withSite.split('; ').find((d) => d.startsWith('img-src '))).toBe("img-src 'self' data: blob: https://abc.supabase.co");
    expect(buildContentSecurityPolicy('http://localhost:4173', 'http://localhost:4173')).toContain("connect-src 'self' http://localhost:4173 ws://localhost:4173;");
  });

  it('uses ws:// for a local http backend', () => {
    expect(buildContentSecurityPolicy('http://localhost:4173')).toContain("connect-src 'self' http://localhost:4173 ws://localhost:4173");
  });

  it('rejects a Supabase URL that is not http(s)', () => {
    expect(() => supabaseOriginOf('ftp://x')).toThrow(/http/);
    expect(() => supabaseOriginOf('not a url')).toThrow(/not a valid URL/);
  });
});

describe('helpers', () => {
  it('contentTypeFor falls back to octet-stream', () => {
    expect(contentTypeFor('x.unknown')).toBe('application/octet-stream');
    expect(contentTypeFor('a/B.PNG')).toBe('image/png');
  });

  it('resolveInside keeps paths in the root', () => {
    expect(resolveInside(root, '/assets/a.js')).toBe(path.join(root, 'assets', 'a.js'));
    expect(resolveInside(root, '/')).toBe(root);
    expect(resolveInside(root, '/%2e%2e/x')).toBeNull();
  });
});
