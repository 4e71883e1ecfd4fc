/** /admin dashboard: five counts, welcome line, quick actions, recent activity (from the activity log). */
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/data/auth';
import { useInReviewCount, useRecentRows } from '@/data/editing';
import { NO_RECENT_ACTIVITY } from '@/domain/messages';
import { loadDashboardCounts, loadNames, type DashboardCounts } from '@/data/online';
import { formatDate } from '@/domain/dates';
import { RECENT_ACTIVITY_LIMIT, recentActivity } from './recent-activity';
import { ActivityList } from '@/ui/ActivityList';
import { useActivityLog } from '@/data/online';
import '../layout/admin.css';

const STATS: { key: keyof DashboardCounts; label: string; to?: string }[] = [
  { key: 'subscribers', label: 'Active Subscribers' },
  { key: 'articles', label: 'Total Articles', to: '/admin/articles' },
  { key: 'cheeses', label: 'Cheeses', to: '/admin/cheeses' },
  { key: 'pairings', label: 'Pairings', to: '/admin/pairings' },
  { key: 'users', label: 'Users' },
];

/** The dashboard's shortcuts to the three editors' new records. */
const QUICK_ACTIONS = [
  { to: '/admin/articles/new', label: 'Create Article' },
  { to: '/admin/cheeses/new', label: 'Add Cheese' },
  { to: '/admin/pairings/new', label: 'Create Pairing' },
];

const NO_FILTER = {};

const EMPTY_COUNTS: DashboardCounts = { subscribers: null, articles: null, cheeses: null, pairings: null, users: null };

export default function DashboardPage() {
  const { profile, user } = useAuth();
  const [counts, setCounts] = useState<DashboardCounts>(EMPTY_COUNTS);
  const [names, setNames] = useState<Record<string, string>>({});
  // Only the most recent rows: a whole-catalogue sync must not re-read every row per page it writes.
  const entries = useRecentRows('cheezopedia_entries', RECENT_ACTIVITY_LIMIT);
  const cheeses = useRecentRows('cheeses', RECENT_ACTIVITY_LIMIT);
  const inReview = useInReviewCount();
  // The activity log's latest events (online); offline, the rows this device saw change last.
  const log = useActivityLog(NO_FILTER, RECENT_ACTIVITY_LIMIT);

  useEffect(() => {
    let active = true;
    loadDashboardCounts()
      .then((result) => active && setCounts(result))
      .catch((error: unknown) => console.error('Failed to load dashboard stats', error));
    return () => {
      active = false;
    };
  }, []);

  const activity = useMemo(() => recentActivity(entries ?? [], cheeses ?? []), [entries, cheeses]);
  const activityLoading = !entries || !cheeses;
  const whoKey = activity.map((item) => item.by ?? '').join(',');

  useEffect(() => {
    let active = true;
    const ids = whoKey.split(',').filter(Boolean);
    if (ids.length === 0) return;
    loadNames(ids)
      .then((result) => active && setNames(result))
      .catch((error: unknown) => console.error('Failed to load names', error));
    return () => {
      active = false;
    };
  }, [whoKey]);

  const displayName = profile?.name || profile?.email || user?.email || 'Admin';
  const who = (id: string | null) => {
    if (!id) return 'someone';
    if (id === user?.id) return 'you';
    return names[id] ?? 'a team member';
  };

  return (
    <section className="admin-page">
      <h1>Dashboard</h1>
      <p className="admin-welcome">Welcome, {displayName}</p>

      <div className="admin-stats">
        {STATS.map((stat) => (
          <div className="admin-stat" key={stat.key} data-testid={`stat-${stat.key}`}>
            <span className="admin-stat-value">{counts[stat.key] ?? '-'}</span>
            {stat.to ? (
              <Link className="admin-stat-label" to={stat.to}>
                {stat.label}
              </Link>
            ) : (
              <span className="admin-stat-label">{stat.label}</span>
            )}
          </div>
        ))}
      </div>

      <div className="admin-card admin-review-queue" data-testid="review-queue">
        <h2>Review Queue</h2>
        <p>
          <strong className="admin-review-count">{inReview ?? '-'}</strong>{' '}
          {inReview === 1 ? 'partner submission awaits review.' : 'partner submissions await review.'}{' '}
          {inReview ? <Link to="/admin/articles?status=in_review">Open the queue</Link> : null}
        </p>
      </div>

      <div className="admin-card">
        <h2>Quick Actions</h2>
        <div className="admin-actions">
          {QUICK_ACTIONS.map((action) => (
            <Link key={action.to} className="btn btn-primary" to={action.to}>
              {action.label}
            </Link>
          ))}
        </div>
      </div>

      <div className="admin-card" data-testid="recent-activity">
        <h2>Recent Activity</h2>
        {log.state.kind === 'loaded' ? (
          log.state.events.length === 0 ? (
            <p className="muted">{NO_RECENT_ACTIVITY}</p>
          ) : (
            <>
              <ActivityList events={log.state.events} names={log.names} me={user?.id ?? null} />
              <Link to="/admin/activity">All activity</Link>
            </>
          )
        ) : log.state.kind === 'loading' ? (
          <p className="muted">Loading...</p>
        ) : activityLoading ? (
          <p className="muted">Loading...</p>
        ) : activity.length === 0 ? (
          <p className="muted">{NO_RECENT_ACTIVITY}</p>
        ) : (
          // Offline (the log lives on the server): the rows this device saw change last.
          <ul className="admin-activity">
            {activity.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <span className="admin-activity-kind">{item.kind === 'article' ? 'Article' : 'Cheese'}</span>
                <Link to={item.href}>{item.label}</Link>
                <span className="admin-activity-meta">
                  changed by {who(item.by)} · <time dateTime={item.at}>{formatDate(item.at, { time: true })}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
