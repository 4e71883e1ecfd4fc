/**
 * Whether the page runs in the desktop app: `usePlatform().isDesktop` without loading the platform's
 * implementations (for public pages, which need nothing else of it).
 */
import { useContext } from 'react';
import { desktopApiOf } from './desktop-check';
import { PlatformContext } from './platform-context';

export function useIsDesktop(): boolean {
  const platform = useContext(PlatformContext);
  return platform ? platform.isDesktop : desktopApiOf(typeof window === 'undefined' ? undefined : window) !== null;
}
