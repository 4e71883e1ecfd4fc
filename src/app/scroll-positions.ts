/**
 * Where the reader left each page: the keys positions are saved under, the positions of this tab
 * (kept in sessionStorage when a document is left), and a key for a document opened from outside.
 * Side effects: reads sessionStorage once; `keyHistoryEntry` replaces the current history state.
 */
import type { Location } from 'react-router-dom';

export const STORAGE_KEY = 'cheezopedia.scroll-positions';

/**
 * The key a position is saved under: the history entry's own key; for an entry the browser made itself
 * (a plain `#section` link on the landing page: no state, so React Router calls it "default"), its
 * path and hash, so that two such entries never share one position (Back to `#types` finds `#types`'s).
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search' | 'hash'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;
}

let positions: Record<string, number> | null = null;
export function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Gives the document's history entry a key of its own before the router starts. React Router names an
 * entry without one "default", so every page opened from outside (typed, a mail link, a reload of
 * another site's link) would share one saved position: a new page could open where another one was
 * left. The framework mode's inline script does the same; this app has no inline script (CSP).
 */
export function keyHistoryEntry(history: Pick<History, 'state' | 'replaceState'> = window.history): void {
  const state: unknown = history.state;
  if (state && typeof state === 'object' && typeof (state as { key?: unknown }).key === 'string') return;
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), key: Math.random().toString(36).slice(2, 10) }, '');
}
