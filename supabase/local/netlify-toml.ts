/**
 * netlify.toml as the local backend applies it: the `[[headers]]` rules, matched on the request path
 * the way Netlify matches them (`:placeholder` segments, `*` splats, case-insensitive, optional
 * trailing slash; later rules override earlier ones per header name), the `[[redirects]]` and the
 * image CDN's `[images] remote_images`. Static responses get Netlify's default Cache-Control first.
 * Reads the file again when it changes.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { ROOT } from './paths.ts';

export const NETLIFY_TOML = path.join(ROOT, 'netlify.toml');
/** What Netlify sends for a static file no rule gives a Cache-Control. */
export const NETLIFY_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
}

export interface NetlifyToml {
  headers: HeaderRule[];
  redirects: RedirectRule[];
  /** `[images] remote_images`: regular expressions of the remote sources the image CDN may fetch. */
  remoteImages: string[];
}

/** The RegExp Netlify uses for a `[[headers]] for` path. */
export function forPathRegExp(forPath: string): RegExp {
  const parts = forPath
    .split('/')
    .map((p) => p.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      return part
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.*)');
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

let cache: { file: string; mtime: number; value: NetlifyToml } | undefined;

/** The parsed netlify.toml (empty rules when there is none). */
export function readNetlifyToml(file = NETLIFY_TOML): NetlifyToml {
  let mtime: number;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return { headers: [], redirects: [], remoteImages: [] };
  }
  if (cache?.file === file && cache.mtime === mtime) return cache.value;
  const doc = parse(readFileSync(file, 'utf8')) as { headers?: { for: string; values?: Record<string, unknown> }[]; redirects?: RedirectRule[]; images?: { remote_images?: unknown } };
  const remote = doc.images?.remote_images;
  const value: NetlifyToml = {
    headers: (doc.headers ?? []).map((h) => ({ for: h.for, values: Object.fromEntries(Object.entries(h.values ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)])) })),
    redirects: doc.redirects ?? [],
    remoteImages: Array.isArray(remote) ? remote.filter((p): p is string => typeof p === 'string') : [],
  };
  cache = { file, mtime, value };
  return value;
}

/** The headers netlify.toml gives a response to `pathname` (later rules win per header). */
export function headersFor(pathname: string, rules = readNetlifyToml().headers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (forPathRegExp(rule.for).test(pathname)) Object.assign(out, rule.values);
  }
  return out;
}
