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
import { MAX_SERVINGS, MIN_SERVINGS, type RecipeProgress } from './recipe-progress';

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
