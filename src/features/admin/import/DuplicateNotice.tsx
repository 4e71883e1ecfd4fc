/** The preview's warning about rows that match existing cheeses by name, with the skip / update choice. */
import { TriangleAlert } from 'lucide-react';
import { rowNumber } from '@/domain/csv/validate';
import type { DuplicateChoice, ExistingMatch } from './duplicates';

const SHOWN = 8;

export function DuplicateNotice({ matches, choice, onChoice }: { matches: ExistingMatch[]; choice: DuplicateChoice; onChoice: (c: DuplicateChoice) => void }) {
  if (matches.length === 0) return null;
  const n = matches.length;
  const names = matches.slice(0, SHOWN).map((m) => `${m.existing.name} (row ${rowNumber(m.index)})`);
  return (
    <div className="import-duplicates" role="group" aria-labelledby="import-duplicates-title" data-testid="import-duplicates">
      <p id="import-duplicates-title" className="import-duplicates-title">
        <TriangleAlert size={20} aria-hidden="true" />
        {n === 1 ? '1 row matches an existing cheese by name' : `${n.toLocaleString('en')} rows match existing cheeses by name`}
      </p>
      <p className="import-duplicates-names">
        {names.join(', ')}
        {n > SHOWN ? ` and ${(n - SHOWN).toLocaleString('en')} more` : ''}.
      </p>
      <fieldset className="import-duplicates-choice">
        <legend className="visually-hidden">What to do with them</legend>
        <label>
          <input type="radio" name="duplicate-choice" value="skip" checked={choice === 'skip'} onChange={() => onChoice('skip')} />
          Skip them (keep the existing cheeses as they are)
        </label>
        <label>
          <input type="radio" name="duplicate-choice" value="update" checked={choice === 'update'} onChange={() => onChoice('update')} />
          Update the existing cheeses with the values in this file
        </label>
      </fieldset>
    </div>
  );
}
