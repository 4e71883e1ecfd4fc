/**
 * Where a recipe's progress is kept on the device, apart from the rest of ./recipe-progress so that
 * the page can ask "did this reader change this recipe?" before it is interactive without loading
 * the progress code itself.
 */
export const PROGRESS_KEY_PREFIX = 'cheezopedia.recipe.';

/** The localStorage key of a recipe's progress. */
export function progressKey(entryId: string): string {
  return `${PROGRESS_KEY_PREFIX}${entryId}`;
}

/** True when this device holds a choice or ticks for the recipe (false where storage is blocked). */
export function hasStoredProgress(entryId: string, storage: () => Pick<Storage, 'getItem'> = () => window.localStorage): boolean {
  try {
    return storage().getItem(progressKey(entryId)) !== null;
  } catch {
    return false;
  }
}
