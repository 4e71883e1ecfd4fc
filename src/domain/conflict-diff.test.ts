import { describe, expect, it } from 'vitest';
import { conflictFields, differingLabels } from './conflict-diff';

describe('conflict panel marks', () => {
  it('marks, on each side, the words the other side does not have', () => {
    const [title, slug] = conflictFields([
      { key: 'title', label: 'Title', mine: 'Aged Comté notes', theirs: 'Aged Gruyère notes' },
      { key: 'slug', label: 'Slug', mine: 'comte', theirs: 'comte' },
    ]);
    expect(title.differs).toBe(true);
    expect(title.mine).toEqual([{ text: 'Aged ', changed: false }, { text: 'Comté', changed: true }, { text: ' notes', changed: false }]);
    expect(title.theirs).toEqual([{ text: 'Aged ', changed: false }, { text: 'Gruyère', changed: true }, { text: ' notes', changed: false }]);
    expect(slug).toEqual({ key: 'slug', label: 'Slug', differs: false, mine: [{ text: 'comte', changed: false }], theirs: [{ text: 'comte', changed: false }] });
  });

  it('marks a side that is empty on the other whole, and names the fields that differ', () => {
    const views = conflictFields([
      { key: 'title', label: 'Title', mine: 'A', theirs: 'B' },
      { key: 'description', label: 'Excerpt', mine: '', theirs: 'Added there' },
      { key: 'content', label: 'Content', mine: 'x', theirs: 'x' },
    ]);
    expect(views[1].mine).toEqual([]);
    expect(views[1].theirs).toEqual([{ text: 'Added there', changed: true }]);
    expect(differingLabels(views)).toBe('Title and Excerpt');
    expect(differingLabels(views.slice(0, 1))).toBe('Title');
  });
});
