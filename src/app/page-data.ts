/**
 * The public routes' loaders. They read through a source the entry point sets: Supabase's REST API
 * on the server (server-entry.tsx), the local copy first in the browser (main.tsx). A missing entry
 * (or a discover page past the last) answers 404 and a failed read 503, so the server sends the
 * right status (and the CDN never caches a failure).
 */
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { PublicPageSource } from '@/data/public/types';
import { parseDiscoverFilter } from '@/domain/content-type';
import { isPastLastPage, parsePage } from '@/domain/paging';

let source: PublicPageSource | null = null;

/** Sets where the public loaders read (once per process or page). */
export function setPageSource(next: PublicPageSource): void {
  source = next;
}

function pageSource(): PublicPageSource {
  if (!source) throw new Error('No page data source: call setPageSource() in the entry point');
  return source;
}

const status = (error: string | null, missing = false) => (error ? 503 : missing ? 404 : 200);

export async function landingLoader() {
  const d = await pageSource().landing();
  return data(d, { status: status(d.error) });
}

export async function discoverLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const d = await pageSource().discover(parseDiscoverFilter(params.get('type')), parsePage(params.get('page')));
  return data(d, { status: status(d.error, isPastLastPage(d.page, d.entries.length)) });
}

export async function entryLoader({ params }: LoaderFunctionArgs) {
  const d = await pageSource().entry(params.slug ?? '');
  return data(d, { status: status(d.entry ? null : d.error, !d.entry) });
}
