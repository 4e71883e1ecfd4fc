/**
 * The import preview's summary line and its button (pure): one count of rows to import, the same in
 * both ('3 to import' and 'Import 3 Rows'), whatever the admin chose for rows that match existing
 * cheeses (skipped: not counted; updated: counted, and said).
 */
import type { DuplicateChoice } from './duplicates';

export interface PreviewCounts {
  rowCount: number;
  /** Valid rows (matches included). */
  valid: number;
  /** Valid rows whose cheese is already in the catalogue. */
  matches: number;
  invalid: number;
  choice: DuplicateChoice;
}

export interface SummaryPart {
  text: string;
  tone?: 'good' | 'warn' | 'bad';
}

const n = (x: number) => x.toLocaleString('en');

/** Rows the Import button sends: the valid rows, less those skipped as already in the catalogue. */
export function rowsToImport(c: Pick<PreviewCounts, 'valid' | 'matches' | 'choice'>): number {
  return c.choice === 'skip' ? c.valid - c.matches : c.valid;
}

/** 'Import 3 Rows' / 'Import 1 Row'. */
export function importButtonLabel(count: number): string {
  return `Import ${n(count)} ${count === 1 ? 'Row' : 'Rows'}`;
}

/** The summary after '{N rows} in {file}: ', as parts (the counts are emphasised in the page). */
export function previewSummary(c: PreviewCounts): SummaryPart[] {
  const toImport = rowsToImport(c);
  const parts: SummaryPart[] = [{ text: `${n(toImport)} to import`, tone: 'good' }];
  if (c.matches > 0) {
    parts.push(c.choice === 'skip'
      ? { text: `${n(c.matches)} already in the catalogue (skipped)`, tone: 'warn' }
      : { text: `${n(c.matches)} of them ${c.matches === 1 ? 'updates an existing cheese' : 'update existing cheeses'}`, tone: 'warn' });
  }
  if (c.invalid > 0) parts.push({ text: `${n(c.invalid)} will fail`, tone: 'bad' });
  return parts;
}

/** The whole line as text ('8 rows in cheeses.csv: 3 to import, 5 will fail.'). */
export function previewSummaryText(c: PreviewCounts, fileName: string): string {
  return `${n(c.rowCount)} ${c.rowCount === 1 ? 'row' : 'rows'} in ${fileName}: ${previewSummary(c).map((p) => p.text).join(', ')}.`;
}
