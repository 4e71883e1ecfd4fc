/**
 * The builder's working copy: the whole form, kept in the device's database (the data layer's
 * key-value store) on every change, so a reload, a closed tab, a lost network or an expired session
 * loses nothing. Side effects: IndexedDB reads and writes.
 */
import { workingCopies } from '@/data/editing';
import { emptyEntryForm, type EntryForm } from '@/domain';

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

/**
 * The stored copy, its form completed with blank values for fields added since it was written (a
 * copy kept before the cook time existed has none), so every input stays controlled.
 */
export async function readWorkingCopy(key: WorkingCopyKey): Promise<WorkingCopy | null> {
  const copy = await workingCopies.read<WorkingCopy>(metaKey(key));
  return copy ? { ...copy, form: { ...emptyEntryForm(), ...copy.form } } : null;
}

export async function writeWorkingCopy(key: WorkingCopyKey, copy: WorkingCopy): Promise<void> {
  await workingCopies.write(metaKey(key), copy);
}

export async function clearWorkingCopy(key: WorkingCopyKey): Promise<void> {
  await workingCopies.clear(metaKey(key));
}
