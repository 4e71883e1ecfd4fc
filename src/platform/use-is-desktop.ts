/**
 * Whether the page runs in the desktop app, without loading the platform's implementations (for
 * public pages, which need nothing else of it).
 */
import { desktopApiOf } from './desktop-check';

export function useIsDesktop(): boolean {
  return desktopApiOf(typeof window === 'undefined' ? undefined : window) !== null;
}
