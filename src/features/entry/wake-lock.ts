/**
 * Keeping the screen on while cook mode is open (Screen Wake Lock API). The lock is requested on
 * open; the browser drops it whenever the page is hidden, so it is requested again when the page is
 * visible again; it is released on close. Where the API is missing (older Safari, Firefox before
 * 126, insecure origins) or the request is refused (battery saver, policy), the caller is told, and
 * cook mode says the screen may turn off.
 */

/** Shown in cook mode when the screen cannot be kept on. */
export const WAKE_LOCK_NOTE = 'This browser cannot keep your screen on: it may turn off between steps.';

export type WakeStatus = 'pending' | 'on' | 'unavailable';

interface Sentinel {
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

export interface WakeLockDeps {
  wakeLock: { request(type: 'screen'): Promise<Sentinel> } | undefined;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Holds the screen on until the returned function is called. `onStatus` hears 'on' once the lock is
 * held, 'unavailable' when the API is missing or the request fails.
 */
export function keepScreenOn(deps: WakeLockDeps, onStatus: (status: WakeStatus) => void): () => void {
  const api = deps.wakeLock;
  if (!api || typeof api.request !== 'function') {
    onStatus('unavailable');
    return () => {};
  }
  let active = true;
  let sentinel: Sentinel | null = null;
  let requesting = false;

  const request = () => {
    if (!active || sentinel || requesting || deps.document.visibilityState !== 'visible') return;
    requesting = true;
    let pending: Promise<Sentinel>;
    try {
      pending = api.request('screen');
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (held) => {
        requesting = false;
        if (!active) {
          void held.release().catch(() => {});
          return;
        }
        sentinel = held;
        held.addEventListener('release', () => {
          if (sentinel === held) sentinel = null;
        });
        onStatus('on');
      },
      () => {
        requesting = false;
        if (active) onStatus('unavailable');
      },
    );
  };
  const onVisibility = () => {
    if (deps.document.visibilityState === 'visible') request();
  };

  deps.document.addEventListener('visibilitychange', onVisibility);
  request();
  return () => {
    active = false;
    deps.document.removeEventListener('visibilitychange', onVisibility);
    const held = sentinel;
    sentinel = null;
    if (held) void held.release().catch(() => {});
  };
}
