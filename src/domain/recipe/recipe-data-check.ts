/**
 * What a recipe tells search engines, and which of Google's Recipe properties it is missing.
 *
 * One source for both sides: the page's JSON-LD (src/features/entry/structured-data.ts) writes the
 * values `recipeValues` computes, and the builder's SEO panel lists `recipeDataCheck` of the form —
 * so the checklist says exactly what the published page will carry.
 *
 * Google's Recipe rich result (developers.google.com/search/docs/appearance/structured-data/recipe):
 * required `name`, `image`; recommended `author`, `datePublished`, `description`, `prepTime`,
 * `cookTime`, `totalTime`, `keywords`, `recipeYield`, `recipeCategory`, `recipeCuisine`,
 * `recipeIngredient`, `recipeInstructions`, `nutrition.calories`, `aggregateRating`, `video`.
 * Our fields carry all but the four in NOT_CARRIED.
 */
import { DESCRIPTION_FALLBACK_LENGTH } from '../constants';
import type { Ingredient, Instruction } from '../types';
import { readDuration, totalDuration } from './duration';
import { isRecipeCategory } from './recipe-fields';
import { readServings } from './servings';

/** The entry's fields a recipe's structured data is made of (an Entry, or the builder's form mapped to one). */
export interface RecipeSource {
  title: string;
  description: string | null;
  image_url: string | null;
  /** The byline's name; without one the site is the author, so `author` is always given. */
  author_name?: string | null;
  /** Null for a draft: set when it is published. */
  published_at: string | null;
  focus_keyword: string | null;
  cheese_types: readonly string[];
  serving_size: string | null;
  preparation_time: string | null;
  cook_time?: string | null;
  recipe_category?: string | null;
  ingredients: readonly Ingredient[];
  instructions: readonly Instruction[];
}

export interface HowToStep {
  '@type': 'HowToStep';
  name?: string;
  text: string;
}

/** The Recipe properties our fields give (undefined = not given), image aside (it needs the CDN's URLs). */
export interface RecipeValues {
  name: string | undefined;
  description: string | undefined;
  datePublished: string | undefined;
  prepTime: string | undefined;
  cookTime: string | undefined;
  /** Preparation + cook time, only when both are read: never the preparation time alone. */
  totalTime: string | undefined;
  /** The serving size as written; with the number first when it states one ("4 people" → ["4", "4 people"]). */
  recipeYield: string | string[] | undefined;
  /** The course the editor chose (Recipe category); nothing is derived from cheese types, which are not a course. */
  recipeCategory: string | undefined;
  /** The focus keyword, then the cheese types, lower-cased, each once. */
  keywords: string | undefined;
  recipeIngredient: string[];
  recipeInstructions: HowToStep[];
}

const blank = (s: string | null | undefined): boolean => !s || !s.trim();

/** Keywords of an entry (recipes and articles alike): the focus keyword, then its cheese types. */
export function entryKeywords(focusKeyword: string | null | undefined, cheeseTypes: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const k of [focusKeyword ?? '', ...cheeseTypes]) {
    const word = k.trim().toLowerCase();
    if (word) seen.add(word);
  }
  return seen.size ? [...seen].join(', ') : undefined;
}

function recipeYield(servingSize: string | null): string | string[] | undefined {
  const text = (servingSize ?? '').trim();
  if (!text) return undefined;
  const servings = readServings(text);
  if (!servings || servings.high !== null || String(servings.low) === text) return text;
  return [String(servings.low), text];
}

export function recipeValues(src: RecipeSource): RecipeValues {
  const title = src.title.trim();
  // What a save stores (entry-rules' descriptionFallback, not imported: it brings the picture code along).
  const description = (src.description ?? '').trim() || Array.from(title).slice(0, DESCRIPTION_FALLBACK_LENGTH).join('');
  return {
    name: title || undefined,
    description: description || undefined,
    datePublished: src.published_at ?? undefined,
    prepTime: readDuration(src.preparation_time)?.iso,
    cookTime: readDuration(src.cook_time)?.iso,
    totalTime: totalDuration(src.preparation_time, src.cook_time)?.iso,
    recipeYield: recipeYield(src.serving_size),
    recipeCategory: isRecipeCategory(src.recipe_category) ? src.recipe_category : undefined,
    keywords: entryKeywords(src.focus_keyword, src.cheese_types),
    recipeIngredient: src.ingredients.map((i) => [i.amount, i.item].map((s) => (s ?? '').trim()).filter(Boolean).join(' ')).filter(Boolean),
    recipeInstructions: src.instructions.flatMap((s): HowToStep[] => {
      const name = (s.step ?? '').trim();
      const text = (s.description ?? '').trim() || name;
      if (!text) return [];
      return [{ '@type': 'HowToStep', ...(name && name !== text ? { name } : {}), text }];
    }),
  };
}

export type RecipeProperty =
  | 'name' | 'image' | 'author' | 'datePublished' | 'description' | 'prepTime' | 'cookTime' | 'totalTime'
  | 'keywords' | 'recipeYield' | 'recipeCategory' | 'recipeIngredient' | 'recipeInstructions';

export interface RecipeCheckItem {
  property: RecipeProperty;
  level: 'required' | 'recommended';
  present: boolean;
  /** When present, what it says; when missing, what to fill in and where. */
  note: string;
}

export interface RecipeCheck {
  items: RecipeCheckItem[];
  missingRequired: RecipeProperty[];
  missingRecommended: RecipeProperty[];
}

/** Recommended properties we have no field for, and why; the checklist names them without counting them. */
export const NOT_CARRIED: readonly { property: string; why: string }[] = [
  { property: 'recipeCuisine', why: 'no cuisine field (a cheese’s origin is not the dish’s cuisine)' },
  { property: 'nutrition', why: 'no nutrition fields' },
  { property: 'aggregateRating', why: 'readers do not rate recipes' },
  { property: 'video', why: 'no video field' },
];

function timeNote(text: string | null | undefined, iso: string | undefined, field: string): string {
  if (iso) return `${field}: ${text!.trim()} (${iso})`;
  if (blank(text)) return `Fill in ${field} with a unit, e.g. 20 minutes`;
  return `${field} “${text!.trim()}” is not read as a time: write it like 20 minutes or 1 hour 30 min`;
}

export interface RecipeCheckOptions {
  /**
   * The builder's view: a draft's publish date and byline are set when it is published, so
   * datePublished counts as given and an unknown byline (`author_name` undefined) is not named.
   */
  beforePublishing?: boolean;
}

function authorNote(name: string | null | undefined): string {
  if (name === undefined) return 'The byline’s name, or Cheezopedia without one';
  return blank(name) ? 'Cheezopedia (no byline name)' : `${name!.trim()} (the byline)`;
}

/** Which of Google's Recipe properties the recipe gives, required ones first. */
export function recipeDataCheck(src: RecipeSource, options: RecipeCheckOptions = {}): RecipeCheck {
  const dated = !!src.published_at || !!options.beforePublishing;
  const v = recipeValues(src);
  const item = (property: RecipeProperty, level: RecipeCheckItem['level'], present: boolean, note: string): RecipeCheckItem => ({ property, level, present, note });
  const items: RecipeCheckItem[] = [
    item('name', 'required', !!v.name, v.name ? 'The title' : 'Fill in the title'),
    item('image', 'required', !blank(src.image_url), blank(src.image_url) ? 'Add a featured image' : 'The featured image'),
    item('author', 'recommended', true, authorNote(src.author_name)),
    item('datePublished', 'recommended', dated, src.published_at ? 'The publish date' : options.beforePublishing ? 'Set when it is published' : 'Not published yet'),
    item('description', 'recommended', !!v.description, v.description ? (blank(src.description) ? 'The title stands in: write an excerpt' : 'The excerpt') : 'Fill in the excerpt'),
    item('prepTime', 'recommended', !!v.prepTime, timeNote(src.preparation_time, v.prepTime, 'Preparation Time')),
    item('cookTime', 'recommended', !!v.cookTime, timeNote(src.cook_time, v.cookTime, 'Cook Time')),
    item('totalTime', 'recommended', !!v.totalTime, v.totalTime ? `Preparation + cook time (${v.totalTime})` : 'Follows once both Preparation Time and Cook Time are read'),
    item('keywords', 'recommended', !!v.keywords, v.keywords ? v.keywords : 'Fill in the focus keyword or add cheese types'),
    item('recipeYield', 'recommended', !!v.recipeYield, v.recipeYield ? `Serving Size: ${src.serving_size!.trim()}` : 'Fill in Serving Size, e.g. 4 people'),
    item('recipeCategory', 'recommended', !!v.recipeCategory, v.recipeCategory ? v.recipeCategory : 'Choose a course under Recipe Category'),
    item('recipeIngredient', 'recommended', v.recipeIngredient.length > 0,
      v.recipeIngredient.length ? `${v.recipeIngredient.length} ingredients` : 'Add the ingredients'),
    item('recipeInstructions', 'recommended', v.recipeInstructions.length > 0,
      v.recipeInstructions.length ? `${v.recipeInstructions.length} steps` : 'Add the instructions'),
  ];
  return {
    items,
    missingRequired: items.filter((i) => i.level === 'required' && !i.present).map((i) => i.property),
    missingRecommended: items.filter((i) => i.level === 'recommended' && !i.present).map((i) => i.property),
  };
}
