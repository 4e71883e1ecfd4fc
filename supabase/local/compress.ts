/**
 * Response compression as Netlify does it: brotli (or gzip) by Accept-Encoding for text types —
 * HTML, JS, CSS, JSON, SVG, XML, plain text, web manifests. Bodies that are immutable assets are
 * compressed once at the highest level and kept (bounded cache); others at a fast level per request.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(text\/(html|css|javascript|plain|xml)|application\/(javascript|json|xml|manifest\+json|vnd\.pgrst\.object\+json|geo\+json)|image\/svg\+xml)/i;
/** Smaller bodies are not worth it (as CDNs do). */
const MIN_BYTES = 1024;
const CACHE_MAX = 300;

/** The encoding to use for an Accept-Encoding header: 'br', 'gzip' or null. */
export function chooseEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function encode(data: Buffer, encoding: 'br' | 'gzip', best: boolean): Buffer {
  if (encoding === 'gzip') return gzipSync(data, { level: best ? 9 : 6 });
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/** Hono middleware compressing eligible responses. */
/** Replaces the response; Hono's `c.res` setter would copy the old headers (content-length!) over the new ones. */
function replace(c: Context, res: Response): void {
  c.res = undefined as unknown as Response;
  c.res = res;
}

export function compress(): MiddlewareHandler {
  const cache = new Map<string, Buffer>();
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!res.body || res.headers.has('content-encoding') || !COMPRESSIBLE.test(type) || c.req.method === 'HEAD') return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const vary = res.headers.get('vary');
    const headers = new Headers(res.headers);
    headers.set('vary', vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding');
    const data = Buffer.from(await res.arrayBuffer());
    if (!encoding || data.length < MIN_BYTES) {
      replace(c, new Response(new Uint8Array(data), { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    const immutable = /immutable/.test(res.headers.get('cache-control') ?? '');
    let out: Buffer;
    if (immutable) {
      const key = `${encoding}:${createHash('sha1').update(data).digest('hex')}`;
      out = cache.get(key) ?? encode(data, encoding, true);
      cache.delete(key);
      cache.set(key, out);
      if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
    } else {
      out = encode(data, encoding, false);
    }
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(out.length));
    headers.delete('etag');
    replace(c, new Response(new Uint8Array(out), { status: res.status, statusText: res.statusText, headers }));
  };
}
