/**
 * The site's own public origin, for anything a response or a check must name: canonical and Open
 * Graph URLs, the sitemap and robots.txt, mailed links, the view beacon's origin check. It is never
 * taken from the request's Host (any client chooses that). On Netlify it is the site's main URL
 * (`context.site.url`, else the `URL` variable Netlify sets); the local backend passes, as
 * `context.site.url`, the origin it served — one of the host names it answers (its Host allow-list).
 */
export interface SiteContext {
  site?: { url?: string };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The configured site origin, or undefined when neither the context nor the environment names one. */
export function siteOrigin(context?: SiteContext, env: Record<string, string | undefined> = process.env): string | undefined {
  return originOf(context?.site?.url) ?? originOf(env.URL);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when `origin` is the site's: the same origin, or — for a site on loopback (the local backend)
 * — the same port under another loopback name (localhost, 127.0.0.1, [::1] are one machine).
 */
export function isSiteOrigin(origin: string | null | undefined, site: string): boolean {
  const o = originOf(origin ?? undefined);
  if (!o) return false;
  if (o === site) return true;
  const a = new URL(o);
  const b = new URL(site);
  return a.protocol === b.protocol && a.port === b.port && LOOPBACK_HOSTS.has(a.hostname) && LOOPBACK_HOSTS.has(b.hostname);
}

/**
 * True when a request comes from one of the site's own pages: its Origin header names the site, or,
 * without an Origin, its Referer does. A request with neither is not from a page of the site.
 */
export function isFromSitePage(req: Request, site: string): boolean {
  const origin = req.headers.get('origin');
  if (origin !== null) return isSiteOrigin(origin, site);
  return isSiteOrigin(req.headers.get('referer'), site);
}
