/** Public-site hooks over Dexie (useLiveQuery): they render from the local copy, online or not. */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { RANDOM_CHEESE_COUNT } from '@/domain/constants';
import { pickRandom } from '@/domain/random';
import type { Cheese, ContentType, Entry } from '@/domain/types';
import { getDataLayer } from './instance';
import { LOCAL_IMAGE_PREFIX } from './local-image';
import { local } from './local';
import { LAST_ERROR_KEY, LAST_SYNCED_KEY } from './pull';
import { remote } from './remote';
import type { Conflict, OutboxItem, QueryState, SyncStatus } from './types';
import { useSynced } from './use-synced';

const isEmptyList = (v: unknown[]) => v.length === 0;
const isNull = (v: unknown) => v === null;

/** The 9 newest public entries shown in the feed. */
export function useHomeFeed(): QueryState<Entry[]> {
  const layer = getDataLayer();
  return useSynced(() => local.homeFeed(layer.db), [], { empty: isEmptyList, fetch: () => remote.homeFeed(layer.ctx), fetchKey: 'home' });
}

/** Public feed entries, newest first, optionally of one content type. */
export function useDiscoverEntries(filter: ContentType | 'all'): QueryState<Entry[]> {
  const layer = getDataLayer();
  return useSynced(() => local.discover(layer.db, filter), [filter], {
    empty: isEmptyList,
    fetch: () => remote.discover(layer.ctx, filter),
    fetchKey: `discover:${filter}`,
  });
}

/** A public entry by slug; data null = not found. Asks the server when the device does not have it. */
export function useEntryBySlug(slug: string): QueryState<Entry | null> {
  const layer = getDataLayer();
  return useSynced(() => local.entryBySlug(layer.db, slug), [slug], {
    empty: isNull,
    fetch: () => remote.entryBySlug(layer.ctx, slug),
    fetchKey: slug ? `slug:${slug}` : null,
    when: layer.isOnline() ? 'always' : 'cold',
  });
}

/** Up to 10 other public feed entries, newest first. */
export function useRelatedEntries(entryId: string | undefined): QueryState<Entry[]> {
  const layer = getDataLayer();
  return useSynced(() => (entryId ? local.related(layer.db, entryId) : Promise.resolve([])), [entryId], {
    empty: isEmptyList,
    fetch: () => remote.related(layer.ctx, entryId ?? ''),
    fetchKey: entryId ? `related:${entryId}` : null,
  });
}

/** `count` random cheeses, chosen once for the component's life (rows stay live). */
export function useRandomCheeses(count: number = RANDOM_CHEESE_COUNT): QueryState<Cheese[]> {
  const layer = getDataLayer();
  const all = useSynced(() => local.cheeses(layer.db), [], { empty: isEmptyList, fetch: () => remote.cheeses(layer.ctx), fetchKey: 'cheeses' });
  const [ids, setIds] = useState<string[] | null>(null);
  useEffect(() => {
    if (!ids && all.data && all.data.length) setIds(pickRandom(all.data, count).map((c) => c.id));
  }, [ids, all.data, count]);
  const data = useMemo(() => {
    if (!all.data) return undefined;
    if (!ids) return all.data.length ? undefined : [];
    const byId = new Map(all.data.map((c) => [c.id, c]));
    return ids.map((id) => byId.get(id)).filter((c): c is Cheese => Boolean(c));
  }, [all.data, ids]);
  return { data, loading: all.loading || (data === undefined && !all.error), error: all.error };
}

/** One cheese by id; data null = not found. */
export function useCheese(id: string | undefined): QueryState<Cheese | null> {
  const layer = getDataLayer();
  return useSynced(() => (id ? local.cheese(layer.db, id) : Promise.resolve(null)), [id], {
    empty: isNull,
    fetch: () => remote.cheese(layer.ctx, id ?? ''),
    fetchKey: id ? `cheese:${id}` : null,
    when: layer.isOnline() ? 'always' : 'cold',
  });
}

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

/** Sync status for indicators: online, syncing, pending/conflict/failed counts, last sync and error. */
export function useSyncStatus(): SyncStatus {
  const layer = getDataLayer();
  const online = useOnline();
  const syncing = useSyncExternalStore(layer.subscribe, layer.isSyncing, () => false);
  const counts = useLiveQuery(async () => {
    const items = await layer.db.outbox.toArray();
    return {
      pending: items.filter((i) => i.status === 'pending').length,
      conflicts: items.filter((i) => i.status === 'conflict').length,
      failures: items.filter((i) => i.status === 'failed').length,
    };
  }, []);
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

/** Items stopped by the server (4xx) with its message; they wait for the editor. */
export function useNeedsAttention(): OutboxItem[] {
  const layer = getDataLayer();
  return useLiveQuery(() => layer.db.outbox.where('status').equals('failed').sortBy('id'), []) ?? [];
}

/** Resolves 'local-image:<id>' references to an object URL (or the public URL once uploaded). */
export function useImageUrl(url: string | null | undefined): string | undefined {
  const layer = getDataLayer();
  const localId = url?.startsWith(LOCAL_IMAGE_PREFIX) ? url.slice(LOCAL_IMAGE_PREFIX.length) : null;
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
