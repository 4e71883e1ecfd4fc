/**
 * The header's search control is a plain link to /search (it works before any script runs). Once
 * the client services run, a click on it opens the search dialog instead: its code (and its host)
 * load on that first use, so public pages never carry them before; if they cannot load (offline and
 * not cached) the link goes to /search as usual. Installed by ClientServices; returns its removal.
 */
import type { createBrowserRouter } from 'react-router-dom';

/** The control (src/ui/site/SiteHeader.tsx): a class rather than an attribute of its own keeps the first-load bundle smaller. */
export const SEARCH_CONTROL = 'a.search-toggle';

export function handleSearchControl(router: ReturnType<typeof createBrowserRouter>): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(SEARCH_CONTROL) : null;
    if (!control) return;
    // Capture phase, before the router's link handler (which leaves a prevented click alone).
    event.preventDefault();
    void import('./search-host').then(
      (m) => m.openSearchDialog(router, control),
      () => router.navigate('/search'),
    );
  };
  document.addEventListener('click', onClick, true);
  // Tests and styles can tell the control opens the dialog from now on.
  document.documentElement.dataset.searchDialog = 'ready';
  return () => {
    document.removeEventListener('click', onClick, true);
    delete document.documentElement.dataset.searchDialog;
  };
}
