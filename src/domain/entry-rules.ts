/**
 * Entry status and visibility (from ./entry-status), article validation and the save payload.
 */
import { DESCRIPTION_FALLBACK_LENGTH } from './constants';
import { normaliseContentType } from './content-type';
import { entryTextProblem } from './entry-limits';
import { placeholderFor } from './image-placeholder';
import {
  ARTICLE_PUBLISHED,
  ARTICLE_REQUIRED,
  ARTICLE_UPDATED,
  ARTICLE_UPDATED_AND_PUBLISHED,
  ARTICLE_UNPUBLISHED,
  ARTICLE_UNSCHEDULED,
  DRAFT_SAVED,
} from './messages';
import { readingTime } from './reading-time';
import { isPagePathSlug, isValidSlug } from './slug';
import type { Entry, Ingredient, Instruction } from './types';

export { ENTRY_STATUSES, ENTRY_STATUS_LABELS, entryStatus, isInFeed, isPublic, type EntryStatus } from './entry-status';

/** Fields checked before an article is saved. */
export interface ArticleRequired {
  title: string;
  slug: string;
  content: string;
}

/** Message when the slug has characters slugify would never produce. */
export const SLUG_INVALID = 'Slug may only contain lowercase letters, numbers and single hyphens';

/** Message when the slug is the path of one of the site's own pages (/privacy, /terms…). */
export const slugTakenByPage = (slug: string): string => `The address /${slug} belongs to a page of the site: choose another slug`;

/**
 * Validates an article before save: title, slug and content must be non-blank, else the spec's
 * 'Please fill in title, slug, and content before saving.'; a slug that is not slug-shaped gives
 * SLUG_INVALID; a text longer than the database stores (ENTRY_TEXT_LIMITS), the database's own
 * message ('Content is too long: 230,412 characters; at most 200,000.'). Returns null when valid.
 */
export function validateArticle(form: ArticleRequired & Partial<EntryForm>): string | null {
  if (!form.title.trim() || !form.slug.trim() || !form.content.trim()) return ARTICLE_REQUIRED;
  if (!isValidSlug(form.slug.trim())) return SLUG_INVALID;
  if (isPagePathSlug(form.slug.trim())) return slugTakenByPage(form.slug.trim());
  return entryTextProblem(storedTexts(form));
}

/** The form's texts as a save stores them (trimmed; the recipe columns for recipes only). */
function storedTexts(form: ArticleRequired & Partial<EntryForm>): Parameters<typeof entryTextProblem>[0] {
  const title = form.title.trim();
  const trim = (s: string | null | undefined) => (s === undefined || s === null ? s : s.trim());
  const texts: Parameters<typeof entryTextProblem>[0] = {
    title,
    content: form.content,
    description: form.description === undefined ? undefined : descriptionFallback(form.description, title),
    focus_keyword: trim(form.focus_keyword),
    image_url: trim(form.image_url),
    image_alt: trim(form.image_alt),
    cheese_types: form.cheese_types && [...new Set(form.cheese_types.map((t) => t.trim()).filter(Boolean))],
  };
  if (form.content_type !== undefined && normaliseContentType(form.content_type) === 'recipe') {
    const rows = dropEmptyRecipeRows(form.ingredients ?? [], form.instructions ?? []);
    Object.assign(texts, {
      serving_size: trim(form.serving_size), preparation_time: trim(form.preparation_time), difficulty_level: trim(form.difficulty_level),
      ingredients: rows.ingredients, instructions: rows.instructions,
    });
  }
  return texts;
}

/** The required fields (title, slug, content) that are blank, in the form's order. */
export function missingArticleFields(form: ArticleRequired): ('title' | 'slug' | 'content')[] {
  return (['title', 'slug', 'content'] as const).filter((k) => !form[k].trim());
}

/** A required field's own message, shown under it when a save is refused. */
export const ARTICLE_FIELD_REQUIRED: Readonly<Record<'title' | 'slug' | 'content', string>> = {
  title: 'Enter a title.',
  slug: 'Enter a slug (the address of the article).',
  content: 'Write the content.',
};

/**
 * Each field's problem for its own message (title, slug, content): blank required fields, then a
 * slug that is not slug-shaped or is a page of the site. Empty when the article can be saved.
 */
export function articleFieldProblems(form: ArticleRequired): Partial<Record<'title' | 'slug' | 'content', string>> {
  const out: Partial<Record<'title' | 'slug' | 'content', string>> = {};
  for (const k of missingArticleFields(form)) out[k] = ARTICLE_FIELD_REQUIRED[k];
  const slug = form.slug.trim();
  if (slug && !isValidSlug(slug)) out.slug = SLUG_INVALID;
  else if (slug && isPagePathSlug(slug)) out.slug = slugTakenByPage(slug);
  return out;
}

/** The first field, in the form's order, a refused save is about (focused by the builder). */
export function firstArticleProblem(form: ArticleRequired): 'title' | 'slug' | 'content' | undefined {
  const problems = articleFieldProblems(form);
  return (['title', 'slug', 'content'] as const).find((k) => problems[k] !== undefined);
}

/**
 * What a refused save says: the spec's 'Please fill in title, slug, and content before saving.' and
 * which of them is missing ('Missing: slug and content.'); the slug's shape problem otherwise.
 */
export function articleSaveProblem(form: ArticleRequired & Partial<EntryForm>): string | null {
  const missing = missingArticleFields(form);
  if (missing.length === 0) return validateArticle(form);
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `${ARTICLE_REQUIRED} Missing: ${list}.`;
}

/**
 * The rule every stored entry obeys: non-blank title, slug and content, else the spec's
 * 'Please fill in title, slug, and content before saving.' (the slug's shape is the form's concern);
 * and every text within its limit (ENTRY_TEXT_LIMITS), else the database's message.
 */
export function entryRowProblem(row: { title?: unknown; slug?: unknown; content?: unknown } & Parameters<typeof entryTextProblem>[0]): string | null {
  const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
  return blank(row.title) || blank(row.slug) || blank(row.content) ? ARTICLE_REQUIRED : entryTextProblem(row);
}

/** Description to store: the trimmed description, or when blank the first 160 characters of the trimmed title. */
export function descriptionFallback(description: string | null | undefined, title: string): string {
  const d = (description ?? '').trim();
  return d || Array.from(title.trim()).slice(0, DESCRIPTION_FALLBACK_LENGTH).join('');
}

/** Trims every field of the recipe rows and drops the rows whose fields are all empty. */
export function dropEmptyRecipeRows(
  ingredients: readonly Ingredient[],
  instructions: readonly Instruction[],
): { ingredients: Ingredient[]; instructions: Instruction[] } {
  return {
    ingredients: ingredients
      .map((r) => ({ amount: (r.amount ?? '').trim(), item: (r.item ?? '').trim() }))
      .filter((r) => r.amount !== '' || r.item !== ''),
    instructions: instructions
      .map((r) => ({ step: (r.step ?? '').trim() || null, description: (r.description ?? '').trim() }))
      .filter((r) => r.step !== null || r.description !== ''),
  };
}

/** The builder's form state. Strings may be blank; blank optionals are stored as null. */
export interface EntryForm {
  title: string;
  slug: string;
  description: string;
  content: string;
  focus_keyword: string;
  image_url: string | null;
  image_alt: string;
  /** ThumbHash of the featured image chosen in the builder (set with image_url, cleared with it). */
  image_placeholder: string | null;
  /** Any accepted spelling ('pairing-guide' included); normalised on save. */
  content_type: string;
  cheese_types: string[];
  serving_size: string;
  preparation_time: string;
  cook_time: string;
  /** A course of RECIPE_CATEGORIES, or blank. */
  recipe_category: string;
  difficulty_level: string;
  ingredients: Ingredient[];
  instructions: Instruction[];
  /** Chosen publish date (ISO). Empty/null = publish now. A future date schedules the entry. */
  publish_at: string | null;
  visible_in_feed: boolean;
  featured: boolean;
}

/** An empty builder form for a new article. */
export function emptyEntryForm(): EntryForm {
  return {
    title: '', slug: '', description: '', content: '', focus_keyword: '', image_url: null, image_alt: '', image_placeholder: null,
    content_type: 'article', cheese_types: [], serving_size: '', preparation_time: '', cook_time: '', recipe_category: '', difficulty_level: '',
    ingredients: [], instructions: [], publish_at: null, visible_in_feed: true, featured: false,
  };
}

/** The builder form for an existing entry (nulls become blank strings; publish_at = its published_at). */
export function entryToForm(entry: Entry): EntryForm {
  return {
    title: entry.title, slug: entry.slug, description: entry.description ?? '', content: entry.content,
    focus_keyword: entry.focus_keyword ?? '', image_url: entry.image_url, image_alt: entry.image_alt ?? '',
    image_placeholder: entry.image_placeholder ?? null,
    content_type: entry.content_type, cheese_types: [...entry.cheese_types],
    serving_size: entry.serving_size ?? '', preparation_time: entry.preparation_time ?? '', cook_time: entry.cook_time ?? '',
    recipe_category: entry.recipe_category ?? '',
    difficulty_level: entry.difficulty_level ?? '',
    ingredients: entry.ingredients.map((r) => ({ ...r })), instructions: entry.instructions.map((r) => ({ ...r })),
    publish_at: entry.published_at, visible_in_feed: entry.visible_in_feed, featured: entry.featured,
  };
}

/** Save action of the builder header. */
export type SaveAction = 'draft' | 'publish';

/** The builder's recipe fields: written for recipes, left as they are for other types. */
type RecipeFields = 'serving_size' | 'preparation_time' | 'cook_time' | 'recipe_category' | 'difficulty_level' | 'ingredients' | 'instructions';

/** The entry's columns the builder writes on save (the rest are the server's: ids, versions, review, author). */
export type EntrySavePayload = Pick<
  Entry,
  | 'title' | 'slug' | 'content' | 'focus_keyword' | 'image_url' | 'image_alt' | 'content_type' | 'visible_in_feed' | 'featured'
  | 'reading_time_minutes' | 'published_at' | 'cheese_types'
> & { description: string; image_placeholder: string | null } & Partial<Pick<Entry, RecipeFields>>;

const blankToNull = (s: string | null | undefined): string | null => (s ?? '').trim() || null;

/**
 * Builds the save payload. Throws an Error with the spec's message when title, slug or content is
 * blank (or the slug is malformed), and on an unknown content type or unparseable publish date.
 * - draft → published_at null; publish → the chosen `publish_at` (a future one schedules), else `now`.
 * - description falls back to the title's first 160 characters; reading time = ceil(words / 200).
 * - new entries get visible_in_feed true and featured false; edits keep the form's values.
 * - recipe extras (serving size, preparation and cook time, category, difficulty, ingredients,
 *   instructions — empty rows dropped) are included only for recipes; other types leave those columns untouched.
 */
export function buildEntryPayload(
  form: EntryForm,
  action: SaveAction,
  now: Date,
  options: { isNew: boolean },
): EntrySavePayload {
  const error = validateArticle(form);
  if (error) throw new Error(error);
  const contentType = normaliseContentType(form.content_type);
  if (!contentType) throw new Error(`Unknown content type: ${form.content_type}`);

  let publishedAt: string | null = null;
  if (action === 'publish') {
    if (form.publish_at) {
      const at = Date.parse(form.publish_at);
      if (Number.isNaN(at)) throw new Error(`Invalid publish date: ${form.publish_at}`);
      publishedAt = new Date(at).toISOString();
    } else {
      publishedAt = now.toISOString();
    }
  }

  const title = form.title.trim();
  const payload: EntrySavePayload = {
    title,
    slug: form.slug.trim(),
    description: descriptionFallback(form.description, title),
    content: form.content,
    focus_keyword: blankToNull(form.focus_keyword),
    image_url: blankToNull(form.image_url),
    image_alt: blankToNull(form.image_alt),
    image_placeholder: placeholderFor(blankToNull(form.image_url), form.image_placeholder),
    content_type: contentType,
    visible_in_feed: options.isNew ? true : form.visible_in_feed,
    featured: options.isNew ? false : form.featured,
    reading_time_minutes: readingTime(form.content),
    published_at: publishedAt,
    cheese_types: [...new Set(form.cheese_types.map((t) => t.trim()).filter(Boolean))],
  };
  if (contentType === 'recipe') {
    const rows = dropEmptyRecipeRows(form.ingredients, form.instructions);
    payload.serving_size = blankToNull(form.serving_size);
    payload.preparation_time = blankToNull(form.preparation_time);
    payload.cook_time = blankToNull(form.cook_time);
    payload.recipe_category = blankToNull(form.recipe_category);
    payload.difficulty_level = blankToNull(form.difficulty_level);
    payload.ingredients = rows.ingredients;
    payload.instructions = rows.instructions;
  }
  return payload;
}

/**
 * The success text after a save: new + draft 'Draft saved!', new + publish 'Article published
 * successfully!', edit + draft 'Article updated!', edit + publish 'Article updated and published!'.
 */
export function saveSuccessMessage(isNew: boolean, action: SaveAction, was: 'draft' | 'scheduled' | 'published' = 'draft'): string {
  if (isNew) return action === 'publish' ? ARTICLE_PUBLISHED : DRAFT_SAVED;
  if (action === 'draft' && was === 'published') return ARTICLE_UNPUBLISHED;
  if (action === 'draft' && was === 'scheduled') return ARTICLE_UNSCHEDULED;
  return action === 'publish' ? ARTICLE_UPDATED_AND_PUBLISHED : ARTICLE_UPDATED;
}

/**
 * The question Save Draft asks on a live (or scheduled) article before it takes it off the site:
 * saving as a draft clears its publication date (the spec), so its page stops answering.
 */
export function unpublishDialog(title: string, slug: string, was: 'scheduled' | 'published'): { title: string; message: string; confirmLabel: string; cancelLabel: string } {
  const name = title.trim() || 'This article';
  return was === 'published'
    ? {
        title: 'Take this article off the site?',
        message: `Saving "${name}" as a draft unpublishes it: /${slug} stops showing it until you publish it again. To save your changes and keep it live, use Update.`,
        confirmLabel: 'Unpublish and Save Draft',
        cancelLabel: 'Keep It Live',
      }
    : {
        title: 'Cancel the scheduled publication?',
        message: `Saving "${name}" as a draft cancels its publication date: it will not go live until you publish it again. To keep it scheduled, use Update.`,
        confirmLabel: 'Unschedule and Save Draft',
        cancelLabel: 'Keep It Scheduled',
      };
}
