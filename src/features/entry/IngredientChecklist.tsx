/**
 * The ingredients as a list of real checkboxes, each labelled by its (scaled) line: the recipe page
 * and cook mode show the same list, ticked the same way.
 */
import type { Ingredient } from '@/domain/types';

interface Props {
  rows: readonly Ingredient[];
  ticked: readonly number[];
  onTick: (index: number, ticked: boolean) => void;
  className?: string;
}

export function IngredientChecklist({ rows, ticked, onTick, className }: Props) {
  const done = new Set(ticked);
  return (
    <ul className={`recipe-checklist${className ? ` ${className}` : ''}`}>
      {rows.map((row, n) => (
        <li key={n} className={done.has(n) ? 'is-ticked' : undefined}>
          <label className="recipe-check">
            <input type="checkbox" checked={done.has(n)} onChange={(e) => onTick(n, e.currentTarget.checked)} />
            <span>
              {row.amount && <strong className="ingredient-amount">{row.amount}</strong>} {row.item}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
