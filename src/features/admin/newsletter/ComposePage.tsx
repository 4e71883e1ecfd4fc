/**
 * /admin/newsletter/new and /admin/newsletter/edit/{id}: an announcement's subject and markdown body
 * with a live preview of both mail parts. The draft is an ordinary synced row (saved on this device,
 * pushed when online, conflicts resolved here); sending (SendPanel) needs the saved draft and the network.
 * An existing draft has the History panel (its versions, a diff with the current one, Restore).
 */
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { historySource } from '@/data/online';
import { useAdminRow, useEditSession, useFollowOtherDevice, usePresence } from '@/data/editing';
import { useAuth } from '@/data/auth';
import { useConflicts, useOnline } from '@/data/react';
import { announcementProblem } from '@/domain/announcement-rules';
import { ConflictCompare } from '@/ui/ConflictCompare';
import { HistoryPanel } from '@/ui/history/HistoryPanel';
import { LoadingScreen } from '@/ui/Spinner';
import { OtherDeviceNotes } from '@/ui/OtherDeviceNotes';
import { SyncMarker } from '@/ui/SyncMarker';
import { useToast } from '@/ui/Toast';
import { EntryLinkPicker } from './EntryLinkPicker';
import { MailPreview } from './MailPreview';
import { SendPanel } from './SendPanel';
import './newsletter.css';

const LIST = '/admin/newsletter';
type ComposeForm = { subject: string; body_md: string };
const LABELS: Record<keyof ComposeForm, string> = { subject: 'Subject', body_md: 'Body' };
const toForm = (row: ComposeForm): ComposeForm => ({ subject: row.subject, body_md: row.body_md });

export default function ComposePage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const online = useOnline();
  const existing = useAdminRow('newsletter_announcements', id);
  const [session, edit] = useEditSession('newsletter_announcements', id);
  const conflict = useConflicts().find((c) => c.table === 'newsletter_announcements' && c.id === edit.id);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [filled, setFilled] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { show, toast } = useToast();
  const { user, profile } = useAuth();
  // Another device's change: untouched fields follow it (edited ones are kept); who else has it open.
  const form = useMemo(() => ({ subject, body_md: body }), [subject, body]);
  const setForm = useCallback((f: ComposeForm) => {
    setSubject(f.subject);
    setBody(f.body_md);
  }, []);
  const followed = useFollowOtherDevice(session, edit, toForm, form, setForm);
  const peers = usePresence('newsletter_announcements', id, profile?.name ?? user?.email ?? null);

  useEffect(() => {
    if (!id || existing.loading) return;
    if (existing.error || !existing.data) {
      navigate(LIST, { replace: true });
      return;
    }
    if (edit.loaded && filled !== edit.revision) {
      setSubject(edit.loaded.subject);
      setBody(edit.loaded.body_md);
      setFilled(edit.revision);
      setDirty(false);
    }
  }, [id, existing.loading, existing.error, existing.data, edit.loaded, edit.revision, filled, navigate]);

  const change = (set: (v: string) => void) => (value: string) => {
    session.edit();
    setDirty(true);
    setProblem(null);
    set(value);
  };

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const problem = announcementProblem({ subject, body_md: body });
    if (problem) return setProblem(problem);
    const result = await session.save({ subject, body_md: body });
    if (result.status === 'saved') {
      setDirty(false);
      show({ text: result.saved === 'queued' ? 'Draft saved on this device; it syncs when you are back online.' : 'Draft saved.' });
      if (!id && result.id) navigate(`/admin/newsletter/edit/${result.id}`, { replace: true });
    } else if (result.status === 'failed') setProblem(`Failed to save the draft: ${result.error ?? 'Unknown error'}`);
  }

  if (id && (existing.loading || filled === null)) return <LoadingScreen message="Loading..." inline />;
  const savedId = edit.id ?? id ?? null;

  return (
    <section className="admin-page newsletter-compose-page" aria-labelledby="compose-title">
      {toast}
      <div>
        <Link to={LIST} className="back-link"><ArrowLeft size={16} aria-hidden="true" /> Back to Newsletter</Link>
        <div className="newsletter-section-head">
          <h1 id="compose-title">{id ? 'Edit Announcement' : 'New Announcement'}</h1>
          {edit.id && <SyncMarker state={edit.sync} error={edit.syncMessage ?? undefined} />}
        </div>
      </div>
      {edit.status === 'conflict' && (
        <ConflictCompare noun="draft" className="newsletter-conflict" deleted={edit.theirs === null}
          fields={[
            { key: 'subject', label: 'Subject', mine: subject, theirs: edit.theirs?.subject ?? '' },
            { key: 'body_md', label: 'Body', mine: body, theirs: edit.theirs?.body_md ?? '', long: true },
          ]}
          merge={conflict ? { table: 'newsletter_announcements', bases: conflict.bases, mine: conflict.mine, theirs: conflict.theirs } : null}
          onResolve={(choices) => void session.resolve(choices)}
          onKeepMine={() => void session.keepMine({ subject, body_md: body })} onTakeTheirs={() => void session.takeTheirs()} />
      )}
      {id && <OtherDeviceNotes peers={peers} updated={followed.map((k) => LABELS[k])} />}
      {problem && <div className="admin-message admin-message-error" role="alert">{problem}</div>}
      <div className="newsletter-compose">
        <form className="admin-card" onSubmit={(e) => void onSave(e)} noValidate>
          <div className="field">
            <label htmlFor="announcement-subject">Subject</label>
            <input id="announcement-subject" className="input" type="text" maxLength={200} value={subject} onChange={(e) => change(setSubject)(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="announcement-body">Message (Markdown)</label>
            <textarea id="announcement-body" className="textarea" value={body} onChange={(e) => change(setBody)(e.target.value)} />
          </div>
          <EntryLinkPicker onPick={(link) => change(setBody)(`${body.trimEnd()}${body.trim() ? '\n\n' : ''}${link}\n`)} />
          <button type="submit" className="btn btn-primary" disabled={edit.status === 'saving'}>
            {edit.status === 'saving' ? 'Saving...' : 'Save Draft'}
          </button>
        </form>
        <MailPreview subject={subject} body={body} />
      </div>
      {savedId ? <SendPanel announcementId={savedId} subject={subject} body={body} unsaved={dirty} /> : <p className="newsletter-muted">Save the draft to send it.</p>}
      {id && existing.data && (
        <HistoryPanel table="newsletter_announcements" id={id} current={existing.data as unknown as Record<string, unknown>} source={historySource} online={online} />
      )}
    </section>
  );
}
