/**
 * Local writes: every admin change goes to Dexie and the outbox in ONE transaction. Successive edits
 * of one record coalesce into one item (insert + updates stay an insert; an unpushed insert followed
 * by a delete removes both), so order per record is kept by construction.
 */
import { ARTICLE_REQUIRED, CHEESE_REQUIRED } from '@/domain/messages';
import type { Cheese, Entry } from '@/domain/types';
import { storeFor, type DataContext } from './context';
import type { OutboxItem, OutboxOp, SyncRow, SyncTable } from './types';

/** Columns the server owns (triggers): never sent. */
const SERVER_COLUMNS = new Set(['version', 'created_at', 'updated_at', 'updated_by', 'author_name']);

export class LocalWriteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalWriteError';
  }
}

function stripServerColumns(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (!SERVER_COLUMNS.has(k) && v !== undefined) out[k] = v;
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function entryDefaults(id: string, now: string): Entry {
  return {
    id,
    slug: '',
    title: '',
    description: null,
    content: '',
    focus_keyword: null,
    image_url: null,
    image_alt: null,
    content_type: 'article',
    visible_in_feed: true,
    featured: false,
    reading_time_minutes: null,
    published_at: null,
    archived_at: null,
    created_at: now,
    updated_at: now,
    version: 0,
    cheese_types: [],
    serving_size: null,
    preparation_time: null,
    difficulty_level: null,
    ingredients: [],
    instructions: [],
    author_id: null,
    updated_by: null,
  };
}

function cheeseDefaults(id: string, now: string): Cheese {
  return {
    id,
    name: '',
    image_url: '',
    type: 'Hard',
    milk: 'Cow',
    origin_country: '',
    origin_region: null,
    ageing_period: null,
    description: '',
    added_by: null,
    updated_by: null,
    created_at: now,
    updated_at: now,
    version: 0,
  };
}

function blank(v: unknown): boolean {
  return typeof v !== 'string' || v.trim() === '';
}

/** Required fields (spec section 5), checked again here so bad input never reaches the outbox. */
function validate(table: SyncTable, row: SyncRow): void {
  if (table === 'cheezopedia_entries') {
    const e = row as Entry;
    if (blank(e.title) || blank(e.slug) || blank(e.content)) throw new LocalWriteError(ARTICLE_REQUIRED);
  } else {
    const c = row as Cheese;
    if ([c.name, c.type, c.milk, c.origin_country, c.description, c.image_url].some(blank)) {
      throw new LocalWriteError(CHEESE_REQUIRED);
    }
  }
}

interface Change {
  op: OutboxOp;
  patch: Record<string, unknown>;
  baseVersion: number | null;
  base: SyncRow | null;
}

/**
 * Merges a new change into the record's existing outbox item. Returns the item to store, or null
 * when both cancel out (delete after an insert that never left the device).
 */
export function coalesce(existing: OutboxItem | undefined, change: Change, table: SyncTable, recordId: string, nowIso: string): OutboxItem | null {
  if (!existing) {
    return {
      table,
      recordId,
      op: change.op,
      patch: change.patch,
      baseVersion: change.baseVersion,
      base: change.base,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      rev: 1,
      createdAt: nowIso,
      updatedAt: nowIso,
    };
  }
  if (existing.op === 'delete') throw new LocalWriteError('This record was deleted on this device.');
  const next: OutboxItem = { ...existing, rev: existing.rev + 1, updatedAt: nowIso };
  if (change.op === 'delete') {
    if (existing.op === 'insert' && !existing.sending) return null;
    next.op = 'delete';
    next.patch = {};
    next.status = 'pending';
  } else {
    next.patch = { ...existing.patch, ...change.patch };
    if (existing.status === 'failed') next.status = 'pending';
  }
  if (next.status === 'pending' && existing.status !== 'pending') {
    next.attempts = 0;
    next.nextAttemptAt = 0;
    next.error = undefined;
    next.errorCode = undefined;
    next.theirs = undefined;
  }
  return next;
}

async function writeChange(ctx: DataContext, table: SyncTable, recordId: string, change: Change, row: SyncRow | null): Promise<void> {
  const store = storeFor(ctx.db, table);
  const nowIso = new Date(ctx.now()).toISOString();
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const existing = await ctx.db.outbox.where('[table+recordId]').equals([table, recordId]).first();
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

/** Creates or updates a record locally and queues the change. Resolves once stored locally. */
export async function saveRecord<T extends SyncRow>(ctx: DataContext, table: SyncTable, input: Partial<T> & { id?: string }): Promise<T> {
  const store = storeFor(ctx.db, table);
  const nowIso = new Date(ctx.now()).toISOString();
  if (!input.id) {
    const id = crypto.randomUUID();
    const defaults = table === 'cheezopedia_entries' ? entryDefaults(id, nowIso) : cheeseDefaults(id, nowIso);
    const row = { ...defaults, ...stripServerColumns(input), id, created_at: nowIso, updated_at: nowIso, version: 0 } as SyncRow;
    validate(table, row);
    await writeChange(ctx, table, id, { op: 'insert', patch: stripServerColumns(row as unknown as Record<string, unknown>), baseVersion: null, base: null }, row);
    return row as T;
  }
  const id = input.id;
  let saved: SyncRow | undefined;
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const local = await store.get(id);
    if (!local) throw new LocalWriteError(`No ${table === 'cheeses' ? 'cheese' : 'entry'} with id ${id} on this device.`);
    const fields = stripServerColumns(input);
    delete fields.id;
    const patch: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(fields)) {
      if (!same((local as unknown as Record<string, unknown>)[k], v)) patch[k] = v;
    }
    const row = { ...local, ...patch } as SyncRow;
    validate(table, row);
    saved = row;
    if (Object.keys(patch).length === 0) return;
    // A form that loaded an older version than the local copy (a pull landed while it was open) is
    // based on that older version: the server then reports a conflict instead of a silent overwrite.
    const loaded = typeof input.version === 'number' && input.version < local.version ? input.version : local.version;
    const base = loaded === local.version ? local : ({ ...local, version: loaded } as SyncRow);
    await writeChange(ctx, table, id, { op: 'update', patch, baseVersion: loaded, base }, row);
  });
  return saved as T;
}

/** Deletes a record locally and queues the delete. */
export async function deleteRecord(ctx: DataContext, table: SyncTable, id: string): Promise<void> {
  const store = storeFor(ctx.db, table);
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const local = await store.get(id);
    const existing = await ctx.db.outbox.where('[table+recordId]').equals([table, id]).first();
    if (!local && !existing) throw new LocalWriteError(`No ${table === 'cheeses' ? 'cheese' : 'entry'} with id ${id} on this device.`);
    if (existing?.op === 'delete') return;
    await writeChange(ctx, table, id, { op: 'delete', patch: {}, baseVersion: local?.version ?? null, base: local ?? null }, null);
  });
}

/**
 * Resolves a stopped conflict. 'mine' re-pushes the local fields on the server's current version
 * (or re-creates the row when it was deleted there); 'theirs' takes the server's row and drops the item.
 */
export async function resolveConflict(ctx: DataContext, table: SyncTable, id: string, choice: 'mine' | 'theirs'): Promise<void> {
  const store = storeFor(ctx.db, table);
  await ctx.db.transaction('rw', [store, ctx.db.outbox], async () => {
    const item = await ctx.db.outbox.where('[table+recordId]').equals([table, id]).first();
    if (!item || item.id === undefined || item.status !== 'conflict') throw new LocalWriteError('There is no conflict to resolve for this record.');
    const theirs = item.theirs ?? null;
    if (choice === 'theirs') {
      if (theirs) await store.put(theirs);
      else await store.delete(id);
      await ctx.db.outbox.delete(item.id);
      return;
    }
    const local = await store.get(id);
    const reset = { status: 'pending' as const, attempts: 0, nextAttemptAt: 0, error: undefined, errorCode: undefined, theirs: undefined, rev: item.rev + 1 };
    if (!theirs) {
      // Deleted on the server: keep mine by creating it again (same id).
      const full = local ? stripServerColumns(local as unknown as Record<string, unknown>) : { ...item.patch, id };
      await ctx.db.outbox.put({ ...item, ...reset, op: 'insert', patch: full, baseVersion: null, base: null });
    } else if (item.op === 'delete') {
      await ctx.db.outbox.put({ ...item, ...reset, baseVersion: theirs.version, base: theirs });
    } else {
      await ctx.db.outbox.put({ ...item, ...reset, baseVersion: theirs.version, base: theirs });
      if (local) await store.put({ ...local, version: theirs.version, updated_at: theirs.updated_at } as SyncRow);
    }
  });
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
