/**
 * The one page handler both hosts serve (Netlify Functions v2 `pages` and `seo-files`; the local
 * backend loads those same functions): server-rendered public pages with CDN caching and cache tags,
 * the app shell for client-rendered routes, sitemap.xml, robots.txt and the Atom feed (feed.xml).
 *
 * Caching: Netlify's CDN keeps pages (durable, stale-while-revalidate) under tags — `entries` on
 * every page that shows entries, `entry-<slug>` on an entry's own URL, `cheeses` on the landing page —
 * purged when content changes (netlify/functions/purge-pages.ts). Browsers always revalidate.
 * An old slug of a renamed entry answers 301 to the entry's current URL (cached like a page, under
 * the old slug's tag: taking the slug or renaming again purges it). A draft's preview
 * (/preview/<token>) is never cached, anywhere: `private, no-store` for the browser and the CDN,
 * and `X-Robots-Tag: noindex` beside the page's own robots meta.
 */
import { securityHeaders } from './security-headers';
import type { RenderOptions } from '#ssr';
import { robotsTxt, sitemapXml } from '../../src/app/seo-files';
import { createPublicRest } from '../../src/data/public/rest';
import { pageTags } from './tags';
import { atomFeed, ATOM_TYPE } from './feed';
import { cheeseTypeSlug } from '../../src/domain/cheese-type-tags';
import { siteOrigin, type SiteContext } from './site-origin';

/** The server bundle, loaded on first use (a static specifier: Netlify's bundler includes it). */
const ssr = () => import('#ssr');
// Start loading it with the function (cold start), not on the first request; failures surface there.
ssr().catch(() => undefined);

/** The local backend's well-known publishable key: used only when no key is configured. */
const LOCAL_DEV_PUBLISHABLE_KEY = 'sb_publishable_cheezopedia_local_development_key';

/** Seconds the CDN serves a page before revalidating in the background (purges make changes live sooner). */
export const PAGE_MAX_AGE = 300;
export const PAGE_STALE = 7 * 24 * 3600;
/** Not-found answers are kept briefly: a scheduled entry goes live without any purge. */
export const NOT_FOUND_MAX_AGE = 60;

/** Supabase URL and publishable key from the environment (Netlify's site variables, or the local backend's). */
export function renderOptions(env: Record<string, string | undefined> = process.env): RenderOptions {
  const supabaseUrl = env.SUPABASE_URL || env.VITE_SUPABASE_URL;
  if (!supabaseUrl) throw new Error('SUPABASE_URL (or VITE_SUPABASE_URL) is not set');
  const supabaseKey = env.SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_PUBLISHABLE_KEY || env.VITE_SUPABASE_ANON_KEY || LOCAL_DEV_PUBLISHABLE_KEY;
  return { supabaseUrl, supabaseKey };
}

/** CDN caching for a status: pages and not-found answers are cached, failures never. */
export function cdnCacheControl(status: number): string {
  if (status === 200) return `public, durable, s-maxage=${PAGE_MAX_AGE}, stale-while-revalidate=${PAGE_STALE}`;
  if (status === 404) return `public, durable, s-maxage=${NOT_FOUND_MAX_AGE}, stale-while-revalidate=${NOT_FOUND_MAX_AGE}`;
  return 'no-store';
}

function body(req: Request, text: string): string | null {
  return req.method === 'HEAD' ? null : text;
}

/**
 * The request as the renderer sees it: the site's own origin (siteOrigin) with the request's path
 * and query, so that canonical and Open Graph URLs never name the Host a client sent. Only with no
 * site configured at all (neither Netlify's site URL nor URL) does the request's origin remain.
 */
export function onSiteOrigin(req: Request, context?: SiteContext, env: Record<string, string | undefined> = process.env): Request {
  const site = siteOrigin(context, env);
  if (!site) return req;
  const url = new URL(req.url);
  return new Request(`${site}${url.pathname}${url.search}`, { method: req.method, headers: req.headers, signal: req.signal });
}

/**
 * `/cheese-types/<tag as written>` (an entry page's tag link: 'Gruyère') → 301 to its slug URL
 * (`/cheese-types/gruyere`, the canonical one the sitemap lists), the page number kept; else null.
 */
export function cheeseTypeRedirect(url: URL): string | null {
  const m = /^\/cheese-types\/([^/]+)$/.exec(url.pathname);
  if (!m) return null;
  let tag: string;
  try {
    tag = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  const slug = cheeseTypeSlug(tag);
  if (!slug || slug === m[1]) return null;
  const page = url.searchParams.get('page');
  return `/cheese-types/${slug}${page ? `?page=${encodeURIComponent(page)}` : ''}`;
}

/** Headers of a draft's preview page, and of its not-found answer (a token must never be cached). */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'private, no-store',
  'netlify-cdn-cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  // The token is in the URL: no link on the page sends it onwards.
  'referrer-policy': 'no-referrer',
};

/** GET/HEAD of a public route → the rendered page (or the app shell for client-rendered routes). */
export async function handlePage(req: Request, env: Record<string, string | undefined> = process.env, context?: SiteContext): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  const redirect = cheeseTypeRedirect(new URL(req.url));
  if (redirect) {
    return new Response(null, {
      status: 301,
      headers: { location: redirect, 'cache-control': 'public, max-age=3600', 'netlify-cdn-cache-control': `public, durable, s-maxage=${PAGE_STALE}` },
    });
  }
  let page;
  try {
    page = await (await ssr()).renderPage(onSiteOrigin(req, context, env), renderOptions(env));
  } catch (e) {
    console.error('Page rendering failed', e);
    return new Response('The page could not be rendered. Please try again in a moment.', {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'netlify-cdn-cache-control': 'no-store' },
    });
  }
  // Netlify applies dist/_headers to static files only: a function sends the security headers itself.
  const headers: Record<string, string> = {
    ...securityHeaders(env.VITE_SUPABASE_URL ?? env.SUPABASE_URL, { reportUri: env.CSP_REPORT_URI }),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0, must-revalidate',
  };
  if (page.kind === 'redirect' && page.location) {
    // Browsers revalidate it too: a new entry may take the old slug later.
    return new Response(null, {
      status: page.status,
      headers: {
        location: page.location,
        'cache-control': 'public, max-age=0, must-revalidate',
        'netlify-cdn-cache-control': cdnCacheControl(200),
        'netlify-cache-tag': pageTags('entry', page.slug).join(','),
      },
    });
  }
  if (page.route === 'preview') {
    Object.assign(headers, PREVIEW_HEADERS);
  } else if (page.kind === 'page') {
    headers['netlify-cdn-cache-control'] = cdnCacheControl(page.status);
    headers['netlify-cache-tag'] = pageTags(page.route, page.slug).join(',');
    // Discover's filter is its only query parameter: other parameters (tracking…) share its cache entry.
    if (page.route === 'discover') headers['netlify-vary'] = 'query=type|page';
    if (page.route === 'search') headers['netlify-vary'] = 'query=q|page';
    if (page.route === 'cheese-type') headers['netlify-vary'] = 'query=page';
  } else {
    headers['cache-control'] = 'no-cache';
  }
  return new Response(body(req, page.html), { status: page.status, headers });
}

/** /sitemap.xml, /robots.txt and /feed.xml (absolute URLs of the site's origin: see onSiteOrigin). */
export async function handleSeoFile(req: Request, env: Record<string, string | undefined> = process.env, context?: SiteContext): Promise<Response> {
  const url = new URL(onSiteOrigin(req, context, env).url);
  const cdn = `public, durable, s-maxage=${PAGE_MAX_AGE}, stale-while-revalidate=${PAGE_STALE}`;
  if (url.pathname === '/robots.txt') {
    return new Response(body(req, robotsTxt(url.origin)), {
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600', 'netlify-cdn-cache-control': cdn },
    });
  }
  if (url.pathname === '/feed.xml') {
    try {
      const options = renderOptions(env);
      const xml = atomFeed(await createPublicRest({ url: options.supabaseUrl, key: options.supabaseKey }).feedEntries(), url.origin);
      return new Response(body(req, xml), {
        headers: { 'content-type': `${ATOM_TYPE}; charset=utf-8`, 'cache-control': 'public, max-age=0, must-revalidate', 'netlify-cdn-cache-control': cdn, 'netlify-cache-tag': 'entries,feed' },
      });
    } catch (e) {
      console.error('Feed failed', e);
      return new Response('The feed is not available right now.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'netlify-cdn-cache-control': 'no-store', 'retry-after': '60' } });
    }
  }
  try {
    const options = renderOptions(env);
    const xml = await sitemapXml(createPublicRest({ url: options.supabaseUrl, key: options.supabaseKey }), url.origin);
    return new Response(body(req, xml), {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', 'netlify-cdn-cache-control': cdn, 'netlify-cache-tag': 'entries,sitemap' },
    });
  } catch (e) {
    console.error('Sitemap failed', e);
    return new Response('The sitemap is not available right now.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'netlify-cdn-cache-control': 'no-store', 'retry-after': '60' } });
  }
}
