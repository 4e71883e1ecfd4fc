/**
 * IPC area "app": what the main process tells the renderer. `isDesktop` and `version` are constants the
 * preload exposes itself; menu commands travel main → renderer on one channel.
 */
import type { BrowserWindow } from 'electron';
import { IPC_CHANNELS, isMenuCommand, type MenuCommand } from '../../src/platform/desktop-api';
import { isAppUrl } from '../security';

/**
 * Sends a menu command to the window's page — only a known command, and only when the window shows
 * the app itself. Returns whether it was sent.
 */
export function sendMenuCommand(win: BrowserWindow | null, command: MenuCommand): boolean {
  if (!isMenuCommand(command)) throw new Error(`Unknown menu command: ${String(command)}`);
  if (!win || win.isDestroyed() || win.webContents.isDestroyed()) return false;
  if (!isAppUrl(win.webContents.getURL())) return false;
  win.webContents.send(IPC_CHANNELS.menuCommand, command);
  return true;
}
