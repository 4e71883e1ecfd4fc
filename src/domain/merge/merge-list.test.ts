import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../types';
import { mergeItems, mergeSet, resolveItems, type ListHunk, type ListMerge } from './merge-list';

const ing = (amount: string, item: string): Ingredient => ({ amount, item });
const gruyere = ing('300 g', 'Gruyère');
const wine = ing('1 cup', 'dry white wine');
const garlic = ing('1', 'garlic clove');
const kirsch = ing('2 tbsp', 'kirsch');
const base = [gruyere, wine, garlic];

describe('mergeItems (ordered lists: ingredients, instructions)', () => {
  it.each<[string, Ingredient[], Ingredient[], Ingredient[]]>([
    ['an amount changed here, an item added there', [ing('250 g', 'Gruyère'), wine, garlic], [gruyere, wine, garlic, kirsch], [ing('250 g', 'Gruyère'), wine, garlic, kirsch]],
    ['different items changed, next to each other', [ing('250 g', 'Gruyère'), wine, garlic], [gruyere, ing('1½ cups', 'dry white wine'), garlic], [ing('250 g', 'Gruyère'), ing('1½ cups', 'dry white wine'), garlic]],
    ['the same item changed the same way', [gruyere, ing('1½ cups', 'dry white wine'), garlic], [gruyere, ing('1½ cups', 'dry white wine'), garlic], [gruyere, ing('1½ cups', 'dry white wine'), garlic]],
    ['an item removed here, another changed there', [gruyere, garlic], [gruyere, wine, ing('2', 'garlic cloves')], [gruyere, ing('2', 'garlic cloves')]],
    ['the same item removed on both sides', [gruyere, garlic], [gruyere, garlic], [gruyere, garlic]],
    ['the same item added at the same place', [gruyere, kirsch, wine, garlic], [gruyere, kirsch, wine, garlic], [gruyere, kirsch, wine, garlic]],
    ['items added at different places', [kirsch, gruyere, wine, garlic], [gruyere, wine, garlic, ing('', 'pepper')], [kirsch, gruyere, wine, garlic, ing('', 'pepper')]],
  ])('%s', (_, ours, theirs, merged) => {
    expect(mergeItems(base, ours, theirs)).toEqual({ merged });
    expect(mergeItems(base, theirs, ours)).toEqual({ merged });
  });

  it.each<[string, Ingredient[], Ingredient[], ListHunk<Ingredient>[]]>([
    ['the same item changed differently', [ing('250 g', 'Gruyère'), wine, garlic], [ing('200 g', 'Gruyère'), wine, garlic],
      [{ kind: 'conflict', base: [gruyere], ours: [ing('250 g', 'Gruyère')], theirs: [ing('200 g', 'Gruyère')] }, { kind: 'ok', items: [wine, garlic] }]],
    ['removed here, changed there', [gruyere, garlic], [gruyere, ing('1 cup', 'dry cider'), garlic],
      [{ kind: 'ok', items: [gruyere] }, { kind: 'conflict', base: [wine], ours: [], theirs: [ing('1 cup', 'dry cider')] }, { kind: 'ok', items: [garlic] }]],
    ['different items added at the same place', [gruyere, wine, garlic, kirsch], [gruyere, wine, garlic, ing('', 'nutmeg')],
      [{ kind: 'ok', items: [gruyere, wine, garlic] }, { kind: 'conflict', base: [], ours: [kirsch], theirs: [ing('', 'nutmeg')] }]],
  ])('%s', (_, ours, theirs, hunks) => {
    expect(mergeItems(base, ours, theirs)).toEqual({ conflict: { hunks } });
  });

  it('does not take keys reordered by the server (jsonb) for a change; unchanged items come as the server holds them', () => {
    const reordered = [{ item: 'Gruyère', amount: '300 g' }, { item: 'dry white wine', amount: '1 cup' }, { item: 'garlic clove', amount: '1' }];
    expect(mergeItems(base, [gruyere, wine, garlic, kirsch], reordered)).toEqual({ merged: [gruyere, wine, garlic, kirsch] });
    // Theirs changed too: the items nobody changed are theirs, keys in the server's order.
    const r = mergeItems(base, [ing('250 g', 'Gruyère'), wine, garlic], [...reordered, kirsch]) as ListMerge<Ingredient> & { merged: Ingredient[] };
    expect(r.merged).toEqual([ing('250 g', 'Gruyère'), wine, garlic, kirsch]);
    expect(Object.keys(r.merged[1])).toEqual(['item', 'amount']);
  });

  it('merging theirs with theirs is theirs', () => {
    const theirs = [gruyere, kirsch];
    expect(mergeItems(base, theirs, theirs)).toEqual({ merged: theirs });
  });

  it('merges instructions (steps with an optional label) the same way', () => {
    const steps = [{ step: null, description: 'Rub the pot with garlic.' }, { step: null, description: 'Warm the wine.' }, { step: 'Serve', description: 'Stir in the cheese.' }];
    const ours = [steps[0], { step: null, description: 'Warm the wine gently.' }, steps[2]];
    const theirs = [...steps, { step: null, description: 'Keep it warm at the table.' }];
    expect(mergeItems(steps, ours, theirs)).toEqual({ merged: [steps[0], ours[1], steps[2], theirs[3]] });
  });
});

describe('resolveItems', () => {
  const hunks: ListHunk<string>[] = [
    { kind: 'ok', items: ['a'] },
    { kind: 'conflict', base: ['b'], ours: ['b1'], theirs: ['b2'] },
    { kind: 'ok', items: ['c'] },
    { kind: 'conflict', base: [], ours: ['x'], theirs: [] },
  ];
  it.each<[string, ('ours' | 'theirs' | 'both')[], string[]]>([
    ['ours, ours', ['ours', 'ours'], ['a', 'b1', 'c', 'x']],
    ['theirs, theirs', ['theirs', 'theirs'], ['a', 'b2', 'c']],
    ['both, theirs', ['both', 'theirs'], ['a', 'b1', 'b2', 'c']],
  ])('%s', (_, choices, items) => expect(resolveItems(hunks, choices)).toEqual(items));
  it('refuses a wrong number of choices', () => expect(() => resolveItems(hunks, ['ours'])).toThrow(/2 conflict hunks, 1 choices/));
});

describe('mergeSet (tags: cheese types)', () => {
  it.each<[string, string[], string[], string[], string[]]>([
    ['added on both sides', ['Brie'], ['Brie', 'Soft'], ['Brie', 'Bloomy'], ['Brie', 'Bloomy', 'Soft']],
    ['removed here, added there', ['Brie', 'Soft'], ['Brie'], ['Brie', 'Soft', 'Bloomy'], ['Brie', 'Bloomy']],
    ['removed on both sides, different ones', ['Brie', 'Soft', 'Bloomy'], ['Brie', 'Bloomy'], ['Brie', 'Soft'], ['Brie']],
    ['the same added on both sides: once', ['Brie'], ['Brie', 'Soft'], ['Brie', 'Soft'], ['Brie', 'Soft']],
    ['the same removed on both sides', ['Brie', 'Soft'], ['Brie'], ['Brie'], ['Brie']],
    ['reordered here only: theirs order stands', ['Brie', 'Soft'], ['Soft', 'Brie'], ['Brie', 'Soft'], ['Brie', 'Soft']],
    ['everything removed here, one added there', ['Brie', 'Soft'], [], ['Brie', 'Soft', 'Bloomy'], ['Bloomy']],
  ])('%s', (_, b, ours, theirs, merged) => expect(mergeSet(b, ours, theirs)).toEqual(merged));
});
