/**
 * A search index over list rows: each row's searchable fields are normalised once, when
 * the rows change, into one key; a keystroke then only tests those keys (no string building per row).
 */

import { foldAccents } from './cheese-type-tags';

/** Lower case without accents, folded as the site search folds them: 'Gruyère' and 'gruyere', 'Ærø' and 'aero' match. */
export const normaliseSearchText = (text: string): string => foldAccents(text);

export interface SearchIndex<T> {
  rows: readonly T[];
  /** One key per row: its fields normalised, separated so a query never spans two fields. */
  keys: readonly string[];
}

/** Builds the index of `rows` over the fields `fields` returns. */
export function buildSearchIndex<T>(rows: readonly T[], fields: (row: T) => ReadonlyArray<string | null | undefined>): SearchIndex<T> {
  return { rows, keys: rows.map((r) => normaliseSearchText(fields(r).filter(Boolean).join('\u0001'))) };
}

/** Rows whose fields contain the query (trimmed, case- and accent-insensitive), in index order; all rows for an empty query. */
export function searchIndex<T>(index: SearchIndex<T>, query: string): T[] {
  const q = normaliseSearchText(query.trim());
  if (!q) return [...index.rows];
  const out: T[] = [];
  for (let i = 0; i < index.keys.length; i++) if (index.keys[i].includes(q)) out.push(index.rows[i]);
  return out;
}
