/**
 * Netlify Function (v2): the server-rendered public pages — `/`, `/discover`, `/{slug}`, `/privacy`,
 * `/terms` — from the app's own route tree (netlify/lib/pages.ts; the renderer is the SSR bundle
 * `#ssr` built by `npm run build`), and the not-found page (HTTP 404) for every other path, nested
 * ones (`/a/b`) included. The account, partner and admin roots are excluded (the SPA fallback serves
 * them); paths under /admin and /partners come here and get the app shell when they are a route of
 * the app, a 404 otherwise. The local backend serves this same function on the same paths (static
 * files first there too).
 */
import { handlePage } from '../lib/pages';
import type { SiteContext } from '../lib/site-origin';

export default (req: Request, context?: SiteContext): Promise<Response> => handlePage(req, process.env, context);

export const config = {
  path: ['/', '/discover', '/:slug', '/*'],
  // '/.netlify/*' is Netlify's own (functions by name): never a page, here or on the local backend.
  excludedPath: ['/login', '/signup', '/forgot-password', '/reset-password', '/partners', '/admin', '/sitemap.xml', '/robots.txt', '/feed.xml', '/app.html', '/index.html', '/.netlify/*', '/newsletter/*'],
  method: ['GET', 'HEAD'],
  // Files of the build (favicon.svg, sw.js, assets…) are served as they are, before this function.
  preferStatic: true,
};
