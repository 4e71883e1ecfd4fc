import { describe, expect, it } from 'vitest';
import { cleanSearchQuery, hasControlCharacters, markedSnippet, markTerms, searchPath, snippetParts, withoutControlCharacters } from './site-search';
import { foldAccents } from './cheese-type-tags';
import { SEARCH_QUERY_MAX } from './constants';

describe('site search rules', () => {
  it('cleans the query', () => {
    expect(cleanSearchQuery('  goat \n cheese  ')).toBe('goat cheese');
    expect(cleanSearchQuery(null)).toBe('');
    expect(cleanSearchQuery('x'.repeat(500))).toHaveLength(SEARCH_QUERY_MAX);
  });
  it('tells a query with control characters (a NUL…) from one with line breaks and tabs', () => {
    for (const q of ['a\u0000b', '\u0002brie\u0003', 'del\u007F', 'c1\u0085']) expect(hasControlCharacters(q), JSON.stringify(q)).toBe(true);
    for (const q of ['goat \n cheese\t', 'Gruyère 🧀', '', null]) expect(hasControlCharacters(q), JSON.stringify(q)).toBe(false);
    expect(withoutControlCharacters('a\u0000b\u0001 c\n')).toBe('ab c\n');
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
  it('cuts a long device snippet to a window of words from just before the first match, "…" where cut', () => {
    const text = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ').replace('w30', 'Gruyère');
    const cut = markedSnippet(text, ['gruyere'], foldAccents, 10);
    expect(cut).toBe('… w26 w27 w28 w29 \u0002Gruyère\u0003 w31 w32 w33 w34 w35 …');
    // Near the start: no leading "…"; near the end: the last words, no trailing "…".
    expect(markedSnippet(text, ['w1'], foldAccents, 5)).toBe('w0 \u0002w1\u0003 w2 w3 w4 …');
    expect(markedSnippet(text, ['w59'], foldAccents, 5)).toBe('… w55 w56 w57 w58 \u0002w59\u0003');
    // Short texts whole; no match: the opening words.
    expect(markedSnippet('A gruyère fondue.', ['fond'], foldAccents, 10)).toBe('A gruyère \u0002fondue\u0003.');
    expect(markedSnippet(text, ['nothing'], foldAccents, 3)).toBe('w0 w1 w2 …');
  });
});

