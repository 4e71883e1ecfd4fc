/** Pure rules of the builder's save-status line and of save failures. */
import {
  OFFLINE_WILL_SYNC, PG_UNIQUE_VIOLATION, SAVED_ON_DEVICE, SAVING, SYNCED, articleSaveFailed, slugTaken,
} from '@/domain';

export type SyncStateLike = 'synced' | 'pending' | 'conflict' | 'failed';

export interface SaveStatusInput {
  /** A local write is scheduled or running. */
  writing: boolean;
  /** The browser reports being offline. */
  online: boolean;
  /** The entry's outbox state; null when the article exists only as a working copy on this device. */
  sync: SyncStateLike | null;
  /** The last push attempt failed (network or server down) and will be retried. */
  retrying: boolean;
  /** The form holds changes that only the working copy has (a live article not yet updated, an incomplete draft). */
  localOnly: boolean;
  /** Nothing was ever saved: a blank new article with no entry and no working copy worth keeping. */
  nothingSaved?: boolean;
  /** Title, slug or content is blank: the form cannot be saved (only the device's working copy holds it). */
  incomplete?: boolean;
}

/** The status of a blank new article (it must not claim to be saved). */
export const NOT_SAVED_YET = 'Not saved yet';
/**
 * The status while required fields are blank: the form is kept on this device (restored after a
 * reload) but cannot be saved; the save message names the missing fields. Never 'Saved'.
 */
export const NOT_SAVED_INCOMPLETE = 'Kept on this device — fields missing';

/** The status text: 'Saving…', 'Offline — will sync', 'Saved on this device', 'Synced', or 'Not saved yet' for a blank new article. */
export function saveStatusText(s: SaveStatusInput): string {
  if (s.writing) return SAVING;
  if (s.nothingSaved && s.sync === null && !s.localOnly) return NOT_SAVED_YET;
  // Changes that cannot be saved (required fields blank) are never called saved.
  if (s.incomplete && (s.localOnly || s.sync === null)) return NOT_SAVED_INCOMPLETE;
  if (s.sync === 'pending') return !s.online || s.retrying ? OFFLINE_WILL_SYNC : SAVING;
  if (s.localOnly || s.sync === null || s.sync === 'conflict' || s.sync === 'failed') return SAVED_ON_DEVICE;
  return SYNCED;
}

/** True when a server message is Postgres' unique violation on the slug. */
export function isDuplicateSlug(message: string | null | undefined, code?: string | null): boolean {
  if (code === PG_UNIQUE_VIOLATION && (!message || /slug/i.test(message))) return true;
  return /cheezopedia_entries_slug_key|duplicate key.*slug/i.test(message ?? '');
}

/**
 * The message for a save the server refused: 'This slug is already used by "{title}"' for a duplicate
 * slug (when the other entry's title is known), else 'Failed to save article: {message}'.
 */
export function saveFailureMessage(message: string, code: string | null | undefined, otherTitle: string | null): string {
  if (isDuplicateSlug(message, code)) {
    return otherTitle !== null ? slugTaken(otherTitle) : articleSaveFailed('This slug is already used by another entry');
  }
  return articleSaveFailed(message);
}
