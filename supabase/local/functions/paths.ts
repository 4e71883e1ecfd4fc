/**
 * Functions routed by path, as Netlify routes Functions v2 with `config.path` (and `excludedPath`):
 * the local backend serves the same functions on the same public paths (the page renderer, the
 * sitemap). Static files win first (Netlify's preferStatic); the caller does that.
 */
import type { Context } from 'hono';
import type { AppContext } from '../app-context.ts';
import { functionConfig, functionNames, functionRunner } from './routes.ts';

const list = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * Does `pathname` match a Netlify path pattern (URLPattern syntax as Netlify uses it: literal
 * segments, `:name` for one segment, `*` for the rest)?
 */
export function matchPath(pattern: string, pathname: string): boolean {
  const pat = pattern.split('/').filter(Boolean);
  const seg = pathname.split('/').filter(Boolean);
  for (let i = 0; i < pat.length; i += 1) {
    const p = pat[i];
    if (p === '*') return true;
    const s = seg[i];
    if (s === undefined) return false;
    if (p.startsWith(':')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(s);
    } catch {
      return false;
    }
    if (p !== decoded) return false;
  }
  return seg.length === pat.length;
}

interface Route {
  name: string;
  paths: string[];
  excluded: string[];
}

/** A lookup of path-routed functions: `(c) => Response` of the matching function, or null. */
export function pathFunctions(app: AppContext, envFor: () => void) {
  const run = functionRunner(app, envFor);
  let routes: Promise<Route[]> | null = null;
  const load = async (): Promise<Route[]> => {
    const out: Route[] = [];
    for (const name of functionNames(app.functionsDir)) {
      const config = await functionConfig(app.functionsDir, name);
      if (config?.path) out.push({ name, paths: list(config.path), excluded: list(config.excludedPath) });
    }
    return out;
  };
  // Loaded at start (in the background), so the first page request does not wait for every module.
  routes = load();
  routes.catch((e: unknown) => app.log(`path-routed functions failed to load: ${String(e)}`));
  return async (c: Context): Promise<Response | null> => {
    routes ??= load();
    const pathname = new URL(c.req.url).pathname;
    const route = (await routes).find((r) => r.paths.some((p) => matchPath(p, pathname)) && !r.excluded.some((p) => matchPath(p, pathname)));
    return route ? run(c, route.name) : null;
  };
}
