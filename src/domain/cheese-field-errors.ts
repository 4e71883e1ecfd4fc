/**
 * Field-level messages for the cheese form (pure), shown under each field in addition to the spec's
 * banner ('Please fill in all required fields and upload an image.'). Same rules as validateCheese.
 */
import { matchCheeseType, matchMilk, type CheeseForm } from './cheese-rules';

export type CheeseFieldErrors = Partial<Record<keyof CheeseForm, string>>;

/** The cheese form's fields in the order they appear (the first invalid one gets focus). */
export const CHEESE_FIELD_ORDER: ReadonlyArray<keyof CheeseForm> = [
  'name', 'type', 'milk', 'origin_country', 'origin_region', 'ageing_period', 'description', 'image_url',
];

/** One message per invalid field; empty when the form can be saved. */
export function cheeseFieldErrors(form: CheeseForm): CheeseFieldErrors {
  const errors: CheeseFieldErrors = {};
  if (!form.name.trim()) errors.name = 'Enter the cheese’s name.';
  if (!form.type.trim()) errors.type = 'Choose a type.';
  else if (!matchCheeseType(form.type)) errors.type = 'Choose one of the listed types.';
  if (!form.milk.trim()) errors.milk = 'Choose a milk.';
  else if (!matchMilk(form.milk)) errors.milk = 'Choose one of the listed milks.';
  if (!form.origin_country.trim()) errors.origin_country = 'Enter the country of origin.';
  if (!form.description.trim()) errors.description = 'Write a short description.';
  if (!(form.image_url ?? '').trim()) errors.image_url = 'Upload an image of the cheese.';
  return errors;
}

/** The first field (in form order) that has an error, or null. */
export function firstInvalidField(errors: CheeseFieldErrors): keyof CheeseForm | null {
  return CHEESE_FIELD_ORDER.find((k) => errors[k]) ?? null;
}
