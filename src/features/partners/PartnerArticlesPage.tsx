/** /partners/articles: the partner's published entries with their views; editing one starts a revision. */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { useAdminEntries } from '@/data/editing';
import { useViewTotals } from '@/data/online';
import { LOADING } from '@/domain/messages';
import { ownEntries, publishedEntries } from './partner-entries';
import { EntryItem } from './EntryItem';

export default function PartnerArticlesPage() {
  const { user } = useAuth();
  const entries = useAdminEntries();
  const views = useViewTotals();
  const published = useMemo(() => publishedEntries(ownEntries(entries.data ?? [], user?.id)), [entries.data, user?.id]);
  return (
    <section>
      <div className="partner-head">
        <h1>My Articles</h1>
        <Link className="btn btn-primary" to="/partners/articles/new">New Article</Link>
      </div>
      <p className="muted">Editing a published article creates a revision for review; the published version stays online until it is approved.</p>
      {!entries.data ? (
        <p className="muted">{LOADING}</p>
      ) : published.length === 0 ? (
        <div className="partner-empty">
          <p>Nothing published yet. Submit a draft for review to see it here.</p>
          <Link className="btn btn-primary" to="/partners/drafts">Open Your Drafts</Link>
        </div>
      ) : (
        <ul className="partner-list" aria-label="Published articles">
          {published.map((e) => <EntryItem key={e.id} entry={e} views={views.data?.[e.id]} />)}
        </ul>
      )}
    </section>
  );
}
