/**
 * The announcements: drafts (synced rows, editable offline; Delete puts one in the Trash, a sent one
 * too: its sends keep their own subject and body) and the sends (from the server, with their state
 * and how many went out). Side effects: deletes through the data layer (queued offline).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Plus, Trash2 } from 'lucide-react';
import { listSends, undoDelete } from '@/data/online';
import { remove } from '@/data';
import { useAdminRows } from '@/data/editing';
import { useOnline } from '@/data/react';
import { type AdminRow } from '@/data/engine';
import { TRASH_KEEP_DAYS } from '@/domain/constants';
import { formatDate } from '@/domain/dates';
import { ANNOUNCEMENT_DELETE_FAILED, afterUndo, announcementDeleted, deleteConfirm } from '@/domain/messages';
import type { Announcement } from '@/domain/types';
import { useServerValue } from '@/ui/admin/use-server-value';
import { useConfirm } from '@/ui/ConfirmDialog';
import { SyncMarker } from '@/ui/SyncMarker';
import { useToast } from '@/ui/Toast';

const STATUS = { sending: 'Sending', paused: 'Paused', cancelled: 'Cancelled', done: 'Sent' } as const;

export function AnnouncementList() {
  const drafts = useAdminRows('newsletter_announcements');
  const online = useOnline();
  const { value: sends, error } = useServerValue(listSends, 'sends', online);
  const [problem, setProblem] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const { show, toast } = useToast();

  async function onDelete(d: AdminRow<Announcement>) {
    const title = d.subject.trim() || 'Untitled announcement';
    if (!(await confirm({ title: 'Delete draft?', message: deleteConfirm(title), confirmLabel: 'Delete' }))) return;
    setProblem(null);
    remove('newsletter_announcements', d.id).then(
      () => show({ text: announcementDeleted(TRASH_KEEP_DAYS), undo: async () => afterUndo(await undoDelete('newsletter_announcements', d.id), title) }),
      () => setProblem(ANNOUNCEMENT_DELETE_FAILED),
    );
  }

  const rows = [...(drafts.data ?? [])].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return (
    <section className="admin-card newsletter-announcements" aria-labelledby="announcements-title">
      {dialog}
      {toast}
      <div className="newsletter-section-head">
        <h2 id="announcements-title">Announcements</h2>
        <Link className="btn btn-primary" to="/admin/newsletter/new"><Plus size={18} aria-hidden="true" /> New Announcement</Link>
      </div>
      <h3>Drafts</h3>
      {problem && <div className="admin-message admin-message-error" role="alert">{problem}</div>}
      {rows.length === 0 ? (
        <p className="newsletter-muted">No drafts yet. Write one with New Announcement.</p>
      ) : (
        <ul className="newsletter-rows">
          {rows.map((d) => {
            const title = d.subject.trim() || 'Untitled announcement';
            return (
              <li key={d.id} className="newsletter-row">
                <div className="newsletter-row-text">
                  <Link to={`/admin/newsletter/edit/${d.id}`}>{title}</Link>
                  <span className="newsletter-muted">Edited <time dateTime={d.updated_at}>{formatDate(d.updated_at, { time: true })}</time></span>
                  {d._sync !== 'synced' && <SyncMarker state={d._sync} error={d._error} />}
                </div>
                <button type="button" className="btn btn-ghost btn-icon danger" aria-label={`Delete ${title}`} title="Delete" onClick={() => void onDelete(d)}>
                  <Trash2 size={18} aria-hidden="true" />
                </button>
              </li>
            );
          })}
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
        <ul className="newsletter-rows">
          {sends.map((s) => (
            <li key={s.id} className="newsletter-row">
              <div className="newsletter-row-text">
                {s.announcement_id ? <Link to={`/admin/newsletter/edit/${s.announcement_id}`}>{s.subject}</Link> : <span>{s.subject}</span>}
                <span className="newsletter-muted">
                  {STATUS[s.status]} · {s.total} recipients · <time dateTime={s.created_at}>{formatDate(s.created_at, { time: true })}</time>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
