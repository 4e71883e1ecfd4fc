/**
 * The app root: auth context, background sync (pull + outbox), the router, and the PWA controls
 * (update banner, offline indicator). On desktop the service worker is never registered and the
 * native menu's commands navigate the router.
 */
import { RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { AuthProvider } from '@/data/auth';
import { useBackgroundSync, useSyncStatus } from '@/data';
import { getPlatform } from '@/platform';
import { useMenuCommands } from '@/platform/menu-commands';
import { OfflineIndicator, UpdateBanner } from '@/ui/pwa';
import { createRouter } from './routes';

export function App() {
  const [router] = useState(createRouter);
  useBackgroundSync();
  useMenuCommands((path) => void router.navigate(path));
  const { pending } = useSyncStatus();
  return (
    <AuthProvider>
      <RouterProvider router={router} />
      {getPlatform().registerServiceWorker && <UpdateBanner />}
      <OfflineIndicator pending={pending} />
    </AuthProvider>
  );
}
