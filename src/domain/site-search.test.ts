import { describe, expect, it } from 'vitest';
import { cleanSearchQuery, markTerms, searchPath, snippetParts } from './site-search';
import { foldAccents } from './cheese-type-tags';
import { SEARCH_QUERY_MAX } from './constants';

describe('site search rules', () => {
  it('cleans the query', () => {
    expect(cleanSearchQuery('  goat \n cheese  ')).toBe('goat cheese');
    expect(cleanSearchQuery(null)).toBe('');
    expect(cleanSearchQuery('x'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX);
  });
  it('builds the results URL', () => {
    expect(searchPath('goat & fig')).toBe('/search?q=goat+%26+fig');
    expect(searchPath('brie', 2)).toBe('/search?q=brie&page=2');
  });
  it('splits a snippet into marked and plain parts, markup left as text', () => {
    expect(snippetParts('Melt \u0002gruyère\u0003 on <b>toast</b>')).toEqual([
      { text: 'Melt ', mark: false },
      { text: 'gruyère', mark: true },
      { text: ' on <b>toast</b>', mark: false },
    ]);
    expect(snippetParts('\u0002a\u0003\u0002b\u0003')).toEqual([
      { text: 'a', mark: true },
      { text: 'b', mark: true },
    ]);
    expect(snippetParts(null)).toEqual([]);
  });
  it('marks words starting with a term, accents folded', () => {
    expect(snippetParts(markTerms('Fondue with Gruyère', ['gruy', 'fond'], foldAccents)).filter((p) => p.mark).map((p) => p.text)).toEqual(['Fondue', 'Gruyère']);
  });
});
