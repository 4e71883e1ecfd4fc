/**
 * Hooks of the sync engine's state: online, sync status, conflicts, pictures held on the device,
 * and the background sync itself; `useDeviceQuery`, the live answer to the engine's named reads that
 * every hook over the device's copy is built on. (The public pages read through ../public; the
 * editors' lists through ../editing.)
 */
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useObservable } from 'dexie-react-hooks';
import { getDataLayer } from './instance';
import { LOCAL_IMAGE_PREFIX, type ChangeNotYours, type Conflict, type DeviceReads, type SyncStatus } from '@/data/engine';
import { AuthContext } from '@/data/auth';
import { useBrowserOnline } from '@/platform/use-browser-online';

/**
 * The live answer to `select` (the engine's named reads only): undefined until the first answer,
 * then every change of what it read (the previous deps' answer until the new deps' first one).
 */
export function useDeviceQuery<T>(select: (read: DeviceReads) => Promise<T>, deps: readonly unknown[]): T | undefined {
  return useObservable(() => getDataLayer().observe(select), [...deps]);
}

/** Online state as the browser reports it. */
export function useOnline(): boolean {
  return useBrowserOnline();
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
  const counts = useDeviceQuery((read) => read.outboxCounts(me), [me]);
  const last = useDeviceQuery((read) => read.lastSync(), []);
  return {
    online,
    syncing,
    pending: counts?.pending ?? 0,
    conflicts: counts?.conflicts ?? 0,
    failures: counts?.failures ?? 0,
    lastSyncedAt: last?.at ?? null,
    lastError: last?.error ?? null,
  };
}

const NO_CONFLICTS: Conflict[] = [];
const NO_CHANGES: ChangeNotYours[] = [];

/** Stopped conflicts with both versions. */
export function useConflicts(): Conflict[] {
  return useDeviceQuery((read) => read.conflicts(), []) ?? NO_CONFLICTS;
}

/**
 * Changes on this device that `userId` may not send: queued by someone else (signed out, or another
 * account), or naming them without their seal (written into the outbox by anyone else).
 */
export function useChangesNotYours(userId: string | null): ChangeNotYours[] {
  return useDeviceQuery((read) => read.changesNotYours(userId), [userId]) ?? NO_CHANGES;
}

/** Resolves 'local-image:<id>' references to an object URL (or the public URL once uploaded). */
export function useImageUrl(url: string | null | undefined): string | undefined {
  const localRef = url?.startsWith(LOCAL_IMAGE_PREFIX) ? url : null;
  const image = useDeviceQuery(async (read) => (localRef ? await read.heldImage(localRef) : undefined), [localRef]);
  const blob = image?.blob ?? null;
  const objectUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => {
    if (objectUrl) URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);
  if (!localRef) return url ?? undefined;
  return image?.url ?? objectUrl;
}

/** Runs the background sync for the component's life (mount once at the app root). */
export function useBackgroundSync(): void {
  useEffect(() => getDataLayer().start(), []);
}
