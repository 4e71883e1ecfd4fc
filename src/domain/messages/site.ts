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
/** A recipe card's time to make it: 'Ready in 45 min'. */
export const READY_IN = 'Ready in';
/** The info card that leads a recipe's summary: preparation + cook time. */
export const TOTAL_TIME_LABEL = 'Total Time';
export const ENTRY_NOT_FOUND_TITLE = 'Entry Not Found';
export const ENTRY_NOT_FOUND_TEXT = "Sorry, we couldn't find the content you're looking for.";
/** /{slug} offline (or the server unreachable) when the entry's full text is not on the device (the spec has no wording). */
export const ENTRY_NOT_ON_DEVICE_TITLE = 'Not Available Offline';
export const ENTRY_NOT_ON_DEVICE_TEXT =
  "This entry isn't saved on this device and the server can't be reached right now. Connect to the internet to read it; entries you open stay available offline.";
export const BACK_TO_HOME = 'Back to Home';
export const MORE_LIKE_THIS = 'More Like This';
