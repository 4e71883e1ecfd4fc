/** Previous / next page links of a public list (real links: crawlers and no-JavaScript visitors follow them). */
import { Link } from 'react-router-dom';

export interface ListPagerProps {
  label: string;
  page: number;
  hasNext: boolean;
  href: (page: number) => string;
  previousText?: string;
  nextText?: string;
}

export function ListPager({ label, page, hasNext, href, previousText = 'Previous', nextText = 'Next' }: ListPagerProps) {
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="list-pager" aria-label={label}>
      {page > 1 ? (
        <Link className="btn btn-outline" rel="prev" to={href(page - 1)}>
          {previousText}
        </Link>
      ) : (
        <span />
      )}
      <span className="list-page-number" aria-current="page">
        Page {page}
      </span>
      {hasNext ? (
        <Link className="btn btn-outline" rel="next" to={href(page + 1)}>
          {nextText}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
