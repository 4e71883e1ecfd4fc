/**
 * The page source a request carries, for the public routes' loaders. Each loader lives in its page
 * module and comes with the page's chunk (the route's `lazy` returns it; see src/app/README.md) and
 * reads through the page source in React Router's request context (`pageSourceContext`): the
 * server's static handler passes Supabase's REST API (server-entry.tsx), the browser's router the
 * local copy first (main.tsx). A missing page answers 404 and a failed read 503, so the server
 * sends the right status (and the CDN never caches a failure).
 */
import { RouterContextProvider } from 'react-router-dom';
import { pageSourceContext, type PublicPageSource } from '@/data/public';

export { pageSourceContext };

/** A request context carrying `open` (the static handler's `requestContext`, the browser router's `getContext`). */
export function withPageSource(open: () => Promise<PublicPageSource>): RouterContextProvider {
  return new RouterContextProvider(new Map([[pageSourceContext, open]]));
}
