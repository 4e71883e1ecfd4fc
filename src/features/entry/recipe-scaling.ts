/**
 * What the recipe page shows for a reader's chosen servings: which control the recipe gets (a
 * servings stepper when its serving size holds a number, otherwise a ×½ ×1 ×2 ×3 multiplier), the
 * factor the choice means, and the ingredient rows scaled by it. Scaling itself is the domain's
 * (`@/domain/recipe`): readable amounts are rewritten, the rest stays as the author wrote it.
 */
import type { Ingredient } from '@/domain/types';
import type { Quantity } from '@/domain/recipe/quantity-parse';
import { scaleIngredient } from '@/domain/recipe/quantity-scale';
import { readServings, scaleServings, servingsFactor } from '@/domain/recipe/servings';
import { MAX_SERVINGS, MIN_SERVINGS, MULTIPLIERS, type RecipeProgress } from './recipe-progress';

export type ServingsControl = { kind: 'servings'; base: Quantity } | { kind: 'multiplier' };

export function servingsControl(servingSize: string | null | undefined): ServingsControl {
  const base = readServings(servingSize);
  return base ? { kind: 'servings', base } : { kind: 'multiplier' };
}

/** The servings the stepper shows: the reader's choice, else the recipe's own (the low end of a range). */
export function chosenServings(control: Extract<ServingsControl, { kind: 'servings' }>, progress: RecipeProgress): number {
  return progress.servings ?? Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, control.base.low));
}

/** The factor the reader's choice scales the recipe by (1 when nothing is chosen). */
export function scaleFactor(control: ServingsControl, progress: RecipeProgress): number {
  if (control.kind === 'multiplier') return progress.multiplier ?? 1;
  return progress.servings === null ? 1 : servingsFactor(control.base, progress.servings);
}

/** "6", or "4–8" for a recipe written for a range: the servings the scaled recipe makes. */
export function servingsText(control: Extract<ServingsControl, { kind: 'servings' }>, progress: RecipeProgress): string {
  const scaled = scaleServings(control.base, scaleFactor(control, progress));
  return scaled.high === null ? String(scaled.low) : `${scaled.low}–${scaled.high}`;
}

/** ×½, ×1, ×2, ×3. */
export function multiplierLabel(factor: number): string {
  return `×${factor === 0.5 ? '½' : String(factor)}`;
}

/** The rows as the page shows them at `factor`; rows that cannot be read come back as written. */
export function scaledIngredients(rows: readonly Ingredient[], factor: number): Ingredient[] {
  if (factor === 1) return rows.map((r) => ({ amount: r.amount ?? '', item: r.item ?? '' }));
  return rows.map((r) => scaleIngredient({ amount: r.amount ?? '', item: r.item ?? '' }, factor));
}

/** The factors one press of the control can reach from the reader's choice (what to prepare ahead). */
export function nextFactors(control: ServingsControl, progress: RecipeProgress): number[] {
  if (control.kind === 'multiplier') return [...MULTIPLIERS];
  const now = chosenServings(control, progress);
  return [now - 1, now + 1]
    .filter((n) => n >= MIN_SERVINGS && n <= MAX_SERVINGS)
    .map((n) => scaleFactor(control, { ...progress, servings: n === control.base.low ? null : n }));
}

/**
 * The scaled rows of one recipe by factor, each computed once and kept (the same array for the same
 * factor, so unchanged rows keep their identity and skip re-rendering). `prepare` computes factors
 * ahead, when the browser is idle: a press of the stepper then only shows rows already made, instead
 * of reading and rewriting every amount (and compiling the reader's code) while the reader waits.
 */
export interface ScaledRowsCache {
  rows(factor: number): readonly Ingredient[];
  prepare(factors: readonly number[]): void;
}

export function scaledRowsCache(source: readonly Ingredient[]): ScaledRowsCache {
  const made = new Map<number, readonly Ingredient[]>();
  const rows = (factor: number): readonly Ingredient[] => {
    let hit = made.get(factor);
    if (!hit) {
      const base = made.get(1);
      const scaled = scaledIngredients(source, factor);
      // A row that reads the same at this factor keeps the object it has at ×1.
      hit = base ? scaled.map((r, i) => (base[i] && base[i].amount === r.amount && base[i].item === r.item ? base[i] : r)) : scaled;
      made.set(factor, hit);
    }
    return hit;
  };
  rows(1);
  return { rows, prepare: (factors) => factors.forEach((f) => rows(f)) };
}
