import { describe, expect, it, vi } from 'vitest';
import { hasStoredProgress, progressKey } from './recipe-progress-key';
import { createProgressStore, NO_PROGRESS, readProgress, recipeSignature, setTicked, writeProgress, type RecipeProgress } from './recipe-progress';

const recipe = {
  ingredients: [
    { amount: '300 g', item: 'Gruyère' },
    { amount: '1', item: 'garlic clove' },
  ],
  instructions: [{ step: 'Rub', description: 'Rub the pot with garlic.' }, { description: 'Melt the cheese.' }],
};
const SIG = recipeSignature(recipe);
const chosen: RecipeProgress = { servings: 6, multiplier: null, ingredients: [1, 0], steps: [1] };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('recipe progress: keys and signature', () => {
  it('keys one item per recipe', () => {
    expect(progressKey('e1')).toBe('cheezopedia.recipe.e1');
    expect(progressKey('e1')).not.toBe(progressKey('e2'));
  });
  it('tells whether the device holds progress for a recipe, false where storage is blocked', () => {
    const storage = memoryStorage();
    createProgressStore(storage).set('e1', SIG, chosen);
    expect(hasStoredProgress('e1', () => storage)).toBe(true);
    expect(hasStoredProgress('e2', () => storage)).toBe(false);
    expect(
      hasStoredProgress('e1', () => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
  });
  it('changes the signature when a row changes, is added or moves between lists', () => {
    expect(recipeSignature(recipe)).toBe(SIG);
    expect(recipeSignature({ ...recipe, ingredients: [{ amount: '301 g', item: 'Gruyère' }, recipe.ingredients[1]] })).not.toBe(SIG);
    expect(recipeSignature({ ...recipe, instructions: [...recipe.instructions, { description: 'Serve.' }] })).not.toBe(SIG);
    expect(recipeSignature({ ingredients: [], instructions: [{ description: 'x' }] })).not.toBe(recipeSignature({ ingredients: [{ amount: '', item: 'x' }], instructions: [] }));
  });
});

describe('recipe progress: serialisation', () => {
  it('round-trips, with ticks sorted and deduplicated', () => {
    const raw = writeProgress({ ...chosen, ingredients: [1, 0, 1] }, SIG);
    expect(readProgress(raw, SIG)).toEqual({ servings: 6, multiplier: null, ingredients: [0, 1], steps: [1] });
  });
  it('stores nothing for nothing chosen (×1 counts as nothing)', () => {
    expect(writeProgress(NO_PROGRESS, SIG)).toBeNull();
    expect(writeProgress({ ...NO_PROGRESS, multiplier: 1 }, SIG)).toBeNull();
  });
  it('keeps the multiplier only when it is one offered', () => {
    expect(readProgress(writeProgress({ ...NO_PROGRESS, multiplier: 2 }, SIG), SIG).multiplier).toBe(2);
    expect(readProgress(JSON.stringify({ v: 1, sig: SIG, multiplier: 7 }), SIG).multiplier).toBeNull();
  });
  it('drops ticks saved against other rows but keeps the servings', () => {
    const raw = writeProgress(chosen, SIG);
    expect(readProgress(raw, 'other')).toEqual({ servings: 6, multiplier: null, ingredients: [], steps: [] });
  });
  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['another format', JSON.stringify({ v: 99, servings: 4 })],
    ['an array', '[1,2]'],
    ['bad values', JSON.stringify({ v: 1, sig: SIG, servings: -3, ingredients: ['a', 1.5, -1], steps: 'all' })],
  ])('reads %s as nothing chosen', (_, raw) => {
    expect(readProgress(raw, SIG)).toEqual(NO_PROGRESS);
  });
  it('ticks and unticks', () => {
    expect(setTicked([0, 2], 1, true)).toEqual([0, 1, 2]);
    expect(setTicked([0, 1, 2], 1, false)).toEqual([0, 2]);
    expect(setTicked([0], 0, true)).toEqual([0]);
  });
});

describe('recipe progress: store', () => {
  it('writes to storage, notifies, and keeps one snapshot object until the value changes', () => {
    const storage = memoryStorage();
    const store = createProgressStore(storage);
    const listener = vi.fn();
    const off = store.subscribe(listener);
    const first = store.get('e1', SIG);
    expect(first).toEqual(NO_PROGRESS);
    expect(store.get('e1', SIG)).toBe(first);
    store.set('e1', SIG, chosen);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.items.has('cheezopedia.recipe.e1')).toBe(true);
    const second = store.get('e1', SIG);
    expect(second.servings).toBe(6);
    expect(store.get('e1', SIG)).toBe(second);
    store.set('e1', SIG, NO_PROGRESS);
    expect(storage.items.has('cheezopedia.recipe.e1')).toBe(false);
    off();
  });
  it('keeps progress in memory when storage throws', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = createProgressStore(broken);
    store.set('e1', SIG, chosen);
    expect(store.get('e1', SIG).servings).toBe(6);
  });
  it('hears changes made in another tab', () => {
    const target = new EventTarget();
    const store = createProgressStore(memoryStorage(), target as unknown as Window);
    const listener = vi.fn();
    const off = store.subscribe(listener);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'cheezopedia.recipe.e1' }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'cheezopedia.recipe.e1' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
