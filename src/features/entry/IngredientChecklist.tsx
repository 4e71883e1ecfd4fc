/**
 * The ingredients as a list of real checkboxes, each labelled by its (scaled) line: the recipe page
 * and cook mode show the same list, ticked the same way.
 */
import { memo } from 'react';
import type { Ingredient } from '@/domain/types';

interface Props {
  rows: readonly Ingredient[];
  ticked: readonly number[];
  onTick: (index: number, ticked: boolean) => void;
  className?: string;
}

/** One row: re-rendered only when its text or its tick changes (not when another row is scaled). */
const IngredientRow = memo(function IngredientRow({ row, n, ticked, onTick }: { row: Ingredient; n: number; ticked: boolean; onTick: Props['onTick'] }) {
  return (
    <li className={ticked ? 'is-ticked' : undefined}>
      <label className="recipe-check">
        <input type="checkbox" checked={ticked} onChange={(e) => onTick(n, e.currentTarget.checked)} />
        <span>
          {row.amount && <strong className="ingredient-amount">{row.amount}</strong>} {row.item}
        </span>
      </label>
    </li>
  );
});

export function IngredientChecklist({ rows, ticked, onTick, className }: Props) {
  const done = new Set(ticked);
  return (
    <ul className={`recipe-checklist${className ? ` ${className}` : ''}`}>
      {rows.map((row, n) => (
        <IngredientRow key={n} row={row} n={n} ticked={done.has(n)} onTick={onTick} />
      ))}
    </ul>
  );
}
