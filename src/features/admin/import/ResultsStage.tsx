/** Stage 4: the progress bar while batches are sent, then total / success / failed and the error list. */
import { Link } from 'react-router-dom';
import { Button } from '@/ui/Button';
import type { ImportEntity } from '@/domain/csv/mapping';
import { rowNumber } from '@/domain/csv/validate';
import { csvRowError } from '@/domain/messages';
import { CSV_ERROR_LIST_HEIGHT_PX } from '@/domain/constants';
import type { ImportResults } from './import-runner';

export function ImportingStage({ sent, toSend }: { sent: number; toSend: number }) {
  const pct = toSend ? Math.round((sent / toSend) * 100) : 100;
  return (
    <div className="admin-card import-stage" data-stage="importing">
      <h2>Importing…</h2>
      <progress className="import-progress" max={toSend || 1} value={sent} aria-label="Import progress" />
      <p role="status">
        {sent.toLocaleString('en')} of {toSend.toLocaleString('en')} rows sent ({pct}%)
      </p>
    </div>
  );
}

export interface ResultsStageProps {
  results: ImportResults;
  entity: ImportEntity;
  listPath: string;
  onAgain: () => void;
}

export function ResultsStage({ results, entity, listPath, onAgain }: ResultsStageProps) {
  return (
    <div className="admin-card import-stage" data-stage="results">
      <h2>Import complete</h2>
      <dl className="import-counts">
        <div data-testid="import-total">
          <dt>Total rows</dt>
          <dd>{results.total.toLocaleString('en')}</dd>
        </div>
        <div data-testid="import-success" className="import-good">
          <dt>Successful</dt>
          <dd>{results.success.toLocaleString('en')}</dd>
        </div>
        {(results.updated ?? 0) > 0 && (
          <div data-testid="import-updated">
            <dt>Updated existing</dt>
            <dd>{(results.updated ?? 0).toLocaleString('en')}</dd>
          </div>
        )}
        {(results.skipped ?? 0) > 0 && (
          <div data-testid="import-skipped">
            <dt>Skipped (already there)</dt>
            <dd>{(results.skipped ?? 0).toLocaleString('en')}</dd>
          </div>
        )}
        <div data-testid="import-failed" className={results.failed ? 'import-bad' : undefined}>
          <dt>Failed</dt>
          <dd>{results.failed.toLocaleString('en')}</dd>
        </div>
      </dl>
      {results.errors.length > 0 && (
        <>
          <h3>Errors</h3>
          <ul className="import-errors" style={{ maxHeight: CSV_ERROR_LIST_HEIGHT_PX }} aria-label="Import errors" tabIndex={0}>
            {results.errors.map((e) => (
              <li key={e.index}>{csvRowError(rowNumber(e.index), e.message)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="import-actions">
        <Button variant="outline" onClick={onAgain}>
          Import Another File
        </Button>
        <Link className="btn btn-primary" to={listPath}>
          {entity === 'cheeses' ? 'View Cheeses' : 'View Pairings'}
        </Link>
      </div>
    </div>
  );
}
