/** Row validation of CSV imports — the same rules as the cheese form. */
import { CSV_ROW_NUMBER_OFFSET, RATING_MAX, RATING_MIN } from '../constants';
import { cheeseFieldProblems, matchCheeseType, matchMilk } from '../cheese-fields';
import { isImageUrl, type CheeseSavePayload } from '../cheese-rules';

export type RowResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** A pairing ready for import: either cheese_id or cheese_name (resolved against the catalogue later). */
export interface PairingImportValue {
  cheese_id: string | null;
  cheese_name: string | null;
  pairing_type: string;
  pairing_name: string;
  description: string | null;
  rating: number | null;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in the canonical 8-4-4-4-12 hex form. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value.trim());
}

/** The row number shown to users: data-row index + 2 (the header is line 1). */
export function rowNumber(dataRowIndex: number): number {
  return dataRowIndex + CSV_ROW_NUMBER_OFFSET;
}

const cell = (row: Readonly<Record<string, string | undefined>>, key: string): string => (row[key] ?? '').trim();

/**
 * Validates one mapped cheese row (field key → cell text): required name, type, milk,
 * origin_country, description, image_url; type and milk matched case-insensitively and returned in
 * canonical spelling; image_url an http(s) URL or root-relative path; empty optionals → null.
 */
export function validateCheeseRow(row: Readonly<Record<string, string | undefined>>): RowResult<CheeseSavePayload> {
  // The import names columns, not form fields: its own wording over the same rules.
  const errors = cheeseFieldProblems(row).map((p) => (p.kind === 'missing' ? `${p.key} is required` : `${p.key} "${p.value}" must be one of ${p.values.join(', ')}`));
  const type = matchCheeseType(cell(row, 'type'));
  const milk = matchMilk(cell(row, 'milk'));
  const image = cell(row, 'image_url');
  if (image && !isImageUrl(image)) errors.push(`image_url "${image}" must be an http(s) URL or a path starting with /`);
  if (errors.length || !type || !milk) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: cell(row, 'name'), type, milk, origin_country: cell(row, 'origin_country'),
      origin_region: cell(row, 'origin_region') || null, ageing_period: cell(row, 'ageing_period') || null,
      description: cell(row, 'description'), image_url: image,
    },
  };
}

/**
 * Validates one mapped pairing row: cheese_id (a UUID) or cheese_name required; pairing_type and
 * pairing_name required; rating empty (→ null) or an integer 1–5; empty description → null.
 * Whether the cheese exists is checked by the caller against the catalogue (or by the import RPC).
 */
export function validatePairingRow(row: Readonly<Record<string, string | undefined>>): RowResult<PairingImportValue> {
  const errors: string[] = [];
  const id = cell(row, 'cheese_id');
  const name = cell(row, 'cheese_name');
  if (!id && !name) errors.push('cheese_id or cheese_name is required');
  if (id && !isUuid(id)) errors.push(`cheese_id "${id}" is not a valid UUID`);
  for (const key of ['pairing_type', 'pairing_name']) if (!cell(row, key)) errors.push(`${key} is required`);
  const ratingText = cell(row, 'rating');
  let rating: number | null = null;
  if (ratingText) {
    const n = Number(ratingText);
    if (!/^[+-]?\d+(\.0*)?$/.test(ratingText) || !Number.isInteger(n) || n < RATING_MIN || n > RATING_MAX) {
      errors.push(`rating "${ratingText}" must be a whole number from ${RATING_MIN} to ${RATING_MAX}`);
    } else rating = n;
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      cheese_id: id ? id.toLowerCase() : null, cheese_name: name || null,
      pairing_type: cell(row, 'pairing_type'), pairing_name: cell(row, 'pairing_name'),
      description: cell(row, 'description') || null, rating,
    },
  };
}
