import { describe, expect, it } from 'vitest';
import { amountHint } from './amount-hint';

describe('amountHint', () => {
  it.each([
    ['1 1/2', 'cups flour', 'Read as 1½ cups — scales with servings', true],
    ['1½ cup', 'milk', 'Read as 1½ cups — scales with servings', true],
    ['300 g', 'Gruyère, grated', 'Read as 300 g — scales with servings', true],
    ['2-3', 'garlic cloves', 'Read as 2–3, counted — scales with servings', true],
    ['4', 'sprigs of thyme', 'Read as 4 sprigs — scales with servings', true],
    ['1', '(14 oz) can tomatoes', 'Read as 1 can (each 14 oz, kept) — scales with servings', true],
    ['to taste', 'black pepper', 'Read as “to taste” — kept as written, not scaled', false],
    ['a few', 'basil leaves', 'Not understood — will not scale', false],
    ['some', 'salt', 'Not understood — will not scale', false],
  ])('%j + %j → %j', (amount, item, text, scales) => {
    expect(amountHint({ amount, item })).toEqual({ text, scales, understood: !text.startsWith('Not understood') });
  });

  it('says nothing while the amount is blank', () => {
    expect(amountHint({ amount: '  ', item: 'salt' })).toBeNull();
    expect(amountHint({ amount: '', item: '' })).toBeNull();
  });
});
