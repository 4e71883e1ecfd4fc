/**
 * The device's matching rules for site search, the same in spirit as the database's (accents folded,
 * case and plural forgiven, prefixes while typing, one typo in a word of SEARCH_TYPO_MIN_LENGTH
 * letters or more, every word must match, a title match outranks a body match). The offline index
 * (data/public/device-search.ts) applies them through MiniSearch.
 */
import { SEARCH_TYPO_MIN_LENGTH } from './constants';
import { foldAccents } from './cheese-type-tags';

/** Words too common to search for (a query of only these finds nothing rather than everything). */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have in into is it its of on or so that the their then there these this to was were will with'.split(' '),
);

/** A word as indexed and searched: folded, singular, or null for a stop word. */
export function searchTerm(word: string): string | null {
  const w = foldAccents(word);
  if (!w || STOP_WORDS.has(w)) return null;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) return w.slice(0, -1);
  return w;
}

/** The words of a text (letters and digits), as searched. */
export function searchTerms(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(searchTerm).filter((t): t is string => t !== null);
}

/** Letters a query word may differ by (one typo from SEARCH_TYPO_MIN_LENGTH letters on). */
export function typoDistance(term: string): number {
  return term.length >= SEARCH_TYPO_MIN_LENGTH ? 1 : 0;
}

/** Field boosts: title first, then description / cheese types / focus keyword, ingredients, body. */
export const ENTRY_FIELD_BOOST = { title: 8, description: 3, cheeseTypes: 3, focusKeyword: 3, ingredients: 2, body: 1 } as const;
export const CHEESE_FIELD_BOOST = { name: 8, kind: 3, description: 1 } as const;
