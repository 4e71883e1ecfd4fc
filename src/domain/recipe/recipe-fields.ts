/**
 * The rules of the recipe columns added with the cook time (the database's CHECK constraints say the
 * same: migration 20261126230000_recipe_cook_time_and_category.sql; tests/backend/recipe-field-parity
 * holds the two together).
 */

/** The longest cook time stored (characters); the database holds the same bound. */
export const COOK_TIME_MAX_LENGTH = 100;

/**
 * The courses a recipe may be filed under (schema.org `recipeCategory`). A fixed list, so the same
 * course reads the same on every recipe; the database accepts exactly these values or null.
 */
export const RECIPE_CATEGORIES = ['Breakfast', 'Starter', 'Main course', 'Side dish', 'Snack', 'Dessert', 'Sauce', 'Bread', 'Drink'] as const;

export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

export const COOK_TIME_INVALID = `The cook time must be some text of at most ${COOK_TIME_MAX_LENGTH} characters, or empty.`;
export const RECIPE_CATEGORY_INVALID = `The recipe category must be one of: ${RECIPE_CATEGORIES.join(', ')}.`;

/** ASCII whitespace only: the set the database trims, whatever its locale. */
const NOT_ONLY_ASCII_SPACE = /[^ \t\n\v\f\r]/;

/** True for a value the cook_time column accepts when not null. */
export function isStorableCookTime(value: string): boolean {
  return NOT_ONLY_ASCII_SPACE.test(value) && Array.from(value).length <= COOK_TIME_MAX_LENGTH;
}

export function isRecipeCategory(value: unknown): value is RecipeCategory {
  return typeof value === 'string' && (RECIPE_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The row rule of the recipe columns: cook_time absent, null or storable; recipe_category absent,
 * null or a listed course. A message, or null when the row may be stored.
 */
export function recipeFieldsProblem(row: { cook_time?: unknown; recipe_category?: unknown }): string | null {
  const cook = row.cook_time;
  if (cook !== undefined && cook !== null && (typeof cook !== 'string' || !isStorableCookTime(cook))) return COOK_TIME_INVALID;
  const category = row.recipe_category;
  if (category !== undefined && category !== null && !isRecipeCategory(category)) return RECIPE_CATEGORY_INVALID;
  return null;
}
