import { describe, expect, it } from 'vitest';
import { cheeseTypePath, cheeseTypeSlug, foldAccents, isCheeseTypeSlug } from './cheese-type-tags';

describe('cheese-type tag slugs', () => {
  it('fold case, accents and punctuation into one hyphen', () => {
    expect(cheeseTypeSlug('Gruyère')).toBe('gruyere');
    expect(cheeseTypeSlug('Semi-soft')).toBe('semi-soft');
    expect(cheeseTypeSlug('  Camembert de Normandie ')).toBe('camembert-de-normandie');
    expect(cheeseTypeSlug('Brie / Coulommiers!')).toBe('brie-coulommiers');
    expect(cheeseTypeSlug('Rødgrød')).toBe('rodgrod');
    expect(cheeseTypeSlug('!!!')).toBe('');
  });
  it('folds letters that do not decompose', () => {
    expect(foldAccents('Ærø Œuf Straße')).toBe('aero oeuf strasse');
  });
  it('builds the page path', () => {
    expect(cheeseTypePath('Comté')).toBe('/cheese-types/comte');
  });
  it('accepts only slugs the rule produces', () => {
    expect(isCheeseTypeSlug('semi-soft')).toBe(true);
    for (const s of ['', 'Semi', 'a--b', '-a', 'a-', 'é', 'a b', 'a'.repeat(101)]) expect(isCheeseTypeSlug(s), s).toBe(false);
  });
});
