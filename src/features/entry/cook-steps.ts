/**
 * Cook mode's navigation as a plain reducer: one step at a time (next, previous, a step by number),
 * and the ingredients panel a tap away. Opening starts at the first step not yet ticked, so a cook
 * who comes back to a half-made dish lands where they left off.
 */

export type CookPanel = 'step' | 'ingredients';

export interface CookState {
  /** The step shown, 0-based. */
  step: number;
  /** How many steps the recipe has (0: only the ingredients panel). */
  count: number;
  panel: CookPanel;
}

export type CookAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'go'; step: number }
  | { type: 'show'; panel: CookPanel };

/** The state cook mode opens in: the first unticked step (the last when all are ticked). */
export function openCook(count: number, ticked: readonly number[]): CookState {
  if (count <= 0) return { step: 0, count: 0, panel: 'ingredients' };
  const done = new Set(ticked);
  let step = 0;
  while (step < count - 1 && done.has(step)) step += 1;
  return { step, count, panel: 'step' };
}

export function cookReducer(state: CookState, action: CookAction): CookState {
  const clamp = (n: number) => Math.min(Math.max(0, n), Math.max(0, state.count - 1));
  switch (action.type) {
    case 'next':
    case 'previous': {
      if (state.count === 0) return state;
      // From the ingredients panel, next/previous go back to the step being cooked.
      if (state.panel !== 'step') return { ...state, panel: 'step' };
      const step = clamp(state.step + (action.type === 'next' ? 1 : -1));
      return step === state.step ? state : { ...state, step };
    }
    case 'go':
      if (state.count === 0 || !Number.isInteger(action.step)) return state;
      return { ...state, step: clamp(action.step), panel: 'step' };
    case 'show':
      if (action.panel === 'step' && state.count === 0) return state;
      return action.panel === state.panel ? state : { ...state, panel: action.panel };
  }
}

/** The direction a key press moves in, or null for keys cook mode leaves alone. */
export function keyToAction(key: string): CookAction | null {
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'ArrowLeft') return { type: 'previous' };
  return null;
}
