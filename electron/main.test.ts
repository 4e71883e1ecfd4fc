import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IPC_CHANNELS } from '../src/platform/desktop-api';
import { FakeBrowserWindow, FakeIpcMain } from './test-fakes';

// `vi.mock` is hoisted: the fakes live in a hoisted block too.
const electron = vi.hoisted(() => ({
  state: {
    lock: true,
    userData: '',
    appPath: '/opt/cheezopedia/resources/app.asar',
    privileged: [] as unknown[],
    protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
    menuTemplate: null as unknown,
    appListeners: new Map<string, Array<(...args: unknown[]) => void>>(),
    quit: 0,
  },
}));

vi.mock('electron', async () => {
  const fakes = await import('./test-fakes');
  const { state } = electron;
  const ipcMain = new fakes.FakeIpcMain();
  return {
    app: {
      isPackaged: true,
      getPath: () => state.userData,
      getAppPath: () => state.appPath,
      getVersion: () => '1.0.0',
      setName: () => {},
      requestSingleInstanceLock: () => state.lock,
      whenReady: () => Promise.resolve(),
      quit: () => {
        state.quit += 1;
      },
      on(event: string, listener: (...args: unknown[]) => void) {
        state.appListeners.set(event, [...(state.appListeners.get(event) ?? []), listener]);
        return this;
      },
    },
    BrowserWindow: fakes.FakeBrowserWindow,
    ipcMain,
    dialog: { showOpenDialog: vi.fn(), showSaveDialog: vi.fn() },
    shell: { openExternal: vi.fn(() => Promise.resolve()) },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => state.privileged.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => state.protocolHandlers.set(scheme, handler),
    },
    Menu: {
      buildFromTemplate: (template: unknown) => ({ template }),
      setApplicationMenu: (menu: { template: unknown }) => {
        electron.state.menuTemplate = menu.template;
      },
    },
  };
});

describe('main process wiring', () => {
  let ipc: FakeIpcMain;
  let win: FakeBrowserWindow;

  beforeAll(async () => {
    electron.state.userData = mkdtempSync(path.join(tmpdir(), 'cheezopedia-main-'));
    await import('./main');
    await vi.waitFor(() => expect(FakeBrowserWindow.instances).toHaveLength(1));
    win = FakeBrowserWindow.instances[0];
    ipc = (await import('electron')).ipcMain as unknown as FakeIpcMain;
  });
  afterAll(() => rmSync(electron.state.userData, { recursive: true, force: true }));

  it('registers app:// as a privileged standard, secure, fetch- and CORS-enabled scheme', () => {
    expect(electron.state.privileged).toEqual([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } },
    ]);
    expect(electron.state.protocolHandlers.has('app')).toBe(true);
  });

  it('opens one window with secure web preferences on app://cheezopedia/admin', () => {
    const prefs = win.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(prefs.preload).toBe(path.join(electron.state.appPath, 'dist-electron', 'preload.cjs'));
    expect(win.loaded).toEqual(['app://cheezopedia/admin']);
    expect(win.options.show).toBe(false);
  });

  it('installs the dialog handlers, the menu and the single-instance listener', () => {
    expect([...ipc.handlers.keys()].sort()).toEqual([IPC_CHANNELS.openCsv, IPC_CHANNELS.saveFile].sort());
    expect(Array.isArray(electron.state.menuTemplate)).toBe(true);
    expect(electron.state.appListeners.has('second-instance')).toBe(true);
    expect(electron.state.appListeners.has('web-contents-created')).toBe(true);
  });

  it('a second launch focuses the existing window', () => {
    win.minimized = true;
    for (const listener of electron.state.appListeners.get('second-instance') ?? []) listener({}, [], '/');
    expect(win.calls.slice(-3)).toEqual(['restore', 'show', 'focus']);
  });

  it('menu commands reach the renderer of the app window', () => {
    const template = electron.state.menuTemplate as Array<{ label?: string; submenu?: Array<{ id?: string; click?: () => void }> }>;
    const file = template.find((item) => item.label === '&File');
    file?.submenu?.find((item) => item.id === 'new-article')?.click?.();
    expect(win.webContents.sent).toContainEqual([IPC_CHANNELS.menuCommand, 'new-article']);
  });

  it('the protocol serves from dist-desktop inside the app folder', async () => {
    const handler = electron.state.protocolHandlers.get('app');
    // The app path is fake, so the asset is missing: a 404 proves the handler is the file server.
    const response = await handler!(new Request('app://cheezopedia/assets/missing.js'));
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Security-Policy')).toContain('connect-src');
  });

  it('saves the window state to userData when the window closes', async () => {
    win.bounds = { x: 50, y: 60, width: 1111, height: 777 };
    win.emit('close');
    const { readFileSync } = await import('node:fs');
    const saved = JSON.parse(readFileSync(path.join(electron.state.userData, 'window-state.json'), 'utf8'));
    expect(saved).toEqual({ x: 50, y: 60, width: 1111, height: 777, maximized: false });
  });
});
