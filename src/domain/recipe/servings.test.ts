import { describe, expect, it } from 'vitest';
import { readServings, scaleServings, servingsFactor } from './servings';

describe('readServings', () => {
  const cases: readonly (readonly [text: string | null, expected: { low: number; high: number | null } | null])[] = [
    ['4', { low: 4, high: null }],
    [' 4 ', { low: 4, high: null }],
    ['Serves 4', { low: 4, high: null }],
    ['serves 6 as a starter', { low: 6, high: null }],
    ['4–6 people', { low: 4, high: 6 }],
    ['4-6', { low: 4, high: 6 }],
    ['Serves 4 to 6', { low: 4, high: 6 }],
    ['2 or 3', { low: 2, high: 3 }],
    ['Makes 12 cookies', { low: 12, high: null }],
    ['Makes about 24 gougères', { low: 24, high: null }],
    ['Serves four', { low: 4, high: null }],
    ['One 23 cm cheesecake', { low: 1, high: null }],
    ['6 portions (1.2 kg)', { low: 6, high: null }],
    ['1.5 litres', null],
    ['½ wheel', null],
    ['A crowd', null],
    ['Often enough', null],
    ['', null],
    [null, null],
  ];
  it.each(cases.map(([text, expected]) => ({ text, expected })))('reads "$text"', ({ text, expected }) => {
    expect(readServings(text)).toEqual(expected);
  });
});

describe('servingsFactor and scaleServings', () => {
  it('scales from the number the recipe was written for', () => {
    expect(servingsFactor({ low: 4, high: null }, 6)).toBe(1.5);
    expect(servingsFactor({ low: 4, high: 6 }, 8)).toBe(2);
    expect(scaleServings({ low: 4, high: 6 }, 2)).toEqual({ low: 8, high: 12 });
    expect(scaleServings({ low: 4, high: null }, 0.5)).toEqual({ low: 2, high: null });
    expect(scaleServings({ low: 1, high: null }, 0.5)).toEqual({ low: 1, high: null });
    expect(scaleServings({ low: 2, high: 3 }, 0.25)).toEqual({ low: 1, high: null });
  });

  it('refuses servings that are not a positive number', () => {
    for (const wanted of [0, -2, Number.NaN]) expect(() => servingsFactor({ low: 4, high: null }, wanted)).toThrow(RangeError);
  });
});
