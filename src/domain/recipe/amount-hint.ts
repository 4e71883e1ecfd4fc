/**
 * What the builder says under an ingredient's amount while it is typed: how the row was read
 * (src/domain/recipe/quantity-parse.ts), so an amount the page cannot scale is caught while writing.
 */
import type { Ingredient } from '../types';
import { formatQuantity } from './quantity-format';
import { readIngredient } from './quantity-scale';

export interface AmountHint {
  /** True when the page will scale the amount with the servings. */
  scales: boolean;
  /** False when the amount was not read at all (a seasoning kept as written on purpose was). */
  understood: boolean;
  text: string;
}

/** The hint for a row, or null while its amount is blank. */
export function amountHint(row: Ingredient): AmountHint | null {
  if (!(row.amount ?? '').trim()) return null;
  const reading = readIngredient(row);
  if (reading.kind === 'read') {
    const size = reading.size ? ` (each ${reading.size.replace(/^\s*\(\s*|\s*\)\s*$/g, '')}, kept)` : '';
    const counted = reading.unit === null ? ', counted' : '';
    return { scales: true, understood: true, text: `Read as ${formatQuantity(reading.quantity, reading.unit)}${counted}${size} — scales with servings` };
  }
  if (reading.kind === 'fixed') return { scales: false, understood: true, text: `Read as “${reading.phrase}” — kept as written, not scaled` };
  return { scales: false, understood: false, text: 'Not understood — will not scale' };
}
