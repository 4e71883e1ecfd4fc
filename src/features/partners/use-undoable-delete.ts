/**
 * A partner's draft delete with Undo. A partner may not bring a row back from the trash (admins
 * only), so the delete waits for the Undo to pass: the row leaves the lists at once, the toast offers
 * Undo, and the delete is sent when the toast goes (its time is up, another message replaces it, or
 * the page is left). Undo only shows the row again: nothing was sent, nothing is lost. A delete the
 * device refuses brings the row back. A withdrawal from review is undone by submitting it again.
 */
import { useCallback, useState } from 'react';
import { remove } from '@/data';
import { submitForReview } from '@/data/online';
import { PARTNER_DRAFT_DELETED, PARTNER_SUBMITTED_AGAIN, PARTNER_WITHDRAWN, trashRestored } from '@/domain/messages';
import type { ToastMessage } from '@/ui/Toast';

export interface UndoableDelete {
  /** Ids deleted but still undoable: leave them out of the lists and counts. */
  hidden: ReadonlySet<string>;
  deleteWithUndo: (entry: { id: string; title: string }) => void;
  /** Says a submission was withdrawn, with Undo sending it for review again. */
  withdrawnWithUndo: (entry: { id: string }) => void;
}

const without = (set: ReadonlySet<string>, id: string): ReadonlySet<string> => {
  const copy = new Set(set);
  copy.delete(id);
  return copy;
};

export function useUndoableDelete(show: (message: ToastMessage) => void): UndoableDelete {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const deleteWithUndo = useCallback(
    (entry: { id: string; title: string }) => {
      setHidden((set) => new Set(set).add(entry.id));
      show({
        text: PARTNER_DRAFT_DELETED,
        undo: async () => {
          setHidden((set) => without(set, entry.id));
          return trashRestored(entry.title);
        },
        onExpire: () => {
          // Once deleted it stays hidden (the lists may hear of the delete a moment later).
          remove('cheezopedia_entries', entry.id).catch((e: unknown) => {
            console.error('Could not delete the draft', e);
            setHidden((set) => without(set, entry.id));
          });
        },
      });
    },
    [show],
  );
  const withdrawnWithUndo = useCallback(
    (entry: { id: string }) =>
      show({
        text: PARTNER_WITHDRAWN,
        undo: async () => {
          await submitForReview(entry.id);
          return PARTNER_SUBMITTED_AGAIN;
        },
      }),
    [show],
  );
  return { hidden, deleteWithUndo, withdrawnWithUndo };
}
