/**
 * Preload of the app window (sandboxed, bundled to CommonJS by electron/build.ts): exposes the narrow
 * desktop API to the page. Side effect: defines window.cheezopediaDesktop.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopApi } from './preload-api';

contextBridge.exposeInMainWorld('cheezopediaDesktop', createDesktopApi(ipcRenderer));
