import { describe, expect, it } from 'vitest';
import { mergeText, resolveText, type TextChoice, type TextHunk, type TextMerge } from './merge-text';

const j = (...paras: string[]) => paras.join('\n\n');
const ok = (text: string): TextHunk => ({ kind: 'ok', text });
const conflict = (base: string, ours: string, theirs: string): TextHunk => ({ kind: 'conflict', base, ours, theirs });

describe('mergeText: clean merges', () => {
  it.each<[string, string, string, string, string]>([
    ['nobody changed anything (bytes kept)', 'A  \n\n\nB\n \nC\r\n', 'A  \n\n\nB\n \nC\r\n', 'A  \n\n\nB\n \nC\r\n', 'A  \n\n\nB\n \nC\r\n'],
    ['changed only here', j('A', 'B'), j('A1', 'B'), j('A', 'B'), j('A1', 'B')],
    ['changed only there', j('A', 'B'), j('A', 'B'), j('A', 'B1'), j('A', 'B1')],
    ['both made the same change', j('A', 'B'), j('A1', 'B'), j('A1', 'B'), j('A1', 'B')],
    ['different paragraphs, far apart', j('A', 'B', 'C'), j('A1', 'B', 'C'), j('A', 'B', 'C1'), j('A1', 'B', 'C1')],
    ['different paragraphs, next to each other', j('A', 'B', 'C'), j('A', 'B1', 'C'), j('A', 'B', 'C1'), j('A', 'B1', 'C1')],
    ['the same paragraph changed the same way, others differently', j('A', 'B', 'C'), j('A1', 'B1', 'C'), j('A', 'B1', 'C1'), j('A1', 'B1', 'C1')],
    ['a paragraph deleted here, another changed there', j('A', 'B', 'C'), j('A', 'C'), j('A', 'B', 'C1'), j('A', 'C1')],
    ['the same paragraph deleted on both sides', j('A', 'B', 'C'), j('A', 'C'), j('A', 'C'), j('A', 'C')],
    ['overlapping deletions: B–C here, B there', j('A', 'B', 'C', 'D'), j('A', 'D'), j('A', 'C', 'D'), j('A', 'D')],
    ['paragraphs deleted on both sides, different ones', j('A', 'B', 'C', 'D'), j('A', 'C', 'D'), j('A', 'B', 'C'), j('A', 'C')],
    ['paragraphs added on both sides at different places', j('A', 'B'), j('X', 'A', 'B'), j('A', 'B', 'Y'), j('X', 'A', 'B', 'Y')],
    ['the same paragraph added at the same place on both sides', j('A', 'B'), j('A', 'X', 'B'), j('A', 'X', 'B'), j('A', 'X', 'B')],
    ['added here before a paragraph changed there', j('A', 'B'), j('A', 'X', 'B'), j('A', 'B1'), j('A', 'X', 'B1')],
    ['added here after a paragraph changed there', j('A', 'B'), j('A', 'X', 'B'), j('A1', 'B'), j('A1', 'X', 'B')],
    ['added between two paragraphs both deleted there', j('A', 'B', 'C', 'D'), j('A', 'B', 'X', 'C', 'D'), j('A', 'D'), j('A', 'X', 'D')],
    ['appended here, last paragraph changed there', j('A', 'B'), j('A', 'B', 'C'), j('A', 'B1'), j('A', 'B1', 'C')],
    ['appended here, last paragraph deleted there: no paragraphs run together', j('A', 'B'), j('A', 'B', 'C'), j('A'), j('A', 'C')],
    ['last paragraph deleted here, appended there', j('A', 'B') + '\n', j('A') + '\n', j('A', 'B', 'C') + '\n', j('A', 'C') + '\n'],
    ['first paragraph deleted here, prepended there', j('A', 'B'), j('B'), j('X', 'A', 'B'), j('X', 'B')],
    ['everything deleted here, nothing changed there', j('A', 'B'), '', j('A', 'B'), ''],
    ['from empty: the same text written on both sides', '', 'A', 'A', 'A'],
    ['from empty: text written here only', '', j('A', 'B'), '', j('A', 'B')],
    ['multi-line paragraphs are one block each', 'A\nline 2\n\nB\nline 2', 'A\nline 2 changed\n\nB\nline 2', 'A\nline 2\n\nB\nline 2 changed', 'A\nline 2 changed\n\nB\nline 2 changed'],
  ])('%s', (_, base, ours, theirs, merged) => {
    expect(mergeText(base, ours, theirs)).toEqual({ merged });
    // The same with the sides swapped.
    expect(mergeText(base, theirs, ours)).toEqual({ merged });
  });

  it('keeps the separators, leading blank lines and trailing whitespace of what nobody changed', () => {
    const base = '\n\nA\n\n\nB\n  \nC\t\n\n\n';
    expect(mergeText(base, base.replace('A', 'A1'), base.replace('C', 'C1'))).toEqual({ merged: '\n\nA1\n\n\nB\n  \nC1\t\n\n\n' });
  });

  it('takes a change of the separators, the lead or the trail made on one side', () => {
    expect(mergeText(j('A', 'B', 'C'), 'A\n\n\n\nB\n\nC', j('A', 'B', 'C1'))).toEqual({ merged: 'A\n\n\n\nB\n\nC1' });
    expect(mergeText(j('A', 'B'), j('A', 'B') + '\n', j('A1', 'B'))).toEqual({ merged: j('A1', 'B') + '\n' });
    expect(mergeText(j('A', 'B') + '\n', j('A', 'B'), j('A1', 'B') + '\n')).toEqual({ merged: j('A1', 'B') });
    expect(mergeText(j('A', 'B'), '\n' + j('A', 'B'), j('A', 'B1'))).toEqual({ merged: '\n' + j('A', 'B1') });
  });

  it('CRLF text merges and stays CRLF', () => {
    const crlf = (...p: string[]) => p.join('\r\n\r\n') + '\r\n';
    expect(mergeText(crlf('A', 'B\r\nb', 'C'), crlf('A1', 'B\r\nb', 'C'), crlf('A', 'B\r\nb', 'C1'))).toEqual({ merged: crlf('A1', 'B\r\nb', 'C1') });
  });

  it('line endings alone do not make a paragraph differ: a side that converted them keeps them, the other side\'s edits merge', () => {
    const base = 'A\nx\n\nB\n\nC\n';
    const ours = 'A\r\nx\r\n\r\nB\r\n\r\nC\r\n'; // converted to CRLF only
    const theirs = 'A\nx\n\nB1\n\nC\n';
    expect(mergeText(base, ours, theirs)).toEqual({ merged: 'A\r\nx\r\n\r\nB1\r\n\r\nC\r\n' });
  });
});

describe('mergeText: conflicts', () => {
  it.each<[string, string, string, string, TextHunk[]]>([
    ['the same paragraph changed differently', j('A', 'B', 'C'), j('A', 'B1', 'C'), j('A', 'B2', 'C'), [ok('A\n\n'), conflict('B', 'B1', 'B2'), ok('\n\nC')]],
    ['the first paragraph', j('A', 'B'), j('A1', 'B'), j('A2', 'B'), [conflict('A', 'A1', 'A2'), ok('\n\nB')]],
    ['the last paragraph, with a trailing newline', j('A', 'B') + '\n', j('A', 'B1') + '\n', j('A', 'B2') + '\n', [ok('A\n\n'), conflict('B', 'B1', 'B2'), ok('\n')]],
    ['the only paragraph', 'A', 'A1', 'A2', [conflict('A', 'A1', 'A2')]],
    ['deleted here, changed there', j('A', 'B', 'C'), j('A', 'C'), j('A', 'B2', 'C'), [ok('A\n\n'), conflict('B', '', 'B2'), ok('\n\nC')]],
    ['different paragraphs added at the same place', j('A', 'B'), j('A', 'X', 'B'), j('A', 'Y', 'B'), [ok('A\n\n'), conflict('', 'X', 'Y'), ok('\n\nB')]],
    ['different paragraphs appended on both sides', j('A', 'B'), j('A', 'B', 'X'), j('A', 'B', 'Y'), [ok('A\n\nB\n\n'), conflict('', 'X', 'Y')]],
    ['one paragraph added here, two there, at the same place', j('A', 'B'), j('A', 'X', 'B'), j('A', 'X', 'Y', 'B'), [ok('A\n\n'), conflict('', 'X', 'X\n\nY'), ok('\n\nB')]],
    ['added inside a range replaced there', j('A', 'B', 'C', 'D'), j('A', 'B', 'X', 'C', 'D'), j('A', 'Z', 'D'), [ok('A\n\n'), conflict('B\n\nC', 'B\n\nX\n\nC', 'Z'), ok('\n\nD')]],
    ['two conflicts, with a clean change between them', j('A', 'B', 'C', 'D', 'E'), j('A1', 'B', 'C', 'D', 'E1'), j('A2', 'B', 'C1', 'D', 'E2'), [conflict('A', 'A1', 'A2'), ok('\n\nB\n\nC1\n\nD\n\n'), conflict('E', 'E1', 'E2')]],
    ['runs of edits overlapping on one paragraph: only that paragraph', j('The pot.', 'The wine.', 'The bread.'), j('The pot, rubbed with garlic.', 'The wine, warmed.', 'The bread.'), j('The pot.', 'The wine, boiled.', 'The bread, cubed.'),
      [ok('The pot, rubbed with garlic.\n\n'), conflict('The wine.', 'The wine, warmed.', 'The wine, boiled.'), ok('\n\nThe bread, cubed.')]],
    ['paragraphs rewritten (not edited) here, one of them edited there: the whole run', j('The pot.', 'The wine.', 'The bread.'), j('Fondue is Swiss.', 'Kirsch helps.', 'The bread.'), j('The pot.', 'The wine, boiled.', 'The bread, cubed.'),
      [conflict(j('The pot.', 'The wine.', 'The bread.'), j('Fondue is Swiss.', 'Kirsch helps.', 'The bread.'), j('The pot.', 'The wine, boiled.', 'The bread, cubed.'))]],
    ['two neighbouring paragraphs changed on both sides: one hunk', j('A', 'B', 'C'), j('A', 'B1', 'C1'), j('A', 'B2', 'C2'), [ok('A\n\n'), conflict('B\n\nC', 'B1\n\nC1', 'B2\n\nC2')]],
    ['everything deleted here, a paragraph changed there (the other deletion merges)', j('A', 'B'), '', j('A', 'B1'), [conflict('B', '', 'B1')]],
    ['from empty: different texts written', '', j('A', 'B'), 'C', [conflict('', 'A\n\nB', 'C')]],
  ])('%s', (_, base, ours, theirs, hunks) => {
    expect(mergeText(base, ours, theirs)).toEqual({ conflict: { hunks } });
    // Swapping the sides swaps them in each hunk.
    const swapped = hunks.map((h) => (h.kind === 'ok' ? h : { ...h, ours: h.theirs, theirs: h.ours }));
    expect(mergeText(base, theirs, ours)).toEqual({ conflict: { hunks: swapped } });
  });

  it('conflict hunks show a CRLF text\'s paragraphs with their own line endings', () => {
    const r = mergeText('A\r\n\r\nB\r\nb\r\n', 'A\r\n\r\nB1\r\nb\r\n', 'A\r\n\r\nB2\r\nb\r\n');
    expect(r).toEqual({ conflict: { hunks: [ok('A\r\n\r\n'), conflict('B\r\nb', 'B1\r\nb', 'B2\r\nb'), ok('\r\n')] } });
  });
});

describe('mergeText: idempotence and merges of merges', () => {
  const base = j('A', 'B', 'C', 'D', 'E');
  it('merging theirs with theirs gives theirs, byte for byte', () => {
    const theirs = 'A\n\nB1\n\n\nC\nD\n\nE\n';
    expect(mergeText(base, theirs, theirs)).toEqual({ merged: theirs });
    expect(mergeText(theirs, theirs, theirs)).toEqual({ merged: theirs });
  });
  it('a merge rebased on theirs merges onto theirs as itself', () => {
    const ours = j('A1', 'B', 'C', 'D', 'E');
    const theirs = j('A', 'B', 'C1', 'D', 'E');
    const merged = (mergeText(base, ours, theirs) as { merged: string }).merged;
    expect(mergeText(theirs, merged, theirs)).toEqual({ merged });
  });
  it('three devices: A and B merged on the server, then C, whose base is older', () => {
    const a = j('A1', 'B', 'C', 'D', 'E');
    const b = j('A', 'B', 'C1', 'D', 'E');
    const server = (mergeText(base, b, a) as { merged: string }).merged; // B pushes after A
    expect(server).toBe(j('A1', 'B', 'C1', 'D', 'E'));
    // C edited E (and deleted D, next to C1) from the original base: all three land.
    expect(mergeText(base, j('A', 'B', 'C', 'E1'), server)).toEqual({ merged: j('A1', 'B', 'C1', 'E1') });
    // C edited C too: only that paragraph is in conflict, A's change stays merged.
    expect(mergeText(base, j('A', 'B', 'C2', 'D', 'E'), server)).toEqual({
      conflict: { hunks: [ok('A1\n\nB\n\n'), conflict('C', 'C2', 'C1'), ok('\n\nD\n\nE')] },
    });
  });
});

describe('resolveText', () => {
  const hunksOf = (m: TextMerge) => {
    if (!('conflict' in m)) throw new Error('expected a conflict');
    return m.conflict.hunks;
  };

  it('builds the text from one choice per conflict hunk', () => {
    const hunks = hunksOf(mergeText(j('A', 'B', 'C', 'D', 'E', 'F'), j('A1', 'B', 'C', 'D', 'E1', 'F'), j('A2', 'B', 'C1', 'D', 'E2', 'F')));
    expect(hunks.filter((h) => h.kind === 'conflict')).toHaveLength(2);
    expect(resolveText(hunks, ['ours', 'theirs'])).toBe(j('A1', 'B', 'C1', 'D', 'E2', 'F'));
    expect(resolveText(hunks, ['theirs', 'ours'])).toBe(j('A2', 'B', 'C1', 'D', 'E1', 'F'));
    expect(resolveText(hunks, ['both', 'both'])).toBe(j('A1', 'A2', 'B', 'C1', 'D', 'E1', 'E2', 'F'));
  });

  it.each<[string, string, string, string, TextChoice[], string]>([
    ['a deleted side in the middle leaves one separator', j('A', 'B', 'C'), j('A', 'C'), j('A', 'B2', 'C'), ['ours'], j('A', 'C')],
    ['a deleted side at the start', j('A', 'B'), j('B'), j('A2', 'B'), ['ours'], 'B'],
    ['a deleted side at the start, after leading blank lines', '\n' + j('A', 'B'), '\n' + j('B'), '\n' + j('A2', 'B'), ['ours'], '\nB'],
    ['a deleted side at the end keeps the trailing newline', j('A', 'B') + '\n', j('A') + '\n', j('A', 'B2') + '\n', ['ours'], 'A\n'],
    ['everything deleted', j('A'), '', 'A2', ['ours'], ''],
    ['both added at the same place: both', j('A', 'B'), j('A', 'X', 'B'), j('A', 'Y', 'B'), ['both'], j('A', 'X', 'Y', 'B')],
    ['both at the start take the separator that follows', j('A', 'B'), j('A1', 'B'), j('A2', 'B'), ['both'], j('A1', 'A2', 'B')],
    ['both with a side deleted is the other side', j('A', 'B', 'C'), j('A', 'C'), j('A', 'B2', 'C'), ['both'], j('A', 'B2', 'C')],
    ['both of the only paragraph', 'A', 'A1', 'A2', ['both'], j('A1', 'A2')],
    ['both in CRLF text', 'A\r\n', 'A1\r\n', 'A2\r\n', ['both'], 'A1\r\n\r\nA2\r\n'],
    ['both keeps the wider separator around the hunk', 'A\n\n\nB\n\n\nC', 'A\n\n\nB1\n\n\nC', 'A\n\n\nB2\n\n\nC', ['both'], 'A\n\n\nB1\n\n\nB2\n\n\nC'],
  ])('%s', (_, base, ours, theirs, choices, text) => {
    expect(resolveText(hunksOf(mergeText(base, ours, theirs)), choices)).toBe(text);
  });

  it('two conflicts side by side, both resolved to nothing, leave one separator', () => {
    const hunks = [ok('A\n\n'), conflict('B', '', 'B2'), ok('\n\n'), conflict('C', '', 'C2'), ok('\n\nD\n')];
    expect(resolveText(hunks, ['ours', 'ours'])).toBe('A\n\nD\n');
    expect(resolveText(hunks, ['theirs', 'ours'])).toBe('A\n\nB2\n\nD\n');
    expect(resolveText(hunks, ['ours', 'theirs'])).toBe('A\n\nC2\n\nD\n');
  });

  it('refuses a wrong number of choices or an unknown choice', () => {
    const hunks = [ok('A\n\n'), conflict('B', 'B1', 'B2')];
    expect(() => resolveText(hunks, [])).toThrow(/1 conflict hunks, 0 choices/);
    expect(() => resolveText(hunks, ['mine' as TextChoice])).toThrow(/unknown choice/);
  });

  it('with only ok hunks, is their text', () => {
    expect(resolveText([ok('A\n\nB\n')], [])).toBe('A\n\nB\n');
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests over random paragraph edits (seeded, so a failure names a reproducible case).

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Op = 'keep' | 'modify' | 'delete';

interface Doc {
  lead: string;
  sep: string;
  trail: string;
  eol: string;
}

function render(doc: Doc, paras: readonly string[]): string {
  return doc.lead + paras.map((p) => p.replace(/\n/g, doc.eol)).join(doc.sep) + doc.trail;
}

function randomDoc(rnd: () => number): Doc {
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const crlf = rnd() < 0.25;
  const eol = crlf ? '\r\n' : '\n';
  return { eol, lead: pick(['', '', eol]), sep: pick([eol + eol, eol + eol, eol + eol + eol, eol + '  ' + eol]), trail: pick(['', eol, eol + eol]) };
}

/** Splits a text into its paragraphs as written (LF), for checks. */
function parasOf(text: string): string[] {
  const body = text.replace(/\r\n/g, '\n').replace(/^(?:[ \t]*\n)*/, '').replace(/[ \t\n]+$/, '');
  return body === '' ? [] : body.split(/\n(?:[ \t]*\n)+/);
}

/** A side's edit of the base: per base paragraph an op, and insertions before each paragraph (and at the end). */
interface Edit {
  ops: Op[];
  inserts: string[][];
}

/** A side's change of base paragraph i: an edit of it (reads as similar), or a rewrite. */
const modified = (base: string, side: string, i: number) => (i % 3 === 0 ? `${side} rewrote ${i}\nsecond line` : `${base} edited by ${side}`);

function applyEdit(base: readonly string[], edit: Edit, side: string, same: (i: number) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i <= base.length; i += 1) {
    out.push(...edit.inserts[i]);
    if (i === base.length) break;
    if (edit.ops[i] === 'keep') out.push(base[i]);
    else if (edit.ops[i] === 'modify') out.push(same(i) ? `both changed ${i}` : modified(base[i], side, i));
  }
  return out;
}

/**
 * Whether place p (before base paragraph p) is strictly inside a run of changes of `edit` that is
 * not a pure deletion: the diff sees such a run as one replaced block.
 */
function insideReplacedRun(edit: Edit, p: number): boolean {
  const n = edit.ops.length;
  if (p === 0 || p === n || edit.ops[p - 1] === 'keep' || edit.ops[p] === 'keep') return false;
  let s = p - 1;
  while (s > 0 && edit.ops[s - 1] !== 'keep') s -= 1;
  let e = p + 1;
  while (e < n && edit.ops[e] !== 'keep') e += 1;
  for (let i = s; i < e; i += 1) if (edit.ops[i] === 'modify') return true;
  for (let q = s; q <= e; q += 1) if (edit.inserts[q].length > 0) return true;
  return false;
}

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

describe('mergeText properties (300 seeded random edits each)', () => {
  it('edits of different paragraphs merge with both sides\' changes and no conflict, byte for byte', () => {
    for (const seed of SEEDS) {
      const rnd = mulberry32(seed);
      const n = Math.floor(rnd() * 9);
      const base = Array.from({ length: n }, (_, i) => `base ${i}${rnd() < 0.3 ? '\nsecond line' : ''}`);
      // Each base paragraph is edited by one side at most; each place gets insertions from one side at most.
      const owner = base.map(() => (rnd() < 0.5 ? 'ours' : 'theirs'));
      const ops = base.map(() => (['keep', 'keep', 'modify', 'delete'] as const)[Math.floor(rnd() * 4)]);
      const edit = (side: string): Edit => ({
        ops: ops.map((op, i) => (owner[i] === side ? op : 'keep')),
        inserts: Array.from({ length: n + 1 }, () => []),
      });
      const ours = edit('ours');
      const theirs = edit('theirs');
      for (let p = 0; p <= n; p += 1) {
        if (rnd() > 0.3) continue;
        const side = rnd() < 0.5 ? 'ours' : 'theirs';
        (side === 'ours' ? ours : theirs).inserts[p] = Array.from({ length: 1 + Math.floor(rnd() * 2) }, (_, k) => `${side} added ${p}.${k}`);
      }
      // An insertion strictly inside a run the other side replaced as one block has no place (a
      // conflict by the rules): leave those out. Leaving insertions out only shrinks runs.
      const oursInside = ours.inserts.map((ins, p) => ins.length > 0 && insideReplacedRun(theirs, p));
      const theirsInside = theirs.inserts.map((ins, p) => ins.length > 0 && insideReplacedRun(ours, p));
      oursInside.forEach((inside, p) => { if (inside) ours.inserts[p] = []; });
      theirsInside.forEach((inside, p) => { if (inside) theirs.inserts[p] = []; });
      const doc = randomDoc(rnd);
      const never = () => false;
      const o = applyEdit(base, ours, 'ours', never);
      const t = applyEdit(base, theirs, 'theirs', never);
      const expected: string[] = [];
      for (let i = 0; i <= n; i += 1) {
        expected.push(...ours.inserts[i], ...theirs.inserts[i]);
        if (i === n) break;
        if (ours.ops[i] === 'modify') expected.push(modified(base[i], 'ours', i));
        else if (theirs.ops[i] === 'modify') expected.push(modified(base[i], 'theirs', i));
        else if (ours.ops[i] === 'keep' && theirs.ops[i] === 'keep') expected.push(base[i]);
      }
      const result = mergeText(render(doc, base), render(doc, o), render(doc, t));
      expect({ seed, result }).toEqual({ seed, result: { merged: expect.any(String) } });
      const merged = (result as { merged: string }).merged;
      expect({ seed, paras: parasOf(merged) }).toEqual({ seed, paras: expected });
      // Where every text has paragraphs, the separators, lead and trail are the texts' own.
      if (n > 0 && o.length > 0 && t.length > 0 && expected.length > 0) expect({ seed, merged }).toEqual({ seed, merged: render(doc, expected) });
    }
  });

  it('nothing is ever lost: every paragraph either side wrote is merged or in a conflict hunk, and each choice keeps its side', () => {
    let conflicts = 0;
    for (const seed of SEEDS) {
      const rnd = mulberry32(1000 + seed);
      const n = Math.floor(rnd() * 9);
      const base = Array.from({ length: n }, (_, i) => `base ${i}`);
      const randomEdit = (side: string): Edit => ({
        ops: base.map(() => (['keep', 'keep', 'keep', 'modify', 'delete'] as const)[Math.floor(rnd() * 5)]),
        inserts: Array.from({ length: n + 1 }, (_, p) => (rnd() < 0.2 ? [`${side} added ${p}`] : rnd() < 0.05 ? [`both added ${p}`] : [])),
      });
      const ours = randomEdit('ours');
      const theirs = randomEdit('theirs');
      const same = (i: number) => ours.ops[i] === 'modify' && theirs.ops[i] === 'modify' && i % 2 === 0;
      const o = applyEdit(base, ours, 'ours', same);
      const t = applyEdit(base, theirs, 'theirs', same);
      const doc = randomDoc(rnd);
      const oText = render(doc, o);
      const tText = render(doc, t);
      const result = mergeText(render(doc, base), oText, tText);

      const baseSet = new Set(base);
      const newOurs = o.filter((p) => !baseSet.has(p));
      const newTheirs = t.filter((p) => !baseSet.has(p));
      const keptByBoth = base.filter((p) => o.includes(p) && t.includes(p));
      const known = new Set([...base, ...o, ...t]);
      const check = (text: string, mustHave: string[], label: string) => {
        const paras = parasOf(text);
        for (const p of paras) expect({ seed, label, p, known: known.has(p) }).toEqual({ seed, label, p, known: true }); // nothing run together
        for (const p of mustHave) expect({ seed, label, p, found: paras.includes(p) }).toEqual({ seed, label, p, found: true });
      };

      if ('merged' in result) {
        check(result.merged, [...newOurs, ...newTheirs, ...keptByBoth], 'merged');
        // What one side deleted and the other left alone is gone.
        const deletedOnce = base.filter((p) => o.includes(p) !== t.includes(p));
        for (const p of deletedOnce) expect({ seed, p, found: parasOf(result.merged).includes(p) }).toEqual({ seed, p, found: false });
        continue;
      }
      conflicts += 1;
      const { hunks } = result.conflict;
      // Every new paragraph is in the merged text or on its side of a conflict hunk.
      const okParas = hunks.flatMap((h) => (h.kind === 'ok' ? parasOf(h.text) : []));
      const oursSides = hunks.flatMap((h) => (h.kind === 'conflict' ? parasOf(h.ours) : []));
      const theirsSides = hunks.flatMap((h) => (h.kind === 'conflict' ? parasOf(h.theirs) : []));
      for (const p of newOurs) expect({ seed, p, found: okParas.includes(p) || oursSides.includes(p) }).toEqual({ seed, p, found: true });
      for (const p of newTheirs) expect({ seed, p, found: okParas.includes(p) || theirsSides.includes(p) }).toEqual({ seed, p, found: true });
      const count = hunks.filter((h) => h.kind === 'conflict').length;
      const all = (c: TextChoice) => Array.from({ length: count }, () => c);
      check(resolveText(hunks, all('ours')), [...newOurs, ...keptByBoth], 'ours');
      check(resolveText(hunks, all('theirs')), [...newTheirs, ...keptByBoth], 'theirs');
      check(resolveText(hunks, all('both')), [...newOurs, ...newTheirs, ...keptByBoth], 'both');
      // Choosing one side everywhere repeats no paragraph (a paragraph both sides wrote the same may
      // be kept twice: added at a place here, part of a run replaced there).
      for (const c of ['ours', 'theirs'] as const) {
        const paras = parasOf(resolveText(hunks, all(c))).filter((p) => !p.startsWith('both'));
        expect({ seed, c, once: new Set(paras).size }).toEqual({ seed, c, once: paras.length });
      }
    }
    // The generator does reach conflicts (and clean merges) often.
    expect(conflicts).toBeGreaterThan(50);
    expect(conflicts).toBeLessThan(SEEDS.length);
  });

  it('is symmetric: swapping the sides gives the same merge, or the same hunks with the sides swapped', () => {
    for (const seed of SEEDS) {
      const rnd = mulberry32(5000 + seed);
      const n = 1 + Math.floor(rnd() * 7);
      const base = Array.from({ length: n }, (_, i) => `base ${i}`);
      const randomEdit = (side: string): Edit => ({
        ops: base.map(() => (['keep', 'keep', 'modify', 'delete'] as const)[Math.floor(rnd() * 4)]),
        inserts: Array.from({ length: n + 1 }, (_, p) => (rnd() < 0.15 ? [`${side} added ${p}`] : [])),
      });
      const doc: Doc = { lead: '', sep: '\n\n', trail: '\n', eol: '\n' };
      const o = render(doc, applyEdit(base, randomEdit('ours'), 'ours', () => false));
      const t = render(doc, applyEdit(base, randomEdit('theirs'), 'theirs', () => false));
      const b = render(doc, base);
      const ab = mergeText(b, o, t);
      const ba = mergeText(b, t, o);
      if ('merged' in ab) expect({ seed, ba }).toEqual({ seed, ba: ab });
      else {
        const swapped = ab.conflict.hunks.map((h) => (h.kind === 'ok' ? h : { ...h, ours: h.theirs, theirs: h.ours }));
        expect({ seed, ba }).toEqual({ seed, ba: { conflict: { hunks: swapped } } });
      }
    }
  });
});
