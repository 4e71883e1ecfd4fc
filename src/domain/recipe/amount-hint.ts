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
  /** Kept as written on purpose (seasoning to taste), or not understood. */
  text: string;
}

/** The hint for a row, or null while its amount is blank. */
export function amountHint(row: Ingredient): AmountHint | null {
  if (!(row.amount ?? '').trim()) return null;
  const reading = readIngredient(row);
  if (reading.kind === 'read') {
    const size = reading.size ? ` (each ${reading.size.replace(/^\s*\(\s*|\s*\)\s*$/g, '')}, kept)` : '';
    const counted = reading.unit === null ? ', counted' : '';
    return { scales: true, text: `Read as ${formatQuantity(reading.quantity, reading.unit)}${counted}${size} — scales with servings` };
  }
  if (reading.kind === 'fixed') return { scales: false, text: `Read as “${reading.phrase}” — kept as written, not scaled` };
  return { scales: false, text: 'Not understood — will not scale' };
}
