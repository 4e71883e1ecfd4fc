/**
 * /partners: the partner's dashboard — Published Articles, In Review (submissions waiting for an
 * admin), Drafts (drafts, entries sent back and revisions) and Total Views of their entries, a New Article button, and their latest work (or 'No
 * articles yet. Create your first one!').
 */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { useAdminEntries, useViewTotals } from '@/data';
import { PARTNER_NO_ARTICLES } from '@/domain/messages';
import { dashboardCounts, ownEntries, publishedEntries, workInProgress } from './partner-entries';
import { EntryItem } from './EntryItem';

export default function PartnerDashboard() {
  const { user } = useAuth();
  const entries = useAdminEntries();
  const views = useViewTotals();
  const own = useMemo(() => ownEntries(entries.data ?? [], user?.id), [entries.data, user?.id]);
  const published = publishedEntries(own);
  const wip = workInProgress(own);
  const ready = Boolean(entries.data);
  const totalViews = views.data ? published.reduce((n, e) => n + (views.data?.[e.id] ?? 0), 0) : null;
  const counts = dashboardCounts(own);
  const stats = [
    { label: 'Published Articles', value: ready ? counts.published : null },
    { label: 'In Review', value: ready ? counts.inReview : null },
    { label: 'Drafts', value: ready ? counts.drafts : null },
    { label: 'Total Views', value: totalViews },
  ];
  const recent = [...wip, ...published].slice(0, 5);

  return (
    <section>
      <div className="partner-head">
        <h1>Partner Dashboard</h1>
        <Link className="btn btn-primary" to="/partners/articles/new">New Article</Link>
      </div>
      <div className="partner-stats">
        {stats.map((s) => (
          <div className="partner-stat" key={s.label} data-testid={`stat-${s.label}`}>
            <span className="partner-stat-value">{s.value === null ? '-' : s.value.toLocaleString()}</span>
            <span className="partner-stat-label">{s.label}</span>
          </div>
        ))}
      </div>
      {ready && own.length === 0 ? (
        <div className="partner-empty"><p>{PARTNER_NO_ARTICLES}</p></div>
      ) : (
        <ul className="partner-list" aria-label="Latest work">
          {recent.map((e) => <EntryItem key={e.id} entry={e} views={views.data?.[e.id]} />)}
        </ul>
      )}
    </section>
  );
}
