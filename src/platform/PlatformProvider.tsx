/** React access to the platform: `usePlatform()`; `PlatformProvider` overrides it (tests, stories). */
import { useContext, type ReactNode } from 'react';
import { getPlatform } from './index';
import type { Platform } from './platform';
import { PlatformContext } from './platform-context';

export function PlatformProvider({ platform, children }: { platform?: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform ?? getPlatform()}>{children}</PlatformContext.Provider>;
}

/** The current platform (the provider's, else the one chosen at runtime). */
export function usePlatform(): Platform {
  return useContext(PlatformContext) ?? getPlatform();
}
