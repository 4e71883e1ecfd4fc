/**
 * The fields of a record in conflict after a merge (see docs/decisions/0017-field-merge.md): only
 * what both sides changed differently, side by side, each with its own choice; for long text and
 * recipe lists only the paragraphs (items) in conflict. Everything else is named as merged already.
 */
import { ROW_KEY, type FieldChoice, type FieldConflict } from '@/domain/merge/merge-row';

export interface FieldConflictsProps {
  conflicts: FieldConflict[];
  /** Fields merged without asking (labels). */
  mergedLabels: string[];
  label: (field: string) => string;
  /** A field's value as the editor reads it. */
  show: (field: string, value: unknown) => string;
  choices: Readonly<Record<string, FieldChoice>>;
  onChoose: (field: string, choice: FieldChoice) => void;
  idPrefix: string;
}

const itemText = (v: unknown) => (typeof v === 'object' && v !== null ? Object.values(v).filter((x) => x !== null && x !== '').join(' ') : String(v ?? ''));

/** The two sides of a conflict as lists of blocks (text: the paragraphs in conflict). */
function sides(c: FieldConflict, show: FieldConflictsProps['show']): { ours: string[]; theirs: string[]; both: boolean } {
  switch (c.kind) {
    case 'text':
      return {
        ours: c.hunks.flatMap((h) => (h.kind === 'conflict' ? [h.ours] : [])),
        theirs: c.hunks.flatMap((h) => (h.kind === 'conflict' ? [h.theirs] : [])),
        both: true,
      };
    case 'items':
      return {
        ours: c.hunks.flatMap((h) => (h.kind === 'conflict' ? h.ours.map(itemText) : [])),
        theirs: c.hunks.flatMap((h) => (h.kind === 'conflict' ? h.theirs.map(itemText) : [])),
        both: true,
      };
    case 'group':
      return { ours: c.fields.map((f) => show(f, c.ours[f])), theirs: c.fields.map((f) => show(f, c.theirs[f])), both: false };
    case 'deleted':
      return { ours: ['Edited here'], theirs: ['Deleted'], both: false };
    default:
      return { ours: [show(c.field, c.ours)], theirs: [show(c.field, c.theirs)], both: false };
  }
}

function Blocks({ blocks }: { blocks: string[] }) {
  const shown = blocks.filter((b) => b !== '');
  if (shown.length === 0) return <span className="muted">(empty)</span>;
  return <>{shown.map((b, i) => <p key={i}>{b}</p>)}</>;
}

export function FieldConflicts({ conflicts, mergedLabels, label, show, choices, onChoose, idPrefix }: FieldConflictsProps) {
  return (
    <div className="field-conflicts">
      {mergedLabels.length > 0 && <p className="conflict-merged">Merged already: {mergedLabels.join(', ')}.</p>}
      {conflicts.map((c) => {
        const name = c.field === ROW_KEY ? 'This record' : label(c.field);
        const s = sides(c, show);
        const id = `${idPrefix}-${c.field === ROW_KEY ? 'row' : c.field}`;
        const choice = choices[c.field];
        return (
          <fieldset key={c.field} className="conflict-field differs" data-field={c.field}>
            <legend>{name}{c.kind === 'text' ? ' (paragraphs in conflict)' : ''}</legend>
            <div className="conflict-columns">
              <div className="conflict-version">
                <h3>Yours</h3>
                {/* A labelled region a keyboard reaches: long values scroll inside it. */}
                <div className="conflict-content" tabIndex={0} role="region" aria-label={`${name}, your version`}><Blocks blocks={s.ours} /></div>
              </div>
              <div className="conflict-version">
                <h3>Theirs</h3>
                {/* A labelled region a keyboard reaches: long values scroll inside it. */}
                <div className="conflict-content" tabIndex={0} role="region" aria-label={`${name}, their version`}><Blocks blocks={s.theirs} /></div>
              </div>
            </div>
            <div className="conflict-choice" role="radiogroup" aria-label={`Keep for ${name}`}>
              <label><input type="radio" name={id} checked={choice === 'ours'} onChange={() => onChoose(c.field, 'ours')} /> {c.kind === 'deleted' ? 'Keep it (restore)' : 'Keep yours'}</label>
              <label><input type="radio" name={id} checked={choice === 'theirs'} onChange={() => onChoose(c.field, 'theirs')} /> {c.kind === 'deleted' ? 'Let the deletion stand' : 'Keep theirs'}</label>
              {s.both && <label><input type="radio" name={id} checked={choice === 'both'} onChange={() => onChoose(c.field, 'both')} /> Keep both</label>}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
