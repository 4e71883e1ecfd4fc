/**
 * Which Netlify function answers a request, as Netlify routes Functions v2: a function with
 * `config.path` answers on those paths (`/:param` segments, `*` wildcards; `config.excludedPath`
 * excluded) and NOT on /.netlify/functions/<name>; one without answers on /.netlify/functions/<name>.
 * `config.method` limits the methods it is invoked for: any other method does not match, and the
 * request goes on to the static files (as on Netlify, where it ends in the site's 404).
 * Imports each function module of the folder once to read its exported `config` (registeredFunctions).
 */
import { readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RateLimitConfig } from './rate-limit.ts';

export interface FunctionConfig {
  method?: string | string[];
  rateLimit?: RateLimitConfig;
  path?: string | string[];
  excludedPath?: string | string[];
  /** A static file at the same path wins over the function. */
  preferStatic?: boolean;
  /** Cron schedule: Netlify runs the function on it and never by URL (scheduler.ts runs it here). */
  schedule?: string;
}

export type Handler = (req: Request, context: Record<string, unknown>) => Response | Promise<Response>;

export interface FunctionModule {
  default?: Handler;
  config?: FunctionConfig;
}

export interface FunctionMatch {
  name: string;
  file: string;
  params: Record<string, string>;
  preferStatic: boolean;
}

export const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const EXTENSIONS = ['.ts', '.mts', '.js', '.mjs'];

/** The module file of function `name` in `dir` (name.ts or name/index.ts …), if any. */
export function findModule(dir: string, name: string): string | undefined {
  for (const ext of EXTENSIONS) {
    const f = path.join(dir, name + ext);
    if (existsSync(f)) return f;
    const idx = path.join(dir, name, 'index' + ext);
    if (existsSync(idx)) return idx;
  }
  return undefined;
}

/** Every function in `dir`: name → module file (tests and non-function files skipped). */
export function listFunctions(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (/\.test\.[cm]?[jt]s$/.test(entry) || entry.endsWith('.d.ts')) continue;
    const full = path.join(dir, entry);
    const name = statSync(full).isDirectory() ? entry : entry.replace(/\.[cm]?[jt]s$/, '');
    if (name === entry && !statSync(full).isDirectory()) continue;
    if (!FUNCTION_NAME.test(name)) continue;
    const file = findModule(dir, name);
    if (file) out.set(name, file);
  }
  return out;
}

export async function loadModule(file: string): Promise<FunctionModule> {
  return (await import(pathToFileURL(file).href)) as FunctionModule;
}

/** A function of the folder: its module once imported, or the error its import threw. */
export interface RegisteredFunction {
  name: string;
  file: string;
  module: FunctionModule | null;
  error: unknown;
}

const tables = new Map<string, { stamp: number; functions: Promise<Map<string, RegisteredFunction>> }>();

/**
 * Every function of `dir`, imported once and kept (routing used to list the folder and import every
 * module on each request: several milliseconds per request). Read again when a function file is
 * added or removed (the folder's mtime changes). An edited module needs a restart anyway: Node keeps
 * the first import of a module.
 */
export function registeredFunctions(dir: string): Promise<Map<string, RegisteredFunction>> {
  let stamp = -1;
  try {
    stamp = statSync(dir).mtimeMs;
  } catch {
    // no folder: no functions
  }
  const cached = tables.get(dir);
  if (cached && cached.stamp === stamp) return cached.functions;
  const functions = (async () => {
    const out = new Map<string, RegisteredFunction>();
    for (const [name, file] of listFunctions(dir)) {
      try {
        out.set(name, { name, file, module: await loadModule(file), error: null });
      } catch (error) {
        out.set(name, { name, file, module: null, error });
      }
    }
    return out;
  })();
  tables.set(dir, { stamp, functions });
  return functions;
}

const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

const patterns = new Map<string, RegExp>();

/** A Netlify path pattern (`/entry/:slug`, `/api/*`) as a RegExp with named groups for params. */
export function pathPattern(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) patterns.set(pattern, (re = compilePattern(pattern)));
  return re;
}

function compilePattern(pattern: string): RegExp {
  let names = 0;
  const body = pattern
    .split('/')
    .map((seg) => {
      if (seg === '*') return `(?<_${names++}>.*)`;
      const param = /^:([A-Za-z_][A-Za-z0-9_]*)$/.exec(seg);
      if (param) return `(?<${param[1]}>[^/]+)`;
      return seg
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
    })
    .join('/');
  return new RegExp(`^${body}/?$`);
}

export function methodAllowed(config: FunctionConfig, method: string): boolean {
  const allowed = list(config.method).map((m) => m.toUpperCase());
  return allowed.length === 0 || allowed.includes(method.toUpperCase());
}

/** The function configured (`config.path`) for this path and method, with its params. */
export async function matchPath(dir: string, pathname: string, method: string): Promise<FunctionMatch | undefined> {
  for (const { name, file, module } of (await registeredFunctions(dir)).values()) {
    const config = module?.config ?? {};
    if (list(config.path).length === 0 || !methodAllowed(config, method)) continue;
    if (list(config.excludedPath).some((p) => pathPattern(p).test(pathname))) continue;
    for (const p of list(config.path)) {
      const m = pathPattern(p).exec(pathname);
      if (m) {
        const params = Object.fromEntries(Object.entries(m.groups ?? {}).filter(([k]) => !k.startsWith('_')));
        return { name, file, params, preferStatic: config.preferStatic === true };
      }
    }
  }
  return undefined;
}
