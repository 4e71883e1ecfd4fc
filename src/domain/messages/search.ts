/**
 * Texts of site search (the search page and dialog) and of the cheese-type pages. Not in site.ts:
 * that module is part of every public page's first load, and these are read only by code loaded
 * on use (the dialog) or by those pages' own chunks.
 */
import { CHEESE_TYPES } from '../constants';

// The spec has no wording for these: chosen here.
export const SEARCH_TITLE = 'Search';
export const SEARCH_LABEL = 'Search Cheezopedia';
export const SEARCH_PLACEHOLDER = 'Cheeses, recipes, ingredients…';
export const SEARCH_BUTTON = 'Search';
export const SEARCH_PROMPT = 'Search entries and cheeses by name, ingredient, cheese type or origin.';
export const SEARCH_ENTRIES_HEADING = 'Entries';
export const SEARCH_CHEESES_HEADING = 'Cheeses';
export const SEARCH_ALL_RESULTS = 'All results';
export const SEARCH_RECENT_HEADING = 'Recent searches';
export const SEARCH_CLEAR_RECENT = 'Clear recent searches';
export const SEARCH_SEARCHING = 'Searching…';
/** Offline (or the server not answering): the results come from what this device holds. */
export const SEARCH_FROM_DEVICE = 'From saved entries on this device: you are offline, so only what this device holds was searched.';
/** A query holding a control character (a NUL byte…): refused with a 400, nothing searched. */
export const SEARCH_CONTROL_CHARACTERS = 'Searches cannot contain control characters (such as a NUL byte). Remove them and search again.';
/** 'Results for “q”' above the results. */
export const searchResultsFor = (q: string): string => `Results for “${q}”`;
/** 'No results for “q”.' */
export const searchNoResults = (q: string): string => `No results for “${q}”. Try fewer words, or another spelling.`;
/** The live region's count while typing: 'N results'. */
export const searchResultCount = (n: number): string => (n === 1 ? '1 result' : `${n} results`);
/** Whether a tag is one of the spec's cheese types (Soft, Semi-soft…) rather than a cheese's name. */
const isCheeseType = (name: string): boolean => CHEESE_TYPES.some((t) => t.toLowerCase() === name.trim().toLowerCase().replace(/\s+/g, '-'));
/**
 * A cheese-type page's lead: 'Recipes, articles and pairing guides with soft cheeses.' for a type of
 * cheese, '… with gruyère.' for a cheese.
 */
export const cheeseTypeLead = (name: string): string =>
  `Recipes, articles and pairing guides with ${isCheeseType(name) ? `${name.trim()} cheeses` : name.trim()}.`;
export const CHEESE_TYPE_NOT_FOUND_TITLE = 'Cheese Type Not Found';
export const CHEESE_TYPE_NOT_FOUND = 'No published entry carries this cheese type.';
