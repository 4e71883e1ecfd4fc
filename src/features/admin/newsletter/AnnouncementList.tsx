/**
 * The announcements: drafts (synced rows, editable offline; Delete puts one in the Trash, a sent one
 * too: its sends keep their own subject and body) and the sends (from the server, with their state
 * and how many went out). Side effects: deletes through the data layer (queued offline).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { listSends, remove, useAdminRows, useOnline, type AdminRow, type SendRow } from '@/data';
import { TRASH_KEEP_DAYS } from '@/domain/constants';
import { ANNOUNCEMENT_DELETE_FAILED, announcementDeleted, deleteConfirm } from '@/domain/messages';
import type { Announcement } from '@/domain/types';
import { useConfirm } from '@/ui/ConfirmDialog';
import { SyncMarker } from '@/ui/SyncMarker';

const STATUS = { sending: 'Sending', paused: 'Paused', cancelled: 'Cancelled', done: 'Sent' } as const;

export function AnnouncementList() {
  const drafts = useAdminRows('newsletter_announcements');
  const online = useOnline();
  const [sends, setSends] = useState<SendRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; kind: 'success' | 'error' } | null>(null);
  const { confirm, dialog } = useConfirm();

  async function onDelete(d: AdminRow<Announcement>) {
    const title = d.subject.trim() || 'Untitled announcement';
    if (!(await confirm({ title: 'Delete draft?', message: deleteConfirm(title), confirmLabel: 'Delete' }))) return;
    remove('newsletter_announcements', d.id).then(
      () => setNotice({ text: announcementDeleted(TRASH_KEEP_DAYS), kind: 'success' }),
      () => setNotice({ text: ANNOUNCEMENT_DELETE_FAILED, kind: 'error' }),
    );
  }

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
      {dialog}
      <div className="newsletter-section-head">
        <h2 id="announcements-title">Announcements</h2>
        <Link className="btn btn-primary" to="/admin/newsletter/new">New announcement</Link>
      </div>
      <h3>Drafts</h3>
      {notice && (
        <div className={`admin-message ${notice.kind === 'error' ? 'admin-message-error' : 'admin-message-success'}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </div>
      )}
      {rows.length === 0 ? (
        <p>No drafts yet.</p>
      ) : (
        <ul className="newsletter-drafts">
          {rows.map((d) => (
            <li key={d.id}>
              <Link to={`/admin/newsletter/edit/${d.id}`}>{d.subject.trim() || 'Untitled announcement'}</Link>
              <span className="newsletter-muted"> · edited {d.updated_at.slice(0, 16).replace('T', ' ')}</span>
              {d._sync !== 'synced' && <SyncMarker state={d._sync} error={d._error} />}
              {' '}
              <button type="button" className="btn btn-ghost btn-small" aria-label={`Delete ${d.subject.trim() || 'Untitled announcement'}`} onClick={() => void onDelete(d)}>Delete</button>
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
