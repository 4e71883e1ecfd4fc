/**
 * /search?q=…&page=…: the server-rendered results page (works without JavaScript: a GET form, real
 * links, pages of results, `noindex`). Entries and cheeses in groups, matched words marked; a cheese
 * opens its modal on `/`. In the browser the loader asks the database online and the device offline
 * (results then say they come from saved entries); when the server was only slow, its answer replaces
 * the device's once it comes.
 */
import { useEffect, useState } from 'react';
import { data, Link, useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router-dom';
import { loadSiteSearch, pageSourceOf, type SearchData } from '@/data/public';
import { useAuth } from '@/data/auth';
import { isPastLastPage, parsePage } from '@/domain/paging';
import { contentTypeLabel } from '@/domain/content-type';
import { SEARCH_BUTTON, SEARCH_CHEESES_HEADING, SEARCH_CONTROL_CHARACTERS, SEARCH_ENTRIES_HEADING, SEARCH_FROM_DEVICE, SEARCH_LABEL, SEARCH_PLACEHOLDER, SEARCH_PROMPT, SEARCH_TITLE, searchNoResults, searchResultsFor } from '@/domain/messages/search';
import { searchPath } from '@/domain/site-search';
import { SEARCH_PAGE_SIZE } from '@/domain/constants';
import { usePageMeta } from '@/ui/head/use-page-meta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { ListPager } from '@/ui/site/ListPager';
import { LoadErrorState } from '@/ui/site/LoadErrorState';
import { Snippet } from '@/ui/site/Snippet';
import { searchMeta } from './meta';
import './search.css';

/**
 * The route's loader (loaded with the page: the app's first load does not carry it): results, a
 * query holding control characters (a NUL…) 400, a failed read 503 (never cached), a page past the
 * last 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>) {
  const params = new URL(request.url).searchParams;
  const d = await (await pageSourceOf(context)).search(params.get('q') ?? '', parsePage(params.get('page')));
  return data(d, { status: d.refused ? 400 : d.error ? 503 : isPastLastPage(d.page, d.entries.length) ? 404 : 200 });
}

function Results({ data }: { data: SearchData }) {
  const { q, entries, cheeses, error, page } = data;
  if (data.refused) {
    return (
      <p className="search-state search-error" role="alert">
        {SEARCH_CONTROL_CHARACTERS}
      </p>
    );
  }
  if (!q) return <p className="search-state">{SEARCH_PROMPT}</p>;
  if (error && entries.length === 0 && cheeses.length === 0) {
    return <LoadErrorState prefix="search" error={error} />;
  }
  if (entries.length === 0 && cheeses.length === 0) return <p className="search-state">{searchNoResults(q)}</p>;
  return (
    <>
      {entries.length > 0 && (
        <section aria-labelledby="search-entries">
          <h2 id="search-entries">{SEARCH_ENTRIES_HEADING}</h2>
          <ol className="plain-list search-results" start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
            {entries.map((e) => (
              <li key={e.id} className="search-result">
                <span className={`badge badge-${e.content_type}`}>{contentTypeLabel(e.content_type)}</span>
                <h3>
                  <Link to={`/${e.slug}`}>{e.title}</Link>
                </h3>
                <Snippet text={e.snippet ?? e.description} className="search-snippet" />
              </li>
            ))}
          </ol>
        </section>
      )}
      {cheeses.length > 0 && (
        <section aria-labelledby="search-cheeses">
          <h2 id="search-cheeses">{SEARCH_CHEESES_HEADING}</h2>
          <ul className="plain-list search-results">
            {cheeses.map((c) => (
              <li key={c.id} className="search-result">
                <h3>
                  <Link to={`/?cheese=${encodeURIComponent(c.id)}`}>{c.name}</Link>
                </h3>
                <p className="search-subtitle">{c.subtitle}</p>
                <Snippet text={c.snippet} className="search-snippet" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** The loader's answer; the server's instead once it comes, when the device answered because the server was slow. */
function useSearchData(): SearchData {
  const loaded = useLoaderData() as SearchData;
  const [late, setLate] = useState<SearchData | null>(null);
  useEffect(() => {
    if (loaded.from !== 'device' || !loaded.q) return undefined;
    let stop: (() => void) | undefined;
    let live = true;
    loadSiteSearch()
      .then((m) => {
        if (live) stop = m.watchLateSearch(loaded.q, loaded.page, setLate);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop?.();
    };
  }, [loaded]);
  return late && late.q === loaded.q && late.page === loaded.page && loaded.from === 'device' ? late : loaded;
}

export default function SearchPage() {
  const auth = useAuth();
  const data = useSearchData();
  const { q, page, hasNext } = data;
  usePageMeta(searchMeta(q, page));
  return (
    <PublicLayout auth={auth} mainClassName="search-page">
      <div className="container search-container">
        <h1>{SEARCH_TITLE}</h1>
        <form className="search-form" role="search" method="get" action="/search">
          <label htmlFor="search-page-q" className="visually-hidden">
            {SEARCH_LABEL}
          </label>
          <input id="search-page-q" name="q" type="search" defaultValue={q} placeholder={SEARCH_PLACEHOLDER} maxLength={200} key={q} />
          <button type="submit" className="btn btn-primary">
            {SEARCH_BUTTON}
          </button>
        </form>
        <div aria-live="polite">
          {q && !data.refused && <p className="search-summary">{searchResultsFor(q)}</p>}
          {data.from === 'device' && q && <p className="search-note">{SEARCH_FROM_DEVICE}</p>}
          <Results data={data} />
        </div>
        <ListPager label="Search result pages" page={page} hasNext={hasNext} href={(p) => searchPath(q, p)} />
      </div>
    </PublicLayout>
  );
}
