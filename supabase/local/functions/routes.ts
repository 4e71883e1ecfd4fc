/**
 * Netlify Functions v2 in the local backend: loads netlify/functions/<name>.ts and calls it as Netlify
 * does (`default (req: Request, context) => Response`), routed as registry.ts describes (config.path,
 * config.method, /.netlify/functions/<name>), honouring `rateLimit` (windowLimit per windowSize
 * seconds, aggregated by the socket's client IP and the site's own domain, never the Host header).
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'hono';
import type { AppContext } from '../app-context.ts';
import { RateLimiter } from './rate-limit.ts';
import { FUNCTION_NAME, matchPath, methodAllowed, registeredFunctions, type RegisteredFunction } from './registry.ts';
import { socketAddress } from '../client-ip.ts';

export type { FunctionConfig } from './registry.ts';

async function isStaticFile(root: string, pathname: string): Promise<boolean> {
  try {
    const abs = path.resolve(root, '.' + path.posix.normalize(decodeURIComponent(pathname)));
    return abs.startsWith(path.resolve(root) + path.sep) && (await stat(abs)).isFile();
  } catch {
    return false;
  }
}

function clientIp(c: Context): string {
  return socketAddress(c) || '127.0.0.1';
}

/** A cookie value decoded, or kept as sent when its escapes are malformed (any client can send one). */
function safeDecode(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

function cookieJar(req: Request) {
  const jar = new Map<string, string>();
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) jar.set(part.slice(0, i).trim(), safeDecode(part.slice(i + 1).trim()));
  }
  return { get: (n: string) => jar.get(n), set: () => undefined, delete: () => undefined };
}

/** `rateLimitClock`: the clock of the `rateLimit` windows (Date.now unless given; see rate-limit.ts). */
export function functionsHandler(app: AppContext, envFor: () => void, rateLimitClock?: () => number) {
  const limiter = new RateLimiter(rateLimitClock);

  async function invoke(c: Context, fn: RegisteredFunction, params: Record<string, string>): Promise<Response> {
    const { name, module: mod } = fn;
    if (!mod) {
      app.log(`function ${name} failed to load: ${(fn.error as Error | undefined)?.message ?? String(fn.error)}`);
      return c.json({ error: `Function ${name} failed to load` }, 500);
    }
    if (typeof mod.default !== 'function') return c.json({ error: `Function ${name} has no default export (Functions v2 handler)` }, 500);
    const config = mod.config ?? {};
    const ip = clientIp(c);
    if (config.rateLimit) {
      // The site's domain is this server's, never the Host header a client chooses.
      const verdict = limiter.hit(name, config.rateLimit, { ip, domain: new URL(app.url()).host });
      if (!verdict.allowed) {
        return c.json({ error: 'Too many requests. Please try again later.' }, 429, { 'retry-after': String(verdict.retryAfter) });
      }
    }
    envFor();
    const url = new URL(c.req.url);
    const pending: Promise<unknown>[] = [];
    const context = {
      ip,
      requestId: randomUUID(),
      geo: { city: 'Local', country: { code: 'XX', name: 'Local' } },
      site: { id: 'local', name: 'cheezopedia', url: `${url.protocol}//${url.host}` },
      deploy: { context: 'dev', id: 'local', published: false },
      server: { region: 'local' },
      account: { id: 'local' },
      params,
      cookies: cookieJar(c.req.raw),
      waitUntil: (p: Promise<unknown>) => void pending.push(p.catch(() => undefined)),
      json: (data: unknown, init?: ResponseInit) => Response.json(data, init),
    };
    try {
      const res = await mod.default(c.req.raw, context);
      if (!(res instanceof Response)) {
        app.log(`function ${name} did not return a Response`);
        return c.json({ error: `Function ${name} did not return a Response` }, 500);
      }
      return res;
    } catch (e) {
      app.log(`function ${name} threw: ${(e as Error).stack ?? String(e)}`);
      return c.json({ error: `Function ${name} failed` }, 500);
    }
  }

  return {
    /** /.netlify/functions/:name — functions without config.path, for their configured methods. */
    async byName(c: Context): Promise<Response> {
      const name = c.req.param('name') ?? '';
      if (!FUNCTION_NAME.test(name)) return c.json({ error: `Invalid function name "${name}"` }, 400);
      const fn = (await registeredFunctions(app.functionsDir)).get(name);
      if (!fn) return c.json({ error: `Function not found: ${name}` }, 404);
      if (!fn.module) return invoke(c, fn, {}); // reports the load failure
      // As on Netlify: a function with its own path, or a method it does not take, is not here.
      const config = fn.module.config;
      // A scheduled function runs on its schedule only (Netlify does not route requests to it).
      if (config?.path !== undefined || config?.schedule !== undefined || !methodAllowed(config ?? {}, c.req.method)) return c.json({ error: `Function not found: ${name}` }, 404);
      return invoke(c, fn, {});
    },
    /** Middleware: a function whose config.path matches answers; otherwise the request goes on. */
    async byPath(c: Context, next: Next): Promise<Response | void> {
      const pathname = new URL(c.req.url).pathname;
      const match = await matchPath(app.functionsDir, pathname, c.req.method);
      if (!match || (match.preferStatic && (await isStaticFile(app.staticDir, pathname)))) return next();
      const fn = (await registeredFunctions(app.functionsDir)).get(match.name);
      return fn ? invoke(c, fn, match.params) : next();
    },
  };
}
