/**
 * /partners: the partner's dashboard — Published Articles, In Review, Drafts and Total Views (each
 * card opens the list it counts, and the counts are those lists' lengths), Views by Article (views
 * per published entry, most viewed first), a New Article button and their latest work. With nothing
 * written yet it shows the spec's 'No articles yet. Create your first one!' with the next steps
 * instead of a screen of zeros. A partner sent here from an admin page is told why.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PenLine, UserRound } from 'lucide-react';
import { useAuth } from '@/data/auth';
import { useAdminEntries } from '@/data/editing';
import { useViewTotals } from '@/data/online';
import { PARTNER_NO_ARTICLES, adminOnlyNotice } from '@/domain/messages';
import { dashboardCounts, ownEntries, publishedEntries, workInProgress } from './partner-entries';
import { EntryItem } from './EntryItem';
import { useToast } from '@/ui/Toast';
import { useUndoableDelete } from './use-undoable-delete';
import { ViewsByArticle } from './ViewsByArticle';

export default function PartnerDashboard() {
  const { user } = useAuth();
  const entries = useAdminEntries();
  const views = useViewTotals();
  const location = useLocation();
  const navigate = useNavigate();
  // Sent here from an admin page: said once (a reload does not repeat it).
  const [deniedFrom] = useState(() => (location.state as { deniedFrom?: string } | null)?.deniedFrom ?? null);
  useEffect(() => {
    if ((location.state as { deniedFrom?: string } | null)?.deniedFrom) navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);

  const { show, toast } = useToast();
  const { hidden, deleteWithUndo, withdrawnWithUndo } = useUndoableDelete(show);
  const own = useMemo(() => ownEntries(entries.data ?? [], user?.id).filter((e) => !hidden.has(e.id)), [entries.data, user?.id, hidden]);
  const published = publishedEntries(own);
  const wip = workInProgress(own);
  const ready = Boolean(entries.data);
  const totalViews = views.data ? published.reduce((n, e) => n + (views.data?.[e.id] ?? 0), 0) : null;
  const counts = dashboardCounts(own);
  const stats = [
    { label: 'Published Articles', value: ready ? counts.published : null, to: '/partners/articles' },
    { label: 'In Review', value: ready ? counts.inReview : null, to: '/partners/drafts#in-review' },
    { label: 'Drafts', value: ready ? counts.drafts : null, to: '/partners/drafts#drafts' },
    { label: 'Total Views', value: totalViews, to: published.length > 0 ? '#views-by-article' : '/partners/articles' },
  ];
  const recent = [...wip, ...published].slice(0, 5);
  const empty = ready && own.length === 0;

  return (
    <section>
      {toast}
      <div className="partner-head">
        <h1>Partner Dashboard</h1>
        <Link className="btn btn-primary" to="/partners/articles/new">New Article</Link>
      </div>
      {deniedFrom && <p className="admin-message partner-notice" role="status">{adminOnlyNotice(deniedFrom)}</p>}
      <ul className="partner-stats" aria-label="Your figures">
        {stats.map((s) => (
          <li key={s.label} data-testid={`stat-${s.label}`}>
            <Link className="partner-stat" to={s.to}>
              <span className="partner-stat-value">{s.value === null ? '-' : s.value.toLocaleString()}</span>
              <span className="partner-stat-label">{s.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {empty ? (
        <div className="partner-empty partner-empty-start">
          <p className="partner-empty-title">{PARTNER_NO_ARTICLES}</p>
          <p>Write a draft, then submit it for review: an admin publishes it, and its views show here.</p>
          <div className="partner-empty-actions">
            <Link className="btn btn-primary" to="/partners/articles/new"><PenLine size={18} aria-hidden="true" /> Write Your First Article</Link>
            <Link className="btn btn-outline" to="/partners/profile"><UserRound size={18} aria-hidden="true" /> Set Up Your Byline</Link>
          </div>
        </div>
      ) : (
        <>
          <h2 className="partner-section-title">Latest Work</h2>
          <ul className="partner-list" aria-label="Latest work">
            {recent.map((e) => <EntryItem key={e.id} entry={e} views={views.data?.[e.id]} onDelete={deleteWithUndo} onWithdrawn={withdrawnWithUndo} />)}
          </ul>
          <ViewsByArticle published={published} totals={views.data} failed={views.error !== null && !views.data} />
        </>
      )}
    </section>
  );
}
