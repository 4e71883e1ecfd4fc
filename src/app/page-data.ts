/**
 * The public routes' loaders. Each reads through the page source its request carries in React
 * Router's request context (`pageSourceContext`): the server's static handler passes Supabase's REST
 * API (server-entry.tsx), the browser's router the local copy first (main.tsx). A missing entry (or
 * a discover page past the last) answers 404 and a failed read 503, so the server sends the right
 * status (and the CDN never caches a failure). An old slug of a renamed entry answers a permanent
 * redirect to its current URL (the server sends it as a 301; the browser's router follows it).
 */
import { data, redirect, RouterContextProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { pageSourceContext, type PublicPageSource } from '@/data/public';
import { parseDiscoverFilter } from '@/domain/content-type';
import { isPastLastPage, parsePage } from '@/domain/paging';
import { isValidSlug } from '@/domain/slug';
import { isPreviewToken } from '@/domain/preview-link';

export { pageSourceContext };

/** A request context carrying `open` (the static handler's `requestContext`, the browser router's `getContext`). */
export function withPageSource(open: () => Promise<PublicPageSource>): RouterContextProvider {
  return new RouterContextProvider(new Map([[pageSourceContext, open]]));
}

type Args = LoaderFunctionArgs<Readonly<RouterContextProvider>>;
const source = (context: Args['context']) => context.get(pageSourceContext)();

const status = (error: string | null, missing = false) => (error ? 503 : missing ? 404 : 200);

export async function landingLoader({ context }: Args) {
  const d = await (await source(context)).landing();
  return data(d, { status: status(d.error) });
}

export async function discoverLoader({ request, context }: Args) {
  const params = new URL(request.url).searchParams;
  const d = await (await source(context)).discover(parseDiscoverFilter(params.get('type')), parsePage(params.get('page')));
  return data(d, { status: status(d.error, isPastLastPage(d.page, d.entries.length)) });
}

export async function entryLoader({ params, request, context }: Args) {
  const slug = params.slug ?? '';
  // No entry has any other slug (the database's own rule): not found without asking. A NUL in the
  // path made the read fail, a 503 for a page that cannot exist.
  if (!isValidSlug(slug)) return data({ slug, entry: null, related: [], bodyHtml: null, error: null }, { status: 404 });
  const d = await (await source(context)).entry(slug);
  if (!d.entry && d.redirectTo) return redirect(`/${d.redirectTo}${new URL(request.url).search}`, 301);
  return data(d, { status: status(d.entry ? null : d.error, !d.entry) });
}

/** /preview/<token>: the draft a live token opens; any other token is not found (never asked when malformed). */
export async function previewLoader({ params, context }: Args) {
  const token = params.token ?? '';
  if (!isPreviewToken(token)) return data({ slug: '', entry: null, related: [], bodyHtml: null, error: null }, { status: 404 });
  const d = await (await source(context)).preview(token);
  return data(d, { status: status(d.entry ? null : d.error, !d.entry) });
}
