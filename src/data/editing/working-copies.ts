/**
 * Working copies: a form's whole unsaved state kept on the device (the key-value store), so a
 * reload, a closed tab or a lost network loses nothing. They belong to the signed-in user: sign-out
 * removes them, and nothing is written while nobody is signed in (a form closing after sign-out).
 * Side effects: IndexedDB reads and writes.
 */
import { queueOwner } from '../engine';
import { getDataLayer } from '../react';
import { WORKING_COPY_PREFIX } from '../engine';

const metaKey = (key: string) => `${WORKING_COPY_PREFIX}${key}`;

export const workingCopies = {
  async read<T>(key: string): Promise<T | null> {
    const row = await getDataLayer().db.meta.get(metaKey(key));
    return (row?.value as T | undefined) ?? null;
  },
  async write<T>(key: string, value: T): Promise<void> {
    const layer = getDataLayer();
    if ((await queueOwner(layer.ctx)) === null) return;
    await layer.db.meta.put({ key: metaKey(key), value });
  },
  async clear(key: string): Promise<void> {
    await getDataLayer().db.meta.delete(metaKey(key));
  },
};
