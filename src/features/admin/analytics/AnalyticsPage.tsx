/**
 * /admin/analytics: views of the last 30 days (deduplicated per visitor per day, bots excluded) —
 * total, a bar chart per day, the top entries and views by content type. Server data (RPC), so it
 * needs a connection; offline it says so.
 */
import { Link } from 'react-router-dom';
import { useViewAnalytics } from '@/data/online';
import { contentTypeLabel } from '@/domain/content-type';
import { LOADING } from '@/domain/messages';
import { ViewsChart } from './ViewsChart';
import { ScrollRegion } from '@/ui/ScrollRegion';
import '../layout/admin.css';
import './analytics.css';

export const ANALYTICS_DAYS = 30;

export default function AnalyticsPage() {
  const { data, error, loading } = useViewAnalytics(ANALYTICS_DAYS);
  return (
    <section className="admin-page analytics-page">
      <h1>Analytics</h1>
      <p className="muted">Views of the last {ANALYTICS_DAYS} days. Each visitor counts once per entry per day; bots are not counted.</p>
      {loading ? (
        <p className="muted">{LOADING}</p>
      ) : error || !data ? (
        <div className="admin-message admin-message-error" role="alert">Failed to load analytics: {error ?? 'no data'}</div>
      ) : (
        <>
          <div className="analytics-total">
            <span className="analytics-total-value" data-testid="views-total">{data.total.toLocaleString()}</span>
            <span className="muted">views in the last {ANALYTICS_DAYS} days</span>
          </div>
          <div className="analytics-card">
            <h2>Views per day</h2>
            <ViewsChart points={data.perDay} />
          </div>
          <div className="analytics-grid">
            <div className="analytics-card">
              <h2>Top entries</h2>
              {data.top.length === 0 ? (
                <p className="muted">No views yet.</p>
              ) : (
                <ScrollRegion label="Top entries">
                <table className="admin-table analytics-table">
                  <thead><tr><th scope="col">Entry</th><th scope="col">Type</th><th scope="col">Views</th></tr></thead>
                  <tbody>
                    {data.top.map((t) => (
                      <tr key={t.id}>
                        <td><Link to={`/admin/articles/edit/${t.id}`}>{t.title}</Link></td>
                        <td>{contentTypeLabel(t.contentType)}</td>
                        <td>{t.views.toLocaleString()}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                </ScrollRegion>
              )}
            </div>
            <div className="analytics-card">
              <h2>By content type</h2>
              {data.byType.length === 0 ? (
                <p className="muted">No views yet.</p>
              ) : (
                <ul className="plain-list analytics-types">
                  {data.byType.map((t) => (
                    <li key={t.contentType}>
                      <span className={`badge badge-${t.contentType}`}>{contentTypeLabel(t.contentType)}</span>
                      <meter min={0} max={data.total} value={t.views} aria-label={`${contentTypeLabel(t.contentType)} share`} />
                      <strong>{t.views.toLocaleString()}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
