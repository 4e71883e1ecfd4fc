import { describe, expect, it } from 'vitest';
import { filterArticles } from './article-search';

const NOW = new Date('2026-06-01T00:00:00Z');
const rows = [
  { id: 1, title: 'Brie guide', description: 'All about soft cheese', content_type: 'article' as const, published_at: '2026-01-01T00:00:00Z', archived_at: null },
  { id: 2, title: 'Mac and cheese', description: null, content_type: 'recipe' as const, published_at: null, archived_at: null },
  { id: 3, title: 'Wine and Comté', description: 'Pairing', content_type: 'pairing_guide' as const, published_at: '2027-01-01T00:00:00Z', archived_at: null },
  { id: 4, title: 'Old news', description: 'brie history', content_type: 'article' as const, published_at: '2025-01-01T00:00:00Z', archived_at: '2026-02-01T00:00:00Z' },
];
const ids = (f: Parameters<typeof filterArticles>[1]): number[] => filterArticles(rows, f, NOW).map((r) => r.id);

describe('filterArticles', () => {
  it.each([
    [{}, [1, 2, 3, 4]],
    [{ query: 'BRIE' }, [1, 4]],
    [{ query: 'soft' }, [1]],
    [{ query: 'cheese' }, [1, 2]],
    [{ query: '  ' }, [1, 2, 3, 4]],
    [{ type: 'article' }, [1, 4]],
    [{ type: 'pairing-guide' }, [3]],
    [{ type: 'all', status: 'all' as const }, [1, 2, 3, 4]],
    [{ status: 'draft' as const }, [2]],
    [{ status: 'published' as const }, [1]],
    [{ status: 'scheduled' as const }, [3]],
    [{ status: 'archived' as const }, [4]],
    [{ query: 'brie', status: 'published' as const, type: 'article' }, [1]],
  ])('%j → %j', (f, out) => expect(ids(f)).toEqual(out));
});
