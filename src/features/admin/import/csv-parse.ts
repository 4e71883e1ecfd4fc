/**
 * The papaparse wrapper of the import wizard (pure: no DOM, runs in the Web Worker, in the page and in
 * Node). Handles a header row, quoted commas and quoted line breaks, a byte-order mark, `,` `;` tab or
 * `|` delimiters (auto-detected) and blank lines (skipped, including blank trailing lines).
 */
import Papa from 'papaparse';
import { restoreCell } from '@/domain/csv/formula';
import { checkRows } from '@/domain/csv/parse-options';

/** Delimiters tried, in order of preference when two fit equally well. */
export const CSV_DELIMITERS: readonly string[] = [',', ';', '\t', '|'];

export interface ParsedCsv {
  /** Column names from the header row: trimmed, blanks named 'Column N', duplicates suffixed ' (2)'. */
  headers: string[];
  /** Data rows (header excluded, blank rows skipped), each padded or cut to headers.length cells. */
  rows: string[][];
  /** The delimiter used. */
  delimiter: string;
  /** Problems worth showing that did not stop the parse (e.g. 'Row 7: 9 cells, the header has 8'). */
  warnings: string[];
}

/** Removes a leading UTF-8 byte-order mark. */
function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Trims header names, names blank ones 'Column N' and makes duplicates unique ('name (2)'). */
export function cleanHeaders(raw: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((h, i) => {
    const base = stripBom(String(h ?? '')).trim() || `Column ${i + 1}`;
    const n = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

/** The most warnings kept (a broken file could otherwise produce one per row). */
const MAX_WARNINGS = 20;

/**
 * Parses CSV text: first non-blank row is the header, later rows are data (a leading `'` an export
 * put before a formula-like cell is taken off). Never throws; malformed
 * quoting and rows with a different number of cells become warnings (row numbers = data-row index + 2).
 */
export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(stripBom(text), {
    header: false,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [...CSV_DELIMITERS],
  });
  const [head = [], ...body] = result.data;
  const headers = head.length === 1 && head[0].trim() === '' ? [] : cleanHeaders(head);
  const warnings: string[] = [];
  const warn = (message: string) => {
    if (warnings.length < MAX_WARNINGS) warnings.push(message);
  };
  for (const e of result.errors) {
    if (e.type === 'Delimiter') continue; // a one-column file: ',' is right
    if (e.type === 'FieldMismatch') continue; // reported below with the cell counts
    warn(e.row !== undefined && e.row > 0 ? `Row ${e.row + 1}: ${e.message}` : e.message);
  }
  const width = headers.length;
  const rows = body.map((raw, i) => {
    // Cells an export neutralised against formulas read back as typed (see @/domain/csv/formula).
    const cells = raw.map(restoreCell);
    if (cells.length === width) return cells;
    if (cells.length > width && cells.slice(width).some((c) => c.trim() !== '')) {
      warn(`Row ${i + 2}: ${cells.length} cells, the header has ${width}; the extra cells are ignored`);
    }
    if (cells.length > width) return cells.slice(0, width);
    return [...cells, ...Array<string>(width - cells.length).fill('')];
  });
  const more = result.errors.length > MAX_WARNINGS ? result.errors.length - MAX_WARNINGS : 0;
  if (more > 0 && warnings.length === MAX_WARNINGS) warnings.push(`…and ${more} more`);
  return { headers, rows, delimiter: result.meta.delimiter || ',', warnings };
}

/** 'CSV file must contain headers and at least one row of data' when the parse has no header or no data. */
export function checkParsed(parsed: Pick<ParsedCsv, 'headers' | 'rows'>): string | null {
  return checkRows(parsed.headers, parsed.rows);
}

/** Up to `count` non-blank example values of one column (for the mapping screen). */
export function sampleValues(parsed: Pick<ParsedCsv, 'headers' | 'rows'>, header: string, count = 3): string[] {
  const col = parsed.headers.indexOf(header);
  if (col < 0) return [];
  const out: string[] = [];
  for (const row of parsed.rows) {
    const v = (row[col] ?? '').trim();
    if (v) out.push(v);
    if (out.length >= count) break;
  }
  return out;
}

/** Human name of a delimiter. */
export function delimiterName(delimiter: string): string {
  return ({ ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' } as Record<string, string>)[delimiter] ?? JSON.stringify(delimiter);
}
