/** The application menu. Commands go to the renderer through `send`; everything else uses Electron roles. */
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../src/platform/desktop-api';

export interface MenuOptions {
  /** process.platform: macOS gets the app menu and its conventions. */
  platform: string;
  appName: string;
  /** Sends a command to the renderer. */
  send: (command: MenuCommand) => void;
  /** Opens the product's website in the system browser. */
  openWebsite: () => void;
  /** Offer the developer tools (development builds). */
  devTools: boolean;
}

/** The menu template (pure, for tests and for Menu.buildFromTemplate). */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const isMac = options.platform === 'darwin';
  const command = (label: string, name: MenuCommand, accelerator?: string): MenuItemConstructorOptions => ({
    id: name,
    label,
    ...(accelerator ? { accelerator } : {}),
    click: () => options.send(name),
  });
  const separator: MenuItemConstructorOptions = { type: 'separator' };

  const appMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: options.appName,
          submenu: [
            { role: 'about' },
            separator,
            { role: 'services' },
            separator,
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            separator,
            { role: 'quit' },
          ],
        },
      ]
    : [];

  const file: MenuItemConstructorOptions = {
    label: '&File',
    submenu: [
      command('New Article', 'new-article', 'CmdOrCtrl+N'),
      separator,
      command('Import Cheeses CSV…', 'import-cheeses', 'CmdOrCtrl+O'),
      command('Import Pairings CSV…', 'import-pairings', 'CmdOrCtrl+Shift+O'),
      separator,
      {
        id: 'export',
        label: 'Export…',
        submenu: [
          command('Cheese Catalogue CSV…', 'export-cheeses', 'CmdOrCtrl+E'),
          command('Article List CSV…', 'export-articles', 'CmdOrCtrl+Shift+E'),
        ],
      },
      separator,
      isMac ? { role: 'close' } : { role: 'quit', label: 'Quit', accelerator: 'Ctrl+Q' },
    ],
  };

  const edit: MenuItemConstructorOptions = {
    label: '&Edit',
    submenu: [
      { role: 'undo' },
      { role: 'redo' },
      separator,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(isMac ? [{ role: 'pasteAndMatchStyle' as const }] : []),
      { role: 'delete' },
      separator,
      { role: 'selectAll' },
    ],
  };

  const view: MenuItemConstructorOptions = {
    label: '&View',
    submenu: [
      { role: 'reload' },
      { role: 'forceReload' },
      ...(options.devTools ? [{ role: 'toggleDevTools' as const }] : []),
      separator,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };

  const windowMenu: MenuItemConstructorOptions = {
    label: '&Window',
    role: 'window',
    submenu: isMac
      ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
      : [{ role: 'minimize' }, { role: 'close' }],
  };

  const help: MenuItemConstructorOptions = {
    label: '&Help',
    role: 'help',
    submenu: [
      { id: 'website', label: 'Cheezopedia Website', click: options.openWebsite },
      ...(isMac ? [] : [separator, { role: 'about' as const, label: `About ${options.appName}` }]),
    ],
  };

  return [...appMenu, file, edit, view, windowMenu, help];
}
