/**
 * Shown to a signed-in user while this device holds changes someone else queued (while signed out,
 * or under another account): they are never sent with this user's session; the user may discard
 * them (or leave them for their owner). Another account's changes show no content (they stay that
 * account's); changes nobody owns show the record's title. Side effects: discards outbox items.
 */
import { useState } from 'react';
import { useAuth } from '@/data/auth/auth-context';
import { discardOutboxItem, useChangesNotYours } from '@/data';
import { NOT_YOURS_EXPLAINED, NOT_YOURS_HEADING, notYoursOrigin, notYoursWhat } from '@/domain/device-changes';
import './changes-not-yours.css';

export default function ChangesNotYours() {
  const { user } = useAuth();
  const changes = useChangesNotYours(user?.id ?? null);
  const [error, setError] = useState<string | null>(null);
  if (!user || changes.length === 0) return null;
  return (
    <section className="not-yours" role="region" aria-label={NOT_YOURS_HEADING}>
      <h2>{NOT_YOURS_HEADING}</h2>
      <p>{NOT_YOURS_EXPLAINED}</p>
      {error && <p role="alert">{error}</p>}
      <ul>
        {changes.map((c) => (
          <li key={c.outboxId}>
            <span>
              {notYoursWhat(c.noun, c.label)} · {notYoursOrigin(c.owner)},{' '}
              {new Date(c.queuedAt).toLocaleString()}
            </span>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => void discardOutboxItem(c.outboxId).then(() => setError(null), (e: unknown) => setError(e instanceof Error ? e.message : String(e)))}
            >
              Discard
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
