import { describe, expect, it } from 'vitest';
import { searchTerm, searchTerms, typoDistance } from './search-matching';

describe('search matching rules', () => {
  it('folds accents and case, forgives plurals, drops stop words', () => {
    expect(searchTerm('Gruyère')).toBe('gruyere');
    expect(searchTerm('Cheeses')).toBe('cheese');
    expect(searchTerm('berries')).toBe('berry');
    expect(searchTerm('Swiss')).toBe('swiss');
    expect(searchTerm('the')).toBeNull();
    expect(searchTerms('The fondues of Comté!')).toEqual(['fondue', 'comte']);
  });
  it('tolerates one typo only from five letters', () => {
    expect(typoDistance('brie')).toBe(0);
    expect(typoDistance('camembrt')).toBe(1);
  });
});
