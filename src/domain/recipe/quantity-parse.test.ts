import { describe, expect, it } from 'vitest';
import { INGREDIENT_LINES, type ExpectedReading } from './ingredient-lines.fixture';
import { readIngredientLine, type IngredientReading } from './quantity-parse';

/** The reading in the fixture's shape, so a mismatch shows both side by side. */
function summarise(reading: IngredientReading): ExpectedReading {
  if (reading.kind === 'fixed') return { kind: 'fixed', phrase: reading.phrase, item: reading.item };
  if (reading.kind === 'unscalable') return { kind: 'unscalable', reason: reading.reason };
  const [, ...following] = reading.amounts;
  const { low, high } = reading.quantity;
  return {
    kind: 'read',
    quantity: high === null ? low : [low, high],
    unit: reading.unit,
    item: reading.item,
    ...(reading.size !== null ? { size: reading.size } : {}),
    ...(following.length ? { also: following.map((a) => [a.quantity.low, a.unit ?? 'piece'] as const) } : {}),
  };
}

describe('readIngredientLine on real-world ingredient lines', () => {
  it('holds at least 200 lines', () => {
    expect(INGREDIENT_LINES.length).toBeGreaterThanOrEqual(200);
  });

  it.each(INGREDIENT_LINES.map(([line, expected]) => ({ line, expected })))('reads "$line"', ({ line, expected }) => {
    const reading = summarise(readIngredientLine(line));
    if (expected.kind === 'read' && reading.kind === 'read') {
      expect({ ...reading, quantity: [reading.quantity].flat().map((n) => Number(n.toFixed(6))) })
        .toEqual({ ...expected, quantity: [expected.quantity].flat().map((n) => Number(n.toFixed(6))) });
    } else {
      expect(reading).toEqual(expected);
    }
  });

  it('keeps the text it was given on every reading', () => {
    for (const [line] of INGREDIENT_LINES) expect(readIngredientLine(line).text).toBe(line);
  });
});

describe('readIngredientLine details', () => {
  it('reads every vulgar fraction', () => {
    const cases: [string, number][] = [['½', 1 / 2], ['⅓', 1 / 3], ['⅔', 2 / 3], ['¼', 1 / 4], ['¾', 3 / 4], ['⅕', 1 / 5], ['⅖', 2 / 5],
      ['⅗', 3 / 5], ['⅘', 4 / 5], ['⅙', 1 / 6], ['⅚', 5 / 6], ['⅐', 1 / 7], ['⅛', 1 / 8], ['⅜', 3 / 8], ['⅝', 5 / 8], ['⅞', 7 / 8], ['⅑', 1 / 9], ['⅒', 1 / 10]];
    for (const [glyph, value] of cases) {
      const reading = readIngredientLine(`${glyph} cup milk`);
      expect(reading.kind === 'read' && reading.quantity.low).toBeCloseTo(value, 9);
    }
  });

  it('reads "T" as a tablespoon and "t" as a teaspoon, other units without case', () => {
    const unitOf = (line: string) => { const r = readIngredientLine(line); return r.kind === 'read' ? r.unit : r.kind; };
    expect(unitOf('1 T sugar')).toBe('tbsp');
    expect(unitOf('1 t sugar')).toBe('tsp');
    expect(unitOf('1 TSP sugar')).toBe('tsp');
    expect(unitOf('1 Tsp. sugar')).toBe('tsp');
    expect(unitOf('1 L milk')).toBe('l');
    expect(unitOf('1 G yeast')).toBe('g');
  });

  it('does not take the start of a word for a unit', () => {
    const r = readIngredientLine('4 T-bone steaks');
    expect(r.kind === 'read' && r.unit).toBe(null);
    const t = readIngredientLine('2 tomatoes');
    expect(t.kind === 'read' && [t.unit, t.item]).toEqual([null, 'tomatoes']);
    const o = readIngredientLine('2 oranges');
    expect(o.kind === 'read' && o.quantity).toEqual({ low: 2, high: null });
  });

  it('does not read a range that runs backwards as a range', () => {
    const r = readIngredientLine('3-2 cups flour');
    expect(r.kind === 'read' && r.quantity).toEqual({ low: 3, high: null });
  });

  it('does not read zero or a division by zero as an amount', () => {
    expect(readIngredientLine('0 g sugar').kind).toBe('unscalable');
    expect(readIngredientLine('1/0 cup sugar')).toMatchObject({ kind: 'read', quantity: { low: 1 } });
  });
});

describe('readIngredientLine on any text', () => {
  /** A small deterministic generator, so a failure can be replayed. */
  function lines(seed: number, count: number): string[] {
    const pieces = ['1', '2', '12', '½', '¼', '1/2', '3/0', '0', '1,5', '1.25', '1,000', ' ', ' ', '-', '–', 'to', 'or', 'x', '×', '(', ')', '/', '+',
      'cup', 'cups', 'T', 't', 'tbsp.', 'g', 'kg', 'l', 'oz', 'fl oz', 'clove', 'can', 'tin', 'pinch', 'a', 'an', 'of', 'half', 'and', 'a few',
      'egg', 'lemon', 'zest', 'to taste', 'Gruyère', ',', 'large', 'heaped', 'about', '~', '.', '\u00a0', '⁄', 'plus'];
    let state = seed;
    const next = (n: number): number => { state = (state * 1103515245 + 12345) % 2147483648; return state % n; };
    return Array.from({ length: count }, () => Array.from({ length: 1 + next(9) }, () => pieces[next(pieces.length)]).join(next(2) ? ' ' : ''));
  }

  it('never throws, keeps the text, and reads only positive finite amounts', () => {
    for (const line of lines(20261124, 5000)) {
      const reading = readIngredientLine(line);
      expect(reading.text).toBe(line);
      if (reading.kind === 'read') {
        for (const amount of reading.amounts) {
          for (const n of [amount.quantity.low, amount.quantity.high ?? 1]) {
            expect(Number.isFinite(n) && n > 0, `${line} → ${n}`).toBe(true);
          }
        }
      }
    }
  });
});
