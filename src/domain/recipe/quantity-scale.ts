/**
 * Scaling an ingredient line or row by a factor (new servings / old servings, or ×½ ×2 ×3). Only the
 * numbers and units that were read are rewritten, in place; the rest of what the author wrote stays
 * as written. Lines kept as written: those not read, seasoning to taste ("to taste", "a pinch"), and
 * package sizes ("14 oz" in "1 (14 oz) can").
 */
import type { Ingredient } from '../types';
import { roundAmount, writeAmount } from './quantity-format';
import { COUNTABLE_NOUNS, readIngredientLine, type IngredientReading, type ReadAmount } from './quantity-parse';
import { convertSpelling, respellUnit, unitDef, type UnitFamily, type UnitId } from './units';

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** kg below 1 is written in g, l below 1 in ml: "0.25 kg" reads worse than "250 g". */
const SMALLER_UNIT: Partial<Record<UnitId, UnitId>> = { kg: 'g', l: 'ml' };

function familyOf(unit: UnitId | null): UnitFamily {
  return unit ? unitDef(unit).family : 'count';
}

/** Throws on a factor no recipe can be scaled by: bad input gets a clear error, not NaN amounts. */
function checkFactor(factor: number): void {
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`A scaling factor must be a positive number, got ${factor}.`);
}

function scaleAmount(amount: ReadAmount, factor: number): { edits: Edit[]; value: number } {
  let unit = amount.unit;
  let family = familyOf(unit);
  let multiplier = factor;
  const top = (amount.quantity.high ?? amount.quantity.low) * factor;
  const smaller = unit ? SMALLER_UNIT[unit] : undefined;
  if (smaller && top < 1) {
    unit = smaller;
    family = familyOf(smaller);
    multiplier = factor * 1000;
  }
  const [lowNumber, highNumber] = amount.numbers;
  let low = roundAmount(lowNumber.value * multiplier, family);
  let high = highNumber ? roundAmount(highNumber.value * multiplier, family) : null;
  if (high !== null && high <= low) {
    low = Math.max(low, high);
    high = null;
  }
  const edits: Edit[] = [];
  const write = (value: number, n: typeof lowNumber): string => writeAmount(value, family, n.style, n.mixedGap);
  if (lowNumber.implicit) {
    edits.push({ start: lowNumber.start, end: lowNumber.end, text: low === 1 ? '' : `${write(low, lowNumber)} × ` });
  } else if (highNumber && high !== null) {
    edits.push({ start: lowNumber.start, end: lowNumber.end, text: write(low, lowNumber) });
    edits.push({ start: highNumber.start, end: highNumber.end, text: write(high, highNumber) });
  } else {
    edits.push({ start: lowNumber.start, end: (highNumber ?? lowNumber).end, text: write(low, lowNumber) });
  }
  const shown = high ?? low;
  if (amount.unitSpan && amount.unitText !== null) {
    const written = unit !== amount.unit && unit !== null ? convertSpelling(amount.unitText, unit) : amount.unitText;
    const respelled = respellUnit(written, shown > 1);
    if (respelled !== amount.unitText) edits.push({ ...amount.unitSpan, text: respelled });
  }
  return { edits, value: shown };
}

/** Singular or plural of the first counted noun after the amount ("1 garlic clove" → "2 garlic cloves"). */
function countedNounEdit(text: string, from: number, plural: boolean): Edit | null {
  const head = /^[^,;()]*/.exec(text.slice(from))?.[0] ?? '';
  const words = /\p{L}+/gu;
  for (let m = words.exec(head); m; m = words.exec(head)) {
    const lower = m[0].toLowerCase();
    for (const [singular, pluralForm] of COUNTABLE_NOUNS) {
      if (lower !== singular && lower !== pluralForm) continue;
      const target = plural ? pluralForm : singular;
      if (target === lower) return null;
      const cased = m[0][0] !== m[0][0].toLowerCase() ? target[0].toUpperCase() + target.slice(1) : target;
      return { start: from + m.index, end: from + m.index + m[0].length, text: cased };
    }
  }
  return null;
}

function scaleEdits(reading: IngredientReading, factor: number): Edit[] {
  checkFactor(factor);
  if (reading.kind !== 'read' || factor === 1) return [];
  const edits: Edit[] = [];
  const [primary] = reading.amounts;
  let shown = 0;
  reading.amounts.forEach((amount, i) => {
    const scaled = scaleAmount(amount, factor);
    edits.push(...scaled.edits);
    if (i === 0) shown = scaled.value;
  });
  if (primary.unit === null) {
    const last = primary.numbers[primary.numbers.length - 1];
    const originalPlural = (primary.quantity.high ?? primary.quantity.low) > 1;
    if (originalPlural !== shown > 1) {
      const from = Math.max(last.end, ...edits.map((e) => e.end));
      const noun = countedNounEdit(reading.text, from, shown > 1);
      if (noun) edits.push(noun);
    }
  }
  return edits.sort((a, b) => a.start - b.start);
}

function applyEdits(text: string, edits: readonly Edit[], offset = 0): string {
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += text.slice(at, e.start - offset) + e.text;
    at = e.end - offset;
  }
  return out + text.slice(at);
}

/**
 * The line with its amounts multiplied by `factor` and rounded for their units; the line as written
 * when it was not read, is seasoning to taste, or `factor` is 1.
 * @throws RangeError when `factor` is not a positive finite number.
 */
export function scaleReading(reading: IngredientReading, factor: number): string {
  return applyEdits(reading.text, scaleEdits(reading, factor));
}

/** Reads a line and scales it: `scaleLine('1 ½ cups milk', 2) === '3 cups milk'`. */
export function scaleLine(text: string, factor: number): string {
  return scaleReading(readIngredientLine(text), factor);
}

/** The line an ingredient row stands for: amount and item as the recipe page shows them. */
function rowLine(row: Ingredient): { line: string; itemStart: number } {
  const amount = row.amount.trim();
  if (amount === '') return { line: row.item, itemStart: 0 };
  return { line: `${row.amount} ${row.item}`, itemStart: row.amount.length + 1 };
}

/**
 * Reads an ingredient row ({ amount: '300 g', item: 'Gruyère' }) as one line, so a unit or a counted
 * noun written in the item ("4" + "sprigs of thyme") is read with the amount.
 */
export function readIngredient(row: Ingredient): IngredientReading {
  return readIngredientLine(rowLine(row).line);
}

/**
 * The row with its amount (and, for "4" + "sprigs of thyme", the unit in its item) scaled by `factor`.
 * A row that cannot be read comes back unchanged.
 * @throws RangeError when `factor` is not a positive finite number.
 */
export function scaleIngredient(row: Ingredient, factor: number): Ingredient {
  const { line, itemStart } = rowLine(row);
  const edits = scaleEdits(readIngredientLine(line), factor);
  if (edits.length === 0) return { ...row };
  const inAmount = edits.filter((e) => e.end < itemStart);
  const inItem = edits.filter((e) => e.start >= itemStart);
  // An amount written across both fields cannot be split back: keep the row as written.
  if (inAmount.length + inItem.length !== edits.length) return { ...row };
  return { amount: applyEdits(row.amount, inAmount), item: applyEdits(row.item, inItem, itemStart) };
}
