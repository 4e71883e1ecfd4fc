/**
 * Desktop (Electron) stand-in for 'virtual:pwa-register/react': the desktop build ships no service
 * worker (vite.config.ts aliases the virtual module here when VITE_TARGET=desktop), so there is never
 * an update to offer or an offline-ready event; updates come with the desktop app itself.
 */
import { useState } from 'react';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

export type { RegisterSWOptions };

export function useRegisterSW(_options?: RegisterSWOptions) {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: async (_reloadPage?: boolean) => undefined };
}
