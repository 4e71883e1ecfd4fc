import { describe, expect, it } from 'vitest';
import { recentActivity } from './recent-activity';

describe('recentActivity', () => {
  it('merges articles and cheeses newest first, ten at most', () => {
    const entries = Array.from({ length: 8 }, (_, i) => ({
      id: `e${i}`,
      title: `Article ${i}`,
      updated_at: `2026-01-${String(i * 2 + 1).padStart(2, '0')}T00:00:00Z`,
      updated_by: 'u1',
    }));
    const cheeses = Array.from({ length: 8 }, (_, i) => ({
      id: `c${i}`,
      name: `Cheese ${i}`,
      updated_at: `2026-01-${String(i * 2 + 2).padStart(2, '0')}T00:00:00Z`,
      updated_by: null,
      added_by: 'u2',
    }));
    const items = recentActivity(entries, cheeses);
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({ kind: 'cheese', id: 'c7', label: 'Cheese 7', at: '2026-01-16T00:00:00Z', by: 'u2', href: '/admin/cheeses/edit/c7' });
    expect(items[1]).toMatchObject({ kind: 'article', id: 'e7', by: 'u1', href: '/admin/articles/edit/e7' });
    expect(items.map((i) => i.at)).toEqual([...items.map((i) => i.at)].sort().reverse());
  });

  it('is empty when there is nothing', () => {
    expect(recentActivity([], [])).toEqual([]);
  });
});
