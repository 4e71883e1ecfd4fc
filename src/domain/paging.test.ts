import { describe, expect, it } from 'vitest';
import { discoverPageQuery, isPastLastPage, pageOf, pageWindow, parsePage } from './paging';

describe('paging', () => {
  it('parses ?page= leniently (anything odd is page 1)', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2x')).toBe(1);
  });
  it('fetches one row more than a page to know whether a next page exists', () => {
    expect(pageWindow(3, 10)).toEqual({ offset: 20, limit: 11 });
    expect(pageOf([1, 2, 3], 1, 2)).toEqual({ rows: [1, 2], hasNext: true });
    expect(pageOf([1, 2], 1, 2)).toEqual({ rows: [1, 2], hasNext: false });
    expect(pageOf([1, 2, 3, 4, 5], 2, 2, true)).toEqual({ rows: [3, 4], hasNext: true });
    expect(pageOf([1, 2, 3, 4], 2, 2, true)).toEqual({ rows: [3, 4], hasNext: false });
  });
  it('builds page links that keep the filter', () => {
    expect(discoverPageQuery('recipe', 2)).toBe('?type=recipe&page=2');
    expect(discoverPageQuery(null, 1)).toBe('');
  });
});

describe('isPastLastPage', () => {
  it('is a page after the first with nothing on it', () => {
    expect(isPastLastPage(2, 0)).toBe(true);
    expect(isPastLastPage(40, 0)).toBe(true);
    expect(isPastLastPage(2, 3)).toBe(false);
    // The first page is the list itself, even when a filter has no entries.
    expect(isPastLastPage(1, 0)).toBe(false);
  });
});
