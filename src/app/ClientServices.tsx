/**
 * What the browser runs beside the pages, loaded after hydration (it pulls in supabase-js, Dexie and
 * the sync engine): the auth provider (its value is handed up to the app root's context), background
 * sync, the desktop menu commands, and the PWA controls (update banner, offline indicator, the
 * installed app's "Save all for offline").
 */
import { lazy, Suspense, useEffect } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { AuthProvider, useAuth } from '@/data/auth';
import type { AuthContextValue } from '@/data/auth';
// The hooks' own module, not the `@/data` barrel: the barrel would bring the editors' code along.
import { useBackgroundSync, useSyncStatus } from '@/data/hooks';
import { getPlatform } from '@/platform';
import { useMenuCommands } from '@/platform/menu-commands';
import { OfflineIndicator, UpdateBanner } from '@/ui/pwa';

// Offered in the installed app only: a browser tab never loads it.
const SaveForOffline = lazy(() => import('@/features/offline/SaveForOffline').then((m) => ({ default: m.SaveForOffline })));

function AuthReporter({ onAuth }: { onAuth: (value: AuthContextValue) => void }) {
  const auth = useAuth();
  useEffect(() => onAuth(auth), [auth, onAuth]);
  return null;
}

export interface ClientServicesProps {
  router: ReturnType<typeof createBrowserRouter>;
  onAuth: (value: AuthContextValue) => void;
}

export default function ClientServices({ router, onAuth }: ClientServicesProps) {
  useBackgroundSync();
  useMenuCommands((path) => void router.navigate(path));
  const { pending } = useSyncStatus();
  return (
    <AuthProvider>
      <AuthReporter onAuth={onAuth} />
      {getPlatform().registerServiceWorker && <UpdateBanner />}
      <OfflineIndicator pending={pending} />
      {getPlatform().installed && (
        <Suspense fallback={null}>
          <SaveForOffline />
        </Suspense>
      )}
    </AuthProvider>
  );
}
