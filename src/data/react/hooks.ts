/**
 * Hooks of the sync engine's state over Dexie (useLiveQuery): online, sync status, conflicts, local
 * images, and the background sync itself. (The public pages read through ./public; the editors'
 * lists through ./admin-hooks.)
 */
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDataLayer } from './instance';
import { LOCAL_IMAGE_PREFIX, localImageId } from '../engine';
import { LAST_ERROR_KEY, LAST_SYNCED_KEY } from '../engine';
import { AuthContext } from '../session';
import { anyRegistration, splitByOwner } from '../engine';
import type { Conflict, SyncStatus } from '../engine';

function subscribeOnline(callback: () => void): () => void {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Online state as the browser reports it. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/**
 * Sync status for indicators: online, syncing, pending/conflict/failed counts, last sync and error.
 * The counts are the signed-in user's changes (others' are never sent by this session: see
 * useChangesNotYours); outside an auth context, every change on the device.
 */
export function useSyncStatus(): SyncStatus {
  const layer = getDataLayer();
  const online = useOnline();
  const syncing = useSyncExternalStore(layer.subscribe, layer.isSyncing, () => false);
  const auth = useContext(AuthContext);
  const me = auth ? (auth.user?.id ?? null) : undefined;
  const counts = useLiveQuery(async () => {
    const all = await layer.db.outbox.toArray();
    const items = me === undefined ? all : (await splitByOwner(layer.db, all, me)).theirs;
    return {
      pending: items.filter((i) => i.status === 'pending').length,
      conflicts: items.filter((i) => i.status === 'conflict').length,
      failures: items.filter((i) => i.status === 'failed').length,
    };
  }, [me]);
  const meta = useLiveQuery(() => layer.db.meta.bulkGet([LAST_SYNCED_KEY, LAST_ERROR_KEY]), []);
  return {
    online,
    syncing,
    pending: counts?.pending ?? 0,
    conflicts: counts?.conflicts ?? 0,
    failures: counts?.failures ?? 0,
    lastSyncedAt: (meta?.[0]?.value as string | undefined) ?? null,
    lastError: (meta?.[1]?.value as string | null | undefined) ?? null,
  };
}

/** Stopped conflicts with both versions. */
export function useConflicts(): Conflict[] {
  const layer = getDataLayer();
  const items = useLiveQuery(() => layer.db.outbox.where('status').equals('conflict').sortBy('id'), []);
  return useMemo(
    () =>
      (items ?? []).map((i) => ({
        table: i.table,
        id: i.recordId,
        mine: i.patch as Conflict['mine'],
        theirs: i.theirs ?? null,
        outboxId: i.id!,
      })),
    [items],
  );
}

/** A queued change the signed-in user did not make (never sent with their session). */
export interface ChangeNotYours {
  outboxId: number;
  /** 'entry', 'cheese', 'pairing'. */
  noun: string;
  /** The queuing account's id, null when nobody was signed in (undefined: queued before owners were kept). */
  owner: string | null | undefined;
  /** The record's title or name — only for changes nobody owns (another account's stay private). */
  label: string | null;
  queuedAt: string;
}

function labelOf(fields: Record<string, unknown> | null | undefined): string | null {
  const value = fields?.title ?? fields?.name ?? fields?.pairing_name;
  return typeof value === 'string' && value ? value : null;
}

/**
 * Changes on this device that `userId` may not send: queued by someone else (signed out, or another
 * account), or naming them without their seal (written into the outbox by anyone else).
 */
export function useChangesNotYours(userId: string | null): ChangeNotYours[] {
  const layer = getDataLayer();
  const items = useLiveQuery(async () => {
    if (!userId) return [];
    return (await splitByOwner(layer.db, await layer.db.outbox.orderBy('id').toArray(), userId)).others;
  }, [userId]);
  return useMemo(
    () =>
      (items ?? []).map((i) => ({
        outboxId: i.id!,
        noun: anyRegistration(i.table).noun,
        owner: i.owner,
        label: i.owner ? null : (labelOf(i.patch) ?? labelOf(i.base as Record<string, unknown> | null)),
        queuedAt: i.createdAt,
      })),
    [items],
  );
}

/** Resolves 'local-image:<id>' references to an object URL (or the public URL once uploaded). */
export function useImageUrl(url: string | null | undefined): string | undefined {
  const layer = getDataLayer();
  const localId = url?.startsWith(LOCAL_IMAGE_PREFIX) ? localImageId(url) : null;
  const image = useLiveQuery(async () => (localId ? await layer.db.images.get(localId) : undefined), [localId]);
  const blob = image?.blob ?? null;
  const objectUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);
  if (!localId) return url ?? undefined;
  return image?.url ?? objectUrl;
}

/** Runs the background sync for the component's life (mount once at the app root). */
export function useBackgroundSync(): void {
  useEffect(() => getDataLayer().start(), []);
}
