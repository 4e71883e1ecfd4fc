import { describe, expect, it } from 'vitest';
import { changedFields, followNewer, updatedFromElsewhere } from './follow-newer';

const loaded = { name: 'Brie', country: 'France', tags: ['soft'], description: 'Creamy' };

describe('followNewer', () => {
  it.each([
    ['an untouched field takes theirs', { ...loaded }, { ...loaded, country: 'Belgium' }, { ...loaded, country: 'Belgium' }, ['country'], []],
    ['an edited field keeps mine', { ...loaded, name: 'Brie de Meaux' }, { ...loaded, country: 'Belgium' }, { ...loaded, name: 'Brie de Meaux', country: 'Belgium' }, ['country'], []],
    ['the same field changed on both to different values overlaps', { ...loaded, name: 'Mine' }, { ...loaded, name: 'Theirs' }, { ...loaded, name: 'Mine' }, [], ['name']],
    ['the same field changed on both to the same value is settled', { ...loaded, name: 'Same' }, { ...loaded, name: 'Same' }, { ...loaded, name: 'Same' }, [], []],
    ['arrays compare by value', { ...loaded }, { ...loaded, tags: ['soft', 'bloomy'] }, { ...loaded, tags: ['soft', 'bloomy'] }, ['tags'], []],
    ['nothing changed there', { ...loaded, name: 'Mine' }, { ...loaded }, { ...loaded, name: 'Mine' }, [], []],
  ])('%s', (_, form, newer, expected, updated, overlapping) => {
    const result = followNewer(form, loaded, newer);
    expect(result.form).toEqual(expected);
    expect(result.updated).toEqual(updated);
    expect(result.overlapping).toEqual(overlapping);
  });

  it('lists the fields two versions differ in', () => {
    expect(changedFields(loaded, { ...loaded, description: 'Runny', tags: [] })).toEqual(['tags', 'description']);
  });

  it('words the note', () => {
    expect(updatedFromElsewhere(['Origin country', 'Description'])).toBe('Updated from another device: Origin country, Description');
    expect(updatedFromElsewhere([])).toBe('Updated from another device');
  });
});
