/**
 * The data layer: one engine per (client, database) pair, the implementation of ./api.ts. Owns the
 * single-flight pull, the outbox flush (one tab at a time via Web Locks, one request in flight), the
 * triggers (start, online, visibility, interval, after own pushes) and the retry timer; answers the
 * named reads, live reads, fetches and commands. The app's singleton lives in ../react/instance.ts.
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { liveQuery } from 'dexie';
import { SYNC_PULL_INTERVAL_MS } from '@/domain/constants';
import type { DataLayer, FlushResult, LiveQuery, PullResult, RestClient } from './api';
import { currentScope, getMeta, queueOwner, setMeta, type DataContext } from './engine-context';
import { createDb, type CheezopediaDB } from './db';
import { LAST_ERROR_KEY, pullAll } from './pull';
import { createReads, outcomeOf, profileKey } from './reads';
import { createFetches } from './remote';
import type { ImageUploadTransport } from './writes/image-upload-request';
import type { LiveUpdates, RealtimeFor } from './live-updates';
import { keepShown, markOpened, SAVE_ALL_KEY, saveDataWanted } from './scopes';
import { purgePrivateData } from './sign-out';
import { eraseSealKeys, sealKeyFor } from './seal-key';
import { LocalWriteError, WRITE_CODE_MISSING } from './errors';
import { singleFlight } from './single-flight';
import type { SyncTable } from './types';
import { WORKING_COPY_PREFIX } from './working-copy-key';

export const OUTBOX_LOCK = 'cheezopedia-outbox';

export interface DataLayerOptions {
  /** A client, or a function that loads it (the app's: `getSupabase`, so supabase-js loads lazily). */
  supabase: SupabaseClient | (() => Promise<SupabaseClient>);
  /**
   * The client pulls and reads go through, and the sync scope (the app's: the visitor's PostgREST
   * client until a user signs in, see ./client). Default: the supabase-js client and its session.
   */
  rest?: () => Promise<RestClient>;
  scope?: () => Promise<string>;
  /** Who queues a change now (see DataContext.owner). Default: the scope's user, null when 'anon'. */
  owner?: () => Promise<string | null>;
  /** Subscribes to auth events (the app's: without loading supabase-js). Default: the client's own. */
  onAuthStateChange?: (listener: (event: AuthChangeEvent, session: Session | null) => void) => () => void;
  /** The device's database (default: the app's, `cheezopedia`); tests pass their own to isolate runs. */
  db?: CheezopediaDB;
  now?: () => number;
  /** Whether the browser is online (tests may force it). */
  isOnline?: () => boolean;
  /** Where pictures are uploaded (see DataContext.imageUpload). */
  imageUpload?: ImageUploadTransport;
  /**
   * Live updates (./live-updates.ts): the Realtime client to listen for pokes on, loaded when the page
   * is idle after `start`. 'supabase': the supabase-js client's own. Omitted: no live updates (pulls
   * on the triggers only).
   */
  realtime?: RealtimeFor | 'supabase';
}

/** Runs `fn` when the page is idle (soon in any case): what it loads is not part of the first load. */
function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 2_000 });
  else setTimeout(fn, 0);
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export function createDataLayer(options: DataLayerOptions): DataLayer {
  const client = options.supabase;
  const getSupabase = typeof client === 'function' ? client : () => Promise.resolve(client);
  /** Incremented by every sign-out: a pull or read that started before one purges again what it stored. */
  let signOuts = 0;
  /** Deletes this device pushed since the last pull began (see DataContext.landedDeletes). */
  const landedDeletes = new Set<string>();
  const ctx: DataContext = {
    getSupabase,
    getRest: options.rest ?? getSupabase,
    scope: options.scope ?? (async () => currentScope(await getSupabase())),
    owner: options.owner,
    db: options.db ?? createDb(),
    signOuts: () => signOuts,
    now: options.now ?? Date.now,
    landedDeletes,
    imageUpload: options.imageUpload,
  };
  const onAuthStateChange =
    options.onAuthStateChange ??
    ((listener: (event: AuthChangeEvent, session: Session | null) => void) => {
      let unsubscribe: (() => void) | null = null;
      let stopped = false;
      void getSupabase()
        .then((supabase) => {
          if (stopped) return;
          const { data } = supabase.auth.onAuthStateChange(listener);
          unsubscribe = () => data.subscription.unsubscribe();
        })
        .catch(() => undefined); // the client failed to load: pulls report that error themselves
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    });
  const isOnline = options.isOnline ?? browserOnline;
  const realtime: RealtimeFor | null =
    options.realtime === 'supabase'
      ? async (signedIn) => {
          const supabase = await getSupabase();
          // A private topic is joined with the token the socket holds when the join is sent.
          if (signedIn) await supabase.realtime.setAuth();
          return supabase.realtime;
        }
      : (options.realtime ?? null);
  let live: LiveUpdates | null = null;
  const listeners = new Set<() => void>();
  let syncing = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let persistAsked = false;
  const emit = () => listeners.forEach((l) => l());
  // The editors' code (writes, outbox, push) loads on first use: a device with nothing queued never needs it.
  // Fetching the writes' code fails only when the device is offline before it arrived: say so.
  const editing = () =>
    import('./writes').catch(() => {
      throw new LocalWriteError(WRITE_CODE_MISSING);
    });
  const hasQueued = async () => (await ctx.db.outbox.count()) > 0;
  const busy = async <T>(fn: () => Promise<T>): Promise<T> => {
    syncing += 1;
    emit();
    try {
      return await fn();
    } finally {
      syncing -= 1;
      emit();
    }
  };

  async function recordError(e: unknown): Promise<void> {
    const message = e instanceof Error ? e.message : String(e);
    await setMeta(ctx.db, LAST_ERROR_KEY, message).catch(() => undefined);
  }

  /** One pull at a time; a request during a pull runs one more right after it (same promise). */
  const pull = singleFlight(
    async (): Promise<PullResult> => {
      const signOutsAtStart = signOuts;
      // The pull that was under way when those deletes landed has ended (one pull at a time): every
      // answer this pull reads leaves the server after them, so none can hold a row they removed.
      landedDeletes.clear();
      try {
        const result = await pullAll(ctx);
        // Signed out while this pull ran with the user's rights: what it stored goes as well.
        if (signOuts !== signOutsAtStart) await purgePrivateData(ctx);
        // The server answered: items backed off by network failures are due at once.
        if ((await hasQueued()) && (await (await editing()).recoverBackoff(ctx))) kick();
        // Saving everything for offline: the pictures of what this pull brought, in the background.
        if ((await getMeta<boolean>(ctx.db, SAVE_ALL_KEY)) === true) {
          void import('./offline-images').then((m) => m.saveOfflineImages(ctx.db)).catch(() => undefined);
        }
        return result;
      } catch (e) {
        await recordError(e);
        throw e;
      }
    },
    { around: busy },
  );

  function scheduleRetry(at: number | null): void {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    if (at === null) return;
    const wait = Math.max(0, at - ctx.now());
    retryTimer = setTimeout(() => void flush().catch(() => undefined), wait);
  }

  async function flushLocked(): Promise<FlushResult | null> {
    if (!(await hasQueued())) return { pushed: 0, merged: 0, blocked: null, nextDueAt: null };
    const { flushOutbox } = await editing();
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (!locks) return flushOutbox(ctx);
    return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => (lock ? flushOutbox(ctx) : null));
  }

  /**
   * Pushes the outbox (one flush at a time); pulls after own pushes. Resolves with the last round. A
   * request during a flush — its push or its closing pull — runs one more round before it resolves
   * (unless the network is down), so a change saved meanwhile is pushed by this flush.
   */
  const flush = singleFlight(
    async (): Promise<FlushResult | null> => {
      const result = await flushLocked();
      if (result?.blocked) await recordError(new Error(result.blocked.message));
      scheduleRetry(result?.nextDueAt ?? null);
      if ((result?.pushed ?? 0) > 0) await pull().catch(() => undefined);
      return result;
    },
    { around: busy, mayRepeat: (result) => !result?.blocked },
  );

  /**
   * Gets the signed-in user's sealing key onto the device (kept across reloads, erased at sign-out):
   * run at sign-in, so that changes queued offline afterwards can be sealed. Resolves with whether
   * the device has it.
   */
  async function prepareSealKey(): Promise<boolean> {
    const scope = await ctx.scope();
    return (await sealKeyFor(ctx, scope === 'anon' ? null : scope)) !== null;
  }

  async function syncNow(): Promise<void> {
    await prepareSealKey().catch(() => false);
    await flush();
    await pull();
  }

  function kick(): void {
    void flush().catch(() => undefined);
  }

  /** Starts the background triggers; returns a function that stops them. */
  function start(): () => void {
    if (!persistAsked && typeof navigator !== 'undefined' && navigator.storage?.persist) {
      persistAsked = true;
      void navigator.storage.persisted().then((p) => (p ? true : navigator.storage.persist())).catch(() => undefined);
    }
    const run = () => {
      void flush().catch(() => undefined);
      return pull().catch(() => undefined);
    };
    let stopped = false;
    const refreshLive = () => void live?.refresh();
    const onOnline = () => {
      emit();
      void (async () => {
        if (await hasQueued()) await (await editing()).skipBackoff(ctx);
      })().then(run, run);
    };
    const onOffline = () => emit();
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    const interval = setInterval(run, SYNC_PULL_INTERVAL_MS);
    const unsubscribeAuth = onAuthStateChange((event) => {
      // The session is gone (signed out here or elsewhere, or revoked): nobody's key stays on the device.
      if (event === 'SIGNED_OUT') void eraseSealKeys(ctx.db).catch(() => undefined);
      if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') setTimeout(() => void prepareSealKey().catch(() => false).then(run), 0);
      // Another audience: other topics (a signed-out device hears the public one only).
      if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') setTimeout(refreshLive, 0);
    });
    // A page opened with nobody signed in holds no one's key (whatever ended the last session).
    void (async () => {
      if ((await ctx.scope()) === 'anon') await eraseSealKeys(ctx.db);
      else await prepareSealKey();
    })().catch(() => undefined);
    if (typeof window !== 'undefined') {
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
    }
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
    void run().then(() => {
      // Live updates once the first pull is done and the page idle: a visitor's first load never carries them.
      if (!realtime) return;
      whenIdle(() => {
        if (stopped || live) return;
        void import('./live-updates').then((m) => {
          if (stopped || live) return;
          live = m.startLiveUpdates(ctx, { realtime, pull });
          refreshLive();
        });
      });
    });
    return () => {
      stopped = true;
      void live?.stop();
      live = null;
      clearInterval(interval);
      scheduleRetry(null);
      unsubscribeAuth();
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
    };
  }

  /**
   * Pushes one record's queued change now (the user asked to save: a backoff left by earlier
   * failures does not delay it) and reports the outcome: synced, still queued (offline, with the
   * last error), conflict (with the server's row) or rejected (the server's message).
   */
  async function pushNow(table: SyncTable, id: string) {
    const before = await ctx.db.itemOf(table, id);
    if (!before || before.status !== 'pending') return outcomeOf(before);
    if (before.nextAttemptAt > ctx.now()) await ctx.db.outbox.update(before.id!, { nextAttemptAt: 0 });
    await flush().catch(() => undefined); // the outcome is read from the outbox
    return outcomeOf(await ctx.db.itemOf(table, id));
  }

  const after = async <T>(p: Promise<T>): Promise<T> => {
    const value = await p;
    kick();
    return value;
  };

  const read = createReads(ctx);

  return {
    read,
    observe: <T>(select: (r: typeof read) => Promise<T>): LiveQuery<T> => liveQuery(() => select(read)),
    fetch: createFetches(ctx),

    save: (table, row, options = {}) => after(editing().then((e) => e.saveRecord(ctx, table, row, options.baseVersion, options.ownPushVersion, options.baseRow))),
    remove: (table, id) => after(editing().then((e) => e.deleteRecord(ctx, table, id))),
    pushNow,
    resolveConflict: (table, id, choice) => after(editing().then((e) => e.resolveConflict(ctx, table, id, choice))),
    discardOutboxItem: async (outboxId) => (await editing()).discardOutboxItem(ctx, outboxId),
    storeImage: async (file, bucket, nameHint) => (await editing()).storeImage(ctx, file, bucket, nameHint, isOnline()),
    keepShown: (rows) => keepShown(ctx, rows),
    markOpened: (entryId) => markOpened(ctx.db, [entryId]),
    // Working copies belong to the signed-in user: nothing is written while nobody is (a form closing after sign-out).
    async keepWorkingCopy(key, value) {
      if ((await queueOwner(ctx)) === null) return;
      await setMeta(ctx.db, `${WORKING_COPY_PREFIX}${key}`, value);
    },
    async dropWorkingCopy(key) {
      await ctx.db.meta.delete(`${WORKING_COPY_PREFIX}${key}`);
    },
    async setSaveAllOffline(on) {
      await setMeta(ctx.db, SAVE_ALL_KEY, on);
      if (!on) await import('./offline-images').then((m) => m.dropOfflineImages()).catch(() => undefined);
      await pull();
    },
    async cacheProfile(p) {
      await setMeta(ctx.db, profileKey(p.id), p);
    },
    async clearLocalUserData() {
      signOuts += 1;
      await purgePrivateData(ctx);
    },

    start,
    pull,
    flush,
    syncNow,
    prepareSealKey,
    prepareEditing: async () => {
      await Promise.all([editing(), import('./pull-tables')]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSyncing: () => syncing > 0,
    liveTopics: () => live?.joined() ?? [],
    isOnline,
    saveDataWanted,
    getSupabase: ctx.getSupabase,
    getRest: ctx.getRest,
  };
}
