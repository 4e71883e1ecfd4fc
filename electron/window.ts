/** Creates the app window: secure preferences, restored bounds, opens app://cheezopedia/admin. */
import type { BrowserWindow as BrowserWindowClass, BrowserWindowConstructorOptions } from 'electron';
import { START_URL } from './config';
import { secureWebPreferences } from './security';
import { MIN_WINDOW_SIZE, type WindowState } from './window-state';

/** The constructor options of the main window. */
export function mainWindowOptions(preload: string, state: WindowState, icon?: string): BrowserWindowConstructorOptions {
  return {
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: MIN_WINDOW_SIZE.width,
    minHeight: MIN_WINDOW_SIZE.height,
    show: false,
    title: 'Cheezopedia',
    backgroundColor: '#fffaf0',
    ...(icon ? { icon } : {}),
    webPreferences: secureWebPreferences(preload),
  };
}

export function createMainWindow(
  BrowserWindow: typeof BrowserWindowClass,
  options: { preload: string; state: WindowState; icon?: string },
): BrowserWindowClass {
  const win = new BrowserWindow(mainWindowOptions(options.preload, options.state, options.icon));
  win.once('ready-to-show', () => {
    if (options.state.maximized) win.maximize();
    win.show();
  });
  win.loadURL(START_URL).catch((error: unknown) => console.error('Could not load', START_URL, error));
  return win;
}
