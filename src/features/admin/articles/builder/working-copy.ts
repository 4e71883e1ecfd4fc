/**
 * The builder's working copy: the whole form, kept in the device's database (the data layer's
 * key-value store) on every change, so a reload, a closed tab, a lost network or an expired session
 * loses nothing. Side effects: IndexedDB reads and writes.
 */
import { workingCopies } from '@/data';
import type { EntryForm } from '@/domain';

export interface WorkingCopy {
  form: EntryForm;
  slugEdited: boolean;
  /** The entry this copy belongs to (null: a new article not yet saveable). */
  entryId: string | null;
  /** The server version the copy was based on (null for a new article). */
  baseVersion: number | null;
  savedAt: string;
}

/** Key of a working copy: 'new' for /admin/articles/new, else the entry id. */
export type WorkingCopyKey = 'new' | string;

const metaKey = (key: WorkingCopyKey) => `article-builder:${key}`;

export async function readWorkingCopy(key: WorkingCopyKey): Promise<WorkingCopy | null> {
  return workingCopies.read<WorkingCopy>(metaKey(key));
}

export async function writeWorkingCopy(key: WorkingCopyKey, copy: WorkingCopy): Promise<void> {
  await workingCopies.write(metaKey(key), copy);
}

export async function clearWorkingCopy(key: WorkingCopyKey): Promise<void> {
  await workingCopies.clear(metaKey(key));
}
