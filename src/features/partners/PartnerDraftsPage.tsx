/**
 * /partners/drafts: two lists — In Review (submissions waiting for an admin) and Drafts (drafts,
 * entries sent back with the reviewer's note, revisions) — whose lengths are the dashboard's counts.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { useAdminEntries } from '@/data/editing';
import { LOADING } from '@/domain/messages';
import { useToast } from '@/ui/Toast';
import { draftGroups, ownEntries } from './partner-entries';
import { EntryItem } from './EntryItem';
import { useUndoableDelete } from './use-undoable-delete';

export default function PartnerDraftsPage() {
  const { user } = useAuth();
  const entries = useAdminEntries();
  const location = useLocation();
  const navigate = useNavigate();
  const { show, toast } = useToast();
  const [flash] = useState(() => (location.state as { flash?: { text: string } } | null)?.flash?.text ?? null);
  useEffect(() => {
    if (flash) show({ text: flash });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the message the page was opened with
  }, []);
  useEffect(() => {
    if ((location.state as { flash?: unknown } | null)?.flash) navigate(location.pathname + location.hash, { replace: true, state: null });
  }, [location, navigate]);
  const { hidden, deleteWithUndo, withdrawnWithUndo } = useUndoableDelete(show);
  const groups = useMemo(
    () => draftGroups(ownEntries(entries.data ?? [], user?.id).filter((e) => !hidden.has(e.id))),
    [entries.data, user?.id, hidden],
  );
  return (
    <section>
      {toast}
      <div className="partner-head">
        <h1>Drafts</h1>
        <Link className="btn btn-primary" to="/partners/articles/new">New Article</Link>
      </div>
      {!entries.data ? (
        <p className="muted">{LOADING}</p>
      ) : (
        <>
          <section className="partner-group" id="in-review" aria-labelledby="in-review-title">
            <h2 id="in-review-title" className="partner-section-title">In Review <span className="partner-count">{groups.inReview.length}</span></h2>
            {groups.inReview.length === 0 ? (
              <p className="muted">Nothing waiting for an admin. Submit a draft for review when it is ready.</p>
            ) : (
              <ul className="partner-list" aria-label="In review">
                {groups.inReview.map((e) => <EntryItem key={e.id} entry={e} onDelete={deleteWithUndo} onWithdrawn={withdrawnWithUndo} />)}
              </ul>
            )}
          </section>
          <section className="partner-group" id="drafts" aria-labelledby="drafts-title">
            <h2 id="drafts-title" className="partner-section-title">Drafts <span className="partner-count">{groups.drafts.length}</span></h2>
            {groups.drafts.length === 0 ? (
              <div className="partner-empty">
                <p>No drafts. Start a new article when you are ready.</p>
                <Link className="btn btn-primary" to="/partners/articles/new">Start a New Article</Link>
              </div>
            ) : (
              <ul className="partner-list" aria-label="Drafts">
                {groups.drafts.map((e) => <EntryItem key={e.id} entry={e} onDelete={deleteWithUndo} onWithdrawn={withdrawnWithUndo} />)}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
