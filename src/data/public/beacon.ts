/**
 * The public entry page's view beacon: navigator.sendBeacon to the view function once the page has
 * loaded (idle after `load`). Side effect: one request per call. No cookie, no identifier: the
 * function counts once per visitor per day (see netlify/functions/view.ts).
 */

/** Where the beacon goes (same origin as the site; Netlify and the local backend both serve it). */
export const VIEW_BEACON_PATH = '/.netlify/functions/view';

/**
 * Sends one view beacon for an entry once the page has loaded (idle after `load`). No cookie, no
 * identifier: the function counts once per visitor per day. Returns a cancel function.
 */
export function sendViewBeacon(entryId: string): () => void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return () => undefined;
  let cancelled = false;
  const send = () => {
    if (cancelled) return;
    const body = JSON.stringify({ entryId });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VIEW_BEACON_PATH, body)) return;
    void fetch(VIEW_BEACON_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
  };
  const later = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(send, { timeout: 3000 });
    else setTimeout(send, 0);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', later);
  };
}
