/**
 * Netlify Function (v2): /sitemap.xml (every public entry, absolute URLs) and /robots.txt (absolute
 * Sitemap line), from netlify/lib/pages.ts. The local backend serves this same function.
 */
import { handleSeoFile } from '../lib/pages';

export default (req: Request): Promise<Response> => handleSeoFile(req);

export const config = {
  path: ['/sitemap.xml', '/robots.txt'],
  method: ['GET', 'HEAD'],
};
