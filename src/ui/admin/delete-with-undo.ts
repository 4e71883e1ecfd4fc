/**
 * Deleting a row from a back-office list, the same way on every list: the product's confirm dialog
 * ('Delete cheese?' / 'Are you sure you want to delete "Brie"?'), then the delete; done, a toast
 * with Undo (which restores the row from the trash, or says why it could not); failed, the problem
 * inline. Plain TypeScript over the screen's parts, so the sequence is tested without React.
 */
import { afterUndo, deleteConfirm } from '@/domain/messages';
import type { ConfirmOptions } from '../ConfirmDialog';
import type { ToastMessage } from '../Toast';

export interface DeleteWithUndo<Row> {
  /** The dialog's title ('Delete cheese?'). */
  title: string;
  /** The row's name as the dialog and the undo message say it. */
  label: (row: Row) => string;
  /** The dialog's question, when it says more than the default ('Are you sure you want to delete "Brie"?'). */
  question?: (row: Row) => string;
  /** Deletes the row (queued offline). */
  remove: (row: Row) => Promise<unknown>;
  /** Restores the row from the trash: true when restored, false when that needs the network. */
  restore: (row: Row) => Promise<boolean>;
  /** The toast after a delete ('Cheese deleted successfully!'). */
  deleted: string;
  /** The inline problem when the delete failed ('Failed to delete cheese'). */
  failed: string;
}

/** What the screen lends the sequence: its dialog, its toast and its inline problem. */
export interface DeleteScreen {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  show: (message: ToastMessage) => void;
  setProblem: (problem: string | null) => void;
}

/** Asks, then deletes `row`; true when the row was deleted, false when the user said no or it failed. */
export async function deleteWithUndo<Row>(row: Row, options: DeleteWithUndo<Row>, screen: DeleteScreen): Promise<boolean> {
  const name = options.label(row);
  if (!(await screen.confirm({ title: options.title, message: options.question?.(row) ?? deleteConfirm(name), confirmLabel: 'Delete' }))) return false;
  screen.setProblem(null);
  try {
    await options.remove(row);
  } catch {
    screen.setProblem(options.failed);
    return false;
  }
  screen.show({ text: options.deleted, undo: async () => afterUndo(await options.restore(row), name) });
  return true;
}
