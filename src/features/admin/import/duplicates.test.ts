import { describe, expect, it } from 'vitest';
import { findExistingMatches, mergeResults, normaliseCheeseName, planImport } from './duplicates';
import type { ValidRow } from './prepare-rows';

const row = (index: number, name: string): ValidRow => ({
  index,
  payload: { name, type: 'Hard', milk: 'Cow', origin_country: 'France', origin_region: null, ageing_period: null, description: 'd', image_url: '/x.svg' },
});

const catalogue = [
  { id: 'c1', name: 'Comté' },
  { id: 'c2', name: 'Tomme de Savoie' },
  { id: 'c3', name: 'tomme de savoie' },
];

describe('re-imported cheeses', () => {
  it('normalises names by case and spacing, not by accents', () => {
    expect(normaliseCheeseName('  Tomme   de Savoie ')).toBe('tomme de savoie');
    expect(normaliseCheeseName('Comte')).not.toBe(normaliseCheeseName('Comté'));
    expect(normaliseCheeseName('Come\u0301')).toBe(normaliseCheeseName('Comé'));
  });

  it('finds the rows that match existing cheeses, first catalogue match wins', () => {
    const valid = [row(0, 'COMTÉ'), row(1, 'Brand New'), row(2, 'Tomme  de Savoie'), row(4, 'Comte')];
    expect(findExistingMatches(valid, catalogue)).toEqual([
      { index: 0, existing: { id: 'c1', name: 'Comté' } },
      { index: 2, existing: { id: 'c2', name: 'Tomme de Savoie' } },
    ]);
    expect(findExistingMatches(valid, [])).toEqual([]);
  });

  it('plans skip or update for the matches and inserts for the rest', () => {
    const valid = [row(0, 'Comté'), row(1, 'Brand New'), row(2, 'Tomme de Savoie')];
    const matches = findExistingMatches(valid, catalogue);
    const skip = planImport(valid, matches, 'skip');
    expect(skip.inserts.map((r) => r.index)).toEqual([1]);
    expect(skip.updates).toEqual([]);
    expect(skip.skipped).toEqual([0, 2]);
    const update = planImport(valid, matches, 'update');
    expect(update.inserts.map((r) => r.index)).toEqual([1]);
    expect(update.updates.map((r) => [r.index, r.existingId])).toEqual([[0, 'c1'], [2, 'c2']]);
    expect(update.skipped).toEqual([]);
  });

  it('merges insert and update results; skipped rows are neither successful nor failed', () => {
    const inserted = { total: 4, success: 2, failed: 2, errors: [{ index: 3, message: 'bad' }], insertedIds: ['n1', 'n2'] };
    const updated = { total: 2, success: 1, failed: 1, errors: [{ index: 0, message: 'gone' }], insertedIds: ['c1'] };
    expect(mergeResults(7, inserted, updated, 1)).toEqual({
      total: 7, success: 3, failed: 3, updated: 1, skipped: 1,
      errors: [{ index: 0, message: 'gone' }, { index: 3, message: 'bad' }], insertedIds: ['n1', 'n2'],
    });
    expect(mergeResults(5, { ...inserted, total: 5 }, null, 3)).toMatchObject({ success: 2, failed: 0, updated: 0, skipped: 3 });
  });
});
