import { describe, expect, it } from 'vitest';
import { mergeSequences, similar, type SequencePiece } from './merge-sequence';

const item = (base: number | null, ours: number | null, theirs: number | null): SequencePiece => ({ kind: 'item', origin: { base, ours, theirs } });
const conflict = (b: [number, number], o: [number, number], t: [number, number]): SequencePiece => ({
  kind: 'conflict', base: { from: b[0], to: b[1] }, ours: { from: o[0], to: o[1] }, theirs: { from: t[0], to: t[1] },
});

describe('mergeSequences: where each merged item comes from', () => {
  it.each<[string, string[], string[], string[], SequencePiece[]]>([
    ['nothing changed', ['a', 'b'], ['a', 'b'], ['a', 'b'], [item(0, 0, 0), item(1, 1, 1)]],
    ['changed here, removed there', ['a', 'b', 'c'], ['a', 'B', 'c'], ['a', 'c'], [item(0, 0, 0), conflict([1, 2], [1, 2], [1, 1]), item(2, 2, 1)]],
    ['added on both sides, the same', ['a'], ['a', 'x'], ['a', 'x'], [item(0, 0, 0), item(null, 1, 1)]],
    ['added at the start here, at the end there', ['a'], ['x', 'a'], ['a', 'y'], [item(null, 0, null), item(0, 1, 0), item(null, null, 1)]],
    ['insertion strictly inside a block replaced there', ['a', 'b', 'c'], ['a', 'x', 'b', 'c'], ['z', 'c'], [conflict([0, 2], [0, 3], [0, 1]), item(2, 3, 1)]],
    ['one-for-one runs, the shared item changed the same way', ['a', 'b', 'c'], ['A', 'B', 'c'], ['a', 'B', 'C'], [item(null, 0, null), item(null, 1, 1), item(null, null, 2)]],
  ])('%s', (_, base, ours, theirs, pieces) => expect(mergeSequences(base, ours, theirs)).toEqual(pieces));
});

describe('similar (an item read as an edit of another)', () => {
  it.each<[string, string, boolean]>([
    ['Method.', 'Method: stir.', true],
    ['Serving.', 'Serving, with bread.', true],
    ['Rub the pot with garlic.', 'Rub the pot with a halved garlic clove.', true],
    ['The pot.', 'Fondue is Swiss.', false],
    ['{"amount":"300 g","item":"Gruyère"}', '{"amount":"250 g","item":"Gruyère"}', true],
    ['', '', false],
  ])('%j / %j → %s', (a, b, out) => {
    expect(similar(a, b)).toBe(out);
    expect(similar(b, a)).toBe(out);
  });
});
