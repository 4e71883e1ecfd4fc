/**
 * The root route's element: the page, and scroll restoration. A link opens its page at the top (or at
 * its `#section`); Back and Forward bring back the position the reader left the page at. A change made
 * on the page itself (Discover's filter, the cheese modal's `?cheese=`) keeps the position with
 * `preventScrollReset`. Positions are kept per history entry, and in sessionStorage when the page is
 * left, so a reload or a return from another site finds them too (see `keyHistoryEntry`).
 *
 * React Router's own `<ScrollRestoration>` does this with the router's scroll bookkeeping; so does
 * `usePageScroll`, using that same bookkeeping (the data router's `enableScrollRestoration` and its
 * `restoreScrollPosition` / `preventScrollReset` state), without the component's server-side script
 * (framework mode only, never rendered here) that would ship in every page's first load: ~0.9 KB
 * gzip against ~0.4 KB, on pages at their 110 KB budget.
 */
import { useContext, useEffect, useLayoutEffect } from 'react';
import { Outlet, UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation, type Location } from 'react-router-dom';

const STORAGE_KEY = 'cheezopedia.scroll-positions';
// No layout effects on the server (the renderer never scrolls).
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The key a position is saved under: the history entry's own key; for an entry the browser made itself
 * (a plain `#section` link on the landing page: no state, so React Router calls it "default"), its
 * path and hash, so that two such entries never share one position (Back to `#types` finds `#types`'s).
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search' | 'hash'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;
}

let positions: Record<string, number> | null = null;
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

function usePageScroll(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  useBrowserLayoutEffect(() => {
    if (!router) return undefined;
    window.history.scrollRestoration = 'manual';
    const disable = router.enableScrollRestoration(savedPositions(), () => window.scrollY, scrollKey);
    // Leaving the document: the position now joins the others in sessionStorage, and the browser
    // restores its own way for a document it reloads before this code runs again.
    const onPageHide = () => {
      const saved = savedPositions();
      if (router.state.navigation.state === 'idle') saved[scrollKey(router.state.location)] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // Storage full or blocked: positions are kept for this document only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      disable();
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);
  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;
  useBrowserLayoutEffect(() => {
    // false: nothing to do (the first render of a server page, a revalidation).
    if (restore === false || restore === undefined) return;
    if (typeof restore === 'number') {
      window.scrollTo(0, restore);
      return;
    }
    if (location.hash) {
      let el: HTMLElement | null = null;
      try {
        el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: the page opens at the top.
      }
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    if (!keep) window.scrollTo(0, 0);
  }, [location, restore, keep]);
}

export function RootLayout() {
  usePageScroll();
  return <Outlet />;
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
