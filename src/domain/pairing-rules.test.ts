import { describe, expect, it } from 'vitest';
import {
  PAIRING_CHEESE_REQUIRED, PAIRING_NAME_REQUIRED, PAIRING_RATING_INVALID, PAIRING_TYPE_REQUIRED,
} from './messages';
import {
  emptyPairingForm, filterPairings, pairingDescriptionPreview, pairingProblem, pairingToForm, pairingTypes,
  searchCheesesByName, validatePairing,
} from './pairing-rules';
import type { Pairing } from './types';

const form = { cheese_id: 'c1', pairing_type: ' Wine ', pairing_name: ' Sauternes ', description: '  ', rating: '5' };

describe('validatePairing', () => {
  it('trims, turns an empty description and rating into null', () => {
    expect(validatePairing(form)).toEqual({ ok: true, value: { cheese_id: 'c1', pairing_type: 'Wine', pairing_name: 'Sauternes', description: null, rating: 5 } });
    expect(validatePairing({ ...form, rating: '' })).toMatchObject({ ok: true, value: { rating: null } });
  });
  it.each<[Partial<typeof form>, string]>([
    [{ cheese_id: '' }, PAIRING_CHEESE_REQUIRED],
    [{ pairing_type: '  ' }, PAIRING_TYPE_REQUIRED],
    [{ pairing_name: '' }, PAIRING_NAME_REQUIRED],
    [{ rating: '0' }, PAIRING_RATING_INVALID],
    [{ rating: '6' }, PAIRING_RATING_INVALID],
    [{ rating: '3.5' }, PAIRING_RATING_INVALID],
    [{ rating: 'five' }, PAIRING_RATING_INVALID],
  ])('%j → %s', (patch, message) => {
    expect(validatePairing({ ...form, ...patch })).toEqual({ ok: false, error: message });
  });
  it('the row rule matches the table constraints', () => {
    expect(pairingProblem({ cheese_id: 'c', pairing_type: 'x', pairing_name: 'y', rating: null })).toBeNull();
    expect(pairingProblem({ cheese_id: 'c', pairing_type: 'x', pairing_name: 'y', rating: 1 })).toBeNull();
    expect(pairingProblem({ cheese_id: 'c', pairing_type: 'x', pairing_name: 'y', rating: 7 })).toBe(PAIRING_RATING_INVALID);
  });
});

const rows = [
  { id: '1', cheese_id: 'a', pairing_type: 'Wine', pairing_name: 'Sauternes', description: 'Sweet white', rating: 5 },
  { id: '2', cheese_id: 'b', pairing_type: 'wine', pairing_name: 'Port', description: null, rating: null },
  { id: '3', cheese_id: 'a', pairing_type: 'Fruit', pairing_name: 'Figs', description: 'Fresh figs', rating: 4 },
] as Pairing[];
const cheeseName = (id: string) => (id === 'a' ? 'Roquefort' : 'Stilton');

describe('list helpers', () => {
  it('search covers name, type, description and the cheese name; filters by type (any case) and cheese', () => {
    expect(filterPairings(rows, { query: 'stilton', type: '', cheeseId: '' }, cheeseName).map((r) => r.id)).toEqual(['2']);
    expect(filterPairings(rows, { query: 'fresh', type: '', cheeseId: '' }, cheeseName).map((r) => r.id)).toEqual(['3']);
    expect(filterPairings(rows, { query: '', type: 'WINE', cheeseId: '' }, cheeseName).map((r) => r.id)).toEqual(['1', '2']);
    expect(filterPairings(rows, { query: '', type: 'Wine', cheeseId: 'a' }, cheeseName).map((r) => r.id)).toEqual(['1']);
    expect(filterPairings(rows, { query: '  ', type: '', cheeseId: '' }, cheeseName)).toHaveLength(3);
  });
  it('distinct types, preview, picker search, form round trip', () => {
    expect(pairingTypes(rows)).toEqual(['Fruit', 'Wine']);
    expect(pairingDescriptionPreview('x'.repeat(60))).toBe(`${'x'.repeat(50)}...`);
    expect(pairingDescriptionPreview('short')).toBe('short');
    expect(searchCheesesByName([{ name: 'Comté' }, { name: 'Brie' }], 'COM')).toEqual([{ name: 'Comté' }]);
    expect(pairingToForm({ ...rows[1], created_at: '', updated_at: '', version: 1, updated_by: null })).toEqual({ ...emptyPairingForm(), cheese_id: 'b', pairing_type: 'wine', pairing_name: 'Port' });
  });
});
