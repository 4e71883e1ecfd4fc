/**
 * The root route's element: the page, and React Router's scroll restoration. A link opens its page at
 * the top (or at its `#section`); Back and Forward bring back the position the reader left the page
 * at. A change made on the page itself (Discover's filter, the cheese modal's `?cheese=`) keeps the
 * position with `preventScrollReset`. Positions are kept per history entry in sessionStorage, so a
 * reload or a return from another site finds them too (see `keyHistoryEntry`).
 */
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/**
 * The key a position is saved under: the history entry's own key; for an entry the browser made itself
 * (a plain `#section` link on the landing page: no state, so React Router calls it "default"), its
 * path and hash, so that two such entries never share one position (Back to `#types` finds `#types`'s).
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search' | 'hash'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;
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
