import { describe, expect, it } from 'vitest';
import { emptyEntryForm } from '@/domain';
import { builderReducer, fromLocalInput, initialState, toLocalInput, type BuilderState } from './form-state';

const fresh = (): BuilderState => initialState(emptyEntryForm(), true);

describe('builder form state', () => {
  it('a new article slug follows the title until the slug is edited', () => {
    let s = builderReducer(fresh(), { type: 'title', value: 'Comté & Brie: A Guide!' });
    expect(s.form.slug).toBe('comte-brie-a-guide');
    s = builderReducer(s, { type: 'slug', value: 'my-slug' });
    s = builderReducer(s, { type: 'title', value: 'Something else' });
    expect(s.form.slug).toBe('my-slug');
    expect(s.slugEdited).toBe(true);
  });
  it('clearing the slug hands it back to the title', () => {
    let s = builderReducer(fresh(), { type: 'slug', value: 'x' });
    s = builderReducer(s, { type: 'title', value: 'Hello World' });
    expect(s.form.slug).toBe('x');
    s = builderReducer(s, { type: 'slug', value: '' });
    expect(s.form.slug).toBe('hello-world');
    s = builderReducer(s, { type: 'title', value: 'Hello Cheese' });
    expect(s.form.slug).toBe('hello-cheese');
  });
  it('an existing article keeps its slug when the title changes', () => {
    const s0 = initialState({ ...emptyEntryForm(), title: 'Old', slug: 'old' }, false);
    expect(builderReducer(s0, { type: 'title', value: 'New title' }).form.slug).toBe('old');
  });
  it('adds, edits, moves and removes recipe rows', () => {
    let s = fresh();
    s = builderReducer(s, { type: 'addRow', list: 'ingredients' });
    s = builderReducer(s, { type: 'addRow', list: 'ingredients' });
    s = builderReducer(s, { type: 'ingredient', index: 0, field: 'amount', value: '200 g' });
    s = builderReducer(s, { type: 'ingredient', index: 1, field: 'item', value: 'Gruyère' });
    s = builderReducer(s, { type: 'moveRow', list: 'ingredients', index: 1, delta: -1 });
    expect(s.form.ingredients).toEqual([{ amount: '', item: 'Gruyère' }, { amount: '200 g', item: '' }]);
    expect(builderReducer(s, { type: 'moveRow', list: 'ingredients', index: 0, delta: -1 }).form.ingredients).toEqual(s.form.ingredients);
    s = builderReducer(s, { type: 'removeRow', list: 'ingredients', index: 0 });
    expect(s.form.ingredients).toEqual([{ amount: '200 g', item: '' }]);
    s = builderReducer(s, { type: 'addRow', list: 'instructions' });
    s = builderReducer(s, { type: 'instruction', index: 0, field: 'description', value: 'Melt' });
    expect(s.form.instructions).toEqual([{ step: '', description: 'Melt' }]);
  });
  it('removing the featured image clears its alt text and its placeholder', () => {
    let s = builderReducer(fresh(), { type: 'image', url: 'https://x/y.png', alt: 'A cheese', placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG' });
    expect([s.form.image_alt, s.form.image_placeholder]).toEqual(['A cheese', 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG']);
    s = builderReducer(s, { type: 'image', url: null, alt: 'A cheese', placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG' });
    expect([s.form.image_url, s.form.image_alt, s.form.image_placeholder]).toEqual([null, '', null]);
  });
  it('round-trips datetime-local values', () => {
    const iso = fromLocalInput('2030-05-06T07:08');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2030-05-06T07:08');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
  });
});
