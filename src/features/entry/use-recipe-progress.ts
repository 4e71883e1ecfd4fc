/**
 * The reader's progress on a recipe (chosen servings, ticked ingredients and steps) as React state,
 * shared by the recipe page and cook mode and kept in the browser's localStorage. Only used by code
 * that renders after hydration, so the server's HTML never depends on it.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Ingredient, Instruction } from '@/domain/types';
import { createProgressStore, recipeSignature, type ProgressStore, type RecipeProgress } from './recipe-progress';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let store: ProgressStore | null = null;
const progressStore = (): ProgressStore => (store ??= createProgressStore(browserStorage(), window));

export type ProgressUpdate = (change: (p: RecipeProgress) => RecipeProgress) => void;

/** `ingredients` and `instructions` are the rows the page shows (empty rows left out): ticks are their indexes. */
export function useRecipeProgress(entryId: string, ingredients: readonly Ingredient[], instructions: readonly Instruction[]): [RecipeProgress, ProgressUpdate] {
  const s = progressStore();
  const signature = recipeSignature({ ingredients, instructions });
  const progress = useSyncExternalStore(
    s.subscribe,
    () => s.get(entryId, signature),
    () => s.get(entryId, signature),
  );
  const update = useCallback(
    (change: (p: RecipeProgress) => RecipeProgress) => s.set(entryId, signature, change(s.get(entryId, signature))),
    [s, entryId, signature],
  );
  return [progress, update];
}
