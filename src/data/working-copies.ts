/**
 * Working copies: a form's whole unsaved state kept on the device (the key-value store), so a
 * reload, a closed tab or a lost network loses nothing. Side effects: IndexedDB reads and writes.
 */
import { getDataLayer } from './instance';

export const workingCopies = {
  async read<T>(key: string): Promise<T | null> {
    const row = await getDataLayer().db.meta.get(key);
    return (row?.value as T | undefined) ?? null;
  },
  async write<T>(key: string, value: T): Promise<void> {
    await getDataLayer().db.meta.put({ key, value });
  },
  async clear(key: string): Promise<void> {
    await getDataLayer().db.meta.delete(key);
  },
};
