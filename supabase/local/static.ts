/**
 * The built SPA: files from staticDir first (as Netlify's preferStatic), then the path-routed
 * functions (`routed`: server-rendered pages, sitemap), then the history fallback to the app shell
 * (app.html; index.html for older/desktop builds) for extension-less paths. Hashed /assets/* cached
 * immutable, the shell / sw.js / manifest not cached, 404 for missing files.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';

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
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function cacheControl(rel: string): string {
  if (rel.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  const base = path.basename(rel);
  if (base === 'index.html' || base === 'app.html' || base === 'sw.js' || base.startsWith('workbox-') || base.startsWith('manifest') || base === 'registerSW.js') return 'no-cache';
  return 'public, max-age=3600';
}

async function fileResponse(c: Context, abs: string, rel: string): Promise<Response> {
  const data = await readFile(abs);
  const headers = { 'content-type': contentTypeFor(abs), 'cache-control': cacheControl(rel), 'content-length': String(data.length) };
  return new Response(c.req.method === 'HEAD' ? null : data, { status: 200, headers });
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

export async function serveStatic(c: Context, staticDir: string, routed?: (c: Context) => Promise<Response | null>): Promise<Response> {
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
  const isStaticFile = rel !== '' && (await isFile(abs));
  if (isStaticFile && c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
  if (isStaticFile) return fileResponse(c, abs, rel);
  const fromFunction = routed && !/^\/(rest|auth|storage|\.netlify|_dev)(\/|$)/.test(pathname) ? await routed(c) : null;
  if (fromFunction) return fromFunction;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
  if (path.extname(pathname) !== '') return c.text('Not Found', 404);
  // API namespaces never fall back to the app shell: an unknown API path is a plain 404.
  if (/^\/(rest|auth|storage|\.netlify|_dev)(\/|$)/.test(pathname)) return c.json({ message: `No endpoint at ${pathname}` }, 404);
  const shell = (await isFile(path.join(root, 'app.html'))) ? 'app.html' : 'index.html';
  const index = path.join(root, shell);
  if (!(await isFile(index))) return c.text(`The app is not built: ${index} is missing. Run \`npm run build\` (npm start does it for you).`, 500);
  return fileResponse(c, index, shell);
}
