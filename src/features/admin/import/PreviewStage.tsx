/** Stage 3: the first rows as they will be imported, a summary, and every row that will fail and why. */
import { Button } from '@/ui/Button';
import { fieldsFor } from '@/domain/csv/mapping';
import { rowNumber } from '@/domain/csv/validate';
import { csvRowError } from '@/domain/messages';
import { CSV_ERROR_LIST_HEIGHT_PX, CSV_PREVIEW_ROWS } from '@/domain/constants';
import { columnIndexes, mappedRow } from './prepare-rows';
import type { WizardState } from './wizard-state';
import type { DuplicateChoice } from './duplicates';
import { DuplicateNotice } from './DuplicateNotice';
import { importButtonLabel, previewSummary, rowsToImport, type PreviewCounts } from './preview-summary';
import { ScrollRegion } from '@/ui/ScrollRegion';

export interface PreviewStageProps {
  state: WizardState;
  onBack: () => void;
  onImport: () => void;
  onDuplicateChoice: (choice: DuplicateChoice) => void;
}

/** The last path segment of a URL ('…/tomme.svg'); the full URL is in the cell's tooltip. */
const urlTail = (url: string) => {
  const tail = url.replace(/[?#].*$/, '').split('/').filter(Boolean).pop() ?? url;
  return tail === url ? url : `…/${tail}`;
};

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

export function PreviewStage({ state, onBack, onImport, onDuplicateChoice }: PreviewStageProps) {
  const { summary, prepared } = state;
  if (!summary || !prepared) return null;
  const fields = fieldsFor(state.entity).filter((f) => state.mapping[f.key]);
  const columns = columnIndexes(summary.headers, state.mapping);
  const failing = new Map(prepared.invalid.map((r) => [r.index, r.errors]));
  const rows = summary.firstRows.slice(0, CSV_PREVIEW_ROWS);
  const matched = new Map(state.matches.map((m) => [m.index, m.existing.name]));
  const counts: PreviewCounts = {
    rowCount: summary.rowCount, valid: prepared.valid.length, matches: state.matches.length, invalid: prepared.invalid.length, choice: state.duplicateChoice,
  };
  const toImport = rowsToImport(counts);
  const tones = { good: undefined, warn: 'import-warn', bad: 'import-bad' } as const;
  return (
    <div className="admin-card import-stage" data-stage="preview">
      <h2>Preview</h2>
      <p className="import-summary" data-testid="import-summary">
        {plural(summary.rowCount, 'row')} in {state.fileName}:{' '}
        {previewSummary(counts).map((part, i) => (
          <span key={part.text}>{i > 0 && ', '}<strong className={part.tone ? tones[part.tone] : undefined}>{part.text}</strong></span>
        ))}.
      </p>
      <DuplicateNotice matches={state.matches} choice={state.duplicateChoice} onChoice={onDuplicateChoice} />
      <p className="muted">First {Math.min(CSV_PREVIEW_ROWS, summary.rowCount)} rows:</p>
      <ScrollRegion label="Preview rows">
        <table className="admin-table import-preview">
          <colgroup>
            <col className="import-col-row" />
            {fields.map((f) => (
              <col key={f.key} className={`import-col-${f.key}`} />
            ))}
            <col className="import-col-status" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Row</th>
              {fields.map((f) => (
                <th scope="col" key={f.key}>
                  {f.label}
                </th>
              ))}
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((raw, i) => {
              const cells = mappedRow(raw, columns);
              const errors = failing.get(i);
              return (
                <tr key={i} className={errors ? 'import-row-bad' : undefined}>
                  <td>{rowNumber(i)}</td>
                  {fields.map((f) => (
                    <td key={f.key} className={`import-cell import-cell-${f.key}`}>
                      <span title={cells[f.key]}>{f.key === 'image_url' ? urlTail(cells[f.key]) : cells[f.key]}</span>
                    </td>
                  ))}
                  <td className="import-cell">
                    {errors ? (
                      <span className="import-bad" title={errors.join('; ')}>Will fail: {errors.join('; ')}</span>
                    ) : matched.has(i) ? (
                      <span className="import-warn" title={`Matches the existing cheese ${matched.get(i)}`}>
                        {state.duplicateChoice === 'update' ? 'Updates existing' : 'Exists: skipped'}
                      </span>
                    ) : (
                      <span className="import-good">Ready</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {prepared.invalid.length > 0 && (
        <>
          <h3>Rows that will fail ({prepared.invalid.length.toLocaleString('en')})</h3>
          <ul className="import-errors" style={{ maxHeight: CSV_ERROR_LIST_HEIGHT_PX }} aria-label="Rows that will fail" tabIndex={0}>
            {prepared.invalid.map((r) => (
              <li key={r.index}>{csvRowError(rowNumber(r.index), r.errors.join('; '))}</li>
            ))}
          </ul>
        </>
      )}
      <div className="import-actions">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onImport} disabled={toImport === 0}>
          {importButtonLabel(toImport)}
        </Button>
      </div>
    </div>
  );
}
