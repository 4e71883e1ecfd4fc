/**
 * The one interface for what differs between the browser and the desktop app. Screens (the CSV import
 * wizard, the export buttons, the service-worker registration) call only this.
 */
import type { MenuCommand, PickedFile } from './desktop-api';

export type { MenuCommand, PickedFile } from './desktop-api';

export interface Platform {
  /** True inside the Electron desktop app. */
  readonly isDesktop: boolean;
  /** Whether the app should register its service worker (web yes, desktop no). */
  readonly registerServiceWorker: boolean;
  /** True in an installed app: the desktop app, or the PWA opened in standalone display. */
  readonly installed: boolean;
  /** Lets the user choose a CSV file; resolves its name and UTF-8 text (BOM removed), or null when cancelled. */
  pickCsvFile(): Promise<PickedFile | null>;
  /** Offers `content` as a file called `name`; resolves true when saved (web: download started), false when cancelled. */
  saveFile(name: string, content: string, mime: string): Promise<boolean>;
  /** Subscribes to desktop menu commands (never fires on the web); returns the unsubscribe function. */
  onMenuCommand(callback: (command: MenuCommand) => void): () => void;
}

/** An error with a message fit to show the user (file too large, not a CSV, unreadable). */
export class PlatformFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlatformFileError';
  }
}
