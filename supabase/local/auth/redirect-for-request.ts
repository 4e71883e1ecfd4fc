/**
 * Where a mail sent for a request may link back to: the project's redirect policy (site URL and
 * additional redirect URLs) applied to the request's own origin and its `redirect_to`.
 */
import type { Context } from 'hono';
import type { AppContext } from '../app-context.ts';
import { requestOrigin } from '../app-context.ts';
import { chooseRedirect, isRedirectUrlValid, type RedirectPolicy } from './redirect.ts';

export function redirectPolicy(app: AppContext): RedirectPolicy {
  return { siteUrl: app.auth.siteUrl, allowList: app.auth.additionalRedirectUrls };
}

/**
 * Where a mailed link leads when the request names no allowed redirect_to: the origin the caller used
 * when that origin is itself allowed (the local backend serves the app), else the site URL.
 */
export function defaultRedirect(app: AppContext, c: Context, path = ''): string {
  const origin = requestOrigin(c.req.raw, app.url(), app.trustProxy);
  const policy = redirectPolicy(app);
  return `${isRedirectUrlValid(policy, origin) ? origin : app.auth.siteUrl.replace(/\/+$/, '')}${path}`;
}

export function redirectFor(app: AppContext, c: Context, path = ''): string {
  return chooseRedirect(redirectPolicy(app), c.req.query('redirect_to'), defaultRedirect(app, c, path));
}
