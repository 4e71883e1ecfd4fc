import { describe, expect, it } from 'vitest';
import type { BrowserWindow } from 'electron';
import { IPC_CHANNELS, type MenuCommand } from '../../src/platform/desktop-api';
import { FakeBrowserWindow } from '../test-fakes';
import { sendMenuCommand } from './app';

const asWindow = (win: FakeBrowserWindow) => win as unknown as BrowserWindow;

describe('sendMenuCommand', () => {
  it('sends a known command to the app page', () => {
    const win = new FakeBrowserWindow();
    expect(sendMenuCommand(asWindow(win), 'import-cheeses')).toBe(true);
    expect(win.webContents.sent).toEqual([[IPC_CHANNELS.menuCommand, 'import-cheeses']]);
  });

  it('sends nothing to a page that is not the app', () => {
    const win = new FakeBrowserWindow();
    win.webContents.url = 'https://example.com/';
    expect(sendMenuCommand(asWindow(win), 'new-article')).toBe(false);
    expect(win.webContents.sent).toEqual([]);
  });

  it('does nothing without a live window', () => {
    expect(sendMenuCommand(null, 'new-article')).toBe(false);
    const win = new FakeBrowserWindow();
    win.destroyed = true;
    expect(sendMenuCommand(asWindow(win), 'new-article')).toBe(false);
  });

  it('refuses an unknown command', () => {
    expect(() => sendMenuCommand(asWindow(new FakeBrowserWindow()), 'format-disk' as MenuCommand)).toThrow('Unknown menu command');
  });
});
