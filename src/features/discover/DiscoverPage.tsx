/**
 * /discover: back arrow to /, the content-type filter (All, Recipes, Articles, Pairing Guides) kept in
 * `?type=` so a filtered view can be shared and survives reload, and the 3/2/1-column card grid.
 * The list comes from the route's loader (server-rendered on a first visit), then the local copy.
 * One page of DISCOVER_PAGE_SIZE cards at a time, the page in `?page=` (links crawlers follow).
 */
import { data, useLoaderData, useSearchParams, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { pageSourceOf, useLiveDiscover, type DiscoverData } from '@/data/public';
import { DISCOVER_FILTERS, discoverFilterToQuery, parseDiscoverFilter, type DiscoverFilter } from '@/domain/content-type';
import { DISCOVER_EMPTY } from '@/domain/messages/site';
import { isPastLastPage, parsePage } from '@/domain/paging';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { EntryListBody } from '@/ui/site/EntryListBody';
import { ListHead } from '@/ui/site/ListHead';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { DiscoverCard } from './DiscoverCard';
import { DiscoverPager } from './DiscoverPager';
import { discoverMeta } from './meta';
import './discover.css';

/** The route's loader (loaded with the page): a page of entries of the type in ?type=; a page past the last 404, a failed read 503. */
export async function loader({ request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) {
  const params = new URL(request.url).searchParams;
  const d = await (await pageSourceOf(context)).discover(parseDiscoverFilter(params.get('type')), parsePage(params.get('page')));
  return data(d, { status: d.error ? 503 : isPastLastPage(d.page, d.entries.length) ? 404 : 200 });
}

export default function DiscoverPage() {
  const auth = useAuth();
  const [, setParams] = useSearchParams();
  const data = useLoaderData() as DiscoverData;
  const { filter, error, page, hasNext } = data;
  const entries = useLiveDiscover(filter, page, data.entries);
  usePageMeta(discoverMeta(filter, page, isPastLastPage(page, entries.length)));

  const choose = (value: DiscoverFilter) => {
    const query = discoverFilterToQuery(value);
    // The page stays where it is: the filter changes the list below it, not the page.
    setParams(query ? { type: query } : {}, { replace: false, preventScrollReset: true });
  };

  return (
    <PublicLayout auth={auth} mainClassName="discover-page">
      <div className="container">
        <ListHead prefix="discover" backTo="/" backLabel="Back to home" title="Discover" lead="Recipes, articles and pairing guides for every cheese lover." />
        {/* A GET form (a named form landmark; ARIA allows no group role on a form): before the page is
            interactive (or without JavaScript) a filter still works. */}
        <form className="filter-bar" aria-label="Filter by content type" method="get" action="/discover">
          {DISCOVER_FILTERS.map((f) => (
            <button
              key={f.value}
              type="submit"
              name="type"
              value={discoverFilterToQuery(f.value) ?? ''}
              className={f.value === filter ? 'filter-btn active' : 'filter-btn'}
              aria-pressed={f.value === filter}
              onClick={(event) => {
                event.preventDefault();
                choose(f.value);
              }}
            >
              {f.label}
            </button>
          ))}
        </form>
        <div aria-live="polite">
          <EntryListBody
            prefix="discover"
            error={error}
            entries={entries}
            empty={entries.length === 0}
            emptyText={DISCOVER_EMPTY}
            gridClassName="card-grid plain-list discover-grid"
            card={(entry, priority) => <DiscoverCard entry={entry} priority={priority} />}
          />
        </div>
        <DiscoverPager filter={filter} page={page} hasNext={hasNext} />
      </div>
    </PublicLayout>
  );
}
