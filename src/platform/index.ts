/**
 * Chooses the platform once at runtime. This is the ONLY place in the renderer that checks whether it
 * runs inside Electron (the preload defines window.cheezopediaDesktop).
 */
import { createDesktopPlatform } from './desktop';
import type { DesktopApi } from './desktop-api';
import type { Platform } from './platform';
import { createWebPlatform } from './web';

export type { Platform, PickedFile, MenuCommand } from './platform';
export { PlatformFileError } from './platform';
export { stripBom } from './text';

/** Picks the implementation for a given window-like object (exported for tests). */
export function selectPlatform(target: { cheezopediaDesktop?: DesktopApi } | undefined): Platform {
  const api = target?.cheezopediaDesktop;
  if (api && api.isDesktop === true) return createDesktopPlatform(api);
  return createWebPlatform();
}

let current: Platform | undefined;

/** The platform of this page (created on first use). */
export function getPlatform(): Platform {
  current ??= selectPlatform(typeof window === 'undefined' ? undefined : window);
  return current;
}
