/** A server-only value a back-office card reads when it opens (and again each time `enabled` turns on); nothing is kept on the device. */
import { useEffect, useState } from 'react';
import { loadFailed } from './server-read';

/**
 * `what` names the value in the failure line. `error` may also be set by the card (a later action
 * that failed says so in the same place). An answer that arrives after the card has gone is dropped.
 */
export function useServerValue<T>(load: () => Promise<T>, what: string, enabled = true) {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (v) => live && setValue(v),
      (e: unknown) => live && setError(loadFailed(what, e)),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads when the card opens and when it comes back online, not on every render's new loader
  }, [enabled]);
  return { value, error, setError };
}
