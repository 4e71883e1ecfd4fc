/**
 * /.netlify/functions/<name>: loads netlify/functions/<name>.ts and calls it as Netlify Functions v2
 * do (`default (req: Request, context) => Response`), honouring its exported `config`: `method`
 * restrictions and `rateLimit` (windowLimit per windowSize seconds, aggregated by ip and domain).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppContext } from '../app-context.ts';
import { RateLimiter, type RateLimitConfig } from './rate-limit.ts';

export interface FunctionConfig {
  method?: string | string[];
  rateLimit?: RateLimitConfig;
  path?: string | string[];
}

type Handler = (req: Request, context: Record<string, unknown>) => Response | Promise<Response>;

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const EXTENSIONS = ['.ts', '.mts', '.js', '.mjs'];

function findModule(dir: string, name: string): string | undefined {
  for (const ext of EXTENSIONS) {
    const f = path.join(dir, name + ext);
    if (existsSync(f)) return f;
    const idx = path.join(dir, name, 'index' + ext);
    if (existsSync(idx)) return idx;
  }
  return undefined;
}

function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? '127.0.0.1';
}

function cookieJar(req: Request) {
  const jar = new Map<string, string>();
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) jar.set(part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim()));
  }
  return { get: (n: string) => jar.get(n), set: () => undefined, delete: () => undefined };
}

/** Netlify's `config.excludedPath` too (the local backend routes `config.path` itself: see paths.ts). */
export interface RoutedFunctionConfig extends FunctionConfig {
  excludedPath?: string | string[];
}

/** Names of the functions in `dir` (one module each: <name>.ts or <name>/index.ts). */
export function functionNames(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const base = entry.isDirectory() ? entry.name : /^(.+)\.(ts|mts|js|mjs)$/.exec(entry.name)?.[1];
    if (base && NAME.test(base) && !/\.test$/.test(base) && findModule(dir, base)) names.add(base);
  }
  return [...names].sort();
}

/** The config a function exports (undefined when it cannot be loaded). */
export async function functionConfig(dir: string, name: string): Promise<RoutedFunctionConfig | undefined> {
  const file = findModule(dir, name);
  if (!file) return undefined;
  try {
    return ((await import(pathToFileURL(file).href)) as { config?: RoutedFunctionConfig }).config;
  } catch {
    return undefined;
  }
}

export function functionsHandler(app: AppContext, envFor: () => void) {
  const run = functionRunner(app, envFor);
  return (c: Context): Promise<Response> => run(c, c.req.param('name') ?? '');
}

/** Calls function `name` for the request, as Netlify would (method, rate limit, context). */
export function functionRunner(app: AppContext, envFor: () => void) {
  const limiter = new RateLimiter();
  return async (c: Context, name: string): Promise<Response> => {
    if (!NAME.test(name)) return c.json({ error: `Invalid function name "${name}"` }, 400);
    const file = findModule(app.functionsDir, name);
    if (!file) return c.json({ error: `Function not found: ${name}` }, 404);
    let mod: { default?: Handler; config?: FunctionConfig };
    try {
      mod = (await import(pathToFileURL(file).href)) as typeof mod;
    } catch (e) {
      app.log(`function ${name} failed to load: ${(e as Error).message}`);
      return c.json({ error: `Function ${name} failed to load` }, 500);
    }
    if (typeof mod.default !== 'function') return c.json({ error: `Function ${name} has no default export (Functions v2 handler)` }, 500);
    const config = mod.config ?? {};
    if (config.method) {
      const allowed = (Array.isArray(config.method) ? config.method : [config.method]).map((m) => m.toUpperCase());
      if (!allowed.includes(c.req.method)) return c.json({ error: `Method ${c.req.method} not allowed` }, 405, { allow: allowed.join(', ') });
    }
    const ip = clientIp(c);
    if (config.rateLimit) {
      const host = c.req.header('host') ?? '';
      const verdict = limiter.hit(name, config.rateLimit, { ip, domain: host });
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
      params: {},
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
  };
}
