/** Stage 1: choose a CSV file (through the platform's picker), download a sample. */
import { Button } from '@/ui/Button';
import { fieldsFor } from '@/domain/csv/mapping';
import { canContinueFromUpload, type WizardState } from './wizard-state';
import { delimiterName } from './csv-parse';

export interface UploadStageProps {
  state: WizardState;
  onChoose: () => void;
  onSample: () => void;
  onContinue: () => void;
}

export function UploadStage({ state, onChoose, onSample, onContinue }: UploadStageProps) {
  const fields = fieldsFor(state.entity);
  const required = fields.filter((f) => f.required).map((f) => f.key);
  const optional = fields.filter((f) => !f.required).map((f) => f.key);
  const { summary } = state;
  return (
    <div className="admin-card import-stage" data-stage="upload">
      <h2>Upload a CSV file</h2>
      <p className="muted">
        The first row must name the columns. Required: {required.join(', ')}
        {state.entity === 'pairings' ? ' (or cheese_name instead of cheese_id)' : ''}. Optional: {optional.filter((k) => k !== 'cheese_name').join(', ')}.
      </p>
      <div className="import-upload">
        <Button variant="outline" onClick={onChoose} disabled={!!state.busy}>
          Choose CSV File
        </Button>
        <span className="import-file-name" aria-live="polite">
          {state.fileName ?? 'No file chosen'}
        </span>
      </div>
      {summary && !summary.error && (
        <p className="import-file-summary">
          {summary.rowCount.toLocaleString('en')} {summary.rowCount === 1 ? 'row' : 'rows'} · {summary.headers.length} columns ·{' '}
          {delimiterName(summary.delimiter)}-separated
        </p>
      )}
      {summary && summary.warnings.length > 0 && (
        <ul className="import-warnings" aria-label="Warnings">
          {summary.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <p className="import-sample">
        Not sure about the format?{' '}
        <button type="button" className="link-button" onClick={onSample}>
          Download Sample CSV
        </button>
      </p>
      <div className="import-actions">
        <Button onClick={onContinue} disabled={!canContinueFromUpload(state)}>
          Continue
        </Button>
      </div>
    </div>
  );
}
