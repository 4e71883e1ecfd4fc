/**
 * Browser implementation of the platform: a hidden file input for picking, a Blob download for saving.
 * Touches the DOM only when called.
 */
import { DESKTOP_LIMITS } from './desktop-api';
import { PlatformFileError, type Platform, type PickedFile } from './platform';
import { csvTooLargeMessage, stripBom } from './text';

export interface WebPlatformOptions {
  /** The document to create elements in (tests pass a fake). */
  document?: Document;
  /** URL.createObjectURL / revokeObjectURL (tests pass fakes). */
  url?: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
  maxCsvBytes?: number;
}

/** Reads a chosen File as UTF-8 text without its BOM, enforcing the size cap. */
export async function readCsvFile(file: File, maxBytes: number = DESKTOP_LIMITS.csvMaxBytes): Promise<PickedFile> {
  if (file.size > maxBytes) throw new PlatformFileError(csvTooLargeMessage(file.name, file.size, maxBytes));
  return { name: file.name, text: stripBom(await file.text()) };
}

export function createWebPlatform(options: WebPlatformOptions = {}): Platform {
  const doc = () => options.document ?? document;
  const urls = () => options.url ?? URL;
  const maxCsvBytes = options.maxCsvBytes ?? DESKTOP_LIMITS.csvMaxBytes;

  return {
    isDesktop: false,
    registerServiceWorker: true,
    get installed() {
      return typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true;
    },

    pickCsvFile() {
      return new Promise<PickedFile | null>((resolve, reject) => {
        const input = doc().createElement('input');
        input.type = 'file';
        input.accept = '.csv,text/csv';
        input.style.display = 'none';
        let settled = false;
        const finish = (file: File | null) => {
          if (settled) return;
          settled = true;
          input.remove();
          if (!file) resolve(null);
          else readCsvFile(file, maxCsvBytes).then(resolve, reject);
        };
        input.addEventListener('change', () => finish(input.files?.[0] ?? null));
        // Chromium, Firefox and Safari fire `cancel` when the chooser is dismissed.
        input.addEventListener('cancel', () => finish(null));
        doc().body.appendChild(input);
        input.click();
      });
    },

    async saveFile(name, content, mime) {
      const blob = new Blob([content], { type: mime });
      const href = urls().createObjectURL(blob);
      const link = doc().createElement('a');
      link.href = href;
      link.download = name;
      link.style.display = 'none';
      doc().body.appendChild(link);
      link.click();
      link.remove();
      // Revoke later: the download may start after this task.
      setTimeout(() => urls().revokeObjectURL(href), 30_000);
      return true;
    },

    onMenuCommand() {
      return () => {};
    },
  };
}
