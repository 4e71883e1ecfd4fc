/**
 * Storing server rows in the local copy (shared by the pull, the scopes and cold-visit fetches):
 * de-duplication by version, unpushed local changes win, a complete row replaces a card.
 */
import { deletedRecordKey, type DataContext } from './engine-context';
import { isCardRow, storeFor } from './registry';
import { compareTs } from './time';
import type { SyncRow, SyncTable } from './types';

export class SyncError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SyncError';
  }
}

/** Ids of the table's records with unpushed local changes. */
/** The rows a PostgREST query answers ([] for none), or its error as a SyncError. */
export async function selectRows<T>(query: PromiseLike<{ data: unknown; error: { message: string; code?: string } | null; status: number }>): Promise<T[]> {
  const { data, error, status } = await query;
  if (error) throw new SyncError(error.message, status, error.code ?? '');
  return (data ?? []) as T[];
}

export async function pendingIds(ctx: DataContext, table: SyncTable): Promise<Set<string>> {
  const items = await ctx.db.outbox.where('table').equals(table).toArray();
  return new Set(items.map((i) => i.recordId));
}

/**
 * Stores server rows unless the record has unpushed local changes (the outbox decides then) or the
 * local copy already has this version or a newer one (de-duplication of the look-back window).
 * Must run inside a transaction over the table's store and the outbox. `cold` (a first pull without a
 * checkpoint): the server's rows are taken without comparing versions (no read of the local copies);
 * unpushed local changes still win. Nor is a row stored whose delete this device pushed since the
 * last pull began (`ctx.landedDeletes`): the answer may have left the server before the delete
 * landed, and with the delete's outbox item gone nothing else would keep the deleted row out.
 */
export async function applyRows(ctx: DataContext, table: SyncTable, rows: SyncRow[], options: { cold?: boolean } = {}): Promise<number> {
  if (rows.length === 0) return 0;
  const store = storeFor(ctx.db, table);
  const pending = await pendingIds(ctx, table);
  const landed = ctx.landedDeletes;
  if (landed?.size) for (const row of rows) if (landed.has(deletedRecordKey(table, row.id))) pending.add(row.id);
  if (options.cold) {
    const fresh = rows.filter((row) => !pending.has(row.id));
    if (fresh.length) await store.bulkPut(fresh);
    return fresh.length;
  }
  const existing = await store.bulkGet(rows.map((r) => r.id));
  const fresh = rows.filter((row, i) => {
    if (pending.has(row.id)) return false;
    const local = existing[i];
    if (!local || local.version < row.version || compareTs(local.updated_at, row.updated_at) < 0) return true;
    // A complete row replaces a card of the same version (a card never replaces a complete row).
    return local.version === row.version && isCardRow(table, local) && !isCardRow(table, row);
  });
  if (fresh.length) await store.bulkPut(fresh);
  return fresh.length;
}

