/**
 * Netlify Function (v2): /sitemap.xml (every public entry and cheese-type page, absolute URLs),
 * /robots.txt (absolute Sitemap line) and /feed.xml (Atom, the newest entries), from
 * netlify/lib/pages.ts. The local backend serves this same function.
 */
import { handleSeoFile } from '../lib/pages';
import type { SiteContext } from '../lib/site-origin';

export default (req: Request, context?: SiteContext): Promise<Response> => handleSeoFile(req, process.env, context);

export const config = {
  path: ['/sitemap.xml', '/robots.txt', '/feed.xml'],
  method: ['GET', 'HEAD'],
};
