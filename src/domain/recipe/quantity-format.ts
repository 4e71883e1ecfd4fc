/**
 * Rounding a scaled amount the way a cook measures it, and writing it the way the author wrote
 * numbers: cups and spoons in halves, thirds, quarters and eighths (as "½" or "1/2", whichever the
 * author used), grams whole from 10 up, counted things whole or in halves, decimals with the
 * author's decimal separator.
 */
import type { NumberStyle } from './quantity-number';
import type { Quantity } from './quantity-parse';
import { unitDef, unitLabel, type UnitFamily, type UnitId } from './units';

const UNICODE_BY_EIGHTHS: Readonly<Record<number, string>> = { 1: '⅛', 2: '¼', 3: '⅜', 4: '½', 5: '⅝', 6: '¾', 7: '⅞' };
const UNICODE_BY_THIRDS: Readonly<Record<number, string>> = { 1: '⅓', 2: '⅔' };
const EPSILON = 1e-9;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** How far (relative) a whole number or a half may stray before a finer fraction is taken: 2.9 cups is 3 cups, not 2⅞. */
const SIMPLER_TOLERANCE = 0.04;

/**
 * A whole number or a half within 4 % of `value`; otherwise the nearest of halves, thirds, quarters
 * and eighths (the simpler one on a tie).
 */
function nearestKitchenFraction(value: number, denominators: readonly number[]): number {
  for (const simple of [1, 2]) {
    const candidate = Math.round(value * simple) / simple;
    if (candidate > 0 && Math.abs(value - candidate) <= value * SIMPLER_TOLERANCE) return candidate;
  }
  let best = Math.round(value);
  let bestError = Math.abs(value - best);
  for (const d of denominators) {
    const candidate = Math.round(value * d) / d;
    const error = Math.abs(value - candidate);
    if (error < bestError - EPSILON) {
      best = candidate;
      bestError = error;
    }
  }
  return best;
}

/**
 * Rounds a scaled amount for its unit's family. Never rounds a positive amount to nothing: the
 * smallest result is the family's smallest step (⅛ tsp, ½ clove, 0.1 g).
 */
export function roundAmount(value: number, family: UnitFamily): number {
  switch (family) {
    case 'metric':
      if (value >= 10) return Math.round(value);
      if (value >= 1) return roundTo(value, 0.5);
      return Math.max(0.1, roundTo(value, 0.1));
    case 'metric-large':
      return Math.max(0.05, roundTo(value, 0.05));
    case 'metric-small':
      return Math.max(0.5, roundTo(value, 0.5));
    case 'fraction':
      if (value >= 10) return roundTo(value, 0.5);
      return Math.max(1 / 8, nearestKitchenFraction(value, [2, 3, 4, 8]));
    case 'count':
      if (value >= 3) return Math.round(value);
      return Math.max(0.5, roundTo(value, 0.5));
    case 'seasoning':
      return value;
  }
}

/** "1½", "1 1/2", "⅔": a whole number and an eighth or third, in the author's style. */
function writeFraction(value: number, style: NumberStyle, mixedGap: string): string {
  const whole = Math.floor(value + EPSILON);
  const part = value - whole;
  if (part < EPSILON) return String(whole);
  const eighths = Math.round(part * 8);
  const thirds = Math.round(part * 3);
  const isEighth = Math.abs(part - eighths / 8) < 1e-6;
  const isThird = !isEighth && Math.abs(part - thirds / 3) < 1e-6;
  if (!isEighth && !isThird) return writeDecimal(value, style === 'decimal-comma' ? ',' : '.');
  if (style === 'slash') {
    const [n, d] = isEighth ? reduce(eighths, 8) : [thirds, 3];
    const gap = mixedGap.trim() === '' ? ' ' : mixedGap;
    return whole ? `${whole}${gap}${n}/${d}` : `${n}/${d}`;
  }
  const glyph = isEighth ? UNICODE_BY_EIGHTHS[eighths] : UNICODE_BY_THIRDS[thirds];
  // Authors who wrote whole numbers or decimals get "1½": the most common way on recipe sites.
  const gap = style === 'unicode' ? mixedGap : '';
  return whole ? `${whole}${gap}${glyph}` : glyph;
}

function reduce(numerator: number, denominator: number): [number, number] {
  let n = numerator;
  let d = denominator;
  while (n % 2 === 0 && d % 2 === 0) {
    n /= 2;
    d /= 2;
  }
  return [n, d];
}

/** At most two decimals, trailing zeros dropped, with the author's separator. */
function writeDecimal(value: number, separator: '.' | ','): string {
  const text = String(Math.round(value * 100) / 100);
  return separator === ',' ? text.replace('.', ',') : text;
}

/**
 * Writes an amount already rounded by `roundAmount`: kitchen fractions for spoons, cups, US measures
 * and counted things, decimals for metric units.
 */
export function writeAmount(value: number, family: UnitFamily, style: NumberStyle, mixedGap: string): string {
  if (family === 'fraction' || family === 'count') return writeFraction(value, style, mixedGap);
  return writeDecimal(value, style === 'decimal-comma' ? ',' : '.');
}

/**
 * A reading's quantity and unit in one canonical form, for showing how an amount was read (the
 * builder's hint, cook mode): unicode fractions, the unit's usual short name, in the right number.
 * @example formatQuantity({ low: 1.5, high: null }, 'cup') === '1½ cups'
 * @example formatQuantity({ low: 3, high: 4 }, 'sprig') === '3–4 sprigs'
 */
export function formatQuantity(quantity: Quantity, unit: UnitId | null): string {
  const family = unit ? unitDef(unit).family : 'count';
  const write = (value: number): string =>
    family === 'fraction' || family === 'count' ? writeFraction(value, 'unicode', '') : writeDecimal(value, '.');
  const top = quantity.high ?? quantity.low;
  const number = quantity.high === null ? write(quantity.low) : `${write(quantity.low)}–${write(quantity.high)}`;
  return unit ? `${number} ${unitLabel(unit, top > 1)}` : number;
}
