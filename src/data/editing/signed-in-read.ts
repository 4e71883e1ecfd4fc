/**
 * A screen's read with the signed-in user's rights may answer after they signed out (offline at once,
 * or in another tab): what it stored then goes as well, as a pull's does. Side effects: the read's
 * own, and IndexedDB deletes when a sign-out came between.
 */
import { purgePrivateData, type DataContext } from '../engine';

export async function signedInRead(ctx: DataContext, read: () => Promise<void>): Promise<void> {
  const signOuts = ctx.signOuts?.();
  await read();
  if (ctx.signOuts?.() !== signOuts) await purgePrivateData(ctx);
}
