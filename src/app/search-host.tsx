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

export function openSearchDialog(router: Router, trigger: HTMLElement | null): void {
  if (!root) {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  const close = () => {
    root?.render(null);
    trigger?.focus();
  };
  root.render(<SearchDialog key={Date.now()} navigate={(path) => void router.navigate(path)} onClose={close} />);
}
