import { describe, expect, it } from 'vitest';
import { autoMatch } from '@/domain/csv/mapping';
import { parseCsv } from './csv-parse';
import { indexCheeses, prepareRows, resolveCheese } from './prepare-rows';

const BRIE = '11111111-1111-4111-8111-111111111111';
const COMTE = '22222222-2222-4222-8222-222222222222';
const TWIN_A = '33333333-3333-4333-8333-333333333333';
const TWIN_B = '44444444-4444-4444-8444-444444444444';
const CHEESES = [
  { id: BRIE, name: 'Brie' },
  { id: COMTE, name: 'Comté' },
  { id: TWIN_A, name: 'Tomme' },
  { id: TWIN_B, name: 'tomme' },
];

describe('prepareRows: cheeses', () => {
  const text = [
    'Cheese Name;Type;Milk;Country;Region;Aging;Description;Image URL',
    'Brie;soft;COW;France;;;"Creamy; bloomy";/images/brie.jpg',
    ';Hard;Cow;France;;;Nutty;/images/x.jpg',
    'Comté;Squishy;Camel;France;Jura;12 months;Nutty;https://example.com/c.jpg',
    'Morbier;semi soft;cow;France;Jura; 45 days ;"Ash line,\nsoft";javascript:alert(1)',
  ].join('\n');
  const p = parseCsv(text);
  const r = prepareRows('cheeses', p.headers, p.rows, autoMatch(p.headers, 'cheeses'), null);

  it('normalises good rows (canonical type and milk, empty optionals null)', () => {
    expect(r.valid).toEqual([
      {
        index: 0,
        payload: {
          name: 'Brie', type: 'Soft', milk: 'Cow', origin_country: 'France', origin_region: null, ageing_period: null,
          description: 'Creamy; bloomy', image_url: '/images/brie.jpg',
        },
      },
    ]);
  });
  it('keeps every reason of each bad row, with its data-row index', () => {
    expect(r.invalid).toEqual([
      { index: 1, errors: ['name is required'] },
      {
        index: 2,
        errors: [
          'type "Squishy" must be one of Hard, Soft, Semi-soft, Fresh, Blue, Processed',
          'milk "Camel" must be one of Cow, Goat, Sheep, Mixed, Buffalo',
        ],
      },
      { index: 3, errors: ['image_url "javascript:alert(1)" must be an http(s) URL or a path starting with /'] },
    ]);
  });
  it('an unmapped required column fails every row', () => {
    const m = { ...autoMatch(p.headers, 'cheeses'), description: null };
    const all = prepareRows('cheeses', p.headers, p.rows, m, null);
    expect(all.valid).toEqual([]);
    expect(all.invalid[0].errors).toContain('description is required');
  });
});

describe('prepareRows: pairings', () => {
  it('resolves cheese ids and names against the catalogue', () => {
    const p = parseCsv([
      'cheese_id,cheese_name,pairing_type,pairing_name,description,rating',
      `${BRIE.toUpperCase()},,Wine,Champagne,Bubbles,5`,
      ',comté,Fruit,Apricot,,',
      ',Tomme,Bread,Rye,,3',
      ',Gouda,Wine,Port,,4',
      '99999999-9999-4999-8999-999999999999,,Wine,Port,,4',
      'not-a-uuid,,Wine,Port,,4',
      `${COMTE},,Wine,,,9`,
    ].join('\n'));
    const r = prepareRows('pairings', p.headers, p.rows, autoMatch(p.headers, 'pairings'), CHEESES);
    expect(r.valid).toEqual([
      { index: 0, payload: { cheese_id: BRIE, pairing_type: 'Wine', pairing_name: 'Champagne', description: 'Bubbles', rating: 5 } },
      { index: 1, payload: { cheese_id: COMTE, pairing_type: 'Fruit', pairing_name: 'Apricot', description: null, rating: null } },
    ]);
    expect(r.invalid).toEqual([
      { index: 2, errors: ['cheese name "Tomme" matches 2 cheeses; use cheese_id'] },
      { index: 3, errors: ['cheese "Gouda" was not found'] },
      { index: 4, errors: ['cheese_id "99999999-9999-4999-8999-999999999999" does not match any cheese'] },
      { index: 5, errors: ['cheese_id "not-a-uuid" is not a valid UUID'] },
      { index: 6, errors: ['pairing_name is required', 'rating "9" must be a whole number from 1 to 5'] },
    ]);
  });
  it('without a cheese list every otherwise valid row fails with a clear reason', () => {
    const p = parseCsv(`cheese_id,pairing_type,pairing_name\n${BRIE},Wine,Champagne\n`);
    const r = prepareRows('pairings', p.headers, p.rows, autoMatch(p.headers, 'pairings'), null);
    expect(r.invalid).toEqual([{ index: 0, errors: ['the cheese list could not be loaded'] }]);
  });
  it('resolveCheese prefers the id', () => {
    const idx = indexCheeses(CHEESES);
    expect(resolveCheese(BRIE, 'Comté', idx)).toEqual({ id: BRIE });
    expect(resolveCheese(null, '  BRIE ', idx)).toEqual({ id: BRIE });
  });
});
