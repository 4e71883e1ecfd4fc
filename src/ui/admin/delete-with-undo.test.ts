import { describe, expect, it, vi } from 'vitest';
import type { ConfirmOptions } from '../ConfirmDialog';
import type { ToastMessage } from '../Toast';
import { deleteWithUndo, type DeleteWithUndo } from './delete-with-undo';

interface Row {
  id: string;
  name: string;
}
const brie: Row = { id: 'c1', name: 'Brie' };

function setup(answer: boolean, removeFails = false, restored = true) {
  const asked: ConfirmOptions[] = [];
  const toasts: ToastMessage[] = [];
  const problems: (string | null)[] = [];
  const removed: string[] = [];
  const options: DeleteWithUndo<Row> = {
    title: 'Delete cheese?',
    label: (row) => row.name,
    remove: async (row) => {
      removed.push(row.id);
      if (removeFails) throw new Error('offline queue full');
    },
    restore: vi.fn(async () => restored),
    deleted: 'Cheese deleted successfully!',
    failed: 'Failed to delete cheese',
  };
  const screen = {
    confirm: async (o: ConfirmOptions) => {
      asked.push(o);
      return answer;
    },
    show: (m: ToastMessage) => toasts.push(m),
    setProblem: (p: string | null) => problems.push(p),
  };
  return { asked, toasts, problems, removed, options, screen };
}

describe('deleteWithUndo', () => {
  it("asks in the product's dialog, deletes, and offers Undo in the toast", async () => {
    const t = setup(true);
    expect(await deleteWithUndo(brie, t.options, t.screen)).toBe(true);
    expect(t.asked).toEqual([{ title: 'Delete cheese?', message: 'Are you sure you want to delete "Brie"?', confirmLabel: 'Delete' }]);
    expect(t.removed).toEqual(['c1']);
    expect(t.problems).toEqual([null]);
    expect(t.toasts.map((m) => m.text)).toEqual(['Cheese deleted successfully!']);
    expect(await t.toasts[0]!.undo!()).toBe('"Brie" is back.');
    expect(t.options.restore).toHaveBeenCalledWith(brie);
  });

  it('deletes nothing when the user says no', async () => {
    const t = setup(false);
    expect(await deleteWithUndo(brie, t.options, t.screen)).toBe(false);
    expect(t.removed).toEqual([]);
    expect(t.toasts).toEqual([]);
    expect(t.problems).toEqual([]);
  });

  it('keeps a failed delete inline, without a toast', async () => {
    const t = setup(true, true);
    expect(await deleteWithUndo(brie, t.options, t.screen)).toBe(false);
    expect(t.problems).toEqual([null, 'Failed to delete cheese']);
    expect(t.toasts).toEqual([]);
  });

  it('says why Undo could not restore the row', async () => {
    const t = setup(true, false, false);
    await deleteWithUndo(brie, t.options, t.screen);
    await expect(t.toasts[0]!.undo!()).rejects.toThrow('Undo needs the network: connect to the internet, then restore it from the Trash.');
  });
});
