/**
 * A searchable cheese picker: type to filter the catalogue by name, choose with a click or the
 * keyboard (arrows + Enter). A listbox of options (ARIA combobox pattern, list always shown).
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { searchCheesesByName } from '@/domain/pairing-rules';

export interface CheeseOption {
  id: string;
  name: string;
}

export function CheesePicker({ cheeses, value, onChange }: { cheeses: readonly CheeseOption[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const sorted = useMemo(() => [...cheeses].sort((a, b) => a.name.localeCompare(b.name)), [cheeses]);
  const shown = useMemo(() => searchCheesesByName(sorted, query).slice(0, 50), [sorted, query]);
  const chosen = cheeses.find((c) => c.id === value) ?? null;

  function onKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown') setActive((i) => Math.min(shown.length - 1, i + 1));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
    else if (e.key === 'Enter' && shown[active]) onChange(shown[active].id);
    else return;
    e.preventDefault();
  }

  return (
    <div className="field field-wide cheese-picker">
      <label htmlFor={`${id}-search`}>
        Cheese<span className="required" aria-hidden="true"> *</span>
      </label>
      <p className="hint" aria-live="polite">{chosen ? `Selected: ${chosen.name}` : 'No cheese selected'}</p>
      <input id={`${id}-search`} className="input" type="search" role="combobox" aria-expanded="true" aria-controls={`${id}-list`} aria-autocomplete="list"
        aria-activedescendant={shown[active] ? `${id}-opt-${shown[active].id}` : undefined}
        placeholder="Search cheeses by name" value={query} onKeyDown={onKey}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }} />
      <ul id={`${id}-list`} role="listbox" aria-label="Cheeses" className="cheese-picker-list">
        {shown.map((c, i) => (
          <li key={c.id} id={`${id}-opt-${c.id}`} role="option" aria-selected={c.id === value} data-active={i === active || undefined}
            onClick={() => onChange(c.id)}>
            {c.name}
          </li>
        ))}
        {shown.length === 0 && <li role="presentation" className="muted">No cheese matches “{query}”.</li>}
      </ul>
    </div>
  );
}
