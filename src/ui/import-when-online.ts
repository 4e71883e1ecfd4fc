/**
 * A lazy chunk's import that survives a dropped network: when fetching the chunk fails (the visitor
 * went offline before the browser was idle, and no service worker holds the file), it is tried again
 * when the browser reports it is back online, instead of leaving `React.lazy` with a rejected module
 * (which would throw to the nearest error boundary and replace the page). A failure noticed when the
 * browser already says it is online (the 'online' event passed while the fetch was failing) is tried
 * again after a second, then waits for the next 'online'. On the server (no window) a failure stays
 * a failure.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type OnlineEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const RETRY_WHEN_ONLINE_MS = 1000;
const browserOnline = () => typeof navigator !== 'undefined' && navigator.onLine === true;

export function importWhenOnline<T>(load: () => Promise<T>, target?: OnlineEvents, isOnline: () => boolean = browserOnline, retried = false): Promise<T> {
  return load().catch((error: unknown) => {
    const events = target ?? (typeof window === 'undefined' ? undefined : window);
    if (!events) throw error;
    if (isOnline() && !retried) {
      return new Promise<T>((resolve) => setTimeout(() => resolve(importWhenOnline(load, events, isOnline, true)), RETRY_WHEN_ONLINE_MS));
    }
    return new Promise<T>((resolve) => {
      const retry = () => {
        events.removeEventListener('online', retry);
        resolve(importWhenOnline(load, events, isOnline));
      };
      events.addEventListener('online', retry);
    });
  });
}

/**
 * `React.lazy` over `importWhenOnline`: a deferred part of a page (footer, recipe parts…) whose chunk
 * could not be fetched waits for the network and keeps the server's HTML meanwhile, instead of
 * throwing to the error boundary and replacing the whole page.
 */
export function lazyWhenOnline<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWhenOnline(load).then((component) => ({ default: component })));
}
