/**
 * Re-imported cheeses (pure): rows whose name matches an existing cheese (case, accents kept;
 * spacing and letter case ignored), the admin's choice to skip them or update those cheeses, and
 * the merged results of the insert and update runs.
 */
import type { CheeseSavePayload } from '@/domain/cheese-rules';
import type { ImportResults } from './import-runner';
import type { CheeseRef, ValidRow } from './prepare-rows';

export type DuplicateChoice = 'skip' | 'update';

/** A valid row whose name is already in the catalogue. */
export interface ExistingMatch {
  /** Data-row index. */
  index: number;
  existing: CheeseRef;
}

/** Trimmed, inner runs of white space collapsed, lower-cased, Unicode NFC ('  Tomme  de Savoie' → 'tomme de savoie'). */
export function normaliseCheeseName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The valid cheese rows whose name matches an existing cheese, in row order. When the catalogue
 * has several cheeses of that name, the oldest reference given (the first in `existing`) is used.
 */
export function findExistingMatches(valid: readonly ValidRow[], existing: readonly CheeseRef[]): ExistingMatch[] {
  const byName = new Map<string, CheeseRef>();
  for (const ref of existing) {
    const key = normaliseCheeseName(ref.name);
    if (!byName.has(key)) byName.set(key, ref);
  }
  const out: ExistingMatch[] = [];
  for (const row of valid) {
    const name = (row.payload as Partial<CheeseSavePayload>).name;
    if (typeof name !== 'string') continue;
    const hit = byName.get(normaliseCheeseName(name));
    if (hit) out.push({ index: row.index, existing: hit });
  }
  return out;
}

export interface ImportPlan {
  /** New cheeses, inserted by the import RPC. */
  inserts: ValidRow[];
  /** Rows that update an existing cheese (its id is `existingId`). */
  updates: Array<ValidRow & { existingId: string }>;
  /** Data-row indexes left out by the admin's choice. */
  skipped: number[];
}

/** Splits the valid rows by the admin's choice for the rows that match existing cheeses. */
export function planImport(valid: readonly ValidRow[], matches: readonly ExistingMatch[], choice: DuplicateChoice): ImportPlan {
  const matched = new Map(matches.map((m) => [m.index, m.existing.id]));
  const plan: ImportPlan = { inserts: [], updates: [], skipped: [] };
  for (const row of valid) {
    const existingId = matched.get(row.index);
    if (existingId === undefined) plan.inserts.push(row);
    else if (choice === 'update') plan.updates.push({ ...row, existingId });
    else plan.skipped.push(row.index);
  }
  return plan;
}

/** One result for the whole file: inserted + updated count as successful, skipped rows neither succeed nor fail. */
export function mergeResults(total: number, inserted: ImportResults, updated: ImportResults | null, skipped: number): ImportResults {
  const success = inserted.success + (updated?.success ?? 0);
  return {
    total,
    success,
    failed: Math.max(0, total - success - skipped),
    errors: [...inserted.errors, ...(updated?.errors ?? [])].sort((a, b) => a.index - b.index),
    insertedIds: inserted.insertedIds,
    updated: updated?.success ?? 0,
    skipped,
  };
}
