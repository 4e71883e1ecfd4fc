/**
 * A lazy chunk's import that survives a dropped network: when fetching the chunk fails (the visitor
 * went offline before the browser was idle, and no service worker holds the file), it is tried again
 * when the browser reports it is back online, instead of leaving `React.lazy` with a rejected module
 * (which would throw to the root and blank the page).
 */
export function importWhenOnline<T>(load: () => Promise<T>, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const retry = () => {
          target.removeEventListener('online', retry);
          resolve(importWhenOnline(load, target));
        };
        target.addEventListener('online', retry);
      }),
  );
}
