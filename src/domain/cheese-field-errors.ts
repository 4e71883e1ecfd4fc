/**
 * Field-level messages for the cheese form (pure), shown under each field in addition to the spec's
 * banner ('Please fill in all required fields and upload an image.'), from the fields' rules.
 */
import { CHEESE_FIELDS, cheeseFieldProblems } from './cheese-fields';
import type { CheeseForm } from './cheese-rules';

export type CheeseFieldErrors = Partial<Record<keyof CheeseForm, string>>;

/** The cheese form's fields in the order they appear (the first invalid one gets focus). */
export const CHEESE_FIELD_ORDER: ReadonlyArray<keyof CheeseForm> = CHEESE_FIELDS.map((f) => f.key);

/** One message per invalid field; empty when the form can be saved. */
export function cheeseFieldErrors(form: CheeseForm): CheeseFieldErrors {
  return Object.fromEntries(cheeseFieldProblems(form).map((p) => [p.key, p.message]));
}

/** The first field (in form order) that has an error, or null. */
export function firstInvalidField(errors: CheeseFieldErrors): keyof CheeseForm | null {
  return CHEESE_FIELD_ORDER.find((k) => errors[k]) ?? null;
}
