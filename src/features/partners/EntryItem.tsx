/**
 * One of the partner's entries in a list: title, type, state, the reviewer's note, views and actions.
 * The actions are the admin lists' icon buttons (docs/design-vocabulary.md, List actions): View,
 * Edit or Withdraw, Delete, each named by its entry. `onDelete` (a page with a toast) takes the delete
 * once confirmed, to offer Undo; without it the draft is deleted at once. `onWithdrawn` hears of a
 * withdrawal from review (to offer Undo).
 */
import { useState } from 'react';
import { Eye, Pencil, Trash2, Undo2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { remove } from '@/data';
import { withdrawFromReview } from '@/data/online';
import { type AdminRow } from '@/data/engine';
import { useConfirm } from '@/ui/ConfirmDialog';
import { contentTypeLabel, deleteConfirm, PARTNER_STATE_LABELS, partnerState, type Entry } from '@/domain';
import { formatDate } from '@/domain/dates';

export function EntryItem({ entry, views, onDelete, onWithdrawn }: {
  entry: AdminRow<Entry>;
  views?: number;
  onDelete?: (entry: AdminRow<Entry>) => void;
  onWithdrawn?: (entry: AdminRow<Entry>) => void;
}) {
  const state = partnerState(entry);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="partner-item" data-slug={entry.slug} data-state={state}>
      <div className="partner-item-head">
        <span className="partner-item-title">{entry.title}</span>
        <span className={`badge badge-${entry.content_type}`}>{contentTypeLabel(entry.content_type)}</span>
        <span className={`partner-state partner-state-${state}`}>{entry.revision_of ? `Revision · ${PARTNER_STATE_LABELS[state]}` : PARTNER_STATE_LABELS[state]}</span>
        {state === 'published' && <span className="muted">{(views ?? 0).toLocaleString()} views</span>}
      </div>
      {entry.updated_at && (
        <p className="partner-item-date muted">
          Edited <time dateTime={entry.updated_at}>{formatDate(entry.updated_at, { time: true })}</time>
        </p>
      )}
      {state === 'changes_requested' && entry.review_note && (
        <p className="partner-note"><strong>Changes requested:</strong> {entry.review_note}</p>
      )}
      {error && <p className="admin-message admin-message-error" role="alert">{error}</p>}
      <div className="partner-item-actions">
        {state === 'published' && !entry.revision_of && (
          <a className="btn btn-ghost btn-icon" href={`/${entry.slug}`} target="_blank" rel="noopener noreferrer" aria-label={`View ${entry.title}`} title="View">
            <Eye size={18} aria-hidden="true" />
          </a>
        )}
        {state === 'in_review' ? (
          <button type="button" className="btn btn-ghost btn-icon" disabled={busy} aria-label={`Withdraw ${entry.title} from review`} title="Withdraw from review"
            onClick={() => void run(async () => {
              await withdrawFromReview(entry.id);
              onWithdrawn?.(entry);
            })}>
            <Undo2 size={18} aria-hidden="true" />
          </button>
        ) : (
          <Link className="btn btn-ghost btn-icon" to={`/partners/articles/edit/${entry.id}`} aria-label={`Edit ${entry.title}`} title="Edit">
            <Pencil size={18} aria-hidden="true" />
          </Link>
        )}
        {state !== 'published' && (
          <button type="button" className="btn btn-ghost btn-icon" disabled={busy} aria-label={`Delete ${entry.title}`} title="Delete"
            onClick={() =>
              void confirm({ title: 'Delete draft?', message: deleteConfirm(entry.title), confirmLabel: 'Delete' }).then((ok) => {
                if (!ok) return undefined;
                if (onDelete) return onDelete(entry);
                return run(() => remove('cheezopedia_entries', entry.id));
              })
            }>
            <Trash2 size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      {dialog}
    </li>
  );
}
