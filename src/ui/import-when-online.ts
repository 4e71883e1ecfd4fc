/**
 * A lazy chunk's import that survives a dropped network: when fetching the chunk fails (the visitor
 * went offline before the browser was idle, and no service worker holds the file), it is tried again
 * when the browser reports it is back online, instead of leaving `React.lazy` with a rejected module
 * (which would throw to the nearest error boundary and replace the page). On the server (no window)
 * a failure stays a failure.
 */
type OnlineEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export function importWhenOnline<T>(load: () => Promise<T>, target?: OnlineEvents): Promise<T> {
  return load().catch((error: unknown) => {
    const events = target ?? (typeof window === 'undefined' ? undefined : window);
    if (!events) throw error;
    return new Promise<T>((resolve) => {
      const retry = () => {
        events.removeEventListener('online', retry);
        resolve(importWhenOnline(load, events));
      };
      events.addEventListener('online', retry);
    });
  });
}
