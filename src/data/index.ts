/**
 * The data layer's public API: hooks over Dexie for the screens, local-first mutations (Dexie +
 * outbox in one transaction, then a push), images, and the sync controls.
 */
import type { Cheese, Entry, Profile } from '@/domain/types';
import type { Bucket } from './images';
import { getDataLayer } from './instance';
import type { SyncTable } from './types';

// The client itself is loaded lazily (supabase-js stays out of the app shell): `await getSupabase()`.
// Lazy admin chunks may import `supabase` from '@/data/supabase' directly.
export { getSupabase, AUTH_STORAGE_KEY } from './client';
export type { QueryState, SyncState, AdminRow, SyncStatus, Conflict, OutboxItem, SyncTable, LocalImage } from './types';
export {
  useHomeFeed,
  useDiscoverEntries,
  useEntryBySlug,
  useRelatedEntries,
  useRandomCheeses,
  useCheese,
  useSyncStatus,
  useConflicts,
  useNeedsAttention,
  useImageUrl,
  useOnline,
  useBackgroundSync,
} from './hooks';
export { useAdminEntries, useAdminEntry, useAdminCheeses, useAdminCheese } from './admin-hooks';
export { createDataLayer, type DataLayer, type DataLayerOptions } from './layer';
export { createDb, CheezopediaDB, DB_NAME } from './db';
export { LOCAL_IMAGE_PREFIX } from './images';
export { LocalWriteError } from './outbox';
export { getDataLayer } from './instance';
export { submitForReview, withdrawFromReview, startRevision, publishSubmission, requestChanges, notifyReview, fetchPartnerProfile, usePartnerProfile, savePartnerProfile } from './review';
export { sendViewBeacon, fetchViewTotals, fetchViewAnalytics, useViewTotals, useViewAnalytics, useRemote, VIEW_BEACON_PATH, type ViewAnalytics, type RemoteState } from './views';

/** Creates or updates an entry locally (new → client UUID, version 0) and queues the push. */
export function saveEntry(input: Partial<Entry> & { id?: string }): Promise<Entry> {
  return getDataLayer().saveEntry(input);
}
export function deleteEntry(id: string): Promise<void> {
  return getDataLayer().deleteEntry(id);
}
export function setEntryArchived(id: string, archived: boolean): Promise<void> {
  return getDataLayer().setEntryArchived(id, archived);
}
export function saveCheese(input: Partial<Cheese> & { id?: string }): Promise<Cheese> {
  return getDataLayer().saveCheese(input);
}
export function deleteCheese(id: string): Promise<void> {
  return getDataLayer().deleteCheese(id);
}
export function resolveConflict(table: SyncTable, id: string, choice: 'mine' | 'theirs'): Promise<void> {
  return getDataLayer().resolveConflict(table, id, choice);
}
/** Drops a queued change (explicit user action only) and restores the server's copy locally. */
export function discardOutboxItem(outboxId: number): Promise<void> {
  return getDataLayer().discardOutboxItem(outboxId);
}
/** Online: uploads now → public URL. Offline/network failure: 'local-image:<id>' uploaded before the record that uses it. */
export function storeImage(file: Blob, bucket: Bucket, nameHint?: string): Promise<string> {
  return getDataLayer().storeImage(file, bucket, nameHint);
}
/** Starts background sync (pull on start, online, visible, every 60 s; outbox flush). Returns stop. */
export function startSync(): () => void {
  return getDataLayer().start();
}
export function syncNow(): Promise<void> {
  return getDataLayer().syncNow();
}
export function cacheProfile(p: Profile): Promise<void> {
  return getDataLayer().cacheProfile(p);
}
export function getCachedProfile(userId: string): Promise<Profile | null> {
  return getDataLayer().getCachedProfile(userId);
}
/** Sign-out: clears the cached profiles only; the outbox (unpushed work) is kept. */
export function clearLocalUserData(): Promise<void> {
  return getDataLayer().clearLocalUserData();
}
