/**
 * Moves the focus after the render that shows why (a refused save's marks and summary): once they
 * are laid out — inserting them must not shift the page under the focus — the element scrolls into
 * the middle of the view (clear of the sticky header) and takes the focus. `focusLater(id)` targets
 * an element by id; `focusLater(null)` the fallback ref (the summary).
 */
import { useEffect, useState, type RefObject } from 'react';

export function useFocusAfterRender(fallback: RefObject<HTMLElement | null>): (id: string | null) => void {
  const [target, setTarget] = useState<{ id: string | null } | null>(null);
  useEffect(() => {
    if (!target) return;
    const el = target.id ? document.getElementById(target.id) : fallback.current;
    if (el) {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      el.focus({ preventScroll: true });
    }
    setTarget(null);
  }, [target, fallback]);
  return (id) => setTarget({ id });
}
