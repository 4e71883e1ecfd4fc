import { describe, expect, it } from 'vitest';
import type { Cheese } from '@/domain/types';
import type { OutboxItem, SyncRow } from '../types';
import { conflictMerge, rebaseAfterPush } from './merge-push';

const cheese = (over: Partial<Cheese> = {}): Cheese => ({
  id: 'c1', name: 'Comté', type: 'Hard', milk: 'Cow', origin_country: 'France', origin_region: null, ageing_period: null,
  description: 'Nutty.\n\nAged.', image_url: '/c.svg', image_placeholder: null, added_by: null, updated_by: null,
  created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', version: 1, ...over,
} as Cheese);

const item = (patch: Record<string, unknown>, bases: Record<string, unknown> | undefined, op: OutboxItem['op'] = 'update') =>
  ({ table: 'cheeses' as const, op, patch, bases, theirs: undefined });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('conflictMerge: the push merges a queued update with the row it meets', () => {
  it.each<[string, ReturnType<typeof item>, SyncRow | null, { merged: Record<string, unknown>; conflicts: string[] } | null]>([
    ['disjoint fields', item({ milk: 'Goat' }, { milk: 'Cow' }), cheese({ name: 'Comté AOP', version: 2 }), { merged: { milk: 'Goat' }, conflicts: [] }],
    ['the same field, different values: that field only', item({ milk: 'Goat', name: 'Mine' }, { milk: 'Cow', name: 'Comté' }), cheese({ name: 'Theirs', version: 2 }), { merged: { milk: 'Goat' }, conflicts: ['name'] }],
    ['descriptions by paragraph', item({ description: 'Nutty, sweet.\n\nAged.' }, { description: 'Nutty.\n\nAged.' }), cheese({ description: 'Nutty.\n\nAged 18 months.', version: 2 }), { merged: { description: 'Nutty, sweet.\n\nAged 18 months.' }, conflicts: [] }],
    ['edited here, deleted there: one conflict for the row', item({ milk: 'Goat' }, { milk: 'Cow' }), null, { merged: {}, conflicts: ['*'] }],
    ['queued before bases were kept: the whole row (no merge)', item({ milk: 'Goat' }, undefined), cheese({ version: 2 }), null],
    ['a delete is not merged', item({}, undefined, 'delete'), cheese({ version: 2 }), null],
  ])('%s', (_, queued, theirs, expected) => {
    const m = conflictMerge(queued, theirs);
    expect(m && { merged: m.merged, conflicts: m.conflicts.map((c) => c.field) }).toEqual(expected);
  });

  it('a row that moves again during the merge: merging onto the newer row keeps both other devices\' changes and ours', () => {
    const queued = item({ milk: 'Sheep', description: 'Nutty.\n\nAged.\n\nServe at room temperature.' }, { milk: 'Cow', description: 'Nutty.\n\nAged.' });
    const first = cheese({ origin_region: 'Jura', version: 2 });
    expect(conflictMerge(queued, first)?.conflicts).toEqual([]);
    // Before the merged write lands, a third device rewrites the first paragraph.
    const moved = cheese({ origin_region: 'Jura', description: 'Nutty and fruity.\n\nAged.', version: 3 });
    expect(conflictMerge(queued, moved)).toEqual({ merged: { milk: 'Sheep', description: 'Nutty and fruity.\n\nAged.\n\nServe at room temperature.' }, conflicts: [] });
  });
});

describe('rebaseAfterPush: what an item edited while its push was in flight keeps', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>, Partial<Cheese>, OutboxItem['op'], { patch: Record<string, unknown>; bases: Record<string, unknown> }]>([
    ['not edited since: nothing left', { milk: 'Goat' }, { milk: 'Cow' }, { milk: 'Goat' }, { milk: 'Goat' }, 'update', { patch: {}, bases: {} }],
    ['a field edited again builds on what the push wrote', { milk: 'Goat' }, { milk: 'Cow' }, { milk: 'Sheep' }, { milk: 'Goat' }, 'update', { patch: { milk: 'Sheep' }, bases: { milk: 'Goat' } }],
    ['a field the merge gave to theirs, edited again, keeps its old base', { milk: 'Cow' }, { milk: 'Cow' }, { milk: 'Sheep' }, { milk: 'Buffalo' }, 'update', { patch: { milk: 'Sheep' }, bases: { milk: 'Cow' } }],
    ['a field first edited in flight keeps its own base', { milk: 'Goat' }, { milk: 'Cow' }, { milk: 'Goat', name: 'New' }, { milk: 'Goat' }, 'update', { patch: { name: 'New' }, bases: { name: 'Comté' } }],
    ['an insert edited in flight: what differs from the row created', { id: 'c1', name: 'Comté', milk: 'Cow' }, {}, { id: 'c1', name: 'Comté 2', milk: 'Cow' }, {}, 'insert', { patch: { name: 'Comté 2' }, bases: { name: 'Comté' } }],
  ])('%s', (_, sentPatch, sentBases, curPatch, row, op, expected) => {
    const curBases = { ...sentBases, ...(curPatch.name !== undefined && op === 'update' ? { name: 'Comté' } : {}) };
    expect(rebaseAfterPush({ patch: sentPatch, bases: sentBases }, { patch: curPatch, bases: curBases, op: 'update' }, cheese(row), same, op)).toEqual(expected);
  });
});
