/**
 * Cook mode: the recipe full screen in large type, one step at a time (Previous/Next buttons, the
 * ← → keys, a horizontal swipe), the ingredients a tap away with the reader's servings and ticks, a
 * checkbox per step, and the screen kept on (Screen Wake Lock) while it is open. A lazy chunk, loaded
 * when the reader opens it; the service worker precaches it with the rest of the app's scripts, so
 * it opens offline on a saved recipe. Escape or Close leaves it; the caller puts focus back on the
 * button that opened it.
 */
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { X } from '@/ui/icons';
import { useSwipe } from '@/ui/use-swipe';
import type { Entry, Ingredient, Instruction } from '@/domain/types';
import { cookReducer, keyToAction, openCook } from './cook-steps';
import { IngredientChecklist } from './IngredientChecklist';
import { setTicked } from './recipe-progress';
import { scaledRowsCache, scaleFactor, servingsControl } from './recipe-scaling';
import { ServingsControlView } from './RecipeKitchen';
import { useRecipeProgress } from './use-recipe-progress';
import { keepScreenOn, WAKE_LOCK_NOTE, type WakeLockDeps, type WakeStatus } from './wake-lock';
import './cook-mode.css';

export interface CookModeProps {
  entry: Entry;
  ingredients: readonly Ingredient[];
  instructions: readonly Instruction[];
  onClose: () => void;
}

export function CookMode({ entry, ingredients, instructions, onClose }: CookModeProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [progress, update] = useRecipeProgress(entry.id, ingredients, instructions);
  const [state, dispatch] = useReducer(cookReducer, undefined, () => openCook(instructions.length, progress.steps));
  const [wake, setWake] = useState<WakeStatus>('pending');
  const swipe = useSwipe((direction) => dispatch({ type: direction }));
  // The dialog closes before the caller hears it: focus can only go back outside a closed modal dialog.
  const leave = () => {
    if (dialog.current?.open) dialog.current.close();
    onClose();
  };

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    document.documentElement.classList.add('cook-mode-open');
    return () => {
      document.documentElement.classList.remove('cook-mode-open');
      if (d?.open) d.close();
    };
  }, []);

  useEffect(() => keepScreenOn({ wakeLock: (navigator as { wakeLock?: WakeLockDeps['wakeLock'] }).wakeLock, document }, setWake), []);

  // ← → move between steps wherever focus is while cook mode is open (on a button, the step, or
  // nowhere): a listener on the dialog alone went deaf once focus left it.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      const action = keyToAction(event.key);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const control = useMemo(() => servingsControl(entry.serving_size), [entry.serving_size]);
  const cache = useMemo(() => scaledRowsCache(ingredients), [ingredients]);
  const rows = cache.rows(scaleFactor(control, progress));
  const atFirst = state.panel === 'step' && state.step === 0;
  const atLast = state.panel === 'step' && state.step >= state.count - 1;
  const step = instructions[state.step];
  const stepDone = progress.steps.includes(state.step);

  return (
    <dialog
      ref={dialog}
      className="cook-mode"
      aria-labelledby="cook-mode-title"
      onCancel={(event) => {
        // Escape: React decides when the dialog goes, so focus goes back where it came from.
        event.preventDefault();
        leave();
      }}
      data-testid="cook-mode"
    >
      <div className="cook-mode-inner">
        <header className="cook-mode-header">
          <h2 id="cook-mode-title" className="cook-mode-title">
            {entry.title}
          </h2>
          <button type="button" className="btn btn-outline cook-mode-close" onClick={leave}>
            <X size={20} aria-hidden="true" /> Close
          </button>
        </header>
        {wake === 'unavailable' && (
          <p className="cook-wake-note" role="status" data-testid="wake-lock-note">
            {WAKE_LOCK_NOTE}
          </p>
        )}
        <div className="cook-mode-tabs" role="group" aria-label="Show">
          {instructions.length > 0 && (
            <button type="button" className={`btn btn-small ${state.panel === 'step' ? 'btn-primary' : 'btn-outline'}`} aria-pressed={state.panel === 'step'} onClick={() => dispatch({ type: 'show', panel: 'step' })}>
              Steps
            </button>
          )}
          {rows.length > 0 && (
            <button
              type="button"
              className={`btn btn-small ${state.panel === 'ingredients' ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={state.panel === 'ingredients'}
              onClick={() => dispatch({ type: 'show', panel: 'ingredients' })}
            >
              Ingredients
            </button>
          )}
        </div>

        {state.panel === 'ingredients' || !step ? (
          <section className="cook-ingredients" aria-label="Ingredients">
            <ServingsControlView control={control} progress={progress} update={update} />
            <IngredientChecklist
              rows={rows}
              ticked={progress.ingredients}
              onTick={(n, on) => update((p) => ({ ...p, ingredients: setTicked(p.ingredients, n, on) }))}
              className="cook-checklist"
            />
          </section>
        ) : (
          <section className={`cook-step${stepDone ? ' is-ticked' : ''}`} aria-labelledby="cook-step-count" {...swipe} data-testid="cook-step">
            <p id="cook-step-count" className="cook-step-count" aria-live="polite">
              Step {state.step + 1} of {state.count}
            </p>
            {step.step && <h3 className="cook-step-title">{step.step}</h3>}
            <p className="cook-step-text">{step.description}</p>
            <label className="recipe-check cook-step-check">
              <input type="checkbox" checked={stepDone} onChange={(e) => update((p) => ({ ...p, steps: setTicked(p.steps, state.step, e.currentTarget.checked) }))} />
              <span>
                Done<span className="visually-hidden"> (step {state.step + 1})</span>
              </span>
            </label>
          </section>
        )}

        {state.count > 0 && (
          <nav className="cook-mode-nav" aria-label="Steps">
            {/* aria-disabled, not disabled: the button the reader pressed keeps focus at the first or
                last step (a disabled one would drop it to the page, out of the dialog). */}
            <button type="button" className="btn btn-outline cook-nav-button" aria-disabled={atFirst} onClick={() => !atFirst && dispatch({ type: 'previous' })}>
              Previous
            </button>
            <button type="button" className="btn btn-primary cook-nav-button" aria-disabled={atLast} onClick={() => !atLast && dispatch({ type: 'next' })}>
              Next
            </button>
          </nav>
        )}
      </div>
    </dialog>
  );
}
