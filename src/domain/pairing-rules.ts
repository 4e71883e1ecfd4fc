/** Pairing form rules, list search, filters and display helpers. */
import { CHEESE_DESCRIPTION_PREVIEW_LENGTH, RATING_MAX, RATING_MIN } from './constants';
import {
  PAIRING_CHEESE_REQUIRED, PAIRING_NAME_REQUIRED, PAIRING_RATING_INVALID, PAIRING_TYPE_REQUIRED,
} from './messages';
import type { Pairing } from './types';

/** Pairing types offered as suggestions (the column itself is free text, as the CSV import allows). */
export const PAIRING_TYPE_SUGGESTIONS = ['Wine', 'Beer', 'Cider', 'Spirit', 'Fruit', 'Nut', 'Bread', 'Charcuterie', 'Condiment', 'Vegetable'] as const;

/** The pairing form's state (rating '' = none). */
export interface PairingForm {
  cheese_id: string;
  pairing_type: string;
  pairing_name: string;
  description: string;
  rating: string;
}

/** The fields written on pairing save. */
export interface PairingSavePayload {
  cheese_id: string;
  pairing_type: string;
  pairing_name: string;
  description: string | null;
  rating: number | null;
}

/** An empty pairing form. */
export function emptyPairingForm(): PairingForm {
  return { cheese_id: '', pairing_type: '', pairing_name: '', description: '', rating: '' };
}

/** The form for an existing pairing. */
export function pairingToForm(p: Pairing): PairingForm {
  return {
    cheese_id: p.cheese_id, pairing_type: p.pairing_type, pairing_name: p.pairing_name,
    description: p.description ?? '', rating: p.rating === null ? '' : String(p.rating),
  };
}

/** True for null/undefined or a whole number within 1–5. */
export function isValidRating(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX);
}

const blank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';

/**
 * The rule every stored pairing obeys (the table's check constraints): a cheese, a type and a name,
 * rating empty or 1–5. Returns the first message that applies, or null. The data layer runs it
 * before anything reaches the outbox; the form runs it through validatePairing.
 */
export function pairingProblem(row: Pick<Pairing, 'cheese_id' | 'pairing_type' | 'pairing_name' | 'rating'>): string | null {
  if (blank(row.cheese_id)) return PAIRING_CHEESE_REQUIRED;
  if (blank(row.pairing_type)) return PAIRING_TYPE_REQUIRED;
  if (blank(row.pairing_name)) return PAIRING_NAME_REQUIRED;
  if (!isValidRating(row.rating)) return PAIRING_RATING_INVALID;
  return null;
}

/** Validates the form; on success the trimmed payload (empty description and rating as null). */
export function validatePairing(form: PairingForm): { ok: true; value: PairingSavePayload } | { ok: false; error: string } {
  const ratingText = form.rating.trim();
  const rating = ratingText === '' ? null : Number(ratingText);
  const value: PairingSavePayload = {
    cheese_id: form.cheese_id.trim(),
    pairing_type: form.pairing_type.trim(),
    pairing_name: form.pairing_name.trim(),
    description: form.description.trim() || null,
    rating: rating !== null && Number.isNaN(rating) ? -1 : rating,
  };
  const problem = pairingProblem(value);
  return problem ? { ok: false, error: problem } : { ok: true, value };
}

/** The list's description preview: the first 50 characters, with '...' when cut. */
export function pairingDescriptionPreview(description: string | null | undefined): string {
  const chars = Array.from(description ?? '');
  return chars.length > CHEESE_DESCRIPTION_PREVIEW_LENGTH ? `${chars.slice(0, CHEESE_DESCRIPTION_PREVIEW_LENGTH).join('')}...` : chars.join('');
}

export interface PairingFilter {
  query: string;
  /** '' = every type; compared case-insensitively. */
  type: string;
  /** '' = every cheese. */
  cheeseId: string;
}

/**
 * Filters pairings: the query covers pairing name, type, description and the cheese's name
 * (case-insensitive); type and cheese filters are exact (type ignoring case).
 */
export function filterPairings<T extends Pick<Pairing, 'cheese_id' | 'pairing_type' | 'pairing_name' | 'description'>>(
  rows: readonly T[],
  filter: PairingFilter,
  cheeseName: (id: string) => string,
): T[] {
  const q = filter.query.trim().toLowerCase();
  const type = filter.type.trim().toLowerCase();
  return rows.filter((p) => {
    if (type && p.pairing_type.trim().toLowerCase() !== type) return false;
    if (filter.cheeseId && p.cheese_id !== filter.cheeseId) return false;
    if (!q) return true;
    return [p.pairing_name, p.pairing_type, p.description ?? '', cheeseName(p.cheese_id)].some((f) => f.toLowerCase().includes(q));
  });
}

/** Distinct pairing types (first spelling wins, case-insensitive), sorted. */
export function pairingTypes(rows: readonly Pick<Pairing, 'pairing_type'>[]): string[] {
  const seen = new Map<string, string>();
  for (const r of rows) {
    const t = r.pairing_type.trim();
    if (t && !seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Cheeses whose name contains the query (case-insensitive), for the searchable cheese picker. */
export function searchCheesesByName<T extends { name: string }>(cheeses: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q ? cheeses.filter((c) => c.name.toLowerCase().includes(q)) : [...cheeses];
}
