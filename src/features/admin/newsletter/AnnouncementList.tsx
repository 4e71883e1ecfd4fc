/**
 * The announcements: drafts (synced rows, editable offline) and the sends (from the server, with
 * their state and how many went out).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { listSends, useAdminRows, useOnline, type SendRow } from '@/data';
import { SyncMarker } from '@/ui/SyncMarker';

const STATUS = { sending: 'Sending', paused: 'Paused', cancelled: 'Cancelled', done: 'Sent' } as const;

export function AnnouncementList() {
  const drafts = useAdminRows('newsletter_announcements');
  const online = useOnline();
  const [sends, setSends] = useState<SendRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!online) return;
    let live = true;
    listSends().then(
      (s) => live && setSends(s),
      (e: unknown) => live && setError(`Could not load the sends: ${e instanceof Error ? e.message : String(e)}`),
    );
    return () => {
      live = false;
    };
  }, [online]);

  const rows = [...(drafts.data ?? [])].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return (
    <section className="admin-card newsletter-announcements" aria-labelledby="announcements-title">
      <div className="newsletter-section-head">
        <h2 id="announcements-title">Announcements</h2>
        <Link className="btn btn-primary" to="/admin/newsletter/new">New announcement</Link>
      </div>
      <h3>Drafts</h3>
      {rows.length === 0 ? (
        <p>No drafts yet.</p>
      ) : (
        <ul className="newsletter-drafts">
          {rows.map((d) => (
            <li key={d.id}>
              <Link to={`/admin/newsletter/edit/${d.id}`}>{d.subject.trim() || 'Untitled announcement'}</Link>
              <span className="newsletter-muted"> · edited {d.updated_at.slice(0, 16).replace('T', ' ')}</span>
              {d._sync !== 'synced' && <SyncMarker state={d._sync} error={d._error} />}
            </li>
          ))}
        </ul>
      )}
      <h3>Sent</h3>
      {!online ? (
        <p>Sends are shown when this device is online.</p>
      ) : error ? (
        <div className="admin-message admin-message-error" role="alert">{error}</div>
      ) : sends === null ? (
        <p>Loading…</p>
      ) : sends.length === 0 ? (
        <p>Nothing sent yet.</p>
      ) : (
        <ul className="newsletter-sends">
          {sends.map((s) => (
            <li key={s.id}>
              {s.announcement_id ? <Link to={`/admin/newsletter/edit/${s.announcement_id}`}>{s.subject}</Link> : s.subject}
              <span className="newsletter-muted"> · {STATUS[s.status]} · {s.total} recipients · {s.created_at.slice(0, 16).replace('T', ' ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
