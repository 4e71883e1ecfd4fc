/**
 * Shown to a signed-in user while this device holds changes someone else queued (while signed out,
 * or under another account): they are never sent with this user's session; the user may discard
 * them (or leave them for their owner, and hide the list behind a small button for the tab's
 * session). Another account's changes show no content (they stay that
 * account's); changes nobody owns show the record's title. Side effects: discards outbox items.
 */
import { useState } from 'react';
import { useAuth } from '@/data/auth';
import { discardOutboxItem } from '@/data';
import { useChangesNotYours } from '@/data/react';
import { formatDate } from '@/domain/dates';
import {
  DISCARD_NOT_YOURS_CONFIRM, DISCARD_NOT_YOURS_TITLE, NOT_YOURS_EXPLAINED, NOT_YOURS_HEADING, discardNotYoursMessage, notYoursCount, notYoursOrigin, notYoursWhat,
} from '@/domain/device-changes';
import { useConfirm } from '@/ui/ConfirmDialog';
import './changes-not-yours.css';

/** Whether the list is hidden behind its button (for this tab's session: it stays so across reloads). */
const HIDDEN_KEY = 'cheezopedia-not-yours-hidden';
function readHidden(): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}
function writeHidden(value: boolean): void {
  try {
    if (value) sessionStorage.setItem(HIDDEN_KEY, '1');
    else sessionStorage.removeItem(HIDDEN_KEY);
  } catch {
    // No session storage (private mode): hidden until the next load.
  }
}

export default function ChangesNotYours() {
  const { user } = useAuth();
  const changes = useChangesNotYours(user?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  const [hidden, setHiddenState] = useState(() => readHidden());
  const { confirm, dialog } = useConfirm();
  const setHidden = (value: boolean) => {
    setHiddenState(value);
    writeHidden(value);
  };
  // Discarding cannot be undone: asked first in the product's dialog.
  const discard = async (outboxId: number, what: string) => {
    if (!(await confirm({ title: DISCARD_NOT_YOURS_TITLE, message: discardNotYoursMessage(what), confirmLabel: DISCARD_NOT_YOURS_CONFIRM }))) return;
    await discardOutboxItem(outboxId).then(() => setError(null), (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };
  if (!user || changes.length === 0) return null;
  if (hidden) {
    return (
      <button type="button" className="not-yours-pill" onClick={() => setHidden(false)}>
        {notYoursCount(changes.length)}
      </button>
    );
  }
  return (
    <section className="not-yours" role="region" aria-label={NOT_YOURS_HEADING}>
      <div className="not-yours-head">
        <h2>{NOT_YOURS_HEADING}</h2>
        <button type="button" className="btn btn-ghost" onClick={() => setHidden(true)}>Hide</button>
      </div>
      <p>{NOT_YOURS_EXPLAINED}</p>
      {error && <p role="alert">{error}</p>}
      <ul>
        {changes.map((c) => (
          <li key={c.outboxId}>
            <span>
              {notYoursWhat(c.noun, c.label)} · {notYoursOrigin(c.owner, user.id)}, {formatDate(c.queuedAt, { time: true })}
            </span>
            <button
              type="button"
              className="btn btn-outline"
              aria-label={`Discard: ${notYoursWhat(c.noun, c.label)}`}
              onClick={() => void discard(c.outboxId, notYoursWhat(c.noun, c.label))}
            >
              Discard
            </button>
          </li>
        ))}
      </ul>
      {dialog}
    </section>
  );
}
