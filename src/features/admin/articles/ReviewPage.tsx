/**
 * /admin/articles/review/{id}: one partner submission — who sent it and when, the diff against the
 * published version (or the whole entry when new), and the two decisions: Publish, or Request changes
 * with a note. Both are Postgres RPCs; the author is mailed. Needs a connection.
 * The screen keeps showing the version it first showed (the one being reviewed) and each decision
 * carries that version: the database refuses it when the partner changed the submission meanwhile,
 * and the screen then says so and shows the new version.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { loadNames, publishSubmission, requestChanges, ReviewDecisionError } from '@/data/online';
import { useAdminEntry } from '@/data/editing';
import { useRemote } from '@/data/profiles';
import { type AdminRow } from '@/data/engine';
import {
  contentTypeLabel, LOADING, PARTNER_STATE_LABELS, partnerState, REVIEW_CHANGES_REQUESTED, REVIEW_NOTE_REQUIRED, REVIEW_PUBLISHED,
  SUBMISSION_CHANGED_CODE, SUBMISSION_CHANGED_NOTICE, SUBMISSION_NOT_FOUND_TEXT, SUBMISSION_NOT_FOUND_TITLE, submissionChangedMessage, type Entry,
} from '@/domain';
import { NotFoundState } from '@/ui/NotFoundState';
import { ReviewDiff } from './ReviewDiff';
import { formatDate } from '@/domain/dates';
import '../layout/admin.css';
import './articles.css';

async function authorName(id: string | null): Promise<string> {
  if (!id) return 'Unknown author';
  return (await loadNames([id]))[id] ?? 'Unknown author';
}

export default function ReviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const submission = useAdminEntry(id);
  const live = submission.data;
  // The version under review: the first one shown; replaced only when the reviewer asks, or after a
  // decision was refused because the submission changed (then by the next version the device gets).
  const [s, setShown] = useState<AdminRow<Entry> | undefined>(undefined);
  const [adoptNewer, setAdoptNewer] = useState(false);
  useEffect(() => {
    if (!live) return;
    if (!s || s.id !== live.id || (adoptNewer && live.version !== s.version)) {
      setShown(live);
      setAdoptNewer(false);
    }
  }, [live, s, adoptNewer]);
  const published = useAdminEntry(s?.revision_of ?? undefined);
  const author = useRemote(() => authorName(s?.author_id ?? null), `author:${s?.author_id ?? ''}`);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!s || !live) {
    if (submission.loading || live) return <section className="admin-page"><p className="muted">{LOADING}</p></section>;
    return (
      <section className="admin-page">
        <NotFoundState title={SUBMISSION_NOT_FOUND_TITLE} text={SUBMISSION_NOT_FOUND_TEXT} back={{ to: '/admin/articles', label: 'Back to Articles' }} />
      </section>
    );
  }
  const state = partnerState(live);
  const waiting = state === 'in_review';
  const newer = live.version !== s.version;

  async function decide(kind: 'publish' | 'changes') {
    if (!s) return;
    if (kind === 'changes' && !note.trim()) {
      setError(REVIEW_NOTE_REQUIRED);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = kind === 'publish' ? await publishSubmission(s.id, s.version) : await requestChanges(s.id, s.version, note.trim());
      const text = kind === 'publish' ? REVIEW_PUBLISHED : REVIEW_CHANGES_REQUESTED;
      navigate('/admin/articles', { state: { flash: { tone: 'success', text: r.mailed ? text : `${text.split('.')[0]}. The author could not be mailed.` } } });
    } catch (e) {
      const changed = e instanceof ReviewDecisionError && e.code === SUBMISSION_CHANGED_CODE;
      setError(changed ? submissionChangedMessage(kind) : e instanceof Error ? e.message : String(e));
      if (changed) setAdoptNewer(true);
      setBusy(false);
    }
  }

  return (
    <section className="admin-page review-page">
      <Link to="/admin/articles" className="back-link"><ArrowLeft size={16} aria-hidden="true" /> Back to Articles</Link>
      <h1>Review: {s.title}</h1>
      <p className="muted review-meta">
        {s.revision_of ? 'Revision of a published entry' : 'New entry'} · {contentTypeLabel(s.content_type)} · by {author.data ?? '…'}
        {s.submitted_at && <> · submitted {formatDate(s.submitted_at, { time: true })}</>} · <span className={`status-badge status-review-${state}`}>{PARTNER_STATE_LABELS[state]}</span>
      </p>
      {error && <div className="admin-message admin-message-error" role="alert">{error}</div>}
      {newer && !error && (
        <div className="admin-message" role="status">
          {SUBMISSION_CHANGED_NOTICE}{' '}
          <button type="button" className="btn btn-outline" onClick={() => setShown(live)}>Show the New Version</button>
        </div>
      )}
      {!waiting && <div className="admin-message" role="status">This entry is not waiting for review ({PARTNER_STATE_LABELS[state]}).</div>}
      <ReviewDiff published={s.revision_of ? published.data ?? null : null} submission={s} />
      {waiting && (
        <div className="review-actions">
          <div className="field review-note">
            <label htmlFor="review-note">Note for the author (needed to request changes)</label>
            <textarea id="review-note" className="textarea" rows={4} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)}
              placeholder="What should change before this can be published?" />
          </div>
          <div className="review-buttons">
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void decide('changes')}>Request Changes</button>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void decide('publish')}>Publish</button>
          </div>
        </div>
      )}
    </section>
  );
}
