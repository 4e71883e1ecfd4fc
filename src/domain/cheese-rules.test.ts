import { describe, expect, it } from 'vitest';
import {
  cheeseSearch, cheeseToForm, descriptionPreview, emptyCheeseForm, isImageUrl, matchCheeseType, matchMilk,
  originLabel, validateCheese, type CheeseForm,
} from './cheese-rules';
import type { Cheese } from './types';

const REQUIRED = 'Please fill in all required fields and upload an image.';
const good: CheeseForm = {
  name: 'Brie', type: 'Soft', milk: 'Cow', origin_country: 'France', origin_region: ' ', ageing_period: '',
  description: 'Creamy', image_url: 'https://x.io/brie.jpg',
};

describe('validateCheese', () => {
  it('returns the payload with nulls for empty optionals', () => {
    expect(validateCheese(good)).toEqual({
      ok: true,
      value: { ...good, origin_region: null, ageing_period: null, image_placeholder: null },
    });
  });
  it('keeps the placeholder of the chosen picture, and only a valid one', () => {
    const hash = 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG';
    const ok = validateCheese({ ...good, image_placeholder: hash });
    expect(ok.ok && ok.value.image_placeholder).toBe(hash);
    const bad = validateCheese({ ...good, image_placeholder: '<not a hash>' });
    expect(bad.ok && bad.value.image_placeholder).toBeNull();
  });
  it.each([
    [{ name: '' }], [{ type: '' }], [{ milk: '' }], [{ origin_country: '' }], [{ description: '  ' }],
    [{ image_url: null }], [{ image_url: '' }], [{ type: 'Squishy' }], [{ milk: 'Camel' }],
  ])('rejects %j', (over) => {
    expect(validateCheese({ ...good, ...over })).toEqual({ ok: false, error: REQUIRED });
  });
  it('round-trips a cheese through the form', () => {
    const c = { ...good, id: '1', origin_region: null, ageing_period: '2 y', image_url: '/a.png', added_by: null, updated_by: null, created_at: '', updated_at: '', version: 1 } as Cheese;
    expect(cheeseToForm(c).origin_region).toBe('');
    expect(emptyCheeseForm().image_url).toBeNull();
  });
});

describe('type, milk, image URL', () => {
  it.each([['hard', 'Hard'], ['semi-soft', 'Semi-soft'], ['Semi Soft', 'Semi-soft'], ['semi_soft', 'Semi-soft'], ['BLUE', 'Blue'], ['Cheddar', null], ['', null]])(
    'matchCheeseType(%j) → %j', (v, t) => expect(matchCheeseType(v)).toBe(t),
  );
  it.each([['goat', 'Goat'], [' BUFFALO ', 'Buffalo'], ['mixed', 'Mixed'], ['Camel', null], [null, null]])(
    'matchMilk(%j) → %j', (v, m) => expect(matchMilk(v)).toBe(m),
  );
  it.each([['https://a.io/x.jpg', true], ['http://a.io/x', true], ['/images/x.jpg', true], ['//evil.io/x', false], ['ftp://a.io/x', false], ['x.jpg', false], ['data:image/png;base64,AA', false]])(
    'isImageUrl(%j) → %s', (u, ok) => expect(isImageUrl(u)).toBe(ok),
  );
});

describe('list helpers', () => {
  const list = [
    { name: 'Comté', origin_country: 'France', description: 'Nutty mountain cheese' },
    { name: 'Manchego', origin_country: 'Spain', description: 'Sheep milk' },
  ];
  it.each([['', 2], ['  ', 2], ['comt', 1], ['SPAIN', 1], ['nutty', 1], ['milk', 1], ['zzz', 0]])('search %j → %i', (q, n) => {
    expect(cheeseSearch(list, q)).toHaveLength(n);
  });
  it.each([['x'.repeat(50), 'x'.repeat(50)], ['x'.repeat(51), `${'x'.repeat(50)}...`], [null, '']])('preview', (d, p) => {
    expect(descriptionPreview(d)).toBe(p);
  });
  it('origin label', () => {
    expect(originLabel({ origin_country: 'France', origin_region: 'Jura' })).toBe('France, Jura');
    expect(originLabel({ origin_country: 'France', origin_region: null })).toBe('France');
  });
});
