/**
 * How many a recipe serves, read from its free-text serving size ("4", "Serves 4", "4–6 people",
 * "Makes 12 cookies"), and the factor that scales it to the number a reader wants.
 */
import { readNumber } from './quantity-number';
import type { Quantity } from './quantity-parse';

const RANGE_JOIN = /^\s*(?:-|–|—|to|or)\s*/i;

/**
 * The first whole number (or range of two) in the serving size, or null when it holds none
 * ("A crowd", "", null): the recipe page then offers a ×½ ×1 ×2 ×3 multiplier instead.
 */
export function readServings(text: string | null | undefined): Quantity | null {
  if (!text) return null;
  const words = /(?<![\p{L}\d.,/⁄])(?=\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen)/giu;
  for (let m = words.exec(text); m; m = words.exec(text)) {
    const low = readNumber(text, m.index);
    if (!low || !Number.isInteger(low.value) || low.value < 1 || low.style !== 'integer') {
      words.lastIndex = m.index + 1;
      continue;
    }
    const join = RANGE_JOIN.exec(text.slice(low.end));
    const high = join ? readNumber(text, low.end + join[0].length) : null;
    if (high && Number.isInteger(high.value) && high.value > low.value) return { low: low.value, high: high.value };
    return { low: low.value, high: null };
  }
  return null;
}

/**
 * The factor that takes a recipe from the servings it was written for to `wanted`: for a range
 * ("4–6"), counted from its low end, so "4–6" scaled to 8 doubles the recipe and reads "8–12".
 * @throws RangeError when `wanted` is not a positive number.
 */
export function servingsFactor(servings: Quantity, wanted: number): number {
  if (!Number.isFinite(wanted) || wanted <= 0) throw new RangeError(`Servings must be a positive number, got ${wanted}.`);
  return wanted / servings.low;
}

/** The servings after scaling by `factor`, rounded to whole people: "4–6" × 2 → { low: 8, high: 12 }. */
export function scaleServings(servings: Quantity, factor: number): Quantity {
  const low = Math.max(1, Math.round(servings.low * factor));
  const high = servings.high === null ? null : Math.max(low, Math.round(servings.high * factor));
  return { low, high: high === low ? null : high };
}
