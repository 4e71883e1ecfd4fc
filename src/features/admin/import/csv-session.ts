/**
 * The message protocol of the CSV worker and the state it keeps between messages (the parsed file,
 * so 50,000 rows are copied to the worker once and never back). The same session runs in the worker
 * (csv.worker.ts) and, where workers are missing, in the page (csv-engine.ts).
 */
import type { ColumnMapping, ImportEntity } from '@/domain/csv/mapping';
import { checkParsed, parseCsv, sampleValues, type ParsedCsv } from './csv-parse';
import { prepareRows, type CheeseRef, type PreparedRows } from './prepare-rows';

/** Rows of raw cells kept for the preview screen. */
export const PREVIEW_SAMPLE_ROWS = 5;
/** Example values per column on the mapping screen. */
export const SAMPLE_VALUES_PER_COLUMN = 3;

export type CsvRequest =
  | { id: number; type: 'parse'; text: string }
  | { id: number; type: 'prepare'; entity: ImportEntity; mapping: ColumnMapping; cheeses: CheeseRef[] | null };

/** What the page learns about a parsed file. */
export interface ParseSummary {
  headers: string[];
  rowCount: number;
  delimiter: string;
  warnings: string[];
  /** The first rows' raw cells. */
  firstRows: string[][];
  /** Column → a few non-blank values. */
  samples: Record<string, string[]>;
  /** 'CSV file must contain headers and at least one row of data' when there is nothing to import. */
  error: string | null;
}

export type CsvResponse =
  | { id: number; type: 'parsed'; summary: ParseSummary }
  | { id: number; type: 'prepared'; prepared: PreparedRows }
  | { id: number; type: 'error'; message: string };

/** Summarises a parse for the page. */
export function summarise(parsed: ParsedCsv): ParseSummary {
  const samples: Record<string, string[]> = {};
  for (const h of parsed.headers) samples[h] = sampleValues(parsed, h, SAMPLE_VALUES_PER_COLUMN);
  return {
    headers: parsed.headers,
    rowCount: parsed.rows.length,
    delimiter: parsed.delimiter,
    warnings: parsed.warnings,
    firstRows: parsed.rows.slice(0, PREVIEW_SAMPLE_ROWS),
    samples,
    error: checkParsed(parsed),
  };
}

/** A stateful handler: `parse` keeps the file, `prepare` validates it with a mapping. */
export function createCsvSession(): { handle(request: CsvRequest): CsvResponse } {
  let parsed: ParsedCsv | null = null;
  return {
    handle(request) {
      try {
        if (request.type === 'parse') {
          parsed = parseCsv(request.text);
          return { id: request.id, type: 'parsed', summary: summarise(parsed) };
        }
        if (!parsed) return { id: request.id, type: 'error', message: 'No CSV file has been read yet.' };
        const prepared = prepareRows(request.entity, parsed.headers, parsed.rows, request.mapping, request.cheeses);
        return { id: request.id, type: 'prepared', prepared };
      } catch (e) {
        return { id: request.id, type: 'error', message: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}
