/**
 * Three-way merge of list fields (JSON arrays), by one of three rules:
 * - `items`: an ordered list (recipe ingredients, instructions) merges item by item, like the
 *   paragraphs of a text: an item changed, added or removed on one side merges; the same item
 *   changed differently on both sides, or different items added at the same place, is a conflict
 *   hunk. Items are compared by content (jsonEqual): an item has no id, so a changed item is the old
 *   one removed and a new one added at its place.
 * - `set`: a list whose order carries nothing and whose items are unique (cheese-type tags): what
 *   each side added is added, what each side removed is removed; it never conflicts.
 * - `whole`: the list is one value (changed on both sides differently: a conflict on the field).
 */
import { mergeSequences, type HunkChoice } from './merge-sequence';
import { jsonEqual, stableKey } from './merge-value';

export type ArrayRule = 'whole' | 'items' | 'set';

export type ListHunk<T> =
  | { kind: 'ok'; items: T[] }
  | { kind: 'conflict'; base: T[]; ours: T[]; theirs: T[] };

export type ListMerge<T> = { merged: T[] } | { conflict: { hunks: ListHunk<T>[] } };

/** Per conflict hunk: ours, theirs, or both (ours' items, then theirs'). */
export type ListChoice = HunkChoice;

/** Merges an ordered list item by item (rule `items`). */
export function mergeItems<T>(base: readonly T[], ours: readonly T[], theirs: readonly T[]): ListMerge<T> {
  if (jsonEqual(ours, theirs) || jsonEqual(base, ours)) return { merged: [...theirs] };
  if (jsonEqual(base, theirs)) return { merged: [...ours] };
  const pieces = mergeSequences(base.map(stableKey), ours.map(stableKey), theirs.map(stableKey));
  const hunks: ListHunk<T>[] = [];
  let ok: T[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'item') {
      const { base: b, ours: o, theirs: t } = piece.origin;
      // Unchanged items are taken from theirs: the same content, as the server holds it.
      ok.push(t !== null ? theirs[t] : o !== null ? ours[o] : base[b!]);
      continue;
    }
    if (ok.length) hunks.push({ kind: 'ok', items: ok });
    ok = [];
    hunks.push({
      kind: 'conflict',
      base: base.slice(piece.base.from, piece.base.to),
      ours: ours.slice(piece.ours.from, piece.ours.to),
      theirs: theirs.slice(piece.theirs.from, piece.theirs.to),
    });
  }
  if (ok.length) hunks.push({ kind: 'ok', items: ok });
  if (hunks.every((h) => h.kind === 'ok')) return { merged: hunks.flatMap((h) => (h.kind === 'ok' ? h.items : [])) };
  return { conflict: { hunks } };
}

/** The final list from a choice per conflict hunk (`choices[i]` for the i-th conflict hunk). */
export function resolveItems<T>(hunks: readonly ListHunk<T>[], choices: readonly ListChoice[]): T[] {
  const conflicts = hunks.filter((h) => h.kind === 'conflict').length;
  if (choices.length !== conflicts) throw new Error(`resolveItems: ${conflicts} conflict hunks, ${choices.length} choices`);
  let c = 0;
  return hunks.flatMap((h) => {
    if (h.kind === 'ok') return h.items;
    const choice = choices[c++];
    if (choice === 'ours') return h.ours;
    if (choice === 'theirs') return h.theirs;
    if (choice === 'both') return [...h.ours, ...h.theirs];
    throw new Error(`resolveItems: unknown choice ${String(choice)}`);
  });
}

/**
 * Merges a list as a set (rule `set`): theirs, less what ours removed from base, plus what ours
 * added (in ours' order, after theirs' items). Never a conflict.
 */
export function mergeSet<T>(base: readonly T[], ours: readonly T[], theirs: readonly T[]): T[] {
  const baseKeys = new Set(base.map(stableKey));
  const oursKeys = new Set(ours.map(stableKey));
  const removed = new Set([...baseKeys].filter((k) => !oursKeys.has(k)));
  const out: T[] = [];
  const seen = new Set<string>();
  for (const item of [...theirs, ...ours.filter((x) => !baseKeys.has(stableKey(x)))]) {
    const k = stableKey(item);
    if (removed.has(k) || seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}
