/** One running instance: a second launch quits and focuses the first instance's window. */
import type { App, BrowserWindow } from 'electron';

/** Shows, restores and focuses a window. */
export function focusWindow(win: Pick<BrowserWindow, 'isMinimized' | 'restore' | 'show' | 'focus' | 'isDestroyed'> | null): void {
  if (!win || win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}

/**
 * Takes the single-instance lock. Returns false (and quits) in a second instance; in the first one,
 * later launches focus `getWindow()`.
 */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>,
  getWindow: () => Pick<BrowserWindow, 'isMinimized' | 'restore' | 'show' | 'focus' | 'isDestroyed'> | null,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => focusWindow(getWindow()));
  return true;
}
