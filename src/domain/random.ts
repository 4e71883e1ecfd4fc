/** Random sampling (the landing page's 4 random cheeses). */

/**
 * Picks up to `n` distinct items (by position) in random order, without repeats, using a partial
 * Fisher–Yates shuffle on a copy. `rng` returns numbers in [0, 1). n ≤ 0 gives [].
 */
export function pickRandom<T>(items: readonly T[], n: number, rng: () => number = Math.random): T[] {
  const copy = [...items];
  const k = Math.max(0, Math.min(Math.floor(n), copy.length));
  for (let i = 0; i < k; i += 1) {
    const j = i + Math.min(copy.length - i - 1, Math.floor(rng() * (copy.length - i)));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, k);
}
