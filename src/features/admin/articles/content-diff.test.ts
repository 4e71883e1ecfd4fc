import { describe, expect, it } from 'vitest';
import { contentDiff } from './content-diff';

describe('contentDiff', () => {
  it('is empty when nothing changed', () => {
    expect(contentDiff('a\nb', 'a\nb')).toEqual([]);
  });

  it('marks the changed words of a changed line, and whole added or removed lines', () => {
    expect(contentDiff('# Brie\nSoft cheese.\nOld line', '# Brie\nSoft French cheese.')).toEqual([
      { kind: 'same', text: '# Brie' },
      {
        kind: 'changed',
        parts: [
          { kind: 'same', text: 'Soft ' },
          { kind: 'added', text: 'French ' },
          { kind: 'same', text: 'cheese.' },
        ],
      },
      { kind: 'removed', text: 'Old line' },
    ]);
    expect(contentDiff('', 'New text')).toEqual([{ kind: 'added', text: 'New text' }]);
  });

  it('folds long unchanged stretches to a count, keeping two lines of context', () => {
    const before = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'old'].join('\n');
    const after = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'new'].join('\n');
    const blocks = contentDiff(before, after);
    expect(blocks[0]).toEqual({ kind: 'folded', count: 7 });
    expect(blocks.slice(1, 3)).toEqual([{ kind: 'same', text: '8' }, { kind: 'same', text: '9' }]);
    expect(blocks[3].kind).toBe('changed');
  });
});
