/**
 * A first visit's service worker: registered with the browser's own API. No service worker controls
 * the page yet, so no new version can be waiting: the update prompt (UpdateBanner, with
 * workbox-window) is only needed once one does, from the next visit on. Side effect: registers /sw.js.
 */
import { useEffect } from 'react';

/** The service worker vite-plugin-pwa generates (its default file name, at the site root). */
export const SW_URL = '/sw.js';

/** Whether a service worker controls this page (a returning visit, or the app installed). */
export function serviceWorkerControls(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

/** Registers the service worker once (scope /), reporting a failure in the console only. */
export function useFirstInstall(): void {
  useEffect(() => {
    navigator.serviceWorker?.register(SW_URL, { scope: '/' }).catch((e: unknown) => console.warn('Service worker registration failed', e));
  }, []);
}
