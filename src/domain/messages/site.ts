/**
 * The public site's texts: loading and generic states, Discover, the entry
 * page and the not-found states. The app's entry chunk holds these; import them from here on the
 * public pages (see ../messages.ts).
 */

// ---- Loading and generic states ----
export const LOADING = 'Loading...';
export const NO_RECENT_ACTIVITY = 'No recent activity';

// ---- Discover and entry page ----
export const DISCOVER_EMPTY = 'No entries found for this filter.';
export const ERROR_HEADING = 'Error';
/** 'Error loading content: {message}' (discover and feeds). */
export const errorLoadingContent = (message: string): string => `Error loading content: ${message}`;
/** 'N min read' for a card or entry page. */
export const minRead = (minutes: number): string => `${minutes} min read`;
export const ENTRY_NOT_FOUND_TITLE = 'Entry Not Found';
export const ENTRY_NOT_FOUND_TEXT = "Sorry, we couldn't find the content you're looking for.";
/** /{slug} offline (or the server unreachable) when the entry's full text is not on the device (the spec has no wording). */
export const ENTRY_NOT_ON_DEVICE_TITLE = 'Not Available Offline';
export const ENTRY_NOT_ON_DEVICE_TEXT =
  "This entry isn't saved on this device and the server can't be reached right now. Connect to the internet to read it; entries you open stay available offline.";
export const BACK_TO_HOME = 'Back to Home';
export const MORE_LIKE_THIS = 'More Like This';

// ---- Site search and cheese-type pages (the spec has no wording: chosen here) ----
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
/** 'Results for “q”' above the results. */
export const searchResultsFor = (q: string): string => `Results for “${q}”`;
/** 'No results for “q”.' */
export const searchNoResults = (q: string): string => `No results for “${q}”. Try fewer words, or another spelling.`;
/** The live region's count while typing: 'N results'. */
export const searchResultCount = (n: number): string => (n === 1 ? '1 result' : `${n} results`);
/** A cheese-type page's lead: 'Recipes, articles and pairing guides with {name}.' */
export const cheeseTypeLead = (name: string): string => `Recipes, articles and pairing guides with ${name}.`;
export const CHEESE_TYPE_NOT_FOUND_TITLE = 'Cheese Type Not Found';
export const CHEESE_TYPE_NOT_FOUND = 'No published entry carries this cheese type.';
