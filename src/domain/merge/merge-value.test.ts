import { describe, expect, it } from 'vitest';
import { jsonEqual, stableKey } from './merge-value';

describe('jsonEqual', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal strings', 'a', 'a', true],
    ['different strings', 'a', 'b', false],
    ['number and its string', 1, '1', false],
    ['null and null', null, null, true],
    ['null and undefined', null, undefined, false],
    ['null and an empty object', null, {}, false],
    ['false and 0', false, 0, false],
    ['arrays in the same order', [1, 'a', null], [1, 'a', null], true],
    ['arrays in another order', [1, 2], [2, 1], false],
    ['arrays of different lengths', [1], [1, 1], false],
    ['an array and an object', [], {}, false],
    ['objects, keys in another order (jsonb)', { amount: '300 g', item: 'Gruyère' }, { item: 'Gruyère', amount: '300 g' }, true],
    ['objects with a different value', { amount: '300 g', item: 'Gruyère' }, { amount: '250 g', item: 'Gruyère' }, false],
    ['objects with an extra key', { a: 1 }, { a: 1, b: 2 }, false],
    ['a key holding undefined counts as absent', { a: 1, b: undefined }, { a: 1 }, true],
    ['a key holding null does not', { a: 1, b: null }, { a: 1 }, false],
    ['nested, keys reordered at every level', [{ step: null, description: 'Melt', x: { b: [1, { d: 1, c: 2 }], a: 0 } }], [{ x: { a: 0, b: [1, { c: 2, d: 1 }] }, description: 'Melt', step: null }], true],
    ['nested, a difference deep down', [{ x: { b: [1, { c: 2 }] } }], [{ x: { b: [1, { c: 3 }] } }], false],
  ])('%s', (_, a, b, equal) => {
    expect(jsonEqual(a, b)).toBe(equal);
    expect(jsonEqual(b, a)).toBe(equal);
    if (a !== undefined && b !== undefined) expect(stableKey(a) === stableKey(b)).toBe(equal);
  });
});

describe('stableKey', () => {
  it('is JSON with sorted keys and no undefined keys', () => {
    expect(stableKey({ item: 'Brie', amount: '1', note: undefined })).toBe('{"amount":"1","item":"Brie"}');
    expect(stableKey([undefined, 'a'])).toBe('[null,"a"]');
    expect(stableKey('a"b')).toBe('"a\\"b"');
  });
});
