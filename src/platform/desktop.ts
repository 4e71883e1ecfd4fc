/** Desktop implementation of the platform: delegates to the preload bridge (window.cheezopediaDesktop). */
import { DESKTOP_LIMITS, type DesktopApi } from './desktop-api';
import { PlatformFileError, type Platform } from './platform';
import { formatMegabytes } from './text';

/** Errors from ipcRenderer.invoke arrive as "Error invoking remote method '…': Error: <message>". */
function cleanIpcError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const match = /^Error invoking remote method '[^']*': (?:\w*Error: )?([\s\S]*)$/.exec(message);
  return new PlatformFileError(match ? match[1] : message);
}

export function createDesktopPlatform(api: DesktopApi): Platform {
  return {
    isDesktop: true,
    registerServiceWorker: false,
    installed: true,

    async pickCsvFile() {
      try {
        return await api.openCsv();
      } catch (error) {
        throw cleanIpcError(error);
      }
    },

    async saveFile(name, content) {
      // The content type matters only to the browser download; the native dialog saves bytes.
      if (content.length > DESKTOP_LIMITS.saveMaxBytes) {
        throw new PlatformFileError(`The file is too large to save (at most ${formatMegabytes(DESKTOP_LIMITS.saveMaxBytes)}).`);
      }
      try {
        return (await api.saveFile({ defaultName: name, content })) !== null;
      } catch (error) {
        throw cleanIpcError(error);
      }
    },

    onMenuCommand(callback) {
      return api.onMenuCommand(callback);
    },
  };
}
