/**
 * Registers the service worker (prompt mode) and, when a new version is waiting, shows
 * "A new version is available" with Reload. Never reloads by itself (an editor may be mid-edit).
 */
import { useRegisterSW } from 'virtual:pwa-register/react';
import './pwa.css';

export const UPDATE_AVAILABLE = 'A new version is available';
/** How often an open app checks for a new version (ms). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

export function UpdateBanner() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <div className="pwa-banner" role="status" aria-live="polite">
      <span>{UPDATE_AVAILABLE}</span>
      <button type="button" onClick={() => void updateServiceWorker(true)}>
        Reload
      </button>
      <button type="button" className="pwa-secondary" onClick={() => setNeedRefresh(false)}>
        Later
      </button>
    </div>
  );
}
