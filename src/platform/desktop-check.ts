/**
 * The one check whether the renderer runs inside the Electron desktop app: the preload defines
 * window.cheezopediaDesktop. Light on purpose (a public page's hook reads it; see useIsDesktop).
 */
import type { DesktopApi } from './desktop-api';

/** The desktop bridge of a window-like object, if it is the desktop app's. */
export function desktopApiOf(target: { cheezopediaDesktop?: DesktopApi } | undefined): DesktopApi | null {
  const api = target?.cheezopediaDesktop;
  return api && api.isDesktop === true ? api : null;
}
