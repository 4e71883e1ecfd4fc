/**
 * The object the preload exposes as window.cheezopediaDesktop: one function per action, no raw
 * ipcRenderer, arguments copied into plain values before they cross to the main process.
 */
import type { IpcRenderer } from 'electron';
import { IPC_CHANNELS, isMenuCommand, type DesktopApi, type MenuCommand, type PickedFile } from '../src/platform/desktop-api';
import { APP_VERSION } from './config';

export function createDesktopApi(ipcRenderer: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>): DesktopApi {
  return Object.freeze({
    isDesktop: true as const,
    version: APP_VERSION,
    openCsv: () => ipcRenderer.invoke(IPC_CHANNELS.openCsv) as Promise<PickedFile | null>,
    saveFile: (request: { defaultName: string; content: string }) => {
      if (typeof request !== 'object' || request === null) {
        return Promise.reject(new TypeError('saveFile needs { defaultName, content }.'));
      }
      return ipcRenderer.invoke(IPC_CHANNELS.saveFile, {
        defaultName: request.defaultName,
        content: request.content,
      }) as Promise<string | null>;
    },
    onMenuCommand: (callback: (command: MenuCommand) => void) => {
      if (typeof callback !== 'function') throw new TypeError('onMenuCommand needs a callback.');
      const listener = (_event: unknown, command: unknown) => {
        if (isMenuCommand(command)) callback(command);
      };
      ipcRenderer.on(IPC_CHANNELS.menuCommand, listener);
      return () => {
        ipcRenderer.removeListener(IPC_CHANNELS.menuCommand, listener);
      };
    },
  });
}
