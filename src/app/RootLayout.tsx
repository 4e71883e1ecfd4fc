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
import { Outlet, UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';
import { savedPositions, scrollKey, STORAGE_KEY } from './scroll-positions';

// No layout effects on the server (the renderer never scrolls).
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

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
