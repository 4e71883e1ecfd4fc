/**
 * The partner's analytics: views per published entry (the server's counts, which row-level security
 * limits to the partner's own entries), most viewed first, each with a bar relative to the most
 * viewed, and the total. Views need the network; offline it says so.
 */
import { viewsByEntry } from './partner-entries';
import type { Entry } from '@/domain';

export interface ViewsByArticleProps {
  published: readonly Entry[];
  /** Total views per entry id; null while loading or unavailable. */
  totals: Readonly<Record<string, number>> | null;
  failed: boolean;
}

export function ViewsByArticle({ published, totals, failed }: ViewsByArticleProps) {
  const { rows, total } = viewsByEntry(published, totals ?? {});
  return (
    <section className="partner-views" id="views-by-article" aria-labelledby="views-by-article-title">
      <h2 id="views-by-article-title" className="partner-section-title">Views by Article</h2>
      {published.length === 0 ? (
        <p className="muted">Views are counted once an article is published. Submit a draft for review to get started.</p>
      ) : failed ? (
        <p className="muted" role="status">Views need the network: they are shown when this device is online.</p>
      ) : totals === null ? (
        <p className="muted" role="status">Loading views…</p>
      ) : (
        <>
          <p className="muted">{total.toLocaleString()} {total === 1 ? 'view' : 'views'} in all, counted once per visitor per day.</p>
          <ol className="partner-views-list" aria-label="Views per article">
            {rows.map((r) => (
              <li key={r.id} className="partner-views-row" data-slug={r.slug}>
                <a href={`/${r.slug}`} target="_blank" rel="noopener noreferrer" className="partner-views-title">{r.title}</a>
                <span className="partner-views-count">{r.views.toLocaleString()} {r.views === 1 ? 'view' : 'views'}</span>
                <span className="partner-views-bar" aria-hidden="true"><span style={{ width: `${Math.round(r.share * 100)}%` }} /></span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
