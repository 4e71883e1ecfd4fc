import { describe, expect, it } from 'vitest';
import { applyMapping, autoMatch, mappingError, missingRequired, normaliseHeader } from './mapping';
import { checkCsvFile, checkRows, csvField, toCsv } from './parse-options';
import { isUuid, rowNumber, validateCheeseRow, validatePairingRow } from './validate';

describe('header matching', () => {
  it.each([
    ['Origin_Country ', 'origincountry'],
    ['image-url', 'imageurl'],
    ['Ageing Period', 'ageingperiod'],
    ['"Name"', 'name'],
  ])('normaliseHeader(%j) → %j', (h, n) => expect(normaliseHeader(h)).toBe(n));

  it('auto-matches cheese headers loosely', () => {
    const m = autoMatch(['Cheese Name', 'TYPE', 'milk type', 'Country', 'Region', 'Aging', 'Description', 'Image URL', 'extra'], 'cheeses');
    expect(m).toEqual({
      name: 'Cheese Name', type: 'TYPE', milk: 'milk type', origin_country: 'Country', description: 'Description',
      image_url: 'Image URL', origin_region: 'Region', ageing_period: 'Aging',
    });
    expect(missingRequired(m, 'cheeses')).toEqual([]);
  });
  it('prefers exact keys and uses each header once', () => {
    const m = autoMatch(['name', 'origin_country', 'country', 'ageing_period'], 'cheeses');
    expect(m.name).toBe('name');
    expect(m.origin_country).toBe('origin_country');
    expect(m.ageing_period).toBe('ageing_period');
    expect(m.type).toBeNull();
    expect(missingRequired(m, 'cheeses')).toEqual(['type', 'milk', 'description', 'image_url']);
    expect(mappingError(m, 'cheeses')).toBe('Please map all required fields: type, milk, description, image_url');
  });
  it('pairings: cheese_name satisfies cheese_id', () => {
    const m = autoMatch(['Cheese Name', 'Pairing Type', 'Pairing Name', 'Rating'], 'pairings');
    expect(m.cheese_name).toBe('Cheese Name');
    expect(m.cheese_id).toBeNull();
    expect(missingRequired(m, 'pairings')).toEqual([]);
    expect(mappingError(autoMatch(['pairing_type'], 'pairings'), 'pairings')).toBe(
      'Please map all required fields: cheese_id, pairing_name',
    );
  });
  it('applies a mapping to a row', () => {
    expect(applyMapping({ A: 'Brie', B: 'Soft' }, { name: 'A', type: 'B', milk: null })).toEqual({ name: 'Brie', type: 'Soft', milk: '' });
  });
});

describe('file checks', () => {
  it.each([['cheeses.csv', null], ['CHEESES.CSV', null], ['a.csv.txt', 'Please upload a CSV file'], ['data.xlsx', 'Please upload a CSV file'], ['csv', 'Please upload a CSV file']])(
    'checkCsvFile(%j)', (n, e) => expect(checkCsvFile(n)).toBe(e),
  );
  const EMPTY = 'CSV file must contain headers and at least one row of data';
  it.each([
    [['name'], [{ name: 'Brie' }], null],
    [[], [], EMPTY],
    [['name'], [], EMPTY],
    [['name'], [{ name: '  ' }], EMPTY],
    [['  '], [['x']], EMPTY],
    [['a', 'b'], [['', 'x']], null],
  ])('checkRows(%j, %j)', (h, r, e) => expect(checkRows(h, r)).toBe(e));
});

describe('toCsv (RFC 4180)', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    [null, ''],
    [3, '3'],
    [['Soft', 'Blue'], '"[""Soft"",""Blue""]"'],
  ])('csvField(%j) → %j', (v, out) => expect(csvField(v)).toBe(out));
  it('writes header and rows with CRLF', () => {
    expect(toCsv([{ name: 'Brie, de Meaux', milk: 'Cow', region: null }], ['name', 'milk', 'region'])).toBe(
      'name,milk,region\r\n"Brie, de Meaux",Cow,\r\n',
    );
    expect(toCsv([], ['a' as never])).toBe('a\r\n');
  });
});

describe('validateCheeseRow', () => {
  const good = {
    name: ' Brie ', type: 'soft', milk: 'COW', origin_country: 'France', description: 'Creamy',
    image_url: 'https://example.com/brie.jpg', origin_region: '', ageing_period: ' 4 weeks ',
  };
  it('normalises a good row', () => {
    expect(validateCheeseRow(good)).toEqual({
      ok: true,
      value: {
        name: 'Brie', type: 'Soft', milk: 'Cow', origin_country: 'France', origin_region: null,
        ageing_period: '4 weeks', description: 'Creamy', image_url: 'https://example.com/brie.jpg',
      },
    });
    const semi = validateCheeseRow({ ...good, type: 'SEMI SOFT', image_url: '/images/brie.jpg' });
    expect(semi.ok && semi.value.type).toBe('Semi-soft');
  });
  it.each([
    [{ name: '' }, 'name is required'],
    [{ origin_country: ' ' }, 'origin_country is required'],
    [{ image_url: '' }, 'image_url is required'],
    [{ type: 'Squishy' }, 'type "Squishy" must be one of Hard, Soft, Semi-soft, Fresh, Blue, Processed'],
    [{ milk: 'Camel' }, 'milk "Camel" must be one of Cow, Goat, Sheep, Mixed, Buffalo'],
    [{ image_url: 'javascript:alert(1)' }, 'image_url "javascript:alert(1)" must be an http(s) URL or a path starting with /'],
    [{ image_url: '//evil.com/x.png' }, 'image_url "//evil.com/x.png" must be an http(s) URL or a path starting with /'],
  ])('rejects %j', (over, msg) => {
    const r = validateCheeseRow({ ...good, ...over });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContain(msg);
  });
  it('collects every error of a row', () => {
    const r = validateCheeseRow({});
    expect(!r.ok && r.errors.length).toBe(6);
  });
});

describe('validatePairingRow', () => {
  const id = '3F2504E0-4F89-11D3-9A0C-0305E82C3301';
  const good = { cheese_id: id, pairing_type: 'Wine', pairing_name: 'Chablis', description: '', rating: '5' };
  it('accepts an id or a name', () => {
    expect(validatePairingRow(good)).toEqual({
      ok: true,
      value: { cheese_id: id.toLowerCase(), cheese_name: null, pairing_type: 'Wine', pairing_name: 'Chablis', description: null, rating: 5 },
    });
    const byName = validatePairingRow({ ...good, cheese_id: '', cheese_name: 'Brie', rating: '' });
    expect(byName.ok && byName.value).toMatchObject({ cheese_id: null, cheese_name: 'Brie', rating: null });
  });
  it.each([
    [{ cheese_id: '' }, 'cheese_id or cheese_name is required'],
    [{ cheese_id: '42' }, 'cheese_id "42" is not a valid UUID'],
    [{ pairing_type: '' }, 'pairing_type is required'],
    [{ pairing_name: '' }, 'pairing_name is required'],
    [{ rating: '0' }, 'rating "0" must be a whole number from 1 to 5'],
    [{ rating: '6' }, 'rating "6" must be a whole number from 1 to 5'],
    [{ rating: '4.5' }, 'rating "4.5" must be a whole number from 1 to 5'],
    [{ rating: 'five' }, 'rating "five" must be a whole number from 1 to 5'],
  ])('rejects %j', (over, msg) => {
    const r = validatePairingRow({ ...good, ...over });
    expect(!r.ok && r.errors).toContain(msg);
  });
  it.each([['1', 1], ['5', 5], [' 3 ', 3], ['4.0', 4]])('rating %j → %i', (t, n) => {
    const r = validatePairingRow({ ...good, rating: t });
    expect(r.ok && r.value.rating).toBe(n);
  });
  it('row numbers are index + 2 and UUIDs are checked', () => {
    expect(rowNumber(0)).toBe(2);
    expect(rowNumber(9)).toBe(11);
    expect(isUuid(id)).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
  });
});
