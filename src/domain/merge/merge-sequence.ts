/**
 * Three-way merge of two sequences derived from one base (the paragraphs of a text, the items of a
 * list), by the standard diff3 construction: each side is compared with the base (jsdiff's
 * `diffArrays`, Myers' algorithm), each run of differences is a hunk over a range of the base, and
 * hunks of the two sides that touch the same base items are merged into one region.
 *
 * What touches what (the rules the merge is judged by):
 * - two changes of base ranges conflict when they share a base item; changes of neighbouring items
 *   do not (GNU diff3 and node-diff3 also join changes that merely touch: at the scale of
 *   paragraphs or list items that would make every pair of edits in adjacent paragraphs a conflict);
 * - an insertion conflicts with a change of the other side only when it falls strictly inside the
 *   range that side replaced (it then has no place to go); at either edge it goes before or after;
 * - insertions at the same place on both sides conflict unless they are identical;
 * - a deletion of several neighbouring items is a deletion of each, so deleting paragraphs 2–3 here
 *   and paragraph 2 there deletes both without a conflict;
 * - a region changed on both sides the same way is no conflict (a "false conflict");
 * - a region both sides replaced one item for one item merges position by position (see
 *   `positional`), so the conflict is the item changed on both sides, not the whole run.
 *
 * Items are compared by a key (a string), so the caller decides what "the same item" means.
 */
import { diffArrays } from 'diff';

export type Side = 'ours' | 'theirs';

/** A choice for one conflict hunk: ours, theirs, or both (ours first, then theirs). */
export type HunkChoice = 'ours' | 'theirs' | 'both';

/** A run of differences of one side against the base: base[start, end) became side[from, to). */
interface Hunk {
  side: Side;
  start: number;
  end: number;
  from: number;
  to: number;
}

/**
 * Where an item of the merge comes from: its index in each sequence holding it as merged, with the
 * same key (null: that sequence has something else there, or nothing).
 */
export interface ItemOrigin {
  base: number | null;
  ours: number | null;
  theirs: number | null;
}

/** A piece of the merge: an item nobody disputes, or a region changed differently on both sides. */
export type SequencePiece =
  | { kind: 'item'; origin: ItemOrigin }
  | { kind: 'conflict'; base: Range; ours: Range; theirs: Range };

/** Half-open range of indices [from, to). */
export interface Range {
  from: number;
  to: number;
}

/** The hunks of `side` against `base`, and for each base item its index in the side (-1: not kept). */
function sideHunks(base: readonly string[], other: readonly string[], side: Side): { hunks: Hunk[]; kept: Int32Array } {
  const kept = new Int32Array(base.length).fill(-1);
  const hunks: Hunk[] = [];
  let b = 0;
  let s = 0;
  let runB = -1;
  let runS = -1;
  const flush = () => {
    if (runB < 0) return;
    if (s === runS && b - runB > 1) {
      // A pure deletion of several items: one hunk per item (see the rules above).
      for (let i = runB; i < b; i += 1) hunks.push({ side, start: i, end: i + 1, from: s, to: s });
    } else hunks.push({ side, start: runB, end: b, from: runS, to: s });
    runB = -1;
    runS = -1;
  };
  for (const change of diffArrays(base as string[], other as string[])) {
    const count = change.value.length;
    if (!change.added && !change.removed) {
      flush();
      for (let k = 0; k < count; k += 1) kept[b + k] = s + k;
      b += count;
      s += count;
      continue;
    }
    if (runB < 0) {
      runB = b;
      runS = s;
    }
    if (change.removed) b += count;
    else s += count;
  }
  flush();
  return { hunks, kept };
}

/** Whether hunks of the two sides touch the same base items (see the rules above). */
function touches(x: Hunk, y: Hunk): boolean {
  const xInsert = x.start === x.end;
  const yInsert = y.start === y.end;
  if (xInsert && yInsert) return x.start === y.start;
  if (xInsert) return y.start < x.start && x.start < y.end;
  if (yInsert) return x.start < y.start && y.start < x.end;
  return x.start < y.end && y.start < x.end;
}

/** The hunks grouped into regions: sets of hunks linked by `touches`, in base order. */
function regions(ours: Hunk[], theirs: Hunk[]): Hunk[][] {
  const all = [...ours, ...theirs];
  const parent = all.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  // Hunks of one side never touch each other; compare each of ours with the theirs near it.
  let first = 0;
  for (let i = 0; i < ours.length; i += 1) {
    const x = ours[i];
    while (first < theirs.length && theirs[first].end < x.start) first += 1;
    for (let j = first; j < theirs.length && theirs[j].start <= x.end; j += 1) {
      if (touches(x, theirs[j])) parent[find(i)] = find(ours.length + j);
    }
  }
  const groups = new Map<number, Hunk[]>();
  all.forEach((h, i) => {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(h);
    else groups.set(root, [h]);
  });
  const bounds = (g: Hunk[]) => [Math.min(...g.map((h) => h.start)), Math.max(...g.map((h) => h.end))];
  // An insertion at p goes before a change starting at p and after one ending at p.
  return [...groups.values()].sort((g1, g2) => {
    const [s1, e1] = bounds(g1);
    const [s2, e2] = bounds(g2);
    return s1 - s2 || e1 - e2;
  });
}

/** The part of a side's sequence that base[lo, hi) became, given that side's hunks inside it. */
function sideRange(hunks: Hunk[], lo: number, hi: number): Range {
  const first = hunks[0];
  const last = hunks[hunks.length - 1];
  return { from: first.from - (first.start - lo), to: last.to + (hi - last.end) };
}

function sameKeys(a: readonly string[], ra: Range, b: readonly string[], rb: Range): boolean {
  if (ra.to - ra.from !== rb.to - rb.from) return false;
  for (let i = 0; i < ra.to - ra.from; i += 1) if (a[ra.from + i] !== b[rb.from + i]) return false;
  return true;
}

/** The words of an item's key (letters and digits, lower case), counted. */
function words(key: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of key.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

/** Whether an item reads as an edit of another: at least half their words shared (Dice coefficient). */
export function similar(a: string, b: string): boolean {
  const wa = words(a);
  const wb = words(b);
  let shared = 0;
  let total = 0;
  for (const [w, n] of wa) {
    shared += Math.min(n, wb.get(w) ?? 0);
    total += n;
  }
  for (const n of wb.values()) total += n;
  return total > 0 && (2 * shared) / total >= 0.5;
}

/**
 * A region both sides changed without changing its length (each replaced its items one for one)
 * merges position by position:
 * - when no position was changed differently on both sides (ours changed A and B, theirs changed B
 *   the same way and C → A, B and C as changed, no conflict; this is also what lets a merged text be
 *   merged again, its two sides' changes sitting next to each other in one run of differences);
 * - otherwise only when every changed item still reads as an edit of the base item at its position
 *   (`similar`): then only the positions changed differently on both sides are conflicts. A side
 *   that rewrote its items rather than edited them (a new paragraph in place of an old one) keeps
 *   its region whole, so it is never split against itself.
 * Returns whether it merged (pieces added to `out`).
 */
function positional(
  base: readonly string[], lo: number, hi: number,
  ours: readonly string[], ro: Range, theirs: readonly string[], rt: Range,
  out: SequencePiece[],
): boolean {
  const n = hi - lo;
  if (ro.to - ro.from !== n || rt.to - rt.from !== n) return false;
  let clean = true;
  for (let i = 0; i < n; i += 1) {
    const b = base[lo + i];
    const o = ours[ro.from + i];
    const t = theirs[rt.from + i];
    if (o !== b && t !== b && o !== t) clean = false;
  }
  if (!clean) {
    for (let i = 0; i < n; i += 1) {
      const b = base[lo + i];
      const o = ours[ro.from + i];
      const t = theirs[rt.from + i];
      if ((o !== b && !similar(o, b)) || (t !== b && !similar(t, b))) return false;
    }
  }
  let run = -1; // start of a run of positions in conflict
  const flush = (i: number) => {
    if (run < 0) return;
    out.push({ kind: 'conflict', base: { from: lo + run, to: lo + i }, ours: { from: ro.from + run, to: ro.from + i }, theirs: { from: rt.from + run, to: rt.from + i } });
    run = -1;
  };
  for (let i = 0; i < n; i += 1) {
    const b = base[lo + i];
    const o = ro.from + i;
    const t = rt.from + i;
    const changedOurs = ours[o] !== b;
    const changedTheirs = theirs[t] !== b;
    if (changedOurs && changedTheirs && ours[o] !== theirs[t]) {
      if (run < 0) run = i;
      continue;
    }
    flush(i);
    // Where an item comes from: only the sequences holding it as merged.
    if (!changedOurs && !changedTheirs) out.push({ kind: 'item', origin: { base: lo + i, ours: o, theirs: t } });
    else if (ours[o] === theirs[t]) out.push({ kind: 'item', origin: { base: null, ours: o, theirs: t } });
    else if (!changedOurs) out.push({ kind: 'item', origin: { base: null, ours: null, theirs: t } });
    else out.push({ kind: 'item', origin: { base: null, ours: o, theirs: null } });
  }
  flush(n);
  return true;
}

/**
 * Merges `ours` and `theirs`, both derived from `base`, item by item (items given by their keys).
 * Returns the merge in order: items with where they come from, and conflicting regions.
 */
export function mergeSequences(base: readonly string[], ours: readonly string[], theirs: readonly string[]): SequencePiece[] {
  const o = sideHunks(base, ours, 'ours');
  const t = sideHunks(base, theirs, 'theirs');
  const out: SequencePiece[] = [];
  let cursor = 0;
  const common = (until: number) => {
    for (; cursor < until; cursor += 1) out.push({ kind: 'item', origin: { base: cursor, ours: o.kept[cursor], theirs: t.kept[cursor] } });
  };
  for (const group of regions(o.hunks, t.hunks)) {
    const lo = Math.min(...group.map((h) => h.start));
    const hi = Math.max(...group.map((h) => h.end));
    common(lo);
    const oh = group.filter((h) => h.side === 'ours');
    const th = group.filter((h) => h.side === 'theirs');
    if (oh.length === 0 || th.length === 0) {
      // Changed on one side only: that side's items.
      const side: Side = oh.length ? 'ours' : 'theirs';
      const r = sideRange(oh.length ? oh : th, lo, hi);
      for (let i = r.from; i < r.to; i += 1) out.push({ kind: 'item', origin: { base: null, ours: side === 'ours' ? i : null, theirs: side === 'theirs' ? i : null } });
    } else {
      const ro = sideRange(oh, lo, hi);
      const rt = sideRange(th, lo, hi);
      if (sameKeys(ours, ro, theirs, rt)) {
        for (let i = 0; i < ro.to - ro.from; i += 1) out.push({ kind: 'item', origin: { base: null, ours: ro.from + i, theirs: rt.from + i } });
      } else if (!positional(base, lo, hi, ours, ro, theirs, rt, out)) {
        out.push({ kind: 'conflict', base: { from: lo, to: hi }, ours: ro, theirs: rt });
      }
    }
    cursor = hi;
  }
  common(base.length);
  return out;
}
