import { describe, expect, it } from 'vitest';
import { activityDetail, activityHref, buildVersions, changedFieldsText, fieldLabel, versionDiff, type VersionRecord } from './history';

const rec = (over: Partial<VersionRecord>): VersionRecord => ({
  id: 1, table_name: 'cheezopedia_entries', row_id: 'e1', version: 1, row_data: {}, kind: 'update', path: 'form', changed_by: 'u2', changed_at: '2026-01-02T00:00:00Z', changed_fields: [], ...over,
});

describe('buildVersions', () => {
  it('lists the current version then the recorded ones, each with the path and fields of the change that wrote it', () => {
    const current = { id: 'e1', version: 3, title: 'C', updated_at: '2026-01-03T00:00:00Z', updated_by: 'u3' };
    const records = [
      rec({ id: 20, version: 2, row_data: { title: 'B', updated_at: '2026-01-02T00:00:00Z', updated_by: 'u2' }, path: 'offline_replay', changed_fields: ['title'] }),
      rec({ id: 10, version: 1, row_data: { title: 'A', updated_at: '2026-01-01T00:00:00Z', updated_by: 'u1' }, path: 'form', changed_fields: ['title', 'content'] }),
      rec({ id: 15, version: 2, row_data: { title: 'Lost' }, kind: 'conflict', path: 'conflict', changed_at: '2026-01-02T12:00:00Z', changed_by: 'u9' }),
    ];
    const v = buildVersions(current, records);
    expect(v.map((x) => [x.version, x.recordId, x.path, x.changedFields, x.savedBy, x.current, x.conflict])).toEqual([
      [3, null, 'offline_replay', ['title'], 'u3', true, false],
      [2, 15, 'conflict', [], 'u9', false, true],
      [2, 20, 'form', ['title', 'content'], 'u2', false, false],
      [1, 10, null, [], 'u1', false, false],
    ]);
  });
});

describe('versionDiff', () => {
  it('compares an announcement draft by subject and message', () => {
    const d = versionDiff('newsletter_announcements', { subject: 'Spring cheeses', body_md: 'Hello.', version: 1 }, { subject: 'Spring cheeses', body_md: 'Hello all.', version: 2 });
    expect(d.map((x) => x.label)).toEqual(['Message']);
    expect(d[0].parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['all']);
  });

  it('names the changed fields in display order, word by word', () => {
    const d = versionDiff('cheezopedia_entries', { title: 'Aged Comté', content: 'Nutty and sweet.', slug: 's' }, { title: 'Young Comté', content: 'Nutty and sweet.', slug: 's' });
    expect(d.map((x) => x.label)).toEqual(['Title']);
    expect(d[0].parts).toEqual([
      { kind: 'removed', text: 'Aged' },
      { kind: 'added', text: 'Young' },
      { kind: 'same', text: ' Comté' },
    ]);
  });
  it('nothing differs: empty', () => {
    expect(versionDiff('cheeses', { name: 'Brie' }, { name: 'Brie' })).toEqual([]);
  });
});

describe('changed fields as people read them', () => {
  it('never shows a column name: display labels in display order, other columns written out', () => {
    expect(changedFieldsText('cheezopedia_entries', ['published_at', 'title'])).toBe('Title and Publication date');
    expect(changedFieldsText('cheezopedia_entries', ['content', 'title', 'description'])).toBe('Title, Content and Excerpt');
    expect(changedFieldsText('cheeses', ['origin_country'])).toBe('Country');
    expect(fieldLabel('cheeses', 'some_new_column')).toBe('Some new column');
  });
});

describe('activity', () => {
  it('links each event where its row opens', () => {
    expect(activityHref({ action: 'update', table_name: 'cheezopedia_entries', row_id: 'x' })).toBe('/admin/articles/edit/x');
    expect(activityHref({ action: 'delete', table_name: 'cheeses', row_id: 'x' })).toBe('/admin/trash');
    expect(activityHref({ action: 'import', table_name: 'pairings', row_id: null })).toBe('/admin/pairings');
    expect(activityHref({ action: 'restore', table_name: 'newsletter_announcements', row_id: 'x' })).toBe('/admin/newsletter/edit/x');
    expect(activityDetail({ action: 'role_change', detail: { from: 'user', to: 'partner' } })).toBe('user → partner');
  });
});
