/**
 * A reader's progress on one recipe, kept on the device: the servings (or multiplier) they chose and
 * which ingredients and steps they ticked. One localStorage item per recipe, keyed by entry id, read
 * only in the browser after hydration (the server's HTML always shows the recipe as written).
 *
 * Ticks are stored by row index together with a signature of the recipe's rows: when the author
 * edits the ingredients or steps, old ticks no longer point at the same rows and are dropped (the
 * chosen servings stay). Anything unreadable in storage (another version's shape, hand edits) reads
 * as "nothing chosen", never as an error.
 */
import type { Ingredient, Instruction } from '@/domain/types';
import { PROGRESS_KEY_PREFIX, progressKey } from './recipe-progress-key';

export interface RecipeProgress {
  /** Servings chosen on the stepper, or null for the recipe's own. */
  servings: number | null;
  /** Factor chosen on the ×½ ×1 ×2 ×3 control (recipes whose serving size holds no number), or null for ×1. */
  multiplier: number | null;
  /** Indexes of the ticked ingredient rows, ascending. */
  ingredients: readonly number[];
  /** Indexes of the ticked steps, ascending. */
  steps: readonly number[];
}

export const NO_PROGRESS: RecipeProgress = Object.freeze({ servings: null, multiplier: null, ingredients: [], steps: [] });

/** The multipliers offered when the serving size holds no number. */
export const MULTIPLIERS: readonly number[] = [0.5, 1, 2, 3];
/** Stepper bounds: one serving up to a party. */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 99;

const FORMAT = 1;

/** FNV-1a over the rows' text: a short fingerprint that changes when a row is added, removed or edited. */
export function recipeSignature(entry: { ingredients: readonly Ingredient[]; instructions: readonly Instruction[] }): string {
  const text = [
    ...entry.ingredients.map((i) => `${i.amount ?? ''}\u0001${i.item ?? ''}`),
    '\u0002',
    ...entry.instructions.map((s) => `${s.step ?? ''}\u0001${s.description ?? ''}`),
  ].join('\u0003');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function indexes(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const whole = value.filter((n): n is number => Number.isInteger(n) && n >= 0 && n < 1000);
  return Array.from(new Set(whole)).sort((a, b) => a - b);
}

function servingsValue(value: unknown): number | null {
  return Number.isInteger(value) && (value as number) >= MIN_SERVINGS && (value as number) <= MAX_SERVINGS ? (value as number) : null;
}

function multiplierValue(value: unknown): number | null {
  return typeof value === 'number' && MULTIPLIERS.includes(value) && value !== 1 ? value : null;
}

/** The stored text read back; ticks saved against other rows (`signature` differs) are dropped. */
export function readProgress(raw: string | null, signature: string): RecipeProgress {
  if (!raw) return NO_PROGRESS;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return NO_PROGRESS;
  }
  if (typeof data !== 'object' || data === null || (data as { v?: unknown }).v !== FORMAT) return NO_PROGRESS;
  const d = data as Record<string, unknown>;
  const sameRows = d.sig === signature;
  return {
    servings: servingsValue(d.servings),
    multiplier: multiplierValue(d.multiplier),
    ingredients: sameRows ? indexes(d.ingredients) : [],
    steps: sameRows ? indexes(d.steps) : [],
  };
}

/** The text to store, or null when nothing is chosen (the item is then removed). */
export function writeProgress(progress: RecipeProgress, signature: string): string | null {
  const servings = servingsValue(progress.servings);
  const multiplier = multiplierValue(progress.multiplier);
  const ingredients = indexes(progress.ingredients);
  const steps = indexes(progress.steps);
  if (servings === null && multiplier === null && ingredients.length === 0 && steps.length === 0) return null;
  return JSON.stringify({ v: FORMAT, sig: signature, servings, multiplier, ingredients, steps });
}

/** The list with `index` ticked or unticked. */
export function setTicked(list: readonly number[], index: number, ticked: boolean): number[] {
  const rest = list.filter((n) => n !== index);
  return ticked ? [...rest, index].sort((a, b) => a - b) : rest;
}

type ProgressStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ProgressStore {
  get(entryId: string, signature: string): RecipeProgress;
  set(entryId: string, signature: string, next: RecipeProgress): void;
  /** Called on every change, from this page or (through the storage event) from another tab. */
  subscribe(listener: () => void): () => void;
}

/**
 * A store over `storage` (the browser's localStorage) whose snapshots stay the same object until the
 * value changes, as useSyncExternalStore needs. Storage that throws (private browsing, quota, blocked)
 * leaves the progress in memory for this page.
 */
export function createProgressStore(storage: ProgressStorage | null, events?: Pick<Window, 'addEventListener' | 'removeEventListener'>): ProgressStore {
  const cache = new Map<string, { raw: string | null; progress: RecipeProgress }>();
  const memory = new Map<string, string | null>();
  const listeners = new Set<() => void>();

  const readRaw = (key: string): string | null => {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const notify = () => listeners.forEach((l) => l());
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === null || key.startsWith(PROGRESS_KEY_PREFIX)) notify();
  };

  return {
    get(entryId, signature) {
      const key = progressKey(entryId);
      const raw = readRaw(key);
      const cacheKey = `${key}\u0000${signature}`;
      const hit = cache.get(cacheKey);
      if (hit && hit.raw === raw) return hit.progress;
      const progress = readProgress(raw, signature);
      cache.set(cacheKey, { raw, progress });
      return progress;
    },
    set(entryId, signature, next) {
      const key = progressKey(entryId);
      const raw = writeProgress(next, signature);
      try {
        if (raw === null) storage?.removeItem(key);
        else storage?.setItem(key, raw);
        memory.delete(key);
      } catch {
        memory.set(key, raw);
      }
      if (!storage) memory.set(key, raw);
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}
