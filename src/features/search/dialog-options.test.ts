import { describe, expect, it } from 'vitest';
import type { SearchData } from '@/data/public';
import { dialogGroups, flatOptions, moveActive } from './dialog-options';

const data: SearchData = {
  q: 'brie',
  page: 1,
  hasNext: false,
  from: 'server',
  error: null,
  entries: [{ id: 'e1', slug: 'baked-brie', title: 'Baked Brie', description: 'Warm.', snippet: null, image_url: null, image_placeholder: null, content_type: 'recipe', published_at: null }],
  cheeses: [{ id: 'c1', name: 'Brie de Meaux', subtitle: 'Soft · Cow · France', snippet: null, image_url: null, image_placeholder: null }],
};

describe('search dialog options', () => {
  it('lists recent searches before typing, nothing when there are none', () => {
    expect(dialogGroups('', null, ['fondue', 'brie'])[0].options.map((o) => [o.kind, o.label])).toEqual([
      ['recent', 'fondue'],
      ['recent', 'brie'],
    ]);
    expect(dialogGroups(' ', null, [])).toEqual([]);
  });
  it('groups entries, cheeses and the link to all results', () => {
    const groups = dialogGroups('brie', data, []);
    expect(groups.map((g) => g.label)).toEqual(['Entries', 'Cheeses', 'All results']);
    expect(flatOptions(groups).map((o) => o.href)).toEqual(['/baked-brie', '/?cheese=c1', '/search?q=brie']);
    expect(flatOptions(groups)[0].detail).toBe('Warm.');
  });
  it('offers no “All results” when nothing matched (the status line says there are none)', () => {
    expect(dialogGroups('xyzzyq', { ...data, q: 'xyzzyq', entries: [], cheeses: [] }, [])).toEqual([]);
    expect(dialogGroups('brie', { ...data, entries: [] }, []).map((g) => g.key)).toEqual(['cheeses', 'all']);
  });
  it('moves with the arrow keys, wrapping', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
