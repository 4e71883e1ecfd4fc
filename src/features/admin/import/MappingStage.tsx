/** Stage 2: map CSV columns to fields (required markers, example values, loose auto-matching done). */
import { Button } from '@/ui/Button';
import { fieldsFor } from '@/domain/csv/mapping';
import type { WizardState } from './wizard-state';
import { ScrollRegion } from '@/ui/ScrollRegion';

export interface MappingStageProps {
  state: WizardState;
  onMap: (field: string, header: string | null) => void;
  onBack: () => void;
  onContinue: () => void;
}

export function MappingStage({ state, onMap, onBack, onContinue }: MappingStageProps) {
  const summary = state.summary;
  if (!summary) return null;
  const fields = fieldsFor(state.entity);
  const used = new Set(Object.values(state.mapping).filter(Boolean));
  const unused = summary.headers.filter((h) => !used.has(h));
  return (
    <div className="admin-card import-stage" data-stage="mapping">
      <h2>Map columns</h2>
      <p className="muted">
        Choose the CSV column for each field. Fields marked <span className="import-required">*</span> are required.
        {state.entity === 'pairings' && ' A pairing may name its cheese (Cheese name) instead of giving its ID.'}
      </p>
      <ScrollRegion label="Column mapping">
        <table className="admin-table import-mapping">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">CSV column</th>
              <th scope="col">Sample values</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => {
              const header = state.mapping[f.key] ?? null;
              const id = `map-${f.key}`;
              return (
                <tr key={f.key}>
                  <td>
                    <label htmlFor={id}>
                      {f.label}
                      {f.required && (
                        <span className="import-required" title="required">
                          {' '}*<span className="visually-hidden"> (required)</span>
                        </span>
                      )}
                    </label>
                    <span className="hint">{f.key}</span>
                  </td>
                  <td>
                    <select id={id} className="select" value={header ?? ''} onChange={(e) => onMap(f.key, e.target.value || null)}>
                      <option value="">— Not mapped —</option>
                      {summary.headers.map((h) => (
                        <option key={h} value={h}>
                          {h}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="import-samples">
                    {header ? (summary.samples[header] ?? []).map((v, i) => <span key={i}>{v}</span>) : <span className="muted">—</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {unused.length > 0 && <p className="muted import-unused">Columns not imported: {unused.join(', ')}</p>}
      <div className="import-actions">
        <Button variant="ghost" onClick={onBack} disabled={!!state.busy}>
          Back
        </Button>
        <Button onClick={onContinue} disabled={!!state.busy}>
          Continue to Preview
        </Button>
      </div>
    </div>
  );
}
