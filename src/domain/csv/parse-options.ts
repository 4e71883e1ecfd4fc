/** CSV file checks and CSV writing (papaparse itself is used in the feature, not here). */
import { CSV_EMPTY, CSV_NOT_CSV } from '../messages';
import { neutraliseCell } from './formula';

/** 'Please upload a CSV file' unless the name ends in .csv (case-insensitive); null when fine. */
export function checkCsvFile(name: string): string | null {
  return /\.csv$/i.test(name.trim()) ? null : CSV_NOT_CSV;
}

/**
 * 'CSV file must contain headers and at least one row of data' when there is no non-blank header
 * or no row with any non-blank cell; null when fine.
 */
export function checkRows(headers: readonly string[], rows: ReadonlyArray<Readonly<Record<string, unknown>> | readonly unknown[]>): string | null {
  const hasHeader = headers.some((h) => h.trim() !== '');
  const cells = (r: Readonly<Record<string, unknown>> | readonly unknown[]): unknown[] => (Array.isArray(r) ? r : Object.values(r));
  const hasRow = rows.some((r) => cells(r).some((c) => c != null && String(c).trim() !== ''));
  return hasHeader && hasRow ? null : CSV_EMPTY;
}

/**
 * One CSV field: text a spreadsheet would run as a formula is neutralised (./formula), then quoted
 * per RFC 4180 (when it holds a comma, quote, CR or LF; quotes doubled). Numbers and booleans are
 * written as they are (`-3` is a number, not a formula).
 */
export function csvField(value: unknown): string {
  const s =
    value == null ? '' : Array.isArray(value) || typeof value === 'object' ? JSON.stringify(value)
      : typeof value === 'string' ? neutraliseCell(value) : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Writes rows as RFC 4180 CSV: a header line of `columns`, CRLF line ends, arrays/objects as JSON. */
export function toCsv<T extends object>(rows: readonly T[], columns: ReadonlyArray<keyof T & string>): string {
  const lines = [columns.map(csvField).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(row[c])).join(','));
  return lines.join('\r\n') + '\r\n';
}
