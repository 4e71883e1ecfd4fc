/**
 * What the browser runs beside the pages, loaded after hydration, when idle (Dexie and the sync
 * engine): background sync, the desktop menu commands (desktop app only), the PWA controls (service
 * worker registration and update banner, the count of changes waiting for the offline bar, the installed app's "Save all for
 * offline") and the auth provider, whose value is handed up to the app root's context (with the
 * list of changes on the device that are not the signed-in user's). A visitor
 * with no session is signed out without it: the provider (and supabase-js with it) loads when a
 * session is stored, an auth action starts, or another tab signs in (the `storage` event).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { preloadable } from '@/ui/preloadable';
import type { createBrowserRouter } from 'react-router-dom';
// The auth context, not `@/data/account` (which would load the provider at once); the idle hooks
// of `@/data/react`, not `@/data` (which would bring the editors' code along).
import { AUTH_STORAGE_KEY, useAuth, type AuthContextValue } from '@/data/auth';
import { startedWithAuth } from '@/data/server';
import { useBackgroundSync, useSyncStatus } from '@/data/react';
import { getPlatform } from '@/platform';
import { serviceWorkerControls, useFirstInstall } from '@/ui/pwa/first-install';
import { authWanted, onAuthWanted } from './pending-auth';
import { handleSearchControl } from './search-control';

// Only once a service worker controls the page can a new version wait: the prompt (and workbox-window)
// loads then; a first visit registers the worker with the browser's API (FirstInstall).
const UpdateBanner = lazy(() => import('@/ui/pwa/UpdateBanner').then((m) => ({ default: m.UpdateBanner })));
// The desktop app's menu commands: a browser never loads them.
const MenuCommands = lazy(() => import('@/platform/menu-commands').then((m) => ({ default: m.MenuCommands })));
const AuthProvider = preloadable(() => import('@/data/account').then((m) => m.AuthProvider));
// A page that starts with a session needs the provider at once (the app root fetched its chunk already).
if (startedWithAuth()) void AuthProvider.load().catch(() => undefined);
// Changes on this device someone else queued: only a signed-in user's page loads it.
const ChangesNotYours = lazy(() => import('./ChangesNotYours'));
// Offered in the installed app only: a browser tab never loads it.
const SaveForOffline = lazy(() => import('@/features/offline/SaveForOffline').then((m) => ({ default: m.SaveForOffline })));

function FirstInstall() {
  useFirstInstall();
  return null;
}

function AuthReporter({ onAuth }: { onAuth: (value: AuthContextValue) => void }) {
  const auth = useAuth();
  useEffect(() => onAuth(auth), [auth, onAuth]);
  return null;
}

/** Whether this page needs the auth provider: a session at start, an auth action, or a sign-in in another tab. */
function useAuthNeeded(): boolean {
  const [needed, setNeeded] = useState(() => startedWithAuth() || authWanted());
  useEffect(() => {
    if (needed) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key === AUTH_STORAGE_KEY && e.newValue) setNeeded(true);
    };
    window.addEventListener('storage', onStorage);
    const stop = onAuthWanted(() => setNeeded(true));
    if (authWanted()) setNeeded(true);
    return () => {
      window.removeEventListener('storage', onStorage);
      stop();
    };
  }, [needed]);
  return needed;
}

export interface ClientServicesProps {
  router: ReturnType<typeof createBrowserRouter>;
  onAuth: (value: AuthContextValue) => void;
  /** The number of changes on this device waiting to sync (shown by the app root's offline bar). */
  onPending: (pending: number) => void;
}

export default function ClientServices({ router, onAuth, onPending }: ClientServicesProps) {
  useBackgroundSync();
  const { pending } = useSyncStatus();
  useEffect(() => onPending(pending), [pending, onPending]);
  useEffect(() => handleSearchControl(router), [router]);
  const authNeeded = useAuthNeeded();
  return (
    <>
      {getPlatform().isDesktop && (
        <Suspense fallback={null}>
          <MenuCommands navigate={(path) => void router.navigate(path)} />
        </Suspense>
      )}
      {authNeeded && (
        <Suspense fallback={null}>
          <AuthProvider>
            <AuthReporter onAuth={onAuth} />
            {/* Its own boundary: the provider does not wait for this chunk. */}
            <Suspense fallback={null}>
              <ChangesNotYours />
            </Suspense>
          </AuthProvider>
        </Suspense>
      )}
      {getPlatform().registerServiceWorker &&
        (serviceWorkerControls() ? (
          <Suspense fallback={null}>
            <UpdateBanner />
          </Suspense>
        ) : (
          <FirstInstall />
        ))}
      {getPlatform().installed && (
        <Suspense fallback={null}>
          <SaveForOffline />
        </Suspense>
      )}
    </>
  );
}
