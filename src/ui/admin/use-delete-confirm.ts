/** A list's Delete: deleteWithUndo on the screen's own confirm dialog (render `dialog` once). */
import { useCallback, type ReactElement } from 'react';
import { useConfirm } from '../ConfirmDialog';
import { deleteWithUndo, type DeleteWithUndo } from './delete-with-undo';
import type { ListMessages } from './use-list-messages';

export function useDeleteConfirm<Row>(options: DeleteWithUndo<Row>, messages: Pick<ListMessages, 'show' | 'setProblem'>): { onDelete: (row: Row) => Promise<boolean>; dialog: ReactElement } {
  const { confirm, dialog } = useConfirm();
  const { show, setProblem } = messages;
  // The options are the screen's constants and callbacks; the latest ones are used.
  const onDelete = useCallback((row: Row) => deleteWithUndo(row, options, { confirm, show, setProblem }), [options, confirm, show, setProblem]);
  return { onDelete, dialog };
}
