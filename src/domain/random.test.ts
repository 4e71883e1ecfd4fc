import { describe, expect, it } from 'vitest';
import { pickRandom } from './random';

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => { s = (s * 1664525 + 1013904223) >>> 0; return s / 2 ** 32; };
}

describe('pickRandom', () => {
  it.each([[[], 4, 0], [[1, 2], 4, 2], [[1, 2, 3, 4, 5, 6], 4, 4], [[1, 2, 3], 0, 0], [[1, 2, 3], -1, 0]])(
    '%j pick %i → %i items', (items, n, len) => expect(pickRandom(items, n, seeded(1))).toHaveLength(len),
  );
  it('never repeats and only returns given items', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    for (let seed = 0; seed < 200; seed += 1) {
      const out = pickRandom(items, 4, seeded(seed));
      expect(new Set(out).size).toBe(4);
      for (const x of out) expect(items).toContain(x);
    }
  });
  it('does not modify the input and tolerates rng() returning 1', () => {
    const items = [1, 2, 3];
    expect(pickRandom(items, 3, () => 0.9999999999).sort()).toEqual([1, 2, 3]);
    expect(pickRandom(items, 3, () => 1).sort()).toEqual([1, 2, 3]);
    expect(items).toEqual([1, 2, 3]);
  });
  it('reaches every item across seeds', () => {
    const seen = new Set<number>();
    const rng = seeded(7);
    for (let i = 0; i < 200; i += 1) pickRandom([0, 1, 2, 3, 4, 5, 6, 7], 1, rng).forEach((x) => seen.add(x));
    expect(seen.size).toBe(8);
  });
});
