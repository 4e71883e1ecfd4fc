/**
 * /discover: back arrow to /, the content-type filter (All, Recipes, Articles, Pairing Guides) kept in
 * `?type=` so a filtered view can be shared and survives reload, and the 3/2/1-column card grid.
 */
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { useDiscoverEntries } from '@/data';
import { DISCOVER_FILTERS, discoverFilterToQuery, parseDiscoverFilter, type DiscoverFilter } from '@/domain/content-type';
import { DISCOVER_EMPTY, ERROR_HEADING, LOADING, errorLoadingContent } from '@/domain/messages';
import { usePageMeta } from '@/ui/head/usePageMeta';
import { PublicLayout } from '@/ui/site/PublicLayout';
import { LoadingScreen } from '@/ui/Spinner';
import { DiscoverCard } from './DiscoverCard';
import './discover.css';

export default function DiscoverPage() {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const filter = parseDiscoverFilter(params.get('type'));
  const { data, loading, error } = useDiscoverEntries(filter);
  const entries = data ?? [];
  const label = DISCOVER_FILTERS.find((f) => f.value === filter)?.label ?? 'All';
  usePageMeta({
    title: filter === 'all' ? 'Discover' : `Discover ${label}`,
    description: 'Discover cheese recipes, articles and pairing guides from Cheezopedia.',
  });

  const choose = (value: DiscoverFilter) => {
    const query = discoverFilterToQuery(value);
    setParams(query ? { type: query } : {}, { replace: false });
  };

  let body;
  if (error && entries.length === 0) {
    body = (
      <div className="discover-state discover-error" role="alert">
        <h2>{ERROR_HEADING}</h2>
        <p>{errorLoadingContent(error)}</p>
      </div>
    );
  } else if (loading && entries.length === 0) {
    body = <LoadingScreen message={LOADING} inline />;
  } else if (entries.length === 0) {
    body = <p className="discover-state">{DISCOVER_EMPTY}</p>;
  } else {
    body = (
      <ul className="card-grid plain-list discover-grid">
        {entries.map((entry) => (
          <li key={entry.id}>
            <DiscoverCard entry={entry} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PublicLayout auth={auth} mainClassName="discover-page">
      <div className="container">
        <div className="discover-head">
          <Link to="/" className="icon-btn back-link" aria-label="Back to home">
            <ArrowLeft size={18} aria-hidden="true" />
          </Link>
          <div>
            <h1>Discover</h1>
            <p className="discover-lead">Recipes, articles and pairing guides for every cheese lover.</p>
          </div>
        </div>
        <div className="filter-bar" role="group" aria-label="Filter by content type">
          {DISCOVER_FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              className={f.value === filter ? 'filter-btn active' : 'filter-btn'}
              aria-pressed={f.value === filter}
              onClick={() => choose(f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
        <div aria-live="polite">{body}</div>
      </div>
    </PublicLayout>
  );
}
