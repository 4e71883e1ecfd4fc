/** Cheese form rules, list search and display helpers. */
import { CHEESE_DESCRIPTION_PREVIEW_LENGTH } from './constants';
import { CHEESE_REQUIRED_FIELDS, cheeseFieldProblems, isFilled, matchCheeseType, matchMilk, type CheeseFieldKey } from './cheese-fields';
import { placeholderFor } from './image-placeholder';
import { CHEESE_REQUIRED } from './messages';
import type { Cheese, CheeseType, MilkType } from './types';

export { matchCheeseType, matchMilk } from './cheese-fields';

/** True for an absolute http(s) URL or a root-relative path ('/images/brie.jpg', not '//host'). */
export function isImageUrl(value: string): boolean {
  const v = value.trim();
  if (/^\/(?!\/)\S*$/.test(v)) return true;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !/\s/.test(v);
  } catch {
    return false;
  }
}

/** The cheese form's state. */
export interface CheeseForm {
  name: string;
  type: string;
  milk: string;
  origin_country: string;
  origin_region: string;
  ageing_period: string;
  description: string;
  image_url: string | null;
  /** ThumbHash of the picture chosen in this form (set with image_url, cleared with it). */
  image_placeholder?: string | null;
}

/** The fields written on cheese save (added_by set by the caller). */
export interface CheeseSavePayload {
  name: string;
  type: CheeseType;
  milk: MilkType;
  origin_country: string;
  origin_region: string | null;
  ageing_period: string | null;
  description: string;
  image_url: string;
  /** Absent (CSV import): the database sets null when image_url changes. */
  image_placeholder?: string | null;
}

/** An empty cheese form. */
export function emptyCheeseForm(): CheeseForm {
  return { name: '', type: '', milk: '', origin_country: '', origin_region: '', ageing_period: '', description: '', image_url: null, image_placeholder: null };
}

/** The form for an existing cheese. */
export function cheeseToForm(c: Cheese): CheeseForm {
  return {
    name: c.name, type: c.type, milk: c.milk, origin_country: c.origin_country, origin_region: c.origin_region ?? '',
    ageing_period: c.ageing_period ?? '', description: c.description, image_url: c.image_url,
    image_placeholder: c.image_placeholder ?? null,
  };
}

/**
 * Validates the cheese form against the fields' rules (cheese-fields.ts), else 'Please fill in all
 * required fields and upload an image.'. On success returns the trimmed payload with type/milk in
 * canonical spelling and empty region/ageing as null.
 */
export function validateCheese(form: CheeseForm): { ok: true; value: CheeseSavePayload } | { ok: false; error: string } {
  const type = matchCheeseType(form.type);
  const milk = matchMilk(form.milk);
  const image = (form.image_url ?? '').trim();
  if (cheeseFieldProblems(form).length > 0 || !type || !milk) return { ok: false, error: CHEESE_REQUIRED };
  return {
    ok: true,
    value: {
      name: form.name.trim(), type, milk, origin_country: form.origin_country.trim(),
      origin_region: form.origin_region.trim() || null, ageing_period: form.ageing_period.trim() || null,
      description: form.description.trim(), image_url: image,
      image_placeholder: placeholderFor(image, form.image_placeholder),
    },
  };
}

/**
 * The rule every stored cheese obeys (checked before a row leaves the device): its required fields
 * non-blank, else 'Please fill in all required fields and upload an image.'.
 */
export function cheeseRowProblem(row: Partial<Record<CheeseFieldKey, unknown>>): string | null {
  return CHEESE_REQUIRED_FIELDS.every((key) => isFilled(row[key])) ? null : CHEESE_REQUIRED;
}

/** Case-insensitive search of cheeses over name, origin country and description; blank query returns all. */
export function cheeseSearch<T extends Pick<Cheese, 'name' | 'origin_country' | 'description'>>(cheeses: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...cheeses];
  return cheeses.filter((c) => [c.name, c.origin_country, c.description].some((f) => (f ?? '').toLowerCase().includes(q)));
}

/** The admin list's description preview: the first 50 characters, with '...' when cut. */
export function descriptionPreview(description: string | null | undefined): string {
  const chars = Array.from(description ?? '');
  return chars.length > CHEESE_DESCRIPTION_PREVIEW_LENGTH
    ? `${chars.slice(0, CHEESE_DESCRIPTION_PREVIEW_LENGTH).join('')}...`
    : chars.join('');
}

/** 'Country, Region' or just the country. */
export function originLabel(c: Pick<Cheese, 'origin_country' | 'origin_region'>): string {
  return c.origin_region ? `${c.origin_country}, ${c.origin_region}` : c.origin_country;
}
