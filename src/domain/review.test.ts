import { describe, expect, it } from 'vitest';
import { changedFields, partnerState, PARTNER_STATE_LABELS } from './review';

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
