/**
 * IPC area "dialogs": the native open-CSV and save-file dialogs. Reads and writes files only in
 * response to the user's choice in a native dialog; the renderer never names a path.
 */
import path from 'node:path';
import type { BrowserWindow, Dialog, IpcMain } from 'electron';
import { DESKTOP_LIMITS, IPC_CHANNELS, type PickedFile } from '../../src/platform/desktop-api';
import { csvTooLargeMessage, formatMegabytes, stripBom } from '../../src/platform/text';
import { handleTrusted, IpcValidationError } from './guard';

export interface DialogFs {
  stat(filePath: string): Promise<{ size: number; isFile(): boolean }>;
  readFile(filePath: string): Promise<Uint8Array>;
  writeFile(filePath: string, data: string, encoding: 'utf8'): Promise<void>;
}

export interface DialogDeps {
  dialog: Pick<Dialog, 'showOpenDialog' | 'showSaveDialog'>;
  fs: DialogFs;
  /** The window the dialog belongs to (modal to it), if any. */
  getWindow: () => BrowserWindow | null;
  maxCsvBytes?: number;
  maxSaveBytes?: number;
}

export interface SaveRequest {
  defaultName: string;
  content: string;
}

const CSV_FILTER = { name: 'CSV', extensions: ['csv'] };

function expectNoArguments(args: unknown[], action: string): void {
  if (args.length !== 0) throw new IpcValidationError(`${action} takes no arguments.`);
}

/** Validates the renderer's save request: a plain file name and string content under the size cap. */
export function validateSaveRequest(args: unknown[], maxBytes: number = DESKTOP_LIMITS.saveMaxBytes): SaveRequest {
  if (args.length !== 1) throw new IpcValidationError('saveFile takes exactly one argument.');
  const request = args[0];
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    throw new IpcValidationError('saveFile needs { defaultName, content }.');
  }
  const { defaultName, content } = request as Record<string, unknown>;
  if (typeof defaultName !== 'string' || defaultName.trim() === '') {
    throw new IpcValidationError('The file name must be a non-empty string.');
  }
  if (defaultName.length > DESKTOP_LIMITS.fileNameMaxLength) {
    throw new IpcValidationError(`The file name is longer than ${DESKTOP_LIMITS.fileNameMaxLength} characters.`);
  }
  if (/[/\\\0]/.test(defaultName) || defaultName === '.' || defaultName === '..') {
    throw new IpcValidationError('The file name must not contain a folder.');
  }
  if (typeof content !== 'string') throw new IpcValidationError('The file content must be text.');
  const bytes = Buffer.byteLength(content, 'utf8');
  if (bytes > maxBytes) {
    throw new IpcValidationError(`The file is ${formatMegabytes(bytes)}; at most ${formatMegabytes(maxBytes)} can be saved.`);
  }
  return { defaultName, content };
}

/** Decodes UTF-8 strictly (a BOM is removed); throws a clear message for other encodings. */
export function decodeUtf8(name: string, bytes: Uint8Array): string {
  try {
    return stripBom(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes));
  } catch {
    throw new IpcValidationError(`"${name}" is not UTF-8 text. Save the CSV as UTF-8 and try again.`);
  }
}

/** Shows the open dialog for a CSV and reads it; null when cancelled. */
export async function openCsv(deps: DialogDeps): Promise<PickedFile | null> {
  const options = { title: 'Import CSV', filters: [CSV_FILTER], properties: ['openFile' as const] };
  const win = deps.getWindow();
  const result = win ? await deps.dialog.showOpenDialog(win, options) : await deps.dialog.showOpenDialog(options);
  const filePath = result.filePaths[0];
  if (result.canceled || !filePath) return null;

  const name = path.basename(filePath);
  const maxBytes = deps.maxCsvBytes ?? DESKTOP_LIMITS.csvMaxBytes;
  const info = await deps.fs.stat(filePath);
  if (!info.isFile()) throw new IpcValidationError(`"${name}" is not a file.`);
  if (info.size > maxBytes) throw new IpcValidationError(csvTooLargeMessage(name, info.size, maxBytes));
  const bytes = await deps.fs.readFile(filePath);
  // The file may have grown between stat and read.
  if (bytes.byteLength > maxBytes) throw new IpcValidationError(csvTooLargeMessage(name, bytes.byteLength, maxBytes));
  return { name, text: decodeUtf8(name, bytes) };
}

/** Shows the save dialog and writes the content; the saved path, or null when cancelled. */
export async function saveFile(deps: DialogDeps, request: SaveRequest): Promise<string | null> {
  const extension = path.extname(request.defaultName).slice(1).toLowerCase();
  const filters = extension === 'csv' ? [CSV_FILTER] : extension ? [{ name: extension.toUpperCase(), extensions: [extension] }] : [];
  const options = {
    title: 'Save',
    defaultPath: request.defaultName,
    filters: [...filters, { name: 'All Files', extensions: ['*'] }],
    properties: ['createDirectory' as const, 'showOverwriteConfirmation' as const],
  };
  const win = deps.getWindow();
  const result = win ? await deps.dialog.showSaveDialog(win, options) : await deps.dialog.showSaveDialog(options);
  if (result.canceled || !result.filePath) return null;
  await deps.fs.writeFile(result.filePath, request.content, 'utf8');
  return result.filePath;
}

/** Registers the dialog handlers (sender checked, arguments validated). */
export function registerDialogHandlers(ipcMain: Pick<IpcMain, 'handle'>, deps: DialogDeps): void {
  handleTrusted(ipcMain, IPC_CHANNELS.openCsv, (args) => {
    expectNoArguments(args, 'openCsv');
    return openCsv(deps);
  });
  handleTrusted(ipcMain, IPC_CHANNELS.saveFile, (args) =>
    saveFile(deps, validateSaveRequest(args, deps.maxSaveBytes ?? DESKTOP_LIMITS.saveMaxBytes)),
  );
}
