/**
 * A reviewer's view of what changed in an entry's markdown (pure): lines compared with jsdiff; a
 * removed line followed by an added one is one changed line with its words marked; long unchanged
 * stretches fold to a count with two lines of context either side.
 */
import { diffArrays, diffWordsWithSpace } from 'diff';

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };
export type DiffBlock =
  | { kind: 'same' | 'added' | 'removed'; text: string }
  | { kind: 'changed'; parts: DiffPart[] }
  | { kind: 'folded'; count: number };

/** Unchanged lines kept around a change. */
export const CONTEXT_LINES = 2;

function wordParts(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

/** Folds the middle of unchanged runs longer than the context around changes (and at the ends). */
function fold(blocks: DiffBlock[]): DiffBlock[] {
  const out: DiffBlock[] = [];
  let i = 0;
  while (i < blocks.length) {
    if (blocks[i].kind !== 'same') {
      out.push(blocks[i++]);
      continue;
    }
    let j = i;
    while (j < blocks.length && blocks[j].kind === 'same') j++;
    const keepBefore = i === 0 ? 0 : CONTEXT_LINES;
    const keepAfter = j === blocks.length ? 0 : CONTEXT_LINES;
    const run = blocks.slice(i, j);
    if (run.length > keepBefore + keepAfter + 1) {
      out.push(...run.slice(0, keepBefore), { kind: 'folded', count: run.length - keepBefore - keepAfter }, ...run.slice(run.length - keepAfter));
    } else out.push(...run);
    i = j;
  }
  return out;
}

/** The changes from `before` to `after`, line by line (an empty result: nothing changed). */
export function contentDiff(before: string, after: string): DiffBlock[] {
  if (before === after) return [];
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  const blocks: DiffBlock[] = [];
  const changes = diffArrays(a, b);
  for (let k = 0; k < changes.length; k++) {
    const c = changes[k];
    const next = changes[k + 1];
    if (c.removed && next?.added) {
      // Pair removed and added lines one to one: each pair is one changed line.
      const pairs = Math.min(c.value.length, next.value.length);
      for (let p = 0; p < pairs; p++) blocks.push({ kind: 'changed', parts: wordParts(c.value[p], next.value[p]) });
      for (const text of c.value.slice(pairs)) blocks.push({ kind: 'removed', text });
      for (const text of next.value.slice(pairs)) blocks.push({ kind: 'added', text });
      k++;
      continue;
    }
    const kind = c.added ? 'added' : c.removed ? 'removed' : 'same';
    for (const text of c.value) blocks.push({ kind, text });
  }
  return fold(blocks);
}
