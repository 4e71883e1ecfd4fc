/**
 * Local writes: every admin change goes to Dexie and the outbox in ONE transaction. Successive edits
 * of one record coalesce into one item (insert + updates stay an insert; an unpushed insert followed
 * by a delete removes both), so order per record is kept by construction. Each item records who
 * queued it (the session's user, null when signed out) and is sealed with that user's device key
 * (../seal); a record with a queued change that is not the user's — someone else's, nobody's, or one
 * whose seal does not verify — cannot be edited until that change is discarded. A signed-in user's
 * change is refused when the device has no key for them yet (never signed in online since the seals
 * came): an unsealed change would be stranded as not theirs.
 */
import { NOT_YOURS_BLOCKS_EDIT } from '@/domain/device-changes';
import type { FieldChoice } from '@/domain/merge/merge-row';
import { resolveRow } from '@/domain/merge/merge-row';
import { CONFLICT_LOSER_NOT_KEPT, conflictLoserRefused } from '@/domain/messages';
import { conflictMerge } from './merge-push';
import { pushingUser, queueOwner, type DataContext } from '../engine-context';
import { anyRegistration, storeFor } from '../registry';
import type { ConflictChoice, OutboxItem, OutboxOp, SyncRow, SyncTable, SyncTables } from '../types';
import { VALIDATORS } from './validators';
import { classifyPostgrest, LocalWriteError } from '../errors';
import { isTheirs, sealed } from '../seal';
import { sealKeyFor } from '../seal-key';

/** Refusal of a signed-in user's change when the device has no sealing key for them (offline since before it existed). */
export const NO_SEAL_KEY = 'This device cannot queue your changes yet: connect to the internet once (while signed in), then save again.';

/** Columns the server owns (triggers): never sent. */
const SERVER_COLUMNS = new Set(['version', 'created_at', 'updated_at', 'updated_by', 'author_name']);

function stripServerColumns(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (!SERVER_COLUMNS.has(k) && v !== undefined) out[k] = v;
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

interface Change {
  /** Who queues the change (see OutboxItem.owner). */
  owner: string | null;
  /** The owner's sealing key (null when nobody is signed in: the item is then nobody's). */
  key: Uint8Array | null;
  op: OutboxOp;
  patch: Record<string, unknown>;
  baseVersion: number | null;
  base: SyncRow | null;
  /** Update: each changed field's value when the edit began (see OutboxItem.bases). */
  bases?: Record<string, unknown>;
}

/**
 * Whether a change may be merged into the record's queued item: the user's own sealed change (merging
 * into a forged one would seal the forgery), or — signed out — another change of nobody's (unsealed,
 * never sent by anyone).
 */
function mayBuildOn(existing: OutboxItem, change: Pick<Change, 'owner' | 'key'>): boolean {
  return change.owner === null ? existing.owner === null : isTheirs(existing, change.owner, change.key);
}

/**
 * Merges a new change into the record's existing outbox item. Returns the item to store, or null
 * when both cancel out (delete after an insert that never left the device).
 */
export function coalesce(existing: OutboxItem | undefined, change: Change, table: SyncTable, recordId: string, nowIso: string): OutboxItem | null {
  if (!existing) {
    return sealed(change.key, {
      table,
      recordId,
      owner: change.owner,
      op: change.op,
      patch: change.patch,
      baseVersion: change.baseVersion,
      base: change.base,
      ...(change.op === 'update' && change.bases ? { bases: change.bases } : {}),
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: 0,
      rev: 1,
      createdAt: nowIso,
      updatedAt: nowIso,
    });
  }
  if (!mayBuildOn(existing, change)) throw new LocalWriteError(NOT_YOURS_BLOCKS_EDIT);
  if (existing.op === 'delete') throw new LocalWriteError('This record was deleted on this device.');
  const next: OutboxItem = { ...existing, rev: existing.rev + 1, updatedAt: nowIso };
  if (change.op === 'delete') {
    if (existing.op === 'insert' && !existing.sending) return null;
    next.op = 'delete';
    next.patch = {};
    next.bases = undefined;
    next.status = 'pending';
  } else {
    next.patch = { ...existing.patch, ...change.patch };
    // A field keeps the base of the edit that first changed it; an item queued without bases stays without.
    if (existing.op === 'update' && existing.bases) next.bases = { ...change.bases, ...existing.bases };
    if (existing.status === 'failed') next.status = 'pending';
  }
  if (next.status === 'pending' && existing.status !== 'pending') {
    next.attempts = 0;
    next.nextAttemptAt = 0;
    next.error = undefined;
    next.errorCode = undefined;
    next.theirs = undefined;
  }
  return sealed(change.key, next);
}

/** The registered domain rule: bad input never reaches the outbox. */
function validate(table: SyncTable, row: SyncRow): void {
  const problem = (VALIDATORS[table] as (row: SyncRow) => string | null)(row);
  if (problem) throw new LocalWriteError(problem);
}

/** Who queues a change now and their sealing key; refuses a signed-in user's change without one. */
async function queuer(ctx: DataContext): Promise<{ owner: string | null; key: Uint8Array | null }> {
  const owner = await queueOwner(ctx);
  if (owner === null) return { owner, key: null };
  const key = await sealKeyFor(ctx, owner);
  if (!key) throw new LocalWriteError(NO_SEAL_KEY);
  return { owner, key };
}

const missing = (table: SyncTable, id: string) => new LocalWriteError(`No ${anyRegistration(table).noun} with id ${id} on this device.`);

async function writeChange(ctx: DataContext, table: SyncTable, recordId: string, change: Change, row: SyncRow | null): Promise<void> {
  const store = storeFor(ctx.db, table);
  const nowIso = new Date(ctx.now()).toISOString();
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const existing = await ctx.db.itemOf(table, recordId);
    const item = coalesce(existing, change, table, recordId, nowIso);
    if (row) await store.put(row);
    else await store.delete(recordId);
    if (!item) {
      if (existing?.id !== undefined) await ctx.db.outbox.delete(existing.id);
    } else {
      await ctx.db.outbox.put(item);
    }
  });
}

/**
 * Creates or updates a record locally and queues the change. Resolves once stored locally.
 * `baseVersion`: the server version the editing form loaded; when the local copy is newer (a pull
 * landed while the form was open) the change is based on the loaded one, so the server reports a
 * conflict instead of a silent overwrite — unless that newer copy is what this form's own queued
 * change wrote (`ownPushVersion`, see SaveOptions).
 */
export async function saveRecord<K extends SyncTable>(
  ctx: DataContext,
  table: K,
  input: Partial<SyncTables[K]> & { id?: string },
  baseVersion?: number,
  ownPushVersion?: number,
  baseRow?: Record<string, unknown>,
): Promise<SyncTables[K]> {
  const store = storeFor<SyncTable>(ctx.db, table);
  const nowIso = new Date(ctx.now()).toISOString();
  // Read before the transaction: awaiting anything but IndexedDB inside it would end it.
  const { owner, key } = await queuer(ctx);
  if (!input.id) {
    const id = crypto.randomUUID();
    const defaults = anyRegistration(table).defaults(id, nowIso);
    const row = { ...defaults, ...stripServerColumns(input), id, created_at: nowIso, updated_at: nowIso, version: 0 } as SyncTables[K];
    validate(table, row);
    await writeChange(ctx, table, id, { owner, key, op: 'insert', patch: stripServerColumns({ ...row }), baseVersion: null, base: null }, row);
    return row;
  }
  const id = input.id;
  let saved: SyncRow | undefined;
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const local = await store.get(id);
    if (!local) throw missing(table, id);
    const fields = stripServerColumns(input);
    delete fields.id;
    const patch: Record<string, unknown> = {};
    const current: Record<string, unknown> = { ...local };
    for (const [k, v] of Object.entries(fields)) {
      if (!same(current[k], v)) patch[k] = v;
    }
    const row = { ...local, ...patch } as SyncRow;
    validate(table, row);
    saved = row;
    if (Object.keys(patch).length === 0) return;
    const pushedByUs =
      local.version === ownPushVersion && !(await ctx.db.itemOf(table, id));
    const loaded = typeof baseVersion === 'number' && baseVersion < local.version && !pushedByUs ? baseVersion : local.version;
    const base = loaded === local.version ? local : ({ ...local, version: loaded } as SyncRow);
    // Each field's base: the value the form loaded (when it says which, at the version the change
    // builds on), else the device's copy before this change.
    const from: Record<string, unknown> = baseRow && baseRow.version === loaded ? baseRow : current;
    const bases = Object.fromEntries(Object.keys(patch).map((k) => [k, from[k] ?? null]));
    await writeChange(ctx, table, id, { owner, key, op: 'update', patch, baseVersion: loaded, base, bases }, row);
  });
  return saved as SyncTables[K];
}

/** Deletes a record locally and queues the delete. */
export async function deleteRecord(ctx: DataContext, table: SyncTable, id: string): Promise<void> {
  const store = storeFor(ctx.db, table);
  const { owner, key } = await queuer(ctx);
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const local = await store.get(id);
    const existing = await ctx.db.itemOf(table, id);
    if (!local && !existing) throw missing(table, id);
    if (existing?.op === 'delete' && mayBuildOn(existing, { owner, key })) return;
    await writeChange(ctx, table, id, { owner, key, op: 'delete', patch: {}, baseVersion: local?.version ?? null, base: local ?? null }, null);
  });
}

/**
 * Resolves a stopped conflict. 'mine' re-pushes the local fields on the server's current version
 * (or re-creates the row when it was deleted there); 'theirs' takes the server's row and drops the item.
 */
export async function resolveConflict(ctx: DataContext, table: SyncTable, id: string, choice: ConflictChoice): Promise<void> {
  if (typeof choice === 'object') return resolveFields(ctx, table, id, choice.fields);
  const store = storeFor(ctx.db, table);
  const user = await pushingUser(ctx);
  const key = await sealKeyFor(ctx, user);
  if (choice === 'theirs') await keepLoserInHistory(ctx, table, id, user, key);
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const item = await ctx.db.itemOf(table, id);
    if (!item || item.id === undefined || item.status !== 'conflict') throw new LocalWriteError('There is no conflict to resolve for this record.');
    const theirs = item.theirs ?? null;
    if (choice === 'theirs') {
      if (theirs) await store.put(theirs);
      else await store.delete(id);
      await ctx.db.outbox.delete(item.id);
      return;
    }
    // Keeping 'mine' re-seals the item: only the user's own sealed change may be (a forgery never).
    if (!isTheirs(item, user, key)) throw new LocalWriteError(NOT_YOURS_BLOCKS_EDIT);
    const local = await store.get(id);
    const reset = { status: 'pending' as const, attempts: 0, nextAttemptAt: 0, error: undefined, errorCode: undefined, theirs: undefined, rev: item.rev + 1 };
    if (!theirs) {
      // Deleted on the server: keep mine by creating it again (same id).
      const full = local ? stripServerColumns({ ...local }) : { ...item.patch, id };
      await ctx.db.outbox.put(sealed(key, { ...item, ...reset, op: 'insert' as const, patch: full, baseVersion: null, base: null, bases: undefined }));
    } else if (item.op === 'delete') {
      await ctx.db.outbox.put(sealed(key, { ...item, ...reset, baseVersion: theirs.version, base: theirs }));
    } else {
      // Rebased on theirs: a later move of the row merges against what was chosen over.
      const bases = item.bases ? basesFrom(theirs, item.patch) : undefined;
      await ctx.db.outbox.put(sealed(key, { ...item, ...reset, baseVersion: theirs.version, base: theirs, bases }));
      if (local) await store.put({ ...local, version: theirs.version, updated_at: theirs.updated_at } as SyncRow);
    }
  });
}

/** Each of `patch`'s fields' value in `row` (the bases of an edit rebased on it). */
function basesFrom(row: SyncRow, patch: Record<string, unknown>): Record<string, unknown> {
  const r = row as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(patch).map((k) => [k, r[k] ?? null]));
}

/**
 * Resolves a stopped conflict field by field (the choices the conflict panel gathered, keyed as
 * mergeRow keys its conflicts): what merged cleanly is kept, each field in conflict takes the side
 * chosen. When any of this device's values is not kept, the whole version it had goes to History
 * first (keep_conflict_loser); what remains is re-sent on the server's version, or nothing is.
 */
async function resolveFields(ctx: DataContext, table: SyncTable, id: string, choices: Readonly<Record<string, FieldChoice>>): Promise<void> {
  const item = await ctx.db.itemOf(table, id);
  if (!item || item.status !== 'conflict') throw new LocalWriteError('There is no conflict to resolve for this record.');
  const merge = conflictMerge(item);
  if (!merge) throw new LocalWriteError('This change can only be kept or dropped as a whole.');
  const resolution = resolveRow(merge, choices);
  if (resolution.kind === 'restore') return resolveConflict(ctx, table, id, 'mine');
  if (resolution.kind === 'discard') return resolveConflict(ctx, table, id, 'theirs');
  const theirs = item.theirs!;
  const store = storeFor(ctx.db, table);
  const user = await pushingUser(ctx);
  const key = await sealKeyFor(ctx, user);
  if (!isTheirs(item, user, key)) throw new LocalWriteError(NOT_YOURS_BLOCKS_EDIT);
  if (Object.keys(resolution.notKept.ours).length > 0) await keepLoserInHistory(ctx, table, id, user, key);
  const patch = resolution.patch as Record<string, unknown>;
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const cur = await ctx.db.itemOf(table, id);
    if (!cur || cur.id === undefined || cur.rev !== item.rev) throw new LocalWriteError('This change was edited meanwhile: choose again.');
    if (Object.keys(patch).length === 0) {
      await store.put(theirs);
      await ctx.db.outbox.delete(cur.id);
      return;
    }
    const reset = { status: 'pending' as const, attempts: 0, nextAttemptAt: 0, error: undefined, errorCode: undefined, theirs: undefined, rev: cur.rev + 1 };
    await ctx.db.outbox.put(sealed(key, { ...cur, ...reset, patch, baseVersion: theirs.version, base: theirs, bases: basesFrom(theirs, patch) }));
    await store.put({ ...theirs, ...patch } as SyncRow);
  });
}

/**
 * Taking theirs drops the user's own version: the server keeps it in the row's history first
 * (keep_conflict_loser). When that fails nothing is dropped (the conflict stays to be decided again).
 */
async function keepLoserInHistory(ctx: DataContext, table: SyncTable, id: string, user: string | null, key: Uint8Array | null): Promise<void> {
  const item = await ctx.db.itemOf(table, id);
  if (!item || item.status !== 'conflict' || item.op === 'delete' || !isTheirs(item, user, key)) return;
  const local = await storeFor(ctx.db, table).get(id);
  const mine = { ...(item.base ?? {}), ...(local ?? {}), ...item.patch, version: item.baseVersion ?? local?.version ?? 0 };
  let refusal: string | null = null;
  try {
    const { error, status } = await (await ctx.getSupabase()).rpc('keep_conflict_loser', { p_table: table, p_row_id: id, p_row: mine });
    // The server answered with a reason (a limit, a right): that reason is what the editor needs, not "connect".
    if (error && classifyPostgrest(status, error).kind === 'network') throw new Error(error.message);
    if (error) refusal = error.message || `HTTP ${status}`;
  } catch {
    throw new LocalWriteError(CONFLICT_LOSER_NOT_KEPT);
  }
  if (refusal !== null) throw new LocalWriteError(conflictLoserRefused(refusal));
}

/** Drops an outbox item (explicit user action) and restores the server's copy locally. */
export async function discardOutboxItem(ctx: DataContext, outboxId: number): Promise<void> {
  const item = await ctx.db.outbox.get(outboxId);
  if (!item) throw new LocalWriteError(`No pending change ${outboxId}.`);
  const store = storeFor(ctx.db, item.table);
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const restore = item.theirs ?? item.base;
    if (item.op === 'insert' && !item.theirs) await store.delete(item.recordId);
    else if (restore) await store.put(restore);
    await ctx.db.outbox.delete(outboxId);
  });
}
