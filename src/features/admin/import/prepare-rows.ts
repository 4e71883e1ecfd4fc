/**
 * From parsed CSV rows and a column mapping to validated import payloads (pure). Uses the domain's
 * row rules (the same as the cheese form) and, for pairings, resolves the cheese against the
 * catalogue: a cheese_id must exist, a cheese name must match exactly one cheese (case-insensitive).
 */
import type { ColumnMapping, ImportEntity } from '@/domain/csv/mapping';
import { validateCheeseRow, validatePairingRow } from '@/domain/csv/validate';
import type { CheeseSavePayload } from '@/domain/cheese-rules';

/** id and name of a catalogue cheese (what pairing rows are resolved against). */
export interface CheeseRef {
  id: string;
  name: string;
}

/** What the import RPC receives for a pairing (cheese already resolved to its id). */
export interface PairingPayload {
  cheese_id: string;
  pairing_type: string;
  pairing_name: string;
  description: string | null;
  rating: number | null;
}

export type ImportPayload = CheeseSavePayload | PairingPayload;

/** A row that passed validation: its data-row index and the payload to send. */
export interface ValidRow {
  index: number;
  payload: ImportPayload;
}

/** A row that failed validation: its data-row index and every reason. */
export interface InvalidRow {
  index: number;
  errors: string[];
}

export interface PreparedRows {
  valid: ValidRow[];
  invalid: InvalidRow[];
}

/** Field key → column index in the parsed rows (-1 when unmapped or unknown). */
export function columnIndexes(headers: readonly string[], mapping: ColumnMapping): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, header] of Object.entries(mapping)) out[key] = header ? headers.indexOf(header) : -1;
  return out;
}

/** One parsed row as field key → cell text ('' when unmapped). */
export function mappedRow(row: readonly string[], columns: Readonly<Record<string, number>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, col] of Object.entries(columns)) out[key] = col >= 0 ? (row[col] ?? '') : '';
  return out;
}

/** Looks cheeses up by id and by lower-cased name. */
export interface CheeseIndex {
  ids: Set<string>;
  byName: Map<string, string[]>;
}

/** Builds the lookup used for pairing rows. */
export function indexCheeses(cheeses: readonly CheeseRef[]): CheeseIndex {
  const ids = new Set<string>();
  const byName = new Map<string, string[]>();
  for (const c of cheeses) {
    ids.add(c.id.toLowerCase());
    const key = c.name.trim().toLowerCase();
    const list = byName.get(key);
    if (list) list.push(c.id);
    else byName.set(key, [c.id]);
  }
  return { ids, byName };
}

/**
 * Resolves a validated pairing's cheese: an id must be in the catalogue; a name must match exactly
 * one cheese. Returns the cheese id or the reason it cannot be used.
 */
export function resolveCheese(cheeseId: string | null, cheeseName: string | null, index: CheeseIndex): { id: string } | { error: string } {
  if (cheeseId) {
    return index.ids.has(cheeseId.toLowerCase()) ? { id: cheeseId.toLowerCase() } : { error: `cheese_id "${cheeseId}" does not match any cheese` };
  }
  const name = (cheeseName ?? '').trim();
  const ids = index.byName.get(name.toLowerCase()) ?? [];
  if (ids.length === 0) return { error: `cheese "${name}" was not found` };
  if (ids.length > 1) return { error: `cheese name "${name}" matches ${ids.length} cheeses; use cheese_id` };
  return { id: ids[0] };
}

/** Validates one mapped row of `entity`; pairing rows are resolved against `cheeses`. */
export function prepareRow(entity: ImportEntity, row: Readonly<Record<string, string>>, cheeses: CheeseIndex | null): { ok: true; payload: ImportPayload } | { ok: false; errors: string[] } {
  if (entity === 'cheeses') {
    const r = validateCheeseRow(row);
    return r.ok ? { ok: true, payload: r.value } : { ok: false, errors: r.errors };
  }
  const r = validatePairingRow(row);
  if (!r.ok) return { ok: false, errors: r.errors };
  const { cheese_id, cheese_name, ...rest } = r.value;
  if (!cheeses) return { ok: false, errors: ['the cheese list could not be loaded'] };
  const found = resolveCheese(cheese_id, cheese_name, cheeses);
  if ('error' in found) return { ok: false, errors: [found.error] };
  return { ok: true, payload: { cheese_id: found.id, ...rest } };
}

/** Validates every data row; invalid rows are kept with their reasons and are never sent. */
export function prepareRows(
  entity: ImportEntity,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
  cheeses: readonly CheeseRef[] | null,
): PreparedRows {
  const columns = columnIndexes(headers, mapping);
  const index = entity === 'pairings' && cheeses ? indexCheeses(cheeses) : null;
  const valid: ValidRow[] = [];
  const invalid: InvalidRow[] = [];
  rows.forEach((row, i) => {
    const r = prepareRow(entity, mappedRow(row, columns), index);
    if (r.ok) valid.push({ index: i, payload: r.payload });
    else invalid.push({ index: i, errors: r.errors });
  });
  return { valid, invalid };
}
