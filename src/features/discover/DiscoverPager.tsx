/** /discover's page links: Newer / Older with the page in the URL (`?page=`), the filter kept. */
import { Link } from 'react-router-dom';
import { discoverFilterToQuery, type DiscoverFilter } from '@/domain/content-type';
import { discoverPageQuery } from '@/domain/paging';

export function DiscoverPager({ filter, page, hasNext }: { filter: DiscoverFilter; page: number; hasNext: boolean }) {
  if (page <= 1 && !hasNext) return null;
  const type = discoverFilterToQuery(filter);
  return (
    <nav className="discover-pager" aria-label="Discover pages">
      {page > 1 ? (
        <Link className="btn btn-outline" rel="prev" to={`/discover${discoverPageQuery(type, page - 1)}`}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="discover-page-number" aria-current="page">
        Page {page}
      </span>
      {hasNext ? (
        <Link className="btn btn-outline" rel="next" to={`/discover${discoverPageQuery(type, page + 1)}`}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
