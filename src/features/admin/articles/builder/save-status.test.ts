import { describe, expect, it } from 'vitest';
import { OFFLINE_WILL_SYNC, SAVED_ON_DEVICE, SAVING, SYNCED } from '@/domain';
import { NOT_SAVED_INCOMPLETE, NOT_SAVED_YET, isDuplicateSlug, saveFailureMessage, saveStatusText, type SaveStatusInput } from './save-status';

const base: SaveStatusInput = { writing: false, online: true, sync: 'synced', retrying: false, localOnly: false };

describe('save status text', () => {
  it.each<[Partial<SaveStatusInput>, string]>([
    [{ writing: true }, SAVING],
    [{ writing: true, online: false }, SAVING],
    [{ sync: 'pending' }, SAVING],
    [{ sync: 'pending', online: false }, OFFLINE_WILL_SYNC],
    [{ sync: 'pending', retrying: true }, OFFLINE_WILL_SYNC],
    [{ sync: null }, SAVED_ON_DEVICE],
    [{ localOnly: true }, SAVED_ON_DEVICE],
    [{ sync: 'failed' }, SAVED_ON_DEVICE],
    [{ sync: 'conflict' }, SAVED_ON_DEVICE],
    [{}, SYNCED],
    [{ sync: null, nothingSaved: true }, NOT_SAVED_YET],
    [{ sync: null, nothingSaved: true, writing: true }, SAVING],
    [{ sync: null, nothingSaved: true, localOnly: true }, SAVED_ON_DEVICE],
    // Only a title: the save is refused for the missing fields, so nothing says 'Saved'.
    [{ sync: null, nothingSaved: true, localOnly: true, incomplete: true }, NOT_SAVED_INCOMPLETE],
    [{ localOnly: true, incomplete: true }, NOT_SAVED_INCOMPLETE],
    [{ incomplete: true, writing: true }, SAVING],
  ])('%j → %s', (patch, text) => {
    expect(saveStatusText({ ...base, ...patch })).toBe(text);
  });
});

describe('save failures', () => {
  const dup = 'duplicate key value violates unique constraint "cheezopedia_entries_slug_key"';
  it('recognises a duplicate slug', () => {
    expect(isDuplicateSlug(dup)).toBe(true);
    expect(isDuplicateSlug('x', '23505')).toBe(false);
    expect(isDuplicateSlug(null, '23505')).toBe(true);
    expect(isDuplicateSlug('new row violates row-level security policy')).toBe(false);
  });
  it('names the entry that owns the slug', () => {
    expect(saveFailureMessage(dup, '23505', 'Brie Basics')).toBe('This slug is already used by "Brie Basics"');
    expect(saveFailureMessage('boom', null, null)).toBe('Failed to save article: boom');
  });
});
