/**
 * The data layer: one engine per (client, database) pair. Owns the single-flight pull, the outbox
 * flush (one tab at a time via Web Locks, one request in flight), the triggers (start, online,
 * visibility, interval, after own pushes) and the retry timer. Exported singletons live in instance.ts.
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { SYNC_PULL_INTERVAL_MS } from '@/domain/constants';
import type { Profile } from '@/domain/types';
import { currentScope, getMeta, setMeta, type DataContext, type RestClient } from './engine-context';
import type { CheezopediaDB } from './db';
import type { Bucket } from './writes/images';
import type { ImageUploadTransport } from './writes/image-upload-request';
import { LAST_ERROR_KEY, pullAll, type PullResult } from './pull';
import { SAVE_ALL_KEY } from './scopes';
import type { FlushResult } from './writes/push';
import { purgePrivateData } from './sign-out';
import { eraseSealKeys, sealKeyFor, splitByOwner } from './seal-key';
import { singleFlight } from './single-flight';
import type { OutboxItem, PushOutcome, SyncTable, SyncTables } from './types';

/** Options of a local save. */
export interface SaveOptions {
  /** The server version the editing form loaded (the conflict check is made against it). */
  baseVersion?: number;
  /**
   * The version the push of this form's own queued change writes (its item's base + 1). A row found
   * at exactly that version with no item left is that push's result, not someone else's change: the
   * save builds on it, even before the form has heard that the push landed.
   */
  ownPushVersion?: number;
}

/** What the outbox item of one record (or its absence) says about its push. */
export function outcomeOf(item: OutboxItem | undefined): PushOutcome {
  if (!item) return { kind: 'synced' };
  if (item.status === 'failed') return { kind: 'rejected', message: item.error ?? 'Unknown error', code: item.errorCode ?? null };
  if (item.status === 'conflict') return { kind: 'conflict', theirs: item.theirs ?? null, rev: item.rev };
  return { kind: 'offline', message: item.error ?? null };
}

export const OUTBOX_LOCK = 'cheezopedia-outbox';
const PROFILE_KEY = (userId: string) => `profile:${userId}`;

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
  db: CheezopediaDB;
  now?: () => number;
  /** Whether the browser is online (tests may force it). */
  isOnline?: () => boolean;
  /** Where pictures are uploaded (see DataContext.imageUpload). */
  imageUpload?: ImageUploadTransport;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export type DataLayer = ReturnType<typeof createDataLayer>;

export function createDataLayer(options: DataLayerOptions) {
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
    db: options.db,
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
  const listeners = new Set<() => void>();
  let syncing = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let persistAsked = false;
  const emit = () => listeners.forEach((l) => l());
  // The editors' code (writes, outbox, push) loads on first use: a device with nothing queued never needs it.
  const editing = () => import('./writes');
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
    if (!(await hasQueued())) return { pushed: 0, blocked: null, nextDueAt: null };
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
      void pull().catch(() => undefined);
    };
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
    run();
    return () => {
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

  const findItem = (table: SyncTable, id: string) => ctx.db.outbox.where('[table+recordId]').equals([table, id]).first();

  /**
   * Pushes one record's queued change now (the user asked to save: a backoff left by earlier
   * failures does not delay it) and reports the outcome: synced, still queued (offline, with the
   * last error), conflict (with the server's row) or rejected (the server's message).
   */
  async function pushNow(table: SyncTable, id: string): Promise<PushOutcome> {
    const before = await findItem(table, id);
    if (!before || before.status !== 'pending') return outcomeOf(before);
    if (before.nextAttemptAt > ctx.now()) await ctx.db.outbox.update(before.id!, { nextAttemptAt: 0 });
    await flush().catch(() => undefined); // the outcome is read from the outbox
    return outcomeOf(await findItem(table, id));
  }

  const after = async <T>(p: Promise<T>): Promise<T> => {
    const value = await p;
    kick();
    return value;
  };

  return {
    ctx,
    db: ctx.db,
    getSupabase: ctx.getSupabase,
    isOnline,
    pull,
    flush,
    syncNow,
    start,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSyncing: () => syncing > 0,
    /** Creates (no id: a client UUID, version 0) or updates a row locally and queues its push. */
    save: <K extends SyncTable>(table: K, row: Partial<SyncTables[K]> & { id?: string }, options: SaveOptions = {}) =>
      after(editing().then((e) => e.saveRecord(ctx, table, row, options.baseVersion, options.ownPushVersion))),
    /** Deletes a row locally and queues the delete. */
    remove: (table: SyncTable, id: string) => after(editing().then((e) => e.deleteRecord(ctx, table, id))),
    pushNow,
    prepareSealKey,
    /** The push state of one record (from its outbox item). */
    outcome: async (table: SyncTable, id: string) => outcomeOf(await findItem(table, id)),
    resolveConflict: (table: SyncTable, id: string, choice: 'mine' | 'theirs') => after(editing().then((e) => e.resolveConflict(ctx, table, id, choice))),
    discardOutboxItem: async (outboxId: number) => (await editing()).discardOutboxItem(ctx, outboxId),
    /** Loads the editors' code (writes, outbox, push, the whole-table pull) into memory ahead of use. */
    prepareEditing: async (): Promise<void> => {
      await Promise.all([editing(), import('./pull-tables')]);
    },
    storeImage: async (file: Blob, bucket: Bucket, nameHint?: string) => (await editing()).storeImage(ctx, file, bucket, nameHint, isOnline()),
    /**
     * "Save all for offline" (a visitor's opt-in): the device keeps every public row, pulled in pages;
     * turned off, the next pull evicts back to the visitor's window.
     */
    async setSaveAllOffline(on: boolean): Promise<void> {
      await setMeta(ctx.db, SAVE_ALL_KEY, on);
      if (!on) await import('./offline-images').then((m) => m.dropOfflineImages()).catch(() => undefined);
      await pull();
    },
    async cacheProfile(p: Profile): Promise<void> {
      await setMeta(ctx.db, PROFILE_KEY(p.id), p);
    },
    async getCachedProfile(userId: string): Promise<Profile | null> {
      return (await getMeta<Profile>(ctx.db, PROFILE_KEY(userId))) ?? null;
    },
    /**
     * Sign-out (works offline): removes the rows only the signed-in audience could read, the cached
     * profiles and the working copies (./sign-out). Unsent changes and their rows are kept: each is
     * sent only by its owner's session, at their next sign-in.
     */
    async clearLocalUserData(): Promise<void> {
      signOuts += 1;
      await purgePrivateData(ctx);
    },
    /** How many changes `userId` queued (and sealed) on this device that are not sent yet (asked before sign-out). */
    async unsentChanges(userId: string | null): Promise<number> {
      if (!userId) return 0;
      return (await splitByOwner(ctx.db, await ctx.db.outbox.toArray(), userId)).theirs.length;
    },
  };
}
