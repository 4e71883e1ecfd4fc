/**
 * Netlify Function (v2) POST /.netlify/functions/purge-pages: the target of Supabase's database
 * webhook on cheezopedia_entries and cheeses (docs/deploying.md, "Cache purge"). Checks the shared secret
 * (PURGE_WEBHOOK_SECRET, header x-webhook-secret), then purges the CDN cache tags of the pages the
 * change affects with `purgeCache` (site and token come from Netlify's environment).
 */
import { purgeCache } from '@netlify/functions';
import { createPurgeHandler } from '../lib/purge';

export default (req: Request): Promise<Response> =>
  createPurgeHandler({ purge: (tags) => purgeCache({ tags }), secret: process.env.PURGE_WEBHOOK_SECRET })(req);

// No config.method: Netlify runs an unpathed function for any method; the handler answers 405 itself.
export const config = {};
