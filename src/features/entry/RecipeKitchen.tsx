/**
 * The recipe's ingredients and steps once the page is interactive: a servings control (a stepper when
 * the serving size holds a number, otherwise ×½ ×1 ×2 ×3), quantities scaled to it, and checkboxes on
 * every ingredient and step, all remembered on this device for this recipe. A lazy chunk loaded after
 * hydration (the scaling code is too heavy for the page's budget before interactive); until it
 * arrives, and without JavaScript, RecipeExtras shows the recipe as written.
 */
import { memo, useCallback, useEffect, useId, useMemo } from 'react';
import { whenIdle } from '@/data/public';
import type { Entry, Ingredient, Instruction } from '@/domain/types';
import { IngredientChecklist } from './IngredientChecklist';
import { MAX_SERVINGS, MIN_SERVINGS, MULTIPLIERS, setTicked, type RecipeProgress } from './recipe-progress';
import { chosenServings, multiplierLabel, nextFactors, scaledRowsCache, scaleFactor, servingsControl, servingsText, type ServingsControl } from './recipe-scaling';
import { useRecipeProgress, type ProgressUpdate } from './use-recipe-progress';

const MULTIPLIER_NAMES: Readonly<Record<number, string>> = { 0.5: 'Half the recipe', 1: 'The recipe as written', 2: 'Double the recipe', 3: 'Triple the recipe' };

interface ControlProps {
  control: ServingsControl;
  progress: RecipeProgress;
  update: (change: (p: RecipeProgress) => RecipeProgress) => void;
}

/** The page's and cook mode's control (both on screen while cook mode is open: ids from useId). */
export function ServingsControlView({ control, progress, update }: ControlProps) {
  const labelId = useId();
  // Printed only when the reader changed the recipe: the info cards already say what it serves.
  const className = `servings-control${scaleFactor(control, progress) === 1 ? ' is-unscaled' : ''}`;
  if (control.kind === 'multiplier') {
    const factor = progress.multiplier ?? 1;
    return (
      <div className={className} role="group" aria-labelledby={labelId} data-testid="servings-control">
        <span id={labelId} className="servings-label">
          Scale
        </span>
        {MULTIPLIERS.map((m) => (
          <button
            key={m}
            type="button"
            className={`btn btn-small ${m === factor ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={m === factor}
            aria-label={MULTIPLIER_NAMES[m]}
            onClick={() => update((p) => ({ ...p, multiplier: m === 1 ? null : m }))}
          >
            {multiplierLabel(m)}
          </button>
        ))}
      </div>
    );
  }
  const servings = chosenServings(control, progress);
  const set = (n: number) => update((p) => ({ ...p, servings: n === control.base.low ? null : n }));
  return (
    <div className={className} role="group" aria-labelledby={labelId} data-testid="servings-control">
      <span id={labelId} className="servings-label">
        Servings
      </span>
      <button type="button" className="btn btn-outline btn-icon" aria-label="Fewer servings" disabled={servings <= MIN_SERVINGS} onClick={() => set(servings - 1)}>
        −
      </button>
      <output className="servings-value" aria-live="polite" data-testid="servings-value">
        {servingsText(control, progress)}
      </output>
      <button type="button" className="btn btn-outline btn-icon" aria-label="More servings" disabled={servings >= MAX_SERVINGS} onClick={() => set(servings + 1)}>
        +
      </button>
      {progress.servings !== null && (
        <button type="button" className="btn btn-ghost btn-small servings-reset" onClick={() => update((p) => ({ ...p, servings: null }))}>
          Reset
        </button>
      )}
    </div>
  );
}

interface Props {
  entry: Entry;
  ingredients: readonly Ingredient[];
  instructions: readonly Instruction[];
}

interface StepsProps {
  instructions: readonly Instruction[];
  /** The ticked steps as text ("0,2"): the list re-renders only when a tick changes. */
  doneKey: string;
  update: ProgressUpdate;
}

/** The numbered steps with their checkboxes: untouched by a change of servings. */
const StepList = memo(function StepList({ instructions, doneKey, update }: StepsProps) {
  const done = new Set(doneKey ? doneKey.split(',').map(Number) : []);
  return (
    <section className="instructions" aria-labelledby="instructions-title">
      <h2 id="instructions-title">Instructions</h2>
      <ol>
        {instructions.map((s, n) => (
          <li key={n} className={done.has(n) ? 'is-ticked' : undefined}>
            {s.step && <h3 className="step-title">{s.step}</h3>}
            <p>{s.description}</p>
            <label className="recipe-check step-check">
              <input type="checkbox" checked={done.has(n)} onChange={(e) => update((p) => ({ ...p, steps: setTicked(p.steps, n, e.currentTarget.checked) }))} />
              <span>
                Done<span className="visually-hidden"> (step {n + 1})</span>
              </span>
            </label>
          </li>
        ))}
      </ol>
    </section>
  );
});

/**
 * A press of the servings stepper re-renders only the control and the rows whose text changes: the
 * scaled rows come from a cache filled ahead for the factors one press can reach (when idle), and the
 * steps do not depend on servings at all.
 */
export function RecipeKitchen({ entry, ingredients, instructions }: Props) {
  const [progress, update] = useRecipeProgress(entry.id, ingredients, instructions);
  const control = useMemo(() => servingsControl(entry.serving_size), [entry.serving_size]);
  const cache = useMemo(() => scaledRowsCache(ingredients), [ingredients]);
  const factor = scaleFactor(control, progress);
  const rows = cache.rows(factor);
  const ahead = nextFactors(control, progress).join(',');
  useEffect(() => whenIdle(() => cache.prepare(ahead.split(',').filter(Boolean).map(Number))), [cache, ahead]);
  const onTick = useCallback((n: number, on: boolean) => update((p) => ({ ...p, ingredients: setTicked(p.ingredients, n, on) })), [update]);
  return (
    <>
      {rows.length > 0 && (
        <section className="ingredients" aria-labelledby="ingredients-title">
          <h2 id="ingredients-title">Ingredients</h2>
          <ServingsControlView control={control} progress={progress} update={update} />
          <IngredientChecklist rows={rows} ticked={progress.ingredients} onTick={onTick} />
        </section>
      )}
      {instructions.length > 0 && <StepList instructions={instructions} doneKey={progress.steps.join(',')} update={update} />}
    </>
  );
}
