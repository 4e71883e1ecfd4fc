/**
 * The app:// protocol: serves the SPA build to the desktop window (never file://). The request handler
 * is a plain function of a Fetch `Request` so that it can be tested without Electron.
 */
import path from 'node:path';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './config';

/** Privileges for app://: a standard, secure origin with fetch and CORS (service workers stay off). */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  corsEnabled: true,
} as const;

/** Must run before the app's `ready` event. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { ...APP_SCHEME_PRIVILEGES } }]);
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

/** The Content-Type for a file name (application/octet-stream when unknown). */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Normalises a configured Supabase URL to its origin; throws on anything but an http(s) URL.
 * @example supabaseOriginOf('https://abc.supabase.co/') === 'https://abc.supabase.co'
 */
export function supabaseOriginOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`The Supabase URL "${url}" is not a valid URL.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`The Supabase URL "${url}" must start with http:// or https://.`);
  }
  return parsed.origin;
}

/**
 * The Content-Security-Policy of every app:// response: only the app's own code, and network and
 * images only from the app and the configured Supabase origin (plus its websocket for realtime) —
 * and, when the site's functions are elsewhere (VITE_FUNCTIONS_URL), their origin for requests:
 * pictures are uploaded through the site's image-upload function.
 */
export function buildContentSecurityPolicy(supabaseUrl: string, functionsUrl?: string): string {
  const origin = supabaseOriginOf(supabaseUrl);
  const socket = origin.replace(/^http/, 'ws');
  const functions = functionsUrl ? supabaseOriginOf(functionsUrl) : origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${origin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${origin} ${socket}${functions === origin ? '' : ` ${functions}`}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface ProtocolHandlerOptions {
  /** Absolute path of the SPA build folder. */
  root: string;
  /** The configured Supabase URL (its origin is allowed by the CSP). */
  supabaseOrigin: string;
  /** The site's functions when they are not on the Supabase origin (VITE_FUNCTIONS_URL), allowed for requests. */
  functionsOrigin?: string;
  /** Reads a file; rejects with code ENOENT/ENOTDIR/EISDIR when it is not a readable file. */
  readFile: (filePath: string) => Promise<Uint8Array>;
}

const NOT_FOUND_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/**
 * Resolves a URL path inside `root`, or null when it would escape it (`..`, encoded or not, NUL,
 * backslashes, undecodable escapes).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  const base = path.resolve(root);
  const resolved = path.resolve(base, '.' + path.posix.normalize('/' + decoded));
  if (resolved !== base && !resolved.startsWith(base + path.sep)) return null;
  return resolved;
}

/**
 * True when the raw URL (before the URL parser normalises it away) has a `.` or `..` segment, plain or
 * percent-encoded: such a request is refused outright rather than silently rewritten.
 */
export function hasDotSegments(rawUrl: string): boolean {
  const afterScheme = rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const rawPath = afterScheme.split(/[?#]/, 1)[0];
  return rawPath.split(/\/|%2f|%5c|\\/i).some((segment) => {
    const plain = segment.replace(/%2e/gi, '.');
    return plain === '.' || plain === '..';
  });
}

/** Creates the app:// request handler. */
export function createProtocolHandler(options: ProtocolHandlerOptions): (request: Request) => Promise<Response> {
  const root = path.resolve(options.root);
  const csp = buildContentSecurityPolicy(options.supabaseOrigin, options.functionsOrigin);
  const indexFile = path.join(root, 'index.html');

  const respond = (status: number, body: Uint8Array | string | null, contentType: string, extra: Record<string, string> = {}) =>
    new Response(body as BodyInit | null, {
      status,
      headers: {
        'Content-Type': contentType,
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Cross-Origin-Opener-Policy': 'same-origin',
        ...extra,
      },
    });
  const text = (status: number, message: string) => respond(status, message, 'text/plain; charset=utf-8');

  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return text(400, 'Bad request');
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return text(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return respond(405, 'Method not allowed', 'text/plain; charset=utf-8', { Allow: 'GET, HEAD' });
    }

    const resolved = hasDotSegments(request.url) ? null : resolveInside(root, url.pathname);
    if (resolved === null) return text(403, 'Forbidden');

    const lastSegment = url.pathname.split('/').pop() ?? '';
    // History fallback: extension-less paths are client routes; a missing asset is a real 404.
    const isRoute = lastSegment === '' || path.extname(lastSegment) === '';
    const file = isRoute ? indexFile : resolved;

    let body: Uint8Array;
    try {
      body = await options.readFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException | undefined)?.code;
      if (code && NOT_FOUND_CODES.has(code)) return text(404, 'Not found');
      return text(500, 'Could not read the file');
    }
    // Vite's hashed bundles never change; everything else is revalidated.
    const cache = file !== indexFile && url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    return respond(200, request.method === 'HEAD' ? null : body, contentTypeFor(file), { 'Cache-Control': cache });
  };
}
