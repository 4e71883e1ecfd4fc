import { describe, expect, it } from 'vitest';
import { SEARCH_RECENT_LIMIT } from '@/domain/constants';
import { clearRecentSearches, recentSearches, rememberSearch } from './recent-searches';

function memory(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('recent searches', () => {
  it('keeps the newest first, once each, up to the limit', () => {
    const s = memory();
    rememberSearch('brie', s);
    rememberSearch('  fondue ', s);
    expect(rememberSearch('BRIE', s)).toEqual(['BRIE', 'fondue']);
    for (let i = 0; i < 20; i++) rememberSearch(`q${i}`, s);
    expect(recentSearches(s)).toHaveLength(SEARCH_RECENT_LIMIT);
    expect(recentSearches(s)[0]).toBe('q19');
  });
  it('ignores empty queries, bad stored data and a refusing storage', () => {
    const s = memory();
    expect(rememberSearch('   ', s)).toEqual([]);
    s.setItem('cheezopedia:recent-searches', '{not json');
    expect(recentSearches(s)).toEqual([]);
    s.setItem('cheezopedia:recent-searches', JSON.stringify(['ok', 3, null]));
    expect(recentSearches(s)).toEqual(['ok']);
    const refusing = { ...memory(), setItem: () => { throw new Error('quota'); } } as Storage;
    expect(rememberSearch('brie', refusing)).toEqual(['brie']);
    clearRecentSearches(s);
    expect(recentSearches(s)).toEqual([]);
  });
});
