/**
 * useSynced: a live read of the device's copy that, when it finds nothing and the device has never
 * completed a sync (or `always`), asks Supabase for the screen's own rows once and stores them.
 * Errors surface only when nothing local exists.
 */
import { useEffect, useState } from 'react';
import { getDataLayer, useDeviceQuery } from '@/data/react';
import type { DeviceReads, QueryState } from '@/data/engine';

export interface SyncedOptions<T> {
  empty: (value: T) => boolean;
  /** Fetches the rows from Supabase into the device's copy. Null key = nothing to fetch (e.g. no id yet). */
  fetch: () => Promise<void>;
  fetchKey: string | null;
  /** 'cold': only before the first completed sync; 'always': whenever the local answer is empty. */
  when?: 'cold' | 'always';
  /**
   * The fetch asks for part of the rows (e.g. a list's first screenful): what it brought is reported
   * `partial` until the device completes its first sync, which brings the rest.
   */
  fetchesPart?: boolean;
}

interface RemoteState<T> {
  key: string;
  status: 'fetching' | 'done' | 'error';
  error: string | null;
  /** The local answer read right after the fetch stored its rows (the live query may answer later). */
  value?: T;
}

export function useSynced<T>(select: (read: DeviceReads) => Promise<T>, deps: unknown[], options: SyncedOptions<T>): QueryState<T> {
  // A live query keeps answering with the previous deps' result until the new one resolves: each
  // answer carries the deps it was read for, so another row's (or no row's) answer is never taken
  // for this one's (it would read as "not found" — e.g. right after a new article's first save).
  const depsKey = JSON.stringify(deps);
  const answer = useDeviceQuery(async (read) => ({ depsKey, value: await select(read) }), deps);
  const data = answer?.depsKey === depsKey ? answer.value : undefined;
  const syncedAt = useDeviceQuery(async (read) => (await read.lastSync()).at, []);
  const [remote, setRemote] = useState<RemoteState<T> | null>(null);
  const { empty, fetch, fetchKey, when = 'cold', fetchesPart = false } = options;

  const isEmpty = data !== undefined && empty(data);
  const needsFetch = isEmpty && fetchKey !== null && syncedAt !== undefined && (when === 'always' || syncedAt === null);
  const started = remote?.key === fetchKey;

  useEffect(() => {
    if (!needsFetch || started || fetchKey === null) return;
    // No cancellation on re-run: this effect's own setRemote flips `started`, which re-runs it. A
    // result is applied only while it still belongs to the current key.
    const key = fetchKey;
    setRemote({ key, status: 'fetching', error: null });
    fetch()
      .then(() => select(getDataLayer().read))
      .then(
        (value) => setRemote((r) => (r?.key === key ? { key, status: 'done', error: null, value } : r)),
        (e: unknown) =>
          setRemote((r) => (r?.key === key ? { key, status: 'error', error: e instanceof Error ? e.message : String(e) } : r)),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsFetch, started, fetchKey]);

  const fetchingNow = needsFetch && (!started || remote?.status === 'fetching');
  // Until the live query answers again, what the fetch stored is read from its own read.
  const partial = fetchesPart && started && remote?.status === 'done' && syncedAt === null;
  if (isEmpty && started && remote?.status === 'done' && remote.value !== undefined && !empty(remote.value)) {
    return { data: remote.value, loading: false, error: null, partial };
  }
  const loading = data === undefined || (isEmpty && (syncedAt === undefined || fetchingNow));
  const error = isEmpty && started && remote?.status === 'error' ? remote.error : null;
  return { data: loading ? undefined : data, loading, error, partial: partial && !loading };
}
