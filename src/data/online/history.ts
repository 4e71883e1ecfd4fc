/**
 * Version history, the trash and the activity log: read on demand from the server (never kept on
 * the device), and the restores, which are RPCs (restore_version carries the version the screen
 * shows, the usual version check). After a restore this device pulls, so the form shows the result.
 */
import type { ActivityAction, ActivityEvent, ActivityTable, HistorySource, HistoryTable, VersionRecord } from '@/domain/history';
import { loadNames } from './dashboard-queries';
import { getSupabase } from '@/data/server';
import { getDataLayer } from '@/data/react';
import type { SyncTable } from '@/data/engine';

/** A request the server refused: its message and SQLSTATE ('RS409': the row moved on; 'RS404': gone). */
export class HistoryError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
    this.name = 'HistoryError';
  }
}

/** SQLSTATE of a restore refused because the row changed since the screen loaded it. */
export const RESTORE_CONFLICT_CODE = 'RS409';

/** Every recorded version of a row the signed-in user may read, newest first. */
export async function loadHistory(table: HistoryTable, id: string): Promise<VersionRecord[]> {
  const { data, error } = await (await getSupabase())
    .from('row_versions')
    .select('id,table_name,row_id,version,row_data,kind,path,changed_by,changed_at,changed_fields')
    .eq('table_name', table)
    .eq('row_id', id)
    .order('id', { ascending: false });
  if (error) throw new HistoryError(error.message, error.code ?? '');
  return (data ?? []) as unknown as VersionRecord[];
}

/** Writes a recorded version's content back as a new version of its row (on `baseVersion`). */
export async function restoreVersion(recordId: number, baseVersion: number): Promise<{ version: number }> {
  const { data, error } = await (await getSupabase()).rpc('restore_version', { p_version_id: recordId, p_base_version: baseVersion });
  if (error) throw new HistoryError(error.message, error.code ?? '');
  await getDataLayer().syncNow().catch(() => undefined);
  return { version: Number((data as { version: number }).version) };
}

export interface TrashItem {
  id: number;
  table_name: HistoryTable;
  row_id: string;
  label: string;
  deleted_by: string | null;
  deleted_at: string;
  deleted_with: string | null;
}

/** What is in the trash (the last TRASH_KEEP_DAYS days), newest deletion first. */
export async function listTrash(): Promise<TrashItem[]> {
  const { data, error } = await (await getSupabase())
    .from('trash_items')
    .select('id,table_name,row_id,label,deleted_by,deleted_at,deleted_with')
    .order('deleted_at', { ascending: false })
    .limit(1000);
  if (error) throw new HistoryError(error.message, error.code ?? '');
  return (data ?? []) as TrashItem[];
}

/** Brings a deleted row back (a cheese with the pairings deleted with it). */
export async function restoreFromTrash(table: HistoryTable, id: string): Promise<void> {
  const { error } = await (await getSupabase()).rpc('restore_from_trash', { p_table: table, p_row_id: id });
  if (error) throw new HistoryError(error.message, error.code ?? '');
  await getDataLayer().syncNow().catch(() => undefined);
}

/**
 * Takes a delete back (a toast's Undo): the delete is sent now if it still waits on this device, then
 * the row comes back from the trash. False when the device is offline (nothing restored: the trash is
 * on the server); a refused delete or restore rejects with the server's message.
 */
export async function undoDelete(table: HistoryTable & SyncTable, id: string): Promise<boolean> {
  const pushed = await getDataLayer().pushNow(table, id);
  if (pushed.kind === 'offline') return false;
  if (pushed.kind === 'rejected') throw new HistoryError(pushed.message, pushed.code ?? '');
  await restoreFromTrash(table, id);
  return true;
}

export interface ActivityFilter {
  actor?: string;
  table?: ActivityTable;
  action?: ActivityAction;
}

export interface ActivityPage {
  events: ActivityEvent[];
  /** Present when there are older events: pass it back as `before` for the next window. */
  nextBefore: number | null;
}

/** A window of the activity log, newest first: `limit` events older than event id `before`. */
export async function listActivity(filter: ActivityFilter = {}, limit = 50, before: number | null = null): Promise<ActivityPage> {
  let q = (await getSupabase()).from('activity_events').select('id,at,actor,action,table_name,row_id,label,path,detail');
  if (filter.actor) q = q.eq('actor', filter.actor);
  if (filter.table) q = q.eq('table_name', filter.table);
  if (filter.action) q = q.eq('action', filter.action);
  if (before !== null) q = q.lt('id', before);
  const { data, error } = await q.order('id', { ascending: false }).limit(limit + 1);
  if (error) throw new HistoryError(error.message, error.code ?? '');
  const rows = (data ?? []) as unknown as ActivityEvent[];
  const events = rows.slice(0, limit);
  return { events, nextBefore: rows.length > limit ? events[events.length - 1].id : null };
}

/** The History panel's way to the server. */
export const historySource: HistorySource = {
  load: loadHistory,
  restore: restoreVersion,
  names: loadNames,
  isConflict: (e) => e instanceof HistoryError && e.code === RESTORE_CONFLICT_CODE,
};
