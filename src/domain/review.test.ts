import { describe, expect, it } from 'vitest';
import { changedFields, diffLines, partnerState, PARTNER_STATE_LABELS } from './review';

describe('partnerState', () => {
  it.each([
    [{ published_at: null }, 'draft'],
    [{ published_at: null, review_status: 'in_review' as const }, 'in_review'],
    [{ published_at: null, review_status: 'changes_requested' as const }, 'changes_requested'],
    [{ published_at: '2026-11-01T00:00:00Z', review_status: null }, 'published'],
  ])('%o → %s', (entry, state) => {
    expect(partnerState(entry)).toBe(state);
  });

  it('labels', () => {
    expect(PARTNER_STATE_LABELS.changes_requested).toBe('Changes requested');
    expect(PARTNER_STATE_LABELS.in_review).toBe('In review');
  });
});

describe('changedFields', () => {
  it('lists only the fields that differ, with labels, arrays shown line by line', () => {
    const changes = changedFields(
      { title: 'Brie', slug: 'brie', ingredients: [{ amount: '1', item: 'wheel' }], cheese_types: ['soft'] },
      { title: 'Brie de Meaux', slug: 'brie', ingredients: [{ amount: '2', item: 'wheels' }], cheese_types: ['soft'] },
    );
    expect(changes).toEqual([
      { field: 'title', label: 'Title', before: 'Brie', after: 'Brie de Meaux' },
      { field: 'ingredients', label: 'Ingredients', before: '1 wheel', after: '2 wheels' },
    ]);
  });
});

describe('diffLines', () => {
  it('keeps common lines and marks removed and added ones in order', () => {
    expect(diffLines('a\nb\nc', 'a\nx\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'x' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });

  it('an empty published text is all additions; identical texts are all same', () => {
    expect(diffLines('', 'new')).toEqual([{ kind: 'removed', text: '' }, { kind: 'added', text: 'new' }]);
    expect(diffLines('same\ntext', 'same\ntext').every((l) => l.kind === 'same')).toBe(true);
  });

  it('falls back to remove-all/add-all past the line limit', () => {
    expect(diffLines('a\nb', 'a\nc', 1)).toEqual([
      { kind: 'removed', text: 'a' }, { kind: 'removed', text: 'b' }, { kind: 'added', text: 'a' }, { kind: 'added', text: 'c' },
    ]);
  });
});
