/**
 * "Install app": shown only while the browser offers installation (beforeinstallprompt). Side effect:
 * listens from module load, before the page has hydrated, so an early offer is not lost (and it
 * survives navigations that remount the header).
 */
import { useSyncExternalStore } from 'react';
import './pwa.css';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_APP = 'Install app';

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const setOffered = (e: BeforeInstallPromptEvent | null) => {
  offered = e;
  listeners.forEach((l) => l());
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    setOffered(e as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffered(null));
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function InstallButton({ className }: { className?: string }) {
  const promptEvent = useSyncExternalStore(subscribe, () => offered, () => null);
  const setPromptEvent = setOffered;
  if (!promptEvent) return null;
  return (
    <button
      type="button"
      className={className ?? 'pwa-install'}
      onClick={async () => {
        await promptEvent.prompt();
        await promptEvent.userChoice.catch(() => undefined);
        setPromptEvent(null);
      }}
    >
      {INSTALL_APP}
    </button>
  );
}
