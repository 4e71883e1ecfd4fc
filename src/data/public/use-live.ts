/**
 * Public screens render from their loader's data (the server's, embedded in the HTML, or a
 * client-side loader's) and switch to the local copy once it is loaded. The local-first module
 * (Dexie, supabase-js, the sync engine) is imported only after hydration, when the browser is idle.
 * Side effect: the first subscription imports './live'.
 */
import { useEffect, useState } from 'react';
import type { Cheese, ContentType, Entry } from '@/domain/types';
import type { EntryCardRow } from './types';

type LiveModule = typeof import('./live');
let loading: Promise<LiveModule> | null = null;

/** The local-first module, imported once (retried after a failed load). */
export function loadLive(): Promise<LiveModule> {
  if (!loading) {
    const attempt = import('./live');
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

/** Runs `fn` when the browser is idle (or soon, where idle callbacks do not exist). Returns cancel. */
export function whenIdle(fn: () => void, timeoutMs = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 1);
  return () => window.clearTimeout(id);
}

type Subscribe<T> = (live: LiveModule, onValue: (value: T) => void) => () => void;

/**
 * `initial` until the local copy answers for `key` with a value `accept` takes; the local copy's
 * value after that (and on every local change). Server and hydration render `initial`.
 */
export function useLive<T>(initial: T, key: string | null, subscribe: Subscribe<T>, accept: (value: T) => boolean): T {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      loadLive().then(
        (live) => {
          if (cancelled) return;
          stop = subscribe(live, (value) => {
            if (accept(value)) setState({ key, value });
          });
        },
        (e: unknown) => console.warn('Local copy unavailable', e),
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
    // subscribe/accept are fixed per key by their callers
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state && state.key === key ? state.value : initial;
}

const nonEmpty = (rows: unknown[]) => rows.length > 0;

/** The home feed: the loader's rows, then the local copy's. */
export function useLiveFeed(initial: EntryCardRow[]): EntryCardRow[] {
  return useLive<EntryCardRow[]>(initial, 'feed', (live, on) => live.watchers.feed(on), nonEmpty);
}

/** Discover's page for a filter (the local copy's once it holds at least as many cards of that page). */
export function useLiveDiscover(filter: ContentType | 'all', page: number, initial: EntryCardRow[]): EntryCardRow[] {
  return useLive<EntryCardRow[]>(
    initial,
    `discover:${filter}:${page}`,
    (live, on) => live.watchers.discover(filter, page, on),
    (rows) => rows.length > 0 && rows.length >= initial.length,
  );
}

/** More Like This of an entry. */
export function useLiveRelated(entryId: string | null, initial: EntryCardRow[]): EntryCardRow[] {
  return useLive<EntryCardRow[]>(initial, entryId && `related:${entryId}`, (live, on) => live.watchers.related(entryId ?? '', on), nonEmpty);
}

/** A public entry by slug (the local copy's version once it has it, e.g. an editor's newer copy). */
export function useLiveEntry(slug: string, initial: Entry | null): Entry | null {
  return useLive<Entry | null>(initial, `entry:${slug}`, (live, on) => live.watchers.entry(slug, on), (v) => v !== null);
}

/** The landing page's cheeses (the same ones, kept live). */
export function useLiveCheeses(initial: Cheese[]): Cheese[] {
  const ids = initial.map((c) => c.id);
  return useLive<Cheese[]>(initial, `cheeses:${ids.join(',')}`, (live, on) => live.watchers.cheeses(ids, on), (rows) => rows.length === ids.length);
}

/** An image URL; a 'local-image:<id>' reference (an editor's offline upload) resolves through the local copy. */
export function usePublicImage(url: string | null | undefined): string | undefined {
  const local = url?.startsWith('local-image:') ? url : null;
  const resolved = useLive<string | undefined>(undefined, local, (live, on) => live.watchers.image(local ?? '', on), () => true);
  return local ? resolved : (url ?? undefined);
}
