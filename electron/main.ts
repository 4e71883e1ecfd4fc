/**
 * Electron main process of the Cheezopedia desktop editor. Side effects on import: registers the
 * app:// scheme, takes the single-instance lock and, once ready, serves the SPA, installs the IPC
 * handlers and the menu, and opens the window on app://cheezopedia/admin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, shell } from 'electron';
import { APP_SCHEME, FUNCTIONS_ORIGIN, HOMEPAGE, SPA_DIR, SUPABASE_ORIGIN, WINDOW_STATE_FILE } from './config';
import { sendMenuCommand } from './ipc/app';
import { registerDialogHandlers } from './ipc/dialogs';
import { buildMenuTemplate } from './menu';
import { createProtocolHandler, registerAppScheme } from './protocol';
import { denyAllPermissions, hardenWebContents } from './security';
import { claimSingleInstance } from './single-instance';
import { createMainWindow } from './window';
import { parseWindowState, trackWindowState, type WindowStateStore } from './window-state';

let mainWindow: BrowserWindow | null = null;

/** A JSON file in userData, written atomically (temp file + rename). */
function fileStore(file: string): WindowStateStore {
  return {
    read: () => {
      try {
        return fs.readFileSync(file, 'utf8');
      } catch {
        return null;
      }
    },
    write: (json) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temp = `${file}.tmp`;
      fs.writeFileSync(temp, json, 'utf8');
      fs.renameSync(temp, file);
    },
  };
}

function openWindow(): void {
  const appPath = app.getAppPath();
  const store = fileStore(path.join(app.getPath('userData'), WINDOW_STATE_FILE));
  const state = parseWindowState(store.read(), screen.getAllDisplays().map((display) => display.workArea));
  const win = createMainWindow(BrowserWindow, {
    preload: path.join(appPath, 'dist-electron', 'preload.cjs'),
    state,
    icon: path.join(appPath, 'build', 'icons', '512x512.png'),
  });
  denyAllPermissions(win.webContents.session);
  trackWindowState(win, store);
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  mainWindow = win;
}

async function start(): Promise<void> {
  await app.whenReady();
  protocol.handle(
    APP_SCHEME,
    createProtocolHandler({
      root: path.join(app.getAppPath(), SPA_DIR),
      supabaseOrigin: SUPABASE_ORIGIN,
      functionsOrigin: FUNCTIONS_ORIGIN || undefined,
      readFile: (file) => fs.promises.readFile(file),
    }),
  );
  registerDialogHandlers(ipcMain, {
    dialog,
    fs: {
      stat: (file) => fs.promises.stat(file),
      readFile: (file) => fs.promises.readFile(file),
      writeFile: (file, data, encoding) => fs.promises.writeFile(file, data, encoding),
    },
    getWindow: () => mainWindow,
  });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        platform: process.platform,
        appName: 'Cheezopedia',
        send: (command) => {
          sendMenuCommand(mainWindow, command);
        },
        openWebsite: () => void shell.openExternal(HOMEPAGE),
        devTools: !app.isPackaged,
      }),
    ),
  );
  openWindow();
}

registerAppScheme(protocol);

if (claimSingleInstance(app, () => mainWindow)) {
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, shell));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  start().catch((error: unknown) => {
    console.error('Cheezopedia failed to start:', error);
    app.quit();
  });
}
