/**
 * The search dialog's host, loaded (with the dialog) on the first use of the header's search
 * control: public pages never carry its code before. It renders the dialog in a root of its own
 * beside the app's, navigates with the app's router and gives focus back to the control on close.
 */
import { createRoot, type Root } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router-dom';
import SearchDialog from '@/features/search/SearchDialog';

type Router = ReturnType<typeof createBrowserRouter>;

let root: Root | null = null;

/** On <body> while the dialog is open. */
const SEARCH_OPEN_CLASS = 'search-open';

export function openSearchDialog(router: Router, trigger: HTMLElement | null): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  // While it is open, the page beneath is a stacking context of its own (search-dialog.css): a
  // keystroke repaints the dialog and reuses the page's unchanged paint instead of walking it again.
  document.body.classList.add(SEARCH_OPEN_CLASS);
  const close = () => {
    document.body.classList.remove(SEARCH_OPEN_CLASS);
    root?.render(null);
    trigger?.focus();
  };
  root.render(<SearchDialog key={Date.now()} navigate={(path) => void router.navigate(path)} onClose={close} />);
}
