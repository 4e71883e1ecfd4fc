import { describe, expect, it } from 'vitest';
import { formatQuantity, roundAmount, writeAmount } from './quantity-format';
import type { NumberStyle } from './quantity-number';
import type { UnitFamily, UnitId } from './units';

describe('roundAmount', () => {
  const cases: readonly (readonly [value: number, family: UnitFamily, expected: number])[] = [
    [66.667, 'metric', 67], [10.4, 'metric', 10], [9.7, 'metric', 9.5], [2.33, 'metric', 2.5], [0.33, 'metric', 0.3], [0.01, 'metric', 0.1],
    [1.234, 'metric-large', 1.25], [0.01, 'metric-large', 0.05],
    [1.25, 'metric-small', 1.5], [0.1, 'metric-small', 0.5],
    [0.33, 'fraction', 1 / 3], [0.7, 'fraction', 2 / 3], [0.74, 'fraction', 0.75], [0.06, 'fraction', 1 / 8], [0.44, 'fraction', 0.5],
    [1.3, 'fraction', 4 / 3], [1.27, 'fraction', 1.25], [2.9, 'fraction', 3], [2.86, 'fraction', 2.875], [10.3, 'fraction', 10.5], [0.375, 'fraction', 0.375],
    [0.33, 'count', 0.5], [1.33, 'count', 1.5], [2.6, 'count', 2.5], [3.4, 'count', 3], [4.5, 'count', 5], [0.1, 'count', 0.5],
    [3, 'seasoning', 3],
  ];
  it.each(cases.map(([value, family, expected]) => ({ value, family, expected })))('$value ($family) → $expected', ({ value, family, expected }) => {
    expect(roundAmount(value, family)).toBeCloseTo(expected, 9);
  });
});

describe('writeAmount', () => {
  const cases: readonly (readonly [value: number, family: UnitFamily, style: NumberStyle, gap: string, expected: string])[] = [
    [1.5, 'fraction', 'unicode', '', '1½'],
    [1.5, 'fraction', 'unicode', ' ', '1 ½'],
    [0.5, 'fraction', 'unicode', '', '½'],
    [1.5, 'fraction', 'slash', ' ', '1 1/2'],
    [1.5, 'fraction', 'slash', '', '1 1/2'],
    [0.75, 'fraction', 'slash', '', '3/4'],
    [0.375, 'fraction', 'slash', '', '3/8'],
    [2 / 3, 'fraction', 'slash', '', '2/3'],
    [2 / 3, 'fraction', 'unicode', '', '⅔'],
    [1 + 1 / 3, 'fraction', 'integer', '', '1⅓'],
    [0.125, 'fraction', 'decimal-dot', '', '⅛'],
    [3, 'fraction', 'slash', '', '3'],
    [1.5, 'count', 'integer', '', '1½'],
    [1.5, 'metric', 'integer', '', '1.5'],
    [1.5, 'metric', 'decimal-comma', '', '1,5'],
    [2.25, 'metric-large', 'decimal-comma', '', '2,25'],
    [250, 'metric', 'unicode', '', '250'],
    [0.2, 'fraction', 'unicode', '', '0.2'],
  ];
  it.each(cases.map(([value, family, style, gap, expected]) => ({ value, family, style, gap, expected })))(
    '$value ($family, $style) → "$expected"',
    ({ value, family, style, gap, expected }) => {
      expect(writeAmount(value, family, style, gap)).toBe(expected);
    },
  );
});

describe('formatQuantity', () => {
  const cases: readonly (readonly [low: number, high: number | null, unit: UnitId | null, expected: string])[] = [
    [1.5, null, 'cup', '1½ cups'],
    [0.5, null, 'cup', '½ cup'],
    [1, null, 'cup', '1 cup'],
    [3, 4, 'sprig', '3–4 sprigs'],
    [0.5, null, 'tsp', '½ tsp'],
    [2, null, 'tbsp', '2 tbsp'],
    [200, null, 'g', '200 g'],
    [1.5, null, 'kg', '1.5 kg'],
    [2, null, null, '2'],
    [0.5, null, null, '½'],
    [1, null, 'clove', '1 clove'],
    [2, null, 'leaf', '2 leaves'],
    [8, null, 'fl oz', '8 fl oz'],
  ];
  it.each(cases.map(([low, high, unit, expected]) => ({ low, high, unit, expected })))('$low–$high $unit → "$expected"', ({ low, high, unit, expected }) => {
    expect(formatQuantity({ low, high }, unit)).toBe(expected);
  });
});
