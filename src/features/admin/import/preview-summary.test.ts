import { describe, expect, it } from 'vitest';
import { importButtonLabel, previewSummaryText, rowsToImport } from './preview-summary';

describe('import preview: one count in the summary and the button', () => {
  it.each([
    [{ rowCount: 8, valid: 3, matches: 0, invalid: 5, choice: 'skip' as const }, '8 rows in a.csv: 3 to import, 5 will fail.', 'Import 3 Rows'],
    [{ rowCount: 5, valid: 5, matches: 5, invalid: 0, choice: 'skip' as const }, '5 rows in a.csv: 0 to import, 5 already in the catalogue (skipped).', 'Import 0 Rows'],
    [{ rowCount: 5, valid: 4, matches: 1, invalid: 1, choice: 'skip' as const }, '5 rows in a.csv: 3 to import, 1 already in the catalogue (skipped), 1 will fail.', 'Import 3 Rows'],
    [{ rowCount: 5, valid: 5, matches: 5, invalid: 0, choice: 'update' as const }, '5 rows in a.csv: 5 to import, 5 of them update existing cheeses.', 'Import 5 Rows'],
    [{ rowCount: 1, valid: 1, matches: 0, invalid: 0, choice: 'skip' as const }, '1 row in a.csv: 1 to import.', 'Import 1 Row'],
  ])('%j', (counts, summary, button) => {
    expect(previewSummaryText(counts, 'a.csv')).toBe(summary);
    expect(importButtonLabel(rowsToImport(counts))).toBe(button);
    // The button's number is the summary's "to import".
    expect(summary).toContain(`${rowsToImport(counts)} to import`);
  });
});
