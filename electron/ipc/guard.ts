/** Shared checks of every IPC handler: the sender must be the app's own page; arguments are validated. */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { isAppUrl } from '../security';

/** An invalid IPC argument; the message is shown to the user. */
export class IpcValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IpcValidationError';
  }
}

/** True when the message comes from a frame showing app://cheezopedia. */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): boolean {
  const url = event.senderFrame?.url;
  return typeof url === 'string' && isAppUrl(url);
}

/**
 * Registers an `ipcMain.handle` handler that rejects untrusted senders before looking at the
 * arguments, and hands the raw arguments to `handler` for validation.
 */
export function handleTrusted(
  ipcMain: Pick<IpcMain, 'handle'>,
  channel: string,
  handler: (args: unknown[]) => unknown,
): void {
  ipcMain.handle(channel, async (event, ...args) => {
    if (!isTrustedSender(event)) {
      throw new Error(`Refused ${channel}: the request did not come from the Cheezopedia app.`);
    }
    return handler(args);
  });
}
