/**
 * Push: sends outbox items one at a time (oldest first). Inserts are idempotent upserts on the
 * client id; updates carry the version they were based on (`version=eq.N`), and a miss is a conflict.
 * Network errors and 5xx back off with jitter; 401 refreshes the session; other 4xx stop only that
 * item. Recovery does not wait for backoff: a network failure is retried within
 * SYNC_NETWORK_PROBE_MS (one small request probes the way), and as soon as any request is answered
 * every item backed off by a network failure becomes due (errors the server answered keep theirs).
 * Only the items the session's own user queued and sealed are sent (checked before each request, see
 * ../seal): a change queued while signed out, by another account, or written into the outbox by
 * anyone else naming this user (its seal does not verify with their key) is never sent with this
 * session's rights; it waits, shown as not theirs. Whatever a push changes in an item that the seal
 * covers (image references, an in-flight edit's base) is sealed again with the same key.
 */
import { OFFLINE_REPLAY_AFTER_MS, SYNC_NETWORK_PROBE_MS, SYNC_RETRY_BASE_MS, SYNC_RETRY_CAP_MS } from '@/domain/constants';
import { NO_DATA_RETURNED } from '@/domain/messages';
import { deletedRecordKey, pushingUser, type DataContext } from '../engine-context';
import { storeFor } from '../registry';
import { backoffDelay, classifyPostgrest, type ClassifiedError } from '../errors';
import { ImageUploadError, replaceRefs, uploadReferencedImages } from './images';
import { compareTs, tsMicros } from '../time';
import type { OutboxItem, SyncRow } from '../types';
import type { FlushResult } from '../api';
import { isTheirs, sealed } from '../seal';
import { sealKeyFor } from '../seal-key';
import { conflictMerge, MERGE_ATTEMPTS, MERGE_KEPT_MOVING, rebaseAfterPush } from './merge-push';

type Outcome =
  /** `merged`: the row had moved and another device's change was merged with this one. */
  | { kind: 'done'; row: SyncRow | null; merged?: boolean }
  | { kind: 'conflict'; theirs: SyncRow | null }
  | { kind: 'error'; error: ClassifiedError };

const CONFLICT_MESSAGE = 'Changed on the server since this edit was made';
const DELETED_MESSAGE = 'Deleted on the server since this edit was made';

function equalValues(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && a !== b) {
    const x = tsMicros(a);
    const y = tsMicros(b);
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x === y;
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/** True when the server row already holds every field of the patch (our own write, answer lost). */
function containsPatch(row: SyncRow, patch: Record<string, unknown>): boolean {
  const r = row as unknown as Record<string, unknown>;
  return Object.entries(patch).every(([k, v]) => equalValues(r[k], v));
}

async function fetchRow(ctx: DataContext, item: OutboxItem): Promise<{ row: SyncRow | null } | { error: ClassifiedError }> {
  const { data, error, status } = await (await ctx.getSupabase()).from(item.table).select('*').eq('id', item.recordId).maybeSingle();
  if (error) return { error: classifyPostgrest(status, error) };
  return { row: (data as SyncRow | null) ?? null };
}

/** The request header the history triggers read the write's path from (see the history migration). */
export const WRITE_PATH_HEADER = 'x-write-path';

/**
 * How history records this push: a change sent as it was saved is a form save; one that waited
 * (queued offline, or retried after the network failed) is an offline replay.
 */
export function writePathOf(item: Pick<OutboxItem, 'createdAt' | 'retryReason'>, now: number): 'form' | 'offline_replay' {
  if (item.retryReason === 'network') return 'offline_replay';
  const queued = Date.parse(item.createdAt);
  return !Number.isNaN(queued) && now - queued > OFFLINE_REPLAY_AFTER_MS ? 'offline_replay' : 'form';
}

async function send(ctx: DataContext, item: OutboxItem): Promise<Outcome> {
  const api = (await ctx.getSupabase()).from(item.table);
  const path = writePathOf(item, ctx.now());
  if (item.op === 'insert') {
    const { data, error, status } = await api.upsert(item.patch, { onConflict: 'id', ignoreDuplicates: true }).setHeader(WRITE_PATH_HEADER, path).select();
    if (error) return { kind: 'error', error: classifyPostgrest(status, error) };
    const rows = (data ?? []) as SyncRow[];
    if (rows.length) return { kind: 'done', row: rows[0] };
    // Nothing inserted: a retry whose first attempt committed. The row is there — done.
    const found = await fetchRow(ctx, item);
    if ('error' in found) return { kind: 'error', error: found.error };
    if (found.row) return { kind: 'done', row: found.row };
    return { kind: 'error', error: { kind: 'stop', message: NO_DATA_RETURNED, code: '' } };
  }
  if (item.op === 'update') {
    const { data, error, status } = await api
      .update(item.patch)
      .eq('id', item.recordId)
      .eq('version', item.baseVersion ?? 0)
      .setHeader(WRITE_PATH_HEADER, path)
      .select();
    if (error) return { kind: 'error', error: classifyPostgrest(status, error) };
    const rows = (data ?? []) as SyncRow[];
    if (rows.length) return { kind: 'done', row: rows[0] };
    const found = await fetchRow(ctx, item);
    if ('error' in found) return { kind: 'error', error: found.error };
    if (!found.row) return { kind: 'conflict', theirs: null };
    // Our own earlier attempt landed but its answer was lost: one version on, holding our fields.
    if (found.row.version === (item.baseVersion ?? 0) + 1 && containsPatch(found.row, item.patch)) return { kind: 'done', row: found.row };
    if (item.bases) return mergeOnto(ctx, item, found.row, path);
    return { kind: 'conflict', theirs: found.row };
  }
  const { error, status } = await api.delete().eq('id', item.recordId).setHeader(WRITE_PATH_HEADER, path);
  if (error) return { kind: 'error', error: classifyPostgrest(status, error) };
  return { kind: 'done', row: null };
}

/**
 * The row moved since the edit began: merges the edit with it field by field and writes what merged
 * on its version (compare-and-set). A row that moved again is read and merged again, a bounded number
 * of times; a field changed on both sides differently stops the item as a conflict.
 */
async function mergeOnto(ctx: DataContext, item: OutboxItem, first: SyncRow, path: string): Promise<Outcome> {
  const api = (await ctx.getSupabase()).from(item.table);
  let theirs: SyncRow | null = first;
  for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt += 1) {
    const merge = conflictMerge(item, theirs)!;
    if (merge.conflicts.length > 0) return { kind: 'conflict', theirs };
    // Deleted there with nothing of ours changed (merge of an empty edit): nothing to write.
    if (!theirs) return { kind: 'done', row: null, merged: true };
    const fields = merge.merged as Record<string, unknown>;
    // Everything we changed is already there (or theirs won where we changed nothing): one version, theirs.
    if (Object.keys(fields).length === 0) return { kind: 'done', row: theirs, merged: true };
    const { data, error, status } = await api.update(fields).eq('id', item.recordId).eq('version', theirs.version).setHeader(WRITE_PATH_HEADER, path).select();
    if (error) return { kind: 'error', error: classifyPostgrest(status, error) };
    const rows = (data ?? []) as SyncRow[];
    if (rows.length) return { kind: 'done', row: rows[0], merged: true };
    const again = await fetchRow(ctx, item);
    if ('error' in again) return { kind: 'error', error: again.error };
    // Our merged write may have landed with its answer lost: one version on, holding what we wrote.
    if (again.row && again.row.version === theirs.version + 1 && containsPatch(again.row, fields)) return { kind: 'done', row: again.row, merged: true };
    theirs = again.row;
  }
  return { kind: 'error', error: { kind: 'server', message: MERGE_KEPT_MOVING, code: '' } };
}

/** Uploads images the item references and swaps the references in the item and the local row. */
async function prepareImages(ctx: DataContext, item: OutboxItem, key: Uint8Array): Promise<OutboxItem | ClassifiedError> {
  let urls: Map<string, string>;
  try {
    urls = await uploadReferencedImages(ctx, item.patch);
  } catch (e) {
    if (e instanceof ImageUploadError) return { kind: e.kind, message: e.message, code: '' };
    throw e;
  }
  if (urls.size === 0) return item;
  const store = storeFor(ctx.db, item.table);
  let current: OutboxItem | undefined;
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    current = await ctx.db.outbox.get(item.id!);
    if (!current) return;
    current = sealed(key, { ...current, patch: replaceRefs(current.patch, urls) });
    await ctx.db.outbox.put(current);
    const local = await store.get(item.recordId);
    if (local) await store.put({ ...local, ...replaceRefs({ ...local }, urls) });
  });
  return current ?? item;
}

async function finish(ctx: DataContext, sent: OutboxItem, outcome: Outcome, key: Uint8Array): Promise<void> {
  const store = storeFor(ctx.db, sent.table);
  const now = ctx.now();
  await ctx.db.transaction('rw', [store, ctx.db.outbox, ctx.db.meta], async () => {
    const cur = await ctx.db.outbox.get(sent.id!);
    if (!cur) return;
    if (outcome.kind === 'done') {
      const row = outcome.row;
      if (cur.rev === sent.rev) {
        await ctx.db.outbox.delete(cur.id!);
        // A pull under way may hold the row as the server had it before this delete (see applyRows).
        if (cur.op === 'delete') ctx.landedDeletes?.add(deletedRecordKey(sent.table, sent.recordId));
        if (row) {
          const local = await store.get(row.id);
          if (!local || local.version <= row.version || compareTs(local.updated_at, row.updated_at) <= 0) await store.put(row);
        }
        return;
      }
      // Edited while in flight: what remains is an update (or a delete) on the version just written.
      if (cur.op === 'delete') {
        await ctx.db.outbox.put(sealed(key, { ...cur, sending: false, baseVersion: row?.version ?? cur.baseVersion }));
        return;
      }
      if (!row) {
        await ctx.db.outbox.put({ ...cur, sending: false });
        return;
      }
      if (cur.bases || sent.op === 'insert') {
        // What this push settled leaves the item; what was edited meanwhile builds on the row written.
        const rest = rebaseAfterPush(sent, cur, row, equalValues, sent.op);
        if (Object.keys(rest.patch).length === 0) {
          await ctx.db.outbox.delete(cur.id!);
          await store.put(row);
          return;
        }
        await ctx.db.outbox.put(sealed(key, { ...cur, sending: false, op: 'update' as const, patch: rest.patch, bases: rest.bases, baseVersion: row.version, base: row }));
        const local = await store.get(row.id);
        await store.put({ ...row, ...(local ? rest.patch : {}), version: row.version, updated_at: row.updated_at } as SyncRow);
        return;
      }
      await ctx.db.outbox.put(sealed(key, { ...cur, sending: false, op: 'update' as const, baseVersion: row.version, base: row }));
      const local = await store.get(row.id);
      await store.put({ ...row, ...(local ? cur.patch : {}), version: row.version, updated_at: row.updated_at } as SyncRow);
      return;
    }
    if (outcome.kind === 'conflict') {
      await ctx.db.outbox.put({ ...cur, sending: false, status: 'conflict', theirs: outcome.theirs, error: outcome.theirs ? CONFLICT_MESSAGE : DELETED_MESSAGE, errorCode: 'conflict' });
      return;
    }
    const e = outcome.error;
    if (e.kind === 'stop') {
      await ctx.db.outbox.put({ ...cur, sending: false, status: 'failed', error: e.message, errorCode: e.code });
      return;
    }
    const attempts = cur.attempts + 1;
    // Unreachable: probe again soon (recovery then releases everything). A server answering errors: back off.
    const cap = e.kind === 'network' ? SYNC_NETWORK_PROBE_MS : SYNC_RETRY_CAP_MS;
    const delay = Math.max(250, backoffDelay(attempts - 1, SYNC_RETRY_BASE_MS, cap));
    await ctx.db.outbox.put({ ...cur, sending: false, attempts, nextAttemptAt: now + delay, error: e.message, errorCode: e.code, retryReason: e.kind === 'network' ? 'network' : 'server' });
  });
}

async function pushItem(ctx: DataContext, item: OutboxItem, key: Uint8Array): Promise<{ outcome: Outcome; sent: OutboxItem }> {
  await ctx.db.outbox.update(item.id!, { sending: true });
  const prepared = await prepareImages(ctx, { ...item, sending: true }, key);
  if (!('table' in prepared)) return { outcome: { kind: 'error', error: prepared }, sent: item };
  return { outcome: await send(ctx, prepared), sent: prepared };
}

/**
 * One flush round over the due, pending items, oldest first, one request in flight. A network
 * failure ends the round (everything else would fail too); any other failure only affects its item.
 */
export async function flushOutbox(ctx: DataContext): Promise<FlushResult> {
  let pushed = 0;
  let merged = 0;
  const tried = new Set<number>();
  let refreshed = false;
  let user: string | null = null;
  let key: Uint8Array | null = null;
  for (;;) {
    const now = ctx.now();
    // Asked before every request: a sign-in or sign-out between two requests changes whose items go.
    user = await pushingUser(ctx);
    key = await sealKeyFor(ctx, user);
    const due = (await ctx.db.outbox.where('status').equals('pending').sortBy('id')).filter(
      (i) => isTheirs(i, user, key) && !tried.has(i.id!) && i.nextAttemptAt <= now,
    );
    const item = due[0];
    if (!item || !key) break;
    tried.add(item.id!);
    let outcome: Outcome;
    let sent: OutboxItem = item;
    try {
      ({ outcome, sent } = await pushItem(ctx, item, key));
    } catch (e) {
      outcome = { kind: 'error', error: { kind: 'network', message: e instanceof Error ? e.message : String(e), code: '' } };
    }
    if (outcome.kind === 'error' && outcome.error.kind === 'auth') {
      if (!refreshed) {
        refreshed = true;
        const { data, error } = await (await ctx.getSupabase()).auth.refreshSession();
        if (!error && data.session) {
          await ctx.db.outbox.update(item.id!, { sending: false });
          tried.delete(item.id!);
          continue;
        }
      }
      await finish(ctx, sent, { kind: 'error', error: { ...outcome.error, kind: 'server', message: `Sign in again to sync (${outcome.error.message})` } }, key);
      return { pushed, merged, blocked: outcome.error, nextDueAt: await nextDue(ctx, user, key) };
    }
    await finish(ctx, sent, outcome, key);
    if (outcome.kind === 'done') pushed += 1;
    if (outcome.kind === 'done' && outcome.merged) merged += 1;
    // The server answered: what waited only because the network was down is due now.
    if (outcome.kind !== 'error' || outcome.error.kind !== 'network') await recoverBackoff(ctx);
    if (outcome.kind === 'error' && outcome.error.kind === 'network') return { pushed, merged, blocked: outcome.error, nextDueAt: await nextDue(ctx, user, key) };
  }
  return { pushed, merged, blocked: null, nextDueAt: await nextDue(ctx, user, key) };
}

/** When the earliest of `user`'s backed-off items is due (others' items are never retried here). */
async function nextDue(ctx: DataContext, user: string | null, key: Uint8Array | null): Promise<number | null> {
  const pending = (await ctx.db.outbox.where('status').equals('pending').toArray()).filter((i) => isTheirs(i, user, key));
  if (!pending.length) return null;
  return Math.min(...pending.map((i) => i.nextAttemptAt));
}

/**
 * After a request was answered: makes every item that is waiting only because of a network failure
 * due now. Returns how many were released.
 */
export async function recoverBackoff(ctx: DataContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.outbox
    .where('status')
    .equals('pending')
    .filter((i) => i.retryReason === 'network' && i.nextAttemptAt > now)
    .modify({ nextAttemptAt: 0 });
}

/** Makes every backed-off item due now (the browser came back online). */
export async function skipBackoff(ctx: DataContext): Promise<void> {
  await ctx.db.outbox.where('status').equals('pending').modify({ nextAttemptAt: 0 });
}
