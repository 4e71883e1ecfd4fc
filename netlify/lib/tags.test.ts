import { describe, expect, it } from 'vitest';
import { pageTags } from './tags';

describe('pageTags', () => {
  it('names an entry page’s own tag for a slug an entry can have', () => {
    expect(pageTags('entry', 'brie-tart')).toEqual(['pages', 'entries', 'entry-brie-tart']);
  });

  it('names none for any other path (each would break the header or is no entry’s)', () => {
    for (const slug of ['a\u0000b', 'a\u0001b', 'a b', 'a,b', '✓', 'Brie']) {
      expect(pageTags('entry', slug), JSON.stringify(slug)).toEqual(['pages', 'entries']);
      // Every tag is a valid header value.
      expect(() => new Headers({ 'netlify-cache-tag': pageTags('entry', slug).join(',') })).not.toThrow();
    }
  });
});
