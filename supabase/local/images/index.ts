/**
 * `/.netlify/images` on the local backend, answered by Netlify's own implementation of its Image CDN
 * (`@netlify/images`, on ipx and sharp) with what the production CDN does in front of it:
 * - the documented parameter checks (an invalid value gets Netlify's 404, not sharp's 500) and
 *   default quality (75);
 * - the format from `Accept` when `fm` is absent (WebP, else AVIF, else the source's own), with
 *   `Vary: Accept`;
 * - a source is fetched only when it is on this backend's own origin or matches netlify.toml's
 *   `[images] remote_images`; anything else gets 403 and is never requested;
 * - transformed variants are kept (VariantCache, bounded, under the data folder), keyed by the
 *   source's validator (asked again once the source's own Cache-Control lifetime, at most a minute,
 *   has passed), so a page of photos runs sharp once per variant and not on every load.
 * And what one request may cost (limits.ts, docs/decisions/0020-image-work-limits.md): the source is
 * fetched once, at most 50 MB, and judged from its header before anything is decoded — over
 * MAX_SOURCE_PIXELS it is refused at once (and remembered, whatever `w`/`q`/`fm` asks next); the
 * package then runs in a transform process (transform-pool.ts) on exactly those bytes, two at a time,
 * sixteen waiting (then 503), killed when every client waiting for it has gone or after a minute.
 * Side effects: fetches allowed sources (HEAD to validate, then one GET on a miss), runs transform
 * processes and writes the variant cache.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ImageHandler } from '@netlify/images';
import { readNetlifyToml } from '../netlify-toml.ts';
import { isOwnImagePath } from '../../../netlify/lib/image-hosts.ts';
import { DEFAULT_QUALITY, checkParams, isLossy, negotiateFormat } from './params.ts';
import { VariantCache, type CachedVariant } from './variant-cache.ts';
import { TRANSFORM_CONCURRENCY, TRANSFORM_IDLE_MS, TRANSFORM_QUEUE, TRANSFORM_TIMEOUT_MS } from './limits.ts';
import { fetchSource, judgeSource, type Refusal } from './source.ts';
import { TransformPool, TransformStopped, type TransformResult } from './transform-pool.ts';

export interface ImageCdnOptions {
  /** This backend's own origin (its sources are always allowed, as a site's own files are on Netlify). */
  origin: () => string;
  /** Where transformed variants are kept. */
  cacheDir: string;
  maxCacheBytes?: number;
  /** Allowed beside netlify.toml's `[images] remote_images` (tests; like NetlifyDev's `images.remoteURLPatterns`). */
  remotePatterns?: readonly string[];
  log: (msg: string) => void;
  /** Transform processes at once and waiting (tests; default TRANSFORM_CONCURRENCY and TRANSFORM_QUEUE). */
  transforms?: { size?: number; queue?: number; timeoutMs?: number };
}

/** The route, with what it runs beside: its transform processes (closed with the server). */
export interface ImageCdn {
  (c: Context): Promise<Response>;
  close(): Promise<void>;
  pool: TransformPool;
}

/** The package's own wording for a source outside the allowed patterns. */
const FORBIDDEN = 'Forbidden: Remote image URL not allowed';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Response headers of a variant worth keeping (the package's, plus Vary). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-security-policy', 'vary'];
const SOURCE_FORMATS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif', 'image/svg+xml': 'svg' };

/** The source's own origin is this backend's (also under another loopback name for the same port). */
function isOwnOrigin(source: URL, server: URL, request: URL): boolean {
  if (source.origin === server.origin || source.origin === request.origin) return true;
  return source.protocol === server.protocol && source.port === server.port && LOOPBACK.has(source.hostname) && LOOPBACK.has(server.hostname);
}

/** As the package compiles them (it warns about a malformed one and skips it). */
function compile(patterns: readonly string[]): RegExp[] {
  const out: RegExp[] = [];
  for (const p of patterns) {
    try {
      out.push(new RegExp(p));
    } catch {
      // Skipped: the package has said so.
    }
  }
  return out;
}

interface SourceInfo {
  /** Where the source is, after redirects within the allowed hosts. */
  url: string;
  /** ETag or Last-Modified: what names this version of the source in the cache key. */
  validator?: string;
  contentType?: string;
  /** A redirect led outside the allowed hosts. */
  forbidden?: boolean;
  /** Seconds the source's Cache-Control lets a cache reuse it without asking again. */
  maxAge?: number;
}

/**
 * How long a source's validator is trusted before it is asked again: its own Cache-Control lifetime
 * (as a CDN does), at most a minute here, so a picture replaced at the same URL shows up soon.
 */
const MAX_REVALIDATE_SECONDS = 60;
const REMEMBERED_SOURCES = 2000;

function freshFor(cacheControl: string | null): number {
  if (!cacheControl || /no-cache|no-store|private/i.test(cacheControl)) return 0;
  const m = /(?:^|,)\s*max-age\s*=\s*(\d+)/i.exec(cacheControl);
  return m ? Math.min(Number(m[1]), MAX_REVALIDATE_SECONDS) : 0;
}

/**
 * A HEAD of the source. Redirects are followed here, one hop at a time, only within the allowed
 * hosts, so that the package (whose fetch follows redirects) is handed a URL that answers itself.
 */
async function headSource(url: string, allowed: (u: URL) => boolean): Promise<SourceInfo> {
  let current = url;
  try {
    for (let hop = 0; hop < 5; hop++) {
      const r = await fetch(current, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      const location = r.headers.get('location');
      if (r.status >= 300 && r.status < 400 && location) {
        const next = new URL(location, current);
        if (!allowed(next)) return { url: current, forbidden: true };
        current = next.href;
        continue;
      }
      if (r.status !== 200) return { url: current };
      const validator = r.headers.get('etag') ?? r.headers.get('last-modified') ?? undefined;
      const contentType = r.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
      return { url: current, validator, contentType, maxAge: freshFor(r.headers.get('cache-control')) };
    }
  } catch {
    // Unreachable: the package fetches it again and answers with its own error.
  }
  return { url: current };
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** A kept variant, or 304 when the request already holds it. */
function serve(variant: CachedVariant, request: Request): Response {
  const h = variant.headers;
  const inm = request.headers.get('if-none-match');
  const ims = request.headers.get('if-modified-since');
  const fresh =
    (inm !== null && h.etag !== undefined && inm.split(',').map((s) => s.trim()).includes(h.etag)) ||
    (inm === null && ims !== null && h['last-modified'] !== undefined && Date.parse(ims) >= Date.parse(h['last-modified']));
  if (fresh) {
    const headers: Record<string, string> = {};
    for (const k of ['etag', 'cache-control', 'last-modified', 'vary']) if (h[k] !== undefined) headers[k] = h[k];
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(variant.body), { status: 200, headers: { ...h, 'content-length': String(variant.body.byteLength) } });
}

/** Refusals remembered per version of a source (an over-limit source is not fetched again for another w/q/fm). */
const REMEMBERED_REFUSALS = 500;

/** A transformation some requests are waiting for; stopped when the last of them leaves. */
interface SharedWork {
  result: Promise<{ variant?: CachedVariant; response?: Response }>;
  waiting: number;
  stop: AbortController;
}

export function imageCdn(opts: ImageCdnOptions): ImageCdn {
  const cache = new VariantCache(opts.cacheDir, opts.maxCacheBytes);
  const pool = new TransformPool({
    size: opts.transforms?.size ?? TRANSFORM_CONCURRENCY,
    queue: opts.transforms?.queue ?? TRANSFORM_QUEUE,
    timeoutMs: opts.transforms?.timeoutMs ?? TRANSFORM_TIMEOUT_MS,
    idleMs: TRANSFORM_IDLE_MS,
    log: opts.log,
  });
  const inFlight = new Map<string, SharedWork>();
  // Sources refused for their size, by URL and validator: asked with any other w/q/fm, refused at once.
  const refused = new Map<string, Refusal>();
  // Validators of sources asked recently (a page of cards asks for each source several times).
  const sources = new Map<string, { info: SourceInfo; until: number }>();
  const validate = async (url: string, allowed: (u: URL) => boolean): Promise<SourceInfo> => {
    const known = sources.get(url);
    if (known && known.until > Date.now()) return known.info;
    const info = await headSource(url, allowed);
    sources.delete(url);
    if (info.validator && info.maxAge) {
      sources.set(url, { info, until: Date.now() + info.maxAge * 1000 });
      if (sources.size > REMEMBERED_SOURCES) sources.delete(sources.keys().next().value!);
    }
    return info;
  };
  // The package and the patterns, made again only when netlify.toml's list changes.
  let current: { list: string; handler: ImageHandler; patterns: RegExp[] } | undefined;
  const configured = () => {
    const remotePatterns = [...readNetlifyToml().remoteImages, ...(opts.remotePatterns ?? [])];
    const list = JSON.stringify(remotePatterns);
    if (current?.list !== list) {
      const say = (msg?: string) => opts.log(`image CDN: ${msg ?? ''}`);
      const handler = new ImageHandler({ logger: { log: say, warn: say, error: say }, imagesConfig: { remote_images: remotePatterns } });
      current = { list, handler, patterns: compile(remotePatterns) };
    }
    return current;
  };

  const route = async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    const requestUrl = new URL(request.url);
    const params = requestUrl.searchParams;
    const { handler, patterns } = configured();
    const server = new URL(opts.origin());

    // The package's own answers: 405 for other methods, 400 without a source.
    const rawSource = params.get('url');
    if (request.method !== 'GET' || !rawSource) return handler.match(request)!.handle(server.origin);

    const checked = checkParams(params);
    if (!checked.ok) return text(checked.status, checked.message);

    let source: URL;
    try {
      source = new URL(rawSource, server.origin);
    } catch {
      return text(400, `Bad Request: "url" is not a URL: ${rawSource}`);
    }
    // Own sources are fetched from loopback, where /_dev/* and the API answer: picture paths only
    // (netlify/lib/image-hosts.ts).
    const allowed = (u: URL) => (isOwnOrigin(u, server, requestUrl) ? isOwnImagePath(u.pathname) : patterns.some((re) => re.test(u.href)));
    if (!allowed(source)) return text(403, FORBIDDEN);
    if (checked.format === 'blurhash') return text(501, 'fm=blurhash (a BlurHash string) is answered by Netlify in production, not by the local image CDN');

    // Sources on this backend are fetched from the address it listens on, whatever name the page used.
    const onServer = (u: URL) => (isOwnOrigin(u, server, requestUrl) ? `${server.origin}${u.pathname}${u.search}` : u.href);
    const info = await validate(onServer(source), allowed);
    if (info.forbidden) return text(403, FORBIDDEN);
    const fetchUrl = onServer(new URL(info.url));
    const original = info.contentType ? SOURCE_FORMATS[info.contentType] : undefined;
    const isSvg = original === 'svg' || (!info.contentType && /\.svg$/i.test(source.pathname));
    // Vector sources keep their format unless asked (the package serves them sanitised, as SVG).
    const negotiated = checked.format || isSvg ? undefined : negotiateFormat(request.headers.get('accept'));
    const format = checked.format ?? negotiated;
    const output = format ?? original;

    const forwarded = new URLSearchParams();
    if (checked.width) forwarded.set('w', String(checked.width));
    if (checked.height) forwarded.set('h', String(checked.height));
    if (!output || isLossy(output)) forwarded.set('q', String(checked.quality ?? DEFAULT_QUALITY));
    if (format) forwarded.set('fm', format);
    if (checked.fit) forwarded.set('fit', checked.fit);
    if (checked.position) forwarded.set('position', checked.position);

    const version = info.validator ? JSON.stringify([fetchUrl, info.validator]) : undefined;
    const known = version ? refused.get(version) : undefined;
    if (known) return text(known.status, known.message);
    const key = version ? createHash('sha256').update(JSON.stringify([fetchUrl, info.validator, forwarded.toString()])).digest('hex') : undefined;
    if (key) {
      const hit = await cache.get(key);
      if (hit) return serve(hit, request);
    }

    const produce = async (stop: AbortSignal): Promise<{ variant?: CachedVariant; response?: Response }> => {
      // The source once; its header says what it is before anything decodes it.
      const fetched = await fetchSource(fetchUrl, stop);
      if ('status' in fetched) return { response: text(fetched.status, fetched.message) };
      const refusal = output === 'svg' ? null : await judgeSource(fetched.body, output);
      if (refusal) {
        if (version && refusal.lasting) {
          refused.set(version, refusal);
          if (refused.size > REMEMBERED_REFUSALS) refused.delete(refused.keys().next().value!);
        }
        return { response: text(refusal.status, refusal.message) };
      }
      let r: TransformResult;
      try {
        // Only Accept goes on: a conditional request would get a bodiless 304 from the package.
        r = await pool.run({ source: fetched.body, sourceHeaders: fetched.headers, query: forwarded.toString(), accept: request.headers.get('accept') ?? '*/*' }, stop);
      } catch (e) {
        if (!(e instanceof TransformStopped)) throw e;
        if (e.reason === 'failed') opts.log(`image CDN: ${e.message} for ${requestUrl.pathname}${requestUrl.search}`);
        const busy = e.reason === 'busy' || e.reason === 'timeout';
        return { response: new Response(`Service Unavailable: ${e.message}`, { status: busy ? 503 : 500, headers: { 'content-type': 'text/plain; charset=utf-8', ...(busy ? { 'retry-after': '5' } : {}) } }) };
      }
      if (r.status !== 200 || !(r.headers['content-type'] ?? '').startsWith('image/')) {
        if (r.status >= 500) opts.log(`image CDN: ${r.status} for ${requestUrl.pathname}${requestUrl.search}`);
        return { response: new Response(r.body as Uint8Array<ArrayBuffer>, { status: r.status, headers: r.headers }) };
      }
      const headers: Record<string, string> = {};
      for (const k of KEPT_HEADERS) {
        const v = r.headers[k];
        if (v !== undefined) headers[k] = v;
      }
      // The answer depends on Accept whenever the request leaves the format to the CDN.
      if (!checked.format) headers.vary = 'Accept';
      const variant = { body: Buffer.from(r.body), headers };
      if (key) await cache.set(key, variant);
      return { variant };
    };

    // One transformation per variant, however many ask for it; stopped once none of them waits.
    let work = key ? inFlight.get(key) : undefined;
    if (!work || work.stop.signal.aborted) {
      const stop = new AbortController();
      const started: SharedWork = { result: produce(stop.signal), waiting: 0, stop };
      work = started;
      if (key) {
        inFlight.set(key, started);
        void started.result.finally(() => inFlight.delete(key)).catch(() => undefined);
      }
    }
    const shared = work;
    shared.waiting++;
    const leave = () => {
      if (--shared.waiting === 0) shared.stop.abort();
    };
    request.signal.addEventListener('abort', leave, { once: true });
    try {
      const out = await shared.result;
      if (out.response) return out.response.clone();
      return serve(out.variant!, request);
    } finally {
      request.signal.removeEventListener('abort', leave);
      if (!request.signal.aborted) shared.waiting--;
    }
  };

  return Object.assign(route, { close: () => pool.close(), pool });
}
