/**
 * The contract between the Electron preload (electron/preload.ts) and the renderer: the one object
 * the preload exposes as `window.cheezopediaDesktop`. Shared by both sides so they cannot drift.
 * Pure types and constants only: this file is bundled into the sandboxed preload.
 */

/** Commands the desktop menu sends to the renderer. */
export const MENU_COMMANDS = [
  'new-article',
  'import-cheeses',
  'import-pairings',
  'export-cheeses',
  'export-articles',
] as const;

export type MenuCommand = (typeof MENU_COMMANDS)[number];

/** A text file the user picked. */
export interface PickedFile {
  name: string;
  text: string;
}

/** Limits both sides enforce (the main process is the wall; the renderer checks for a clear message). */
export const DESKTOP_LIMITS = Object.freeze({
  /** Largest CSV the open dialog reads. */
  csvMaxBytes: 20 * 1024 * 1024,
  /** Largest file the save dialog writes. */
  saveMaxBytes: 50 * 1024 * 1024,
  /** Longest suggested file name. */
  fileNameMaxLength: 255,
});

/** Names of the main-process handlers the preload invokes (one per action). */
export const IPC_CHANNELS = Object.freeze({
  openCsv: 'dialogs:open-csv',
  saveFile: 'dialogs:save-file',
  menuCommand: 'menu:command',
});

/** The API the preload exposes on `window.cheezopediaDesktop`. */
export interface DesktopApi {
  readonly isDesktop: true;
  /** The desktop app's version (from package.json at build time). */
  readonly version: string;
  /** Shows the native open dialog filtered to CSV; resolves null when cancelled. */
  openCsv(): Promise<PickedFile | null>;
  /** Shows the native save dialog and writes `content`; resolves the saved path, or null when cancelled. */
  saveFile(request: { defaultName: string; content: string }): Promise<string | null>;
  /** Subscribes to menu commands; returns the unsubscribe function. */
  onMenuCommand(callback: (command: MenuCommand) => void): () => void;
}

/** True when `value` is one of the menu commands. */
export function isMenuCommand(value: unknown): value is MenuCommand {
  return typeof value === 'string' && (MENU_COMMANDS as readonly string[]).includes(value);
}

declare global {
  interface Window {
    /** Present only inside the desktop app (set by the preload). Read it only in src/platform/index.ts. */
    cheezopediaDesktop?: DesktopApi;
  }
}
