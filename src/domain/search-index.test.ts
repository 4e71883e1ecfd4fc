import { describe, expect, it } from 'vitest';
import { buildSearchIndex, normaliseSearchText, searchIndex } from './search-index';

const rows = [
  { name: 'Gruyère', country: 'Switzerland', description: null },
  { name: 'Brie', country: 'France', description: 'Soft and creamy' },
];
const index = buildSearchIndex(rows, (r) => [r.name, r.country, r.description]);

describe('search index', () => {
  it('normalises case and accents', () => {
    expect(normaliseSearchText('GRUYÈRE')).toBe('gruyere');
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
