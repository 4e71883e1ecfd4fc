import { describe, expect, it } from 'vitest';
import { NO_PROGRESS } from './recipe-progress';
import { chosenServings, multiplierLabel, nextFactors, scaledIngredients, scaledRowsCache, scaleFactor, servingsControl, servingsText } from './recipe-scaling';

describe('recipe scaling on the page', () => {
  it('offers a stepper when the serving size holds a number, else the multiplier', () => {
    expect(servingsControl('4 people')).toEqual({ kind: 'servings', base: { low: 4, high: null } });
    expect(servingsControl('2–4 people')).toEqual({ kind: 'servings', base: { low: 2, high: 4 } });
    expect(servingsControl('A crowd')).toEqual({ kind: 'multiplier' });
    expect(servingsControl(null)).toEqual({ kind: 'multiplier' });
  });
  it('scales by chosen servings over the recipe’s own (a range from its low end)', () => {
    const four = servingsControl('Serves 4');
    if (four.kind !== 'servings') throw new Error('stepper expected');
    expect(scaleFactor(four, NO_PROGRESS)).toBe(1);
    expect(chosenServings(four, NO_PROGRESS)).toBe(4);
    expect(scaleFactor(four, { ...NO_PROGRESS, servings: 6 })).toBe(1.5);
    expect(servingsText(four, { ...NO_PROGRESS, servings: 6 })).toBe('6');
    const range = servingsControl('2–4 people');
    if (range.kind !== 'servings') throw new Error('stepper expected');
    expect(servingsText(range, NO_PROGRESS)).toBe('2–4');
    expect(servingsText(range, { ...NO_PROGRESS, servings: 4 })).toBe('4–8');
  });
  it('scales by the multiplier when there is no number', () => {
    const none = servingsControl('');
    expect(scaleFactor(none, NO_PROGRESS)).toBe(1);
    expect(scaleFactor(none, { ...NO_PROGRESS, multiplier: 0.5 })).toBe(0.5);
    expect([0.5, 1, 2, 3].map(multiplierLabel)).toEqual(['×½', '×1', '×2', '×3']);
  });
  it('rewrites readable amounts and keeps the rest as written', () => {
    const rows = [
      { amount: '300 g', item: 'Gruyère' },
      { amount: '1', item: 'garlic clove, halved' },
      { amount: '', item: 'Fresh basil, for serving' },
      { amount: 'to taste', item: 'black pepper' },
    ];
    expect(scaledIngredients(rows, 1.5)).toEqual([
      { amount: '450 g', item: 'Gruyère' },
      { amount: '1½', item: 'garlic cloves, halved' },
      { amount: '', item: 'Fresh basil, for serving' },
      { amount: 'to taste', item: 'black pepper' },
    ]);
    expect(scaledIngredients(rows, 1)).toEqual(rows);
  });

  it('prepares the factors one press can reach: the servings either side, or every multiplier', () => {
    const four = servingsControl('Serves 4');
    expect(nextFactors(four, NO_PROGRESS)).toEqual([0.75, 1.25]);
    expect(nextFactors(four, { ...NO_PROGRESS, servings: 5 })).toEqual([1, 1.5]);
    expect(nextFactors(servingsControl('1 person'), NO_PROGRESS)).toEqual([2]);
    expect(nextFactors(servingsControl('A crowd'), NO_PROGRESS)).toEqual([0.5, 1, 2, 3]);
  });
  it('keeps each factor’s rows once made, and a row that reads the same keeps its object', () => {
    const rows = [
      { amount: '300 g', item: 'Gruyère' },
      { amount: 'to taste', item: 'black pepper' },
    ];
    const cache = scaledRowsCache(rows);
    const double = cache.rows(2);
    expect(double).toEqual([{ amount: '600 g', item: 'Gruyère' }, { amount: 'to taste', item: 'black pepper' }]);
    expect(cache.rows(2)).toBe(double);
    expect(double[1]).toBe(cache.rows(1)[1]);
    cache.prepare([3]);
    expect(cache.rows(3)[0]).toEqual({ amount: '900 g', item: 'Gruyère' });
  });
});

