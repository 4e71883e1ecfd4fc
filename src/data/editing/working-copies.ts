/**
 * Working copies: a form's whole unsaved state kept on the device (the engine's key-value store), so
 * a reload, a closed tab or a lost network loses nothing. They belong to the signed-in user: sign-out
 * removes them, and nothing is written while nobody is signed in (a form closing after sign-out).
 * Side effects: IndexedDB reads and writes.
 */
import { getDataLayer } from '@/data/react';

export const workingCopies = {
  read: <T>(key: string): Promise<T | null> => getDataLayer().read.workingCopy<T>(key),
  write: <T>(key: string, value: T): Promise<void> => getDataLayer().keepWorkingCopy(key, value),
  clear: (key: string): Promise<void> => getDataLayer().dropWorkingCopy(key),
};
