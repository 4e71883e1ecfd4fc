/**
 * The data layer's root API, what the editors' screens do to the device's data: local-first
 * mutations (a row and its outbox item in one transaction, then a push), pictures, the sync controls,
 * the profile cache and sign-out's clean-up, and "Save all for offline". The hooks and calls of the
 * packages are imported from their own entries (`@/data/editing`, `@/data/online`, `@/data/react`,
 * `@/data/public`, `@/data/auth`; types from `@/data/engine`): every name has one door.
 */
import type { Profile } from '@/domain/types';
import type { Bucket, ConflictChoice, PushOutcome, SaveOptions, SyncTable, SyncTables } from '@/data/engine';
import { getDataLayer } from '@/data/react';

export { useSaveAllOffline, type SaveAllOffline } from './save-all-offline';

/**
 * Creates (no id: a client UUID, version 0) or updates a row of a synced table on this device and
 * queues its push; `baseVersion` is the version the form loaded (the conflict check). Rejects with a
 * LocalWriteError carrying the domain rule's message when the row is invalid.
 */
export function save<K extends SyncTable>(table: K, row: Partial<SyncTables[K]> & { id?: string }, options?: SaveOptions): Promise<SyncTables[K]> {
  return getDataLayer().save(table, row, options);
}
/** Deletes a row on this device and queues the delete. */
export function remove(table: SyncTable, id: string): Promise<void> {
  return getDataLayer().remove(table, id);
}
/** Pushes one record's queued change now: synced, queued offline, conflict or rejected (with the message). */
export function pushNow(table: SyncTable, id: string): Promise<PushOutcome> {
  return getDataLayer().pushNow(table, id);
}
export function resolveConflict(table: SyncTable, id: string, choice: ConflictChoice): Promise<void> {
  return getDataLayer().resolveConflict(table, id, choice);
}
/** Drops a queued change (explicit user action only) and restores the server's copy locally. */
export function discardOutboxItem(outboxId: number): Promise<void> {
  return getDataLayer().discardOutboxItem(outboxId);
}
/** A picture as stored: its URL (or 'local-image:<id>' while it waits on this device), size and placeholder. */
export interface StoredImage {
  url: string;
  width: number;
  height: number;
  /** ThumbHash (base64), to store with the row beside the URL. */
  placeholder: string;
}

/**
 * Reduces a picked picture on this device (upright, long side ≤ 2560 px, WebP/JPEG, no metadata at
 * all), then uploads it: online → public URL; offline or on a network failure the reduced picture
 * (never the original) waits on the device as 'local-image:<id>', uploaded before the record that
 * uses it. A picture that cannot be used rejects with an ImageProcessingError naming the reason.
 */
export async function storeImage(file: Blob, bucket: Bucket): Promise<StoredImage> {
  const { prepareImage } = await import('@/platform/images');
  const image = await prepareImage(file);
  const url = await getDataLayer().storeImage(image.blob, bucket);
  return { url, width: image.width, height: image.height, placeholder: image.placeholder };
}
/**
 * Gets a picture's upload ready before one is picked: the processing worker started (its code
 * fetched and evaluated) and the editors' write code loaded. Every image field calls it when it
 * appears: otherwise a picture picked at once waits, on a phone's slow link, for that code to arrive
 * (the area's idle preparation may not have run yet). Nothing is fetched twice.
 */
export function prepareImageUpload(): void {
  void import('@/platform/images').then((m) => m.startImageWorker()).catch(() => undefined);
  void getDataLayer().prepareEditing().catch(() => undefined);
}
/**
 * Loads into memory everything a save needs — the editors' half of the engine and the picture
 * processing (its worker started) — so that an editing tab that loses the network can still save
 * even where no service worker holds the code. For signed-in editors only: a visitor never saves.
 */
export async function prepareEditing(): Promise<void> {
  await Promise.all([getDataLayer().prepareEditing(), import('@/platform/images').then((m) => m.startImageWorker())]);
}
export function syncNow(): Promise<void> {
  return getDataLayer().syncNow();
}
export function cacheProfile(p: Profile): Promise<void> {
  return getDataLayer().cacheProfile(p);
}
export function getCachedProfile(userId: string): Promise<Profile | null> {
  return getDataLayer().read.cachedProfile(userId);
}
/**
 * Sign-out: removes the signed-in audience's private rows, cached profiles and working copies from
 * the device; unsent changes (and their rows) stay, sent only by their owner's next sign-in.
 */
export function clearLocalUserData(): Promise<void> {
  return getDataLayer().clearLocalUserData();
}
/** How many of `userId`'s changes on this device are not sent yet. */
export function countUnsentChanges(userId: string | null): Promise<number> {
  return getDataLayer().read.unsentChanges(userId);
}
