import { describe, expect, it } from 'vitest';
import { buildSearchIndex, normaliseSearchText, searchIndex } from './search-index';
import { foldAccents } from './cheese-type-tags';

const rows = [
  { name: 'Gruyère', country: 'Switzerland', description: null },
  { name: 'Brie', country: 'France', description: 'Soft and creamy' },
];
const index = buildSearchIndex(rows, (r) => [r.name, r.country, r.description]);

describe('search index', () => {
  it('normalises case and accents', () => {
    expect(normaliseSearchText('GRUYÈRE')).toBe('gruyere');
  });
  it('folds as the site search does (one rule for both): letters without a combining accent too', () => {
    for (const text of ['GRUYÈRE', 'Ærøskøbing', 'Łomża', 'Straße']) expect(normaliseSearchText(text)).toBe(foldAccents(text));
    expect(normaliseSearchText('Ærøskøbing')).toBe('aeroskobing');
  });
  it('matches any field, case- and accent-insensitive, keeping order', () => {
    expect(searchIndex(index, 'gruyere')).toEqual([rows[0]]);
    expect(searchIndex(index, ' FRANCE ')).toEqual([rows[1]]);
    expect(searchIndex(index, 'creamy')).toEqual([rows[1]]);
    expect(searchIndex(index, '')).toEqual(rows);
  });
  it('a query never matches across two fields', () => {
    expect(searchIndex(index, 'briefrance')).toEqual([]);
  });
});
