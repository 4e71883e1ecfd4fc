import { describe, expect, it } from 'vitest';
import { countOf, describeSyncStatus, initialsOf } from './sync-status';

describe('describeSyncStatus', () => {
  it('reports all synced when nothing is going on', () => {
    expect(describeSyncStatus({ online: true, pending: 0, conflicts: [], failures: 0 })).toEqual([
      { tone: 'ok', text: 'All changes synced' },
    ]);
  });
  it('reports offline, conflicts, failures and pending changes', () => {
    const texts = describeSyncStatus({ online: false, syncing: true, pending: 2, conflicts: [{}], failures: 3 }).map((l) => l.text);
    expect(texts).toEqual([
      'Offline — changes are saved on this device',
      '1 conflict to resolve',
      '3 changes failed to sync',
      '2 pending changes',
    ]);
  });
  it('says syncing while online', () => {
    expect(describeSyncStatus({ online: true, syncing: true, pending: 1 }).map((l) => l.text)).toEqual(['1 pending change', 'Syncing…']);
  });
});

describe('countOf', () => {
  it('counts numbers and lists', () => {
    expect(countOf(4)).toBe(4);
    expect(countOf([1, 2])).toBe(2);
    expect(countOf(undefined)).toBe(0);
    expect(countOf(Number.NaN)).toBe(0);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'a@x.test', 'AL'],
    ['cheese', 'a@x.test', 'CH'],
    [null, 'brie@x.test', 'BR'],
    ['  ', '', '?'],
  ])('%s / %s → %s', (name, email, expected) => {
    expect(initialsOf(name, email)).toBe(expected);
  });
});
