/** CSV import field definitions and loose header auto-matching. */
import { csvMapRequired } from '../messages';

/** What is being imported. */
export type ImportEntity = 'cheeses' | 'pairings';

export interface FieldDef {
  key: string;
  label: string;
  required: boolean;
  /** Extra normalised header spellings that map to this field. */
  synonyms: string[];
}

/** Cheese CSV fields: required name, type, milk, origin_country, description, image_url. */
export const CHEESE_FIELDS: readonly FieldDef[] = [
  { key: 'name', label: 'Name', required: true, synonyms: ['cheese', 'cheesename', 'title'] },
  { key: 'type', label: 'Type', required: true, synonyms: ['cheesetype', 'category', 'texture'] },
  { key: 'milk', label: 'Milk', required: true, synonyms: ['milktype', 'milksource', 'animal'] },
  { key: 'origin_country', label: 'Origin country', required: true, synonyms: ['country', 'origin', 'countryoforigin', 'nation'] },
  { key: 'description', label: 'Description', required: true, synonyms: ['desc', 'about', 'summary', 'notes'] },
  { key: 'image_url', label: 'Image URL', required: true, synonyms: ['image', 'imageurl', 'img', 'photo', 'picture', 'imagelink', 'url'] },
  { key: 'origin_region', label: 'Origin region', required: false, synonyms: ['region', 'area', 'province'] },
  { key: 'ageing_period', label: 'Ageing period', required: false, synonyms: ['agingperiod', 'ageing', 'aging', 'age', 'agingtime', 'ageingtime', 'aged', 'maturation'] },
];

/**
 * Pairing CSV fields: required cheese_id, pairing_type, pairing_name; optional description, rating.
 * cheese_name is an alternative to cheese_id (either satisfies the requirement).
 */
export const PAIRING_FIELDS: readonly FieldDef[] = [
  { key: 'cheese_id', label: 'Cheese ID', required: true, synonyms: ['cheeseuuid', 'cheese_id'] },
  { key: 'cheese_name', label: 'Cheese name (instead of ID)', required: false, synonyms: ['cheese', 'cheesename'] },
  { key: 'pairing_type', label: 'Pairing type', required: true, synonyms: ['type', 'category', 'kind'] },
  { key: 'pairing_name', label: 'Pairing name', required: true, synonyms: ['pairing', 'pairswith', 'item', 'match'] },
  { key: 'description', label: 'Description', required: false, synonyms: ['desc', 'notes', 'about'] },
  { key: 'rating', label: 'Rating', required: false, synonyms: ['score', 'stars'] },
];

/** Field definitions of an entity. */
export function fieldsFor(entity: ImportEntity): readonly FieldDef[] {
  return entity === 'cheeses' ? CHEESE_FIELDS : PAIRING_FIELDS;
}

/** Field key → CSV header chosen for it (null/absent = unmapped). */
export type ColumnMapping = Record<string, string | null | undefined>;

/** Lowercases and removes everything but letters and digits ('Origin_Country ' → 'origincountry'). */
export function normaliseHeader(header: string): string {
  return header.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/**
 * Auto-maps CSV headers to fields by loose comparison: first exact normalised key matches, then
 * synonyms, each header used at most once. Fields without a match are left unmapped (null).
 */
export function autoMatch(headers: readonly string[], entity: ImportEntity): ColumnMapping {
  const fields = fieldsFor(entity);
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  const norm = headers.map((h) => ({ h, n: normaliseHeader(h) }));
  const pass = (candidates: (f: FieldDef) => string[]): void => {
    for (const f of fields) {
      if (mapping[f.key]) continue;
      const wanted = candidates(f).map(normaliseHeader);
      const hit = wanted.map((w) => norm.find((x) => x.n === w && !used.has(x.h))).find(Boolean);
      if (hit) { mapping[f.key] = hit.h; used.add(hit.h); }
    }
  };
  pass((f) => [f.key]);
  pass((f) => f.synonyms);
  for (const f of fields) mapping[f.key] ??= null;
  return mapping;
}

/**
 * Labels (keys) of required fields that are not mapped. For pairings, a mapped cheese_name
 * satisfies cheese_id.
 */
export function missingRequired(mapping: ColumnMapping, entity: ImportEntity): string[] {
  return fieldsFor(entity)
    .filter((f) => f.required && !mapping[f.key])
    .filter((f) => !(entity === 'pairings' && f.key === 'cheese_id' && mapping.cheese_name))
    .map((f) => f.key);
}

/** 'Please map all required fields: a, b' when something required is unmapped, else null. */
export function mappingError(mapping: ColumnMapping, entity: ImportEntity): string | null {
  const missing = missingRequired(mapping, entity);
  return missing.length ? csvMapRequired(missing) : null;
}

/** Applies a mapping to one parsed CSV row: field key → raw cell text ('' when unmapped or absent). */
export function applyMapping(row: Readonly<Record<string, string | undefined>>, mapping: ColumnMapping): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, header] of Object.entries(mapping)) out[key] = header ? (row[header] ?? '') : '';
  return out;
}
