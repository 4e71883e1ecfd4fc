/**
 * Chooses the platform once at runtime, by the one check whether the renderer runs inside Electron
 * (desktop-check.ts: the preload defines window.cheezopediaDesktop).
 */
import { createDesktopPlatform } from './desktop';
import type { DesktopApi } from './desktop-api';
import { desktopApiOf } from './desktop-check';
import type { Platform } from './platform';
import { createWebPlatform } from './web';

export type { Platform, PickedFile, MenuCommand } from './platform';
export { PlatformFileError } from './platform';
export { stripBom } from './text';

/** Picks the implementation for a given window-like object (exported for tests). */
export function selectPlatform(target: { cheezopediaDesktop?: DesktopApi } | undefined): Platform {
  const api = desktopApiOf(target);
  if (api) return createDesktopPlatform(api);
  return createWebPlatform();
}

let current: Platform | undefined;

/** The platform of this page (created on first use). */
export function getPlatform(): Platform {
  current ??= selectPlatform(typeof window === 'undefined' ? undefined : window);
  return current;
}
