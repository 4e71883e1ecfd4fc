/**
 * The public routes' loaders. Each reads through the page source its request carries in React
 * Router's request context (`pageSourceContext`): the server's static handler passes Supabase's REST
 * API (server-entry.tsx), the browser's router the local copy first (main.tsx). A missing entry (or
 * a discover page past the last) answers 404 and a failed read 503, so the server sends the right
 * status (and the CDN never caches a failure).
 */
import { createContext, data, RouterContextProvider, type LoaderFunctionArgs } from 'react-router-dom';
import type { PublicPageSource } from '@/data/public';
import { parseDiscoverFilter } from '@/domain/content-type';
import { isPastLastPage, parsePage } from '@/domain/paging';
import { isCheeseTypeSlug } from '@/domain/cheese-type-tags';

/**
 * Where a request's public loaders read, opened on first use (the browser's source imports the local
 * copy's module only when a loader runs). No default: a router that does not say fails loudly.
 */
export const pageSourceContext = createContext<() => Promise<PublicPageSource>>();

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

export async function entryLoader({ params, context }: Args) {
  const d = await (await source(context)).entry(params.slug ?? '');
  return data(d, { status: status(d.entry ? null : d.error, !d.entry) });
}

/** /search?q=…&page=…: results (a failed read 503; a page past the last 404). */
export async function searchLoader({ request, context }: Args) {
  const params = new URL(request.url).searchParams;
  const d = await (await source(context)).search(params.get('q') ?? '', parsePage(params.get('page')));
  return data(d, { status: status(d.error, isPastLastPage(d.page, d.entries.length)) });
}

/** /cheese-types/{slug}: the tag's entries; an unknown tag (no public entry carries it) or a page past the last is 404. */
export async function cheeseTypeLoader({ params, request, context }: Args) {
  const slug = params.tag ?? '';
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  if (!isCheeseTypeSlug(slug)) return data({ slug, name: null, page, hasNext: false, entries: [], error: null }, { status: 404 });
  const d = await (await source(context)).cheeseType(slug, page);
  return data(d, { status: status(d.error, !d.name || d.entries.length === 0) });
}
