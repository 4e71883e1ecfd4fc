/**
 * The slice of Electron's API this shell uses, declared locally so that `tsc` and the tests work
 * without the `electron` package (importing the real one downloads its binary on first use).
 * electron/tsconfig.json maps the module name 'electron' to this file through `paths`.
 * Signatures follow electron.d.ts of Electron 45; keep them a strict subset of it.
 */

export interface ElectronEvent {
  preventDefault(): void;
}

export interface WebFrameMain {
  readonly url: string;
}

export interface IpcMainInvokeEvent extends ElectronEvent {
  readonly senderFrame: WebFrameMain | null;
}

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WebPreferences {
  preload?: string;
  contextIsolation?: boolean;
  sandbox?: boolean;
  nodeIntegration?: boolean;
  nodeIntegrationInWorker?: boolean;
  nodeIntegrationInSubFrames?: boolean;
  webSecurity?: boolean;
  allowRunningInsecureContent?: boolean;
  webviewTag?: boolean;
  spellcheck?: boolean;
}

export interface BrowserWindowConstructorOptions {
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  minWidth?: number;
  minHeight?: number;
  show?: boolean;
  title?: string;
  icon?: string;
  backgroundColor?: string;
  autoHideMenuBar?: boolean;
  webPreferences?: WebPreferences;
}

export interface WillNavigateDetails {
  url: string;
  isMainFrame: boolean;
}

export interface HandlerDetails {
  url: string;
  frameName: string;
}

export interface WindowOpenHandlerResponse {
  action: 'allow' | 'deny';
}

export interface PermissionRequestHandler {
  (webContents: WebContents, permission: string, callback: (granted: boolean) => void): void;
}

export interface Session {
  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void;
  setPermissionCheckHandler(handler: ((webContents: WebContents | null, permission: string) => boolean) | null): void;
}

export interface WebContents {
  readonly session: Session;
  on(event: 'will-navigate', listener: (details: ElectronEvent & WillNavigateDetails) => void): this;
  on(event: 'will-redirect', listener: (details: ElectronEvent & WillNavigateDetails) => void): this;
  on(event: 'will-attach-webview', listener: (event: ElectronEvent) => void): this;
  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void;
  send(channel: string, ...args: unknown[]): void;
  getURL(): string;
  isDestroyed(): boolean;
}

export declare class BrowserWindow {
  constructor(options?: BrowserWindowConstructorOptions);
  readonly webContents: WebContents;
  loadURL(url: string): Promise<void>;
  on(event: 'close' | 'closed' | 'resize' | 'move' | 'maximize' | 'unmaximize' | 'ready-to-show', listener: () => void): this;
  once(event: 'ready-to-show', listener: () => void): this;
  show(): void;
  focus(): void;
  restore(): void;
  maximize(): void;
  isMinimized(): boolean;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  isDestroyed(): boolean;
  getNormalBounds(): Rectangle;
  static getAllWindows(): BrowserWindow[];
  static getFocusedWindow(): BrowserWindow | null;
}

export interface App {
  readonly isPackaged: boolean;
  getPath(name: 'userData' | 'home' | 'documents' | 'downloads'): string;
  getAppPath(): string;
  getVersion(): string;
  setName(name: string): void;
  requestSingleInstanceLock(): boolean;
  whenReady(): Promise<void>;
  quit(): void;
  on(event: 'second-instance', listener: (event: ElectronEvent, argv: string[], workingDirectory: string) => void): this;
  on(event: 'window-all-closed' | 'activate' | 'before-quit', listener: () => void): this;
  on(event: 'web-contents-created', listener: (event: ElectronEvent, contents: WebContents) => void): this;
}

export interface IpcMain {
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export type IpcRendererEvent = ElectronEvent;

export interface IpcRenderer {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): this;
  removeListener(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): this;
}

export interface ContextBridge {
  exposeInMainWorld(apiKey: string, api: unknown): void;
}

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface OpenDialogOptions {
  title?: string;
  defaultPath?: string;
  buttonLabel?: string;
  filters?: FileFilter[];
  properties?: Array<'openFile' | 'openDirectory' | 'multiSelections' | 'showHiddenFiles'>;
}

export interface SaveDialogOptions {
  title?: string;
  defaultPath?: string;
  buttonLabel?: string;
  filters?: FileFilter[];
  properties?: Array<'showHiddenFiles' | 'createDirectory' | 'showOverwriteConfirmation'>;
}

export interface OpenDialogReturnValue {
  canceled: boolean;
  filePaths: string[];
}

export interface SaveDialogReturnValue {
  canceled: boolean;
  filePath: string;
}

export interface Dialog {
  showOpenDialog(window: BrowserWindow, options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
  showOpenDialog(options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
  showSaveDialog(window: BrowserWindow, options: SaveDialogOptions): Promise<SaveDialogReturnValue>;
  showSaveDialog(options: SaveDialogOptions): Promise<SaveDialogReturnValue>;
}

export interface Shell {
  openExternal(url: string): Promise<void>;
}

export interface Privileges {
  standard?: boolean;
  secure?: boolean;
  bypassCSP?: boolean;
  allowServiceWorkers?: boolean;
  supportFetchAPI?: boolean;
  corsEnabled?: boolean;
  stream?: boolean;
  codeCache?: boolean;
}

export interface CustomScheme {
  scheme: string;
  privileges?: Privileges;
}

export interface Protocol {
  registerSchemesAsPrivileged(customSchemes: CustomScheme[]): void;
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
}

export type MenuRole =
  | 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'pasteAndMatchStyle' | 'delete' | 'selectAll'
  | 'reload' | 'forceReload' | 'toggleDevTools' | 'resetZoom' | 'zoomIn' | 'zoomOut' | 'togglefullscreen'
  | 'window' | 'minimize' | 'close' | 'zoom' | 'front' | 'about' | 'hide' | 'hideOthers' | 'unhide'
  | 'quit' | 'services' | 'appMenu' | 'fileMenu' | 'editMenu' | 'viewMenu' | 'windowMenu' | 'help';

export interface MenuItemConstructorOptions {
  id?: string;
  label?: string;
  role?: MenuRole;
  type?: 'normal' | 'separator' | 'submenu' | 'checkbox' | 'radio';
  accelerator?: string;
  enabled?: boolean;
  click?: () => void;
  submenu?: MenuItemConstructorOptions[];
}

export declare class Menu {
  static buildFromTemplate(template: MenuItemConstructorOptions[]): Menu;
  static setApplicationMenu(menu: Menu | null): void;
}

export interface Screen {
  getAllDisplays(): Array<{ workArea: Rectangle }>;
}

export declare const app: App;
export declare const ipcMain: IpcMain;
export declare const ipcRenderer: IpcRenderer;
export declare const contextBridge: ContextBridge;
export declare const dialog: Dialog;
export declare const shell: Shell;
export declare const protocol: Protocol;
export declare const screen: Screen;
