/**
 * Test doubles of the Electron objects the shell uses (for `vi.mock('electron', …)` and direct calls).
 * Used only by electron/**\/*.test.ts.
 */
import { vi } from 'vitest';
import type { IpcMainInvokeEvent } from 'electron';

type Handler = (...args: never[]) => unknown;

/** A minimal event emitter with Electron's on/once/emit shape. */
export class FakeEmitter {
  readonly listeners = new Map<string, Handler[]>();
  on(event: string, listener: Handler) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Handler) {
    return this.on(event, listener);
  }
  removeListener(event: string, listener: Handler) {
    this.listeners.set(event, (this.listeners.get(event) ?? []).filter((l) => l !== listener));
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => unknown)(...args);
  }
}

export class FakeWebContents extends FakeEmitter {
  url = 'app://cheezopedia/admin';
  destroyed = false;
  windowOpenHandler: ((details: { url: string; frameName: string }) => { action: string }) | undefined;
  readonly sent: Array<[string, ...unknown[]]> = [];
  readonly session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
  setWindowOpenHandler(handler: (details: { url: string; frameName: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  send(channel: string, ...args: unknown[]) {
    this.sent.push([channel, ...args]);
  }
  getURL() {
    return this.url;
  }
  isDestroyed() {
    return this.destroyed;
  }
}

export class FakeBrowserWindow extends FakeEmitter {
  static instances: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  readonly loaded: string[] = [];
  bounds = { x: 10, y: 20, width: 1000, height: 700 };
  minimized = false;
  maximized = false;
  destroyed = false;
  readonly calls: string[] = [];
  constructor(readonly options: Record<string, unknown> = {}) {
    super();
    FakeBrowserWindow.instances.push(this);
  }
  loadURL(url: string) {
    this.loaded.push(url);
    return Promise.resolve();
  }
  show() {
    this.calls.push('show');
  }
  focus() {
    this.calls.push('focus');
  }
  restore() {
    this.calls.push('restore');
    this.minimized = false;
  }
  maximize() {
    this.calls.push('maximize');
    this.maximized = true;
  }
  isMinimized() {
    return this.minimized;
  }
  isMaximized() {
    return this.maximized;
  }
  isFullScreen() {
    return false;
  }
  isDestroyed() {
    return this.destroyed;
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  static getAllWindows() {
    return FakeBrowserWindow.instances.filter((w) => !w.destroyed);
  }
  static getFocusedWindow() {
    return null;
  }
}

/** An ipcMain that records handlers and lets a test invoke them as a given frame URL. */
type InvokeListener = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

export class FakeIpcMain {
  readonly handlers = new Map<string, InvokeListener>();
  handle(channel: string, listener: InvokeListener) {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string) {
    this.handlers.delete(channel);
  }
  async invoke(channel: string, frameUrl: string | null, ...args: unknown[]) {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    const event: IpcMainInvokeEvent = { senderFrame: frameUrl === null ? null : { url: frameUrl }, preventDefault() {} };
    return handler(event, ...args);
  }
}
