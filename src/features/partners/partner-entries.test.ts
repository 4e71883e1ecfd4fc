import { describe, expect, it } from 'vitest';
import type { Entry } from '@/domain';
import { countByState, dashboardCounts, draftGroups, ownEntries, publishedEntries, revisionOf, viewsByEntry, workInProgress } from './partner-entries';

const base = { published_at: null, author_id: 'me', updated_at: '2026-11-01T00:00:00Z', _sync: 'synced' } as unknown as Entry & { _sync: string };
const row = (id: string, extra: Record<string, unknown>) => ({ ...base, id, ...extra }) as Entry & { _sync: string };

const rows = [
  row('draft', {}),
  row('review', { review_status: 'in_review', updated_at: '2026-11-03T00:00:00Z' }),
  row('changes', { review_status: 'changes_requested', updated_at: '2026-11-02T00:00:00Z' }),
  row('live', { published_at: '2026-10-01T00:00:00Z' }),
  row('rev', { revision_of: 'live', updated_at: '2026-11-04T00:00:00Z' }),
  row('other', { author_id: 'someone-else', published_at: '2026-10-02T00:00:00Z' }),
  row('local', { author_id: null, _sync: 'pending' }),
  row('public-unknown', { author_id: null, published_at: '2026-10-03T00:00:00Z' }),
];

describe('partner entries', () => {
  it('own rows: authored by me, or created here and not synced yet', () => {
    expect(ownEntries(rows, 'me').map((r) => r.id)).toEqual(['draft', 'review', 'changes', 'live', 'rev', 'local']);
    expect(ownEntries(rows, null)).toEqual([]);
  });

  it('published vs work in progress; revisions are work in progress', () => {
    const own = ownEntries(rows, 'me');
    expect(publishedEntries(own).map((r) => r.id)).toEqual(['live']);
    expect(workInProgress(own).map((r) => r.id)).toEqual(['rev', 'review', 'changes', 'draft', 'local']);
    expect(revisionOf(own, 'live')?.id).toBe('rev');
  });

  it('counts by state (a revision draft does not count as another draft)', () => {
    expect(countByState(ownEntries(rows, 'me'))).toEqual({ draft: 2, in_review: 1, changes_requested: 1, published: 1 });
  });

  it('the dashboard counts a submission in review as in review, not as a draft', () => {
    const own = ownEntries(rows, 'me');
    // draft, changes (sent back), rev (an unsent revision) and local are drafts; review is in review.
    expect(dashboardCounts(own)).toEqual({ published: 1, inReview: 1, drafts: 4 });
  });

  it("the dashboard's counts are the lists' lengths (Drafts 0 never beside a listed submission)", () => {
    const own = ownEntries(rows, 'me');
    const groups = draftGroups(own);
    expect(groups.inReview.map((r) => r.id)).toEqual(['review']);
    expect(groups.drafts.map((r) => r.id)).toEqual(['rev', 'changes', 'draft', 'local']);
    const counts = dashboardCounts(own);
    expect([counts.published, counts.inReview, counts.drafts]).toEqual([publishedEntries(own).length, groups.inReview.length, groups.drafts.length]);
    // Every entry of the Drafts page is counted once.
    expect(counts.inReview + counts.drafts).toBe(workInProgress(own).length);
  });

  it('views per published entry, most viewed first, with the total', () => {
    const published = [row('a', { title: 'Brie', slug: 'brie' }), row('b', { title: 'Comté', slug: 'comte' }), row('c', { title: 'Abondance', slug: 'abondance' })];
    const { rows: views, total } = viewsByEntry(published, { a: 5, b: 20 });
    expect(views.map((v) => [v.title, v.views, v.share])).toEqual([['Comté', 20, 1], ['Brie', 5, 0.25], ['Abondance', 0, 0]]);
    expect(total).toBe(25);
    expect(viewsByEntry(published, {}).rows.every((v) => v.share === 0)).toBe(true);
  });
});
