/** CORS as Supabase answers it: any origin, the client's headers allowed, Content-Range exposed. */
import type { MiddlewareHandler } from 'hono';

export const ALLOW_HEADERS = 'apikey, authorization, x-client-info, content-type, accept, accept-profile, content-profile, prefer, x-upsert, cache-control, x-supabase-api-version, x-retry-count, range, range-unit';
export const EXPOSE_HEADERS = 'Content-Range, X-Supabase-Api-Version, Content-Location, Location, Preference-Applied, ETag';

export const cors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': c.req.header('access-control-request-headers') ? `${ALLOW_HEADERS}, ${c.req.header('access-control-request-headers')}` : ALLOW_HEADERS,
        'access-control-max-age': '86400',
      },
    });
  }
  await next();
  c.res.headers.set('access-control-allow-origin', '*');
  c.res.headers.set('access-control-expose-headers', EXPOSE_HEADERS);
};
