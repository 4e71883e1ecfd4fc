import { describe, expect, it } from 'vitest';
import {
  contentTypeLabel,
  CONTENT_TYPE_OPTIONS,
  DISCOVER_FILTERS,
  discoverFilterToQuery,
  isContentType,
  matchesDiscoverFilter,
  normaliseContentType,
  parseDiscoverFilter,
} from './content-type';

describe('normaliseContentType', () => {
  it.each([
    ['article', 'article'],
    ['recipe', 'recipe'],
    ['pairing_guide', 'pairing_guide'],
    ['pairing-guide', 'pairing_guide'],
    ['Pairing Guide', 'pairing_guide'],
    ['  RECIPE ', 'recipe'],
    ['Article', 'article'],
    ['PAIRING--GUIDE', 'pairing_guide'],
    ['guide', null],
    ['recipes', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseContentType(input)).toBe(expected);
  });
});

describe('labels and filters', () => {
  it('labels each type', () => {
    expect(contentTypeLabel('article')).toBe('Article');
    expect(contentTypeLabel('recipe')).toBe('Recipe');
    expect(contentTypeLabel('pairing-guide')).toBe('Pairing Guide');
    expect(CONTENT_TYPE_OPTIONS.map((o) => o.label)).toEqual(['Article', 'Recipe', 'Pairing Guide']);
  });
  it('offers the spec filter buttons in order', () => {
    expect(DISCOVER_FILTERS.map((f) => f.label)).toEqual(['All', 'Recipes', 'Articles', 'Pairing Guides']);
    expect(DISCOVER_FILTERS.map((f) => f.value)).toEqual(['all', 'recipe', 'article', 'pairing_guide']);
  });
  it('isContentType only accepts canonical values', () => {
    expect(isContentType('pairing_guide')).toBe(true);
    expect(isContentType('pairing-guide')).toBe(false);
  });
  it.each([
    [null, 'all'],
    ['', 'all'],
    ['all', 'all'],
    ['recipe', 'recipe'],
    ['recipes', 'recipe'],
    ['Articles', 'article'],
    ['pairing-guide', 'pairing_guide'],
    ['Pairing Guides', 'pairing_guide'],
    ['nonsense', 'all'],
  ])('parseDiscoverFilter(%j) → %j', (q, f) => {
    expect(parseDiscoverFilter(q)).toBe(f);
  });
  it('round-trips filters through the query', () => {
    for (const { value } of DISCOVER_FILTERS) {
      expect(parseDiscoverFilter(discoverFilterToQuery(value))).toBe(value);
    }
    expect(discoverFilterToQuery('all')).toBeNull();
  });
  it('matches entries against a filter', () => {
    expect(matchesDiscoverFilter('pairing-guide', 'pairing_guide')).toBe(true);
    expect(matchesDiscoverFilter('recipe', 'article')).toBe(false);
    expect(matchesDiscoverFilter('anything', 'all')).toBe(true);
  });
});
