/**
 * Sends validated rows to the database in batches and collects a per-row result. Each batch is first
 * offered as one atomic multi-row insert (fast: one statement; all rows land or none do); a batch
 * that is refused goes through the import RPC (`import_cheeses` / `import_pairings`), which inserts
 * row by row and says which rows failed and why. Every row gets a client-generated id, so a batch
 * retried after a lost answer cannot insert twice (a repeat is refused as a duplicate key, which then
 * counts as imported). A failing row or batch never stops the run. Rows that failed validation are
 * counted as failed and never sent.
 */
import { CSV_IMPORT_BATCH_SIZE } from '@/domain/constants';
import type { ImportEntity } from '@/domain/csv/mapping';
import type { InvalidRow, ValidRow } from './prepare-rows';

export interface RpcAnswer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

export type ImportRpcName = 'import_cheeses' | 'import_pairings' | 'update_imported_cheeses';
export type ImportRpc = (fn: ImportRpcName, rows: Record<string, unknown>[], importId?: string) => Promise<RpcAnswer>;
/** One atomic multi-row insert into the entity's table (no error = every row inserted). */
/** Which of `ids` exist in the table (null when that cannot be found out). */
export type VerifyIds = (entity: ImportEntity, ids: string[]) => Promise<Set<string> | null>;

export interface RowFailure {
  /** Data-row index (shown as index + 2). */
  index: number;
  message: string;
}

export interface ImportResults {
  total: number;
  success: number;
  failed: number;
  /** Sorted by row. */
  errors: RowFailure[];
  /** Ids of the rows that reached the database, in row order. */
  insertedIds: string[];
  /** Existing cheeses updated by a re-import (counted in `success`). */
  updated?: number;
  /** Rows matching existing cheeses that the admin chose to skip (neither success nor failed). */
  skipped?: number;
}

export interface ImportOptions {
  entity: ImportEntity;
  /** All data rows in the file (valid + invalid). */
  total: number;
  valid: readonly ValidRow[];
  invalid: readonly InvalidRow[];
  rpc: ImportRpc;
  verify?: VerifyIds;
  batchSize?: number;
  /** Extra attempts of a batch after a network or server error. */
  retries?: number;
  retryDelayMs?: number;
  newId?: () => string;
  /** Names this run on every call, so the activity log shows the whole import as one event. */
  importId?: string;
  /** The RPC to call (default: the entity's import RPC). */
  fn?: ImportRpcName;
  /** A row's own id (an update of an existing row); rows without one get `newId()`. */
  idOf?: (row: ValidRow) => string | undefined;
  onProgress?: (sent: number, toSend: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

interface RowAnswer {
  index: number;
  ok: boolean;
  id?: string;
  error?: string;
}

function isRowAnswers(data: unknown, length: number): data is RowAnswer[] {
  return Array.isArray(data) && data.length === length && data.every((r, i) => r && typeof r === 'object' && (r as RowAnswer).index === i && typeof (r as RowAnswer).ok === 'boolean');
}

/** Network failures, 5xx, 408 and 429 may succeed when tried again. */
export function isRetryable(answer: RpcAnswer): boolean {
  return answer.status === 0 || answer.status >= 500 || answer.status === 408 || answer.status === 429;
}

const DUPLICATE_PKEY = /duplicate key value violates unique constraint "\w+_pkey"/;

/** Runs the import; resolves once every batch has been answered (or given up on). */
export async function runImport(options: ImportOptions): Promise<ImportResults> {
  const {
    entity, total, valid, invalid, rpc, verify,
    batchSize = CSV_IMPORT_BATCH_SIZE, retries = 2, retryDelayMs = 500,
    newId = () => crypto.randomUUID(),
    importId = crypto.randomUUID(),
    idOf = () => undefined,
    onProgress = () => {},
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
  } = options;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error('batchSize must be a positive whole number');
  const fn = options.fn ?? (entity === 'cheeses' ? 'import_cheeses' : 'import_pairings');
  const errors: RowFailure[] = invalid.map((r) => ({ index: r.index, message: r.errors.join('; ') }));
  const inserted: { index: number; id: string }[] = [];
  onProgress(0, valid.length);

  for (let start = 0; start < valid.length; start += batchSize) {
    const batch = valid.slice(start, start + batchSize);
    const ids = batch.map((r) => idOf(r) ?? newId());
    const rows = batch.map((r, i) => ({ ...r.payload, id: ids[i] }) as Record<string, unknown>);
    const call = async (send: () => Promise<RpcAnswer>): Promise<RpcAnswer> => {
      try {
        return await send();
      } catch (e) {
        return { data: null, error: { message: e instanceof Error ? e.message : String(e) }, status: 0 };
      }
    };
    // An earlier attempt whose answer was lost may have inserted the rows (then a duplicate id means "imported").
    let mayHaveLanded = false;
    let answer: RpcAnswer | null = null;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * 2 ** (attempt - 1));
      answer = await call(() => rpc(fn, rows, importId));
      if (!answer.error && isRowAnswers(answer.data, rows.length)) {
        const landedBefore = mayHaveLanded || attempt > 0;
        answer.data.forEach((r, i) => {
          if (r.ok || (landedBefore && DUPLICATE_PKEY.test(r.error ?? ''))) inserted.push({ index: batch[i].index, id: ids[i] });
          else errors.push({ index: batch[i].index, message: r.error || 'Not imported' });
        });
        break;
      }
      if (!answer.error) {
        answer = { data: null, error: { message: `Unexpected answer from ${fn}` }, status: 200 };
        break;
      }
      if (!isRetryable(answer)) break;
      mayHaveLanded = true;
    }
    if (answer?.error) {
      // The batch as a whole failed. After a network error some rows may still have landed: ask.
      const landed = mayHaveLanded && verify ? await verify(entity, ids).catch(() => null) : null;
      const unknown = mayHaveLanded && !landed;
      batch.forEach((r, i) => {
        if (landed?.has(ids[i])) inserted.push({ index: r.index, id: ids[i] });
        else errors.push({ index: r.index, message: unknown ? `${answer.error!.message} (the server did not confirm this row)` : answer.error!.message });
      });
    }
    onProgress(Math.min(start + batch.length, valid.length), valid.length);
  }

  errors.sort((a, b) => a.index - b.index);
  inserted.sort((a, b) => a.index - b.index);
  return { total, success: inserted.length, failed: total - inserted.length, errors, insertedIds: inserted.map((r) => r.id) };
}
