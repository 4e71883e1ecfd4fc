/** /partners/drafts: drafts, submissions in review, entries sent back with the reviewer's note, and revisions. */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { useAdminEntries } from '@/data';
import { LOADING } from '@/domain/messages';
import { ownEntries, workInProgress } from './partner-entries';
import { EntryItem } from './EntryItem';

export default function PartnerDraftsPage() {
  const { user } = useAuth();
  const entries = useAdminEntries();
  const location = useLocation();
  const navigate = useNavigate();
  const [flash] = useState(() => (location.state as { flash?: { text: string } } | null)?.flash?.text ?? null);
  useEffect(() => {
    if ((location.state as { flash?: unknown } | null)?.flash) navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  const wip = useMemo(() => workInProgress(ownEntries(entries.data ?? [], user?.id)), [entries.data, user?.id]);
  return (
    <section>
      <div className="partner-head">
        <h1>Drafts</h1>
        <Link className="btn btn-primary" to="/partners/articles/new">New Article</Link>
      </div>
      {flash && <div className="admin-message admin-message-success" role="status">{flash}</div>}
      {!entries.data ? (
        <p className="muted">{LOADING}</p>
      ) : wip.length === 0 ? (
        <div className="partner-empty"><p>No drafts. Start a new article when you are ready.</p></div>
      ) : (
        <ul className="partner-list" aria-label="Drafts">
          {wip.map((e) => <EntryItem key={e.id} entry={e} />)}
        </ul>
      )}
    </section>
  );
}
