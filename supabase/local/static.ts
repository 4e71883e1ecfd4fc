/**
 * The built SPA: files from staticDir, then (functions routed by `config.path` having had their turn
 * in functions/routes.ts) the history fallback to the app shell for extension-less paths — app.html
 * (the netlify.toml `/*` rewrite; index.html for older/desktop builds) — and 404 for missing files.
 * Response headers as Netlify sends them (its default Cache-Control, then the netlify.toml
 * [[headers]] rules for the request path), plus the app's security headers from
 * netlify/lib/security-headers.ts (dist/_headers in production).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { securityHeaders } from '../../netlify/lib/security-headers.ts';
import { NETLIFY_DEFAULT_CACHE_CONTROL, headersFor } from './netlify-toml.ts';

/**
 * The app talks to its own origin under the local backend, unless the build named another. Browsers
 * report violations to /_dev/csp-report (csp-report.ts), so the browser suites see any.
 */
const SECURITY_HEADERS = securityHeaders(process.env.VITE_SUPABASE_URL, { reportUri: '/_dev/csp-report' });

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Netlify's default Cache-Control, then the netlify.toml [[headers]] rules for the request path. */
function staticHeaders(c: Context): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': NETLIFY_DEFAULT_CACHE_CONTROL };
  for (const [k, v] of Object.entries(headersFor(new URL(c.req.url).pathname))) headers[k.toLowerCase()] = v;
  return headers;
}

async function fileResponse(c: Context, abs: string): Promise<Response> {
  const data = await readFile(abs);
  const headers = { ...SECURITY_HEADERS, ...staticHeaders(c), 'content-type': contentTypeFor(abs), 'content-length': String(data.length) };
  return new Response(c.req.method === 'HEAD' ? null : data, { status: 200, headers });
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** Files of the publish directory that configure Netlify (`_headers`, `_redirects`). */
export const NETLIFY_CONFIG_FILES = new Set(['_headers', '_redirects']);

export async function serveStatic(c: Context, staticDir: string): Promise<Response> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    return c.text('Bad Request', 400);
  }
  const root = path.resolve(staticDir);
  const abs = path.resolve(root, '.' + path.posix.normalize(pathname));
  if (abs !== root && !abs.startsWith(root + path.sep)) return c.text('Not Found', 404);
  const rel = path.relative(root, abs).split(path.sep).join('/');
  // Netlify reads its own configuration files from the publish directory and never serves them.
  if (NETLIFY_CONFIG_FILES.has(rel)) return c.text('Not Found', 404);
  if (rel !== '' && (await isFile(abs))) return fileResponse(c, abs);
  if (path.extname(pathname) !== '') return c.text('Not Found', 404);
  // API namespaces never fall back to the app shell: an unknown API path is a plain 404.
  if (/^\/(rest|auth|storage|\.netlify|_dev)(\/|$)/.test(pathname)) return c.json({ message: `No endpoint at ${pathname}` }, 404);
  const shell = (await isFile(path.join(root, 'app.html'))) ? 'app.html' : 'index.html';
  const index = path.join(root, shell);
  if (!(await isFile(index))) return c.text(`The app is not built: ${index} is missing. Run \`npm run build\` (npm start does it for you).`, 500);
  return fileResponse(c, index);
}
