/** The article builder's form state: a pure reducer (slug auto-generation, recipe row editing). */
import { slugify, type EntryForm, type Ingredient, type Instruction } from '@/domain';

export interface BuilderState {
  form: EntryForm;
  /**
   * True once the user typed in the slug field (or always for an existing article). While false,
   * the slug follows the title. Clearing the slug field hands it back to the title.
   */
  slugEdited: boolean;
}

export type RowList = 'ingredients' | 'instructions';
type TextField = 'description' | 'focus_keyword' | 'image_alt' | 'serving_size' | 'preparation_time' | 'cook_time' | 'recipe_category' | 'difficulty_level' | 'content_type';

export type BuilderAction =
  | { type: 'reset'; state: BuilderState }
  | { type: 'title'; value: string }
  | { type: 'slug'; value: string }
  | { type: 'content'; value: string }
  | { type: 'text'; field: TextField; value: string }
  | { type: 'publishAt'; value: string | null }
  | { type: 'image'; url: string | null; alt: string; placeholder: string | null }
  | { type: 'cheeseTypes'; value: string[] }
  | { type: 'addRow'; list: RowList }
  | { type: 'removeRow'; list: RowList; index: number }
  | { type: 'moveRow'; list: RowList; index: number; delta: -1 | 1 }
  | { type: 'ingredient'; index: number; field: keyof Ingredient; value: string }
  | { type: 'instruction'; index: number; field: keyof Instruction; value: string };

/** Initial state: a new article's slug follows its title; an existing one's slug is kept. */
export function initialState(form: EntryForm, isNew: boolean, slugEdited?: boolean): BuilderState {
  return { form, slugEdited: slugEdited ?? (!isNew || form.slug.trim() !== '') };
}

function moveItem<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item);
  return next;
}

/** Applies one edit. Out-of-range row indexes leave the rows unchanged. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const form = state.form;
  switch (action.type) {
    case 'reset':
      return action.state;
    case 'title':
      return {
        ...state,
        form: { ...form, title: action.value, slug: state.slugEdited ? form.slug : slugify(action.value) },
      };
    case 'slug':
      if (action.value === '') return { form: { ...form, slug: slugify(form.title) }, slugEdited: false };
      return { form: { ...form, slug: action.value }, slugEdited: true };
    case 'content':
      return { ...state, form: { ...form, content: action.value } };
    case 'text':
      return { ...state, form: { ...form, [action.field]: action.value } };
    case 'publishAt':
      return { ...state, form: { ...form, publish_at: action.value } };
    case 'image':
      // The placeholder describes the picture: it changes with it and goes with it.
      return { ...state, form: { ...form, image_url: action.url, image_alt: action.url ? action.alt : '', image_placeholder: action.url ? action.placeholder : null } };
    case 'cheeseTypes':
      return { ...state, form: { ...form, cheese_types: action.value } };
    case 'addRow':
      return action.list === 'ingredients'
        ? { ...state, form: { ...form, ingredients: [...form.ingredients, { amount: '', item: '' }] } }
        : { ...state, form: { ...form, instructions: [...form.instructions, { step: '', description: '' }] } };
    case 'removeRow':
      return action.list === 'ingredients'
        ? { ...state, form: { ...form, ingredients: form.ingredients.filter((_, i) => i !== action.index) } }
        : { ...state, form: { ...form, instructions: form.instructions.filter((_, i) => i !== action.index) } };
    case 'moveRow':
      return action.list === 'ingredients'
        ? { ...state, form: { ...form, ingredients: moveItem(form.ingredients, action.index, action.delta) } }
        : { ...state, form: { ...form, instructions: moveItem(form.instructions, action.index, action.delta) } };
    case 'ingredient':
      return {
        ...state,
        form: { ...form, ingredients: form.ingredients.map((r, i) => (i === action.index ? { ...r, [action.field]: action.value } : r)) },
      };
    case 'instruction':
      return {
        ...state,
        form: { ...form, instructions: form.instructions.map((r, i) => (i === action.index ? { ...r, [action.field]: action.value } : r)) },
      };
    default: {
      const never: never = action;
      throw new Error(`Unknown builder action: ${JSON.stringify(never)}`);
    }
  }
}

/** True when two forms hold the same values (the autosave and leave-guard compare with this). */
export function sameForm(a: EntryForm, b: EntryForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** `<input type="datetime-local">` value (local time, minutes) for an ISO instant; '' for null/invalid. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** ISO instant for a `datetime-local` value (read as local time); null for ''/invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
