/** The cheese catalogue as CSV (Export CSV; re-importable by the import wizard). */
import { toCsv } from '@/domain/csv/parse-options';
import type { Cheese } from '@/domain/types';

/** Exported columns: the import columns first (so the file imports back as is), then id and date. */
export const CHEESE_EXPORT_COLUMNS = [
  'name', 'type', 'milk', 'origin_country', 'origin_region', 'ageing_period', 'description', 'image_url', 'id', 'created_at',
] as const satisfies ReadonlyArray<keyof Cheese>;

/** RFC 4180 CSV of the cheeses, in the order given. */
export function cheesesToCsv(cheeses: readonly Cheese[]): string {
  return toCsv(cheeses, CHEESE_EXPORT_COLUMNS);
}

/** File name of an export made at `now`: cheeses-YYYY-MM-DD.csv. */
export function exportFileName(now: Date = new Date()): string {
  return `cheeses-${now.toISOString().slice(0, 10)}.csv`;
}
