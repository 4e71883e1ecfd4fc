/**
 * Three-way merge of long text (an entry's markdown, a cheese's description, an announcement's
 * body) by paragraph: blocks separated by blank lines. A paragraph changed on one side only merges
 * cleanly; the same paragraph changed on both sides differently is a conflict hunk, and only it.
 *
 * Bytes are kept: the blank lines between paragraphs, the text's leading blank lines and trailing
 * whitespace are carried over exactly, so merging text nobody changed gives it back byte for byte,
 * and the separators and line endings of the paragraphs nobody changed stay as they were.
 * Line endings (LF or CRLF) do not make paragraphs differ: a paragraph whose only change is its line
 * endings merges as unchanged in content, keeping the side's new line endings; a side that
 * converted the whole text from one to the other converts the merge.
 *
 * A conflict is a list of hunks: `ok` text (exactly the merged bytes around the conflicts, with the
 * blank lines next to them) and `conflict` hunks (the base, ours and theirs paragraphs of that place,
 * each without blank lines before or after). `resolveText` builds the final text from a choice per
 * conflict hunk.
 */
import { mergeSequences, type HunkChoice, type ItemOrigin, type Range, type SequencePiece } from './merge-sequence';

export type TextHunk =
  | { kind: 'ok'; text: string }
  | { kind: 'conflict'; base: string; ours: string; theirs: string };

export type TextMerge = { merged: string } | { conflict: { hunks: TextHunk[] } };

/** Per conflict hunk: keep ours, theirs, or both (ours first, then theirs, as separate paragraphs). */
export type TextChoice = HunkChoice;

/** A text read as paragraphs: lead + p0 + gap1 + p1 + … + gap(n-1) + p(n-1) + trail. */
interface Paragraphs {
  lead: string;
  paras: string[];
  /** gaps[i] separates paras[i - 1] and paras[i] (gaps[0] is unused). */
  gaps: string[];
  trail: string;
}

/** A blank-line separator: a line break, then one or more lines holding only spaces or tabs. */
const GAP = /\r?\n(?:[ \t]*\r?\n)+/g;
const LEADING_GAP = /^\r?\n(?:[ \t]*\r?\n)+/;
const TRAILING_GAP = /\r?\n(?:[ \t]*\r?\n)+$/;
/** Whole lines holding only spaces or tabs at the start of a text. */
const LEADING_BLANK_LINES = /^(?:[ \t]*\r?\n)*/;

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';
}

/** Splits a text into paragraphs and the exact separators around them. */
function paragraphs(text: string): Paragraphs {
  const lead = LEADING_BLANK_LINES.exec(text)![0];
  let end = text.length;
  while (end > lead.length && isSpace(text[end - 1])) end -= 1;
  if (end === lead.length) return { lead: text, paras: [], gaps: [], trail: '' };
  const body = text.slice(lead.length, end);
  const paras: string[] = [];
  const gaps: string[] = [''];
  let at = 0;
  for (const m of body.matchAll(GAP)) {
    paras.push(body.slice(at, m.index));
    gaps.push(m[0]);
    at = m.index + m[0].length;
  }
  paras.push(body.slice(at));
  return { lead, paras, gaps, trail: text.slice(end) };
}

/** A paragraph's content for comparison: its line endings do not count. */
const keyOf = (para: string) => para.replace(/\r\n/g, '\n');

/** The separator used where no side offers one: the first found in ours, theirs or base, else by line ending. */
function defaultGap(texts: Paragraphs[]): string {
  for (const t of texts) if (t.gaps.length > 1) return t.gaps[1];
  return texts.some((t) => t.paras.some((p) => p.includes('\r\n')) || t.lead.includes('\r\n') || t.trail.includes('\r\n')) ? '\r\n\r\n' : '\n\n';
}

/** The gap after paragraph i of a side (null: it is the side's last). */
const gapAfter = (p: Paragraphs, i: number): string | null => (i + 1 < p.paras.length ? p.gaps[i + 1] : null);
/** The gap before paragraph i of a side (null: it is the side's first). */
const gapBefore = (p: Paragraphs, i: number): string | null => (i > 0 && i < p.paras.length ? p.gaps[i] : null);

/** Gap after / before a range of a side (an empty range: the gap at its place, if between paragraphs). */
function rangeGapAfter(p: Paragraphs, r: Range): string | null {
  return r.to > r.from ? gapAfter(p, r.to - 1) : gapBefore(p, r.from);
}
function rangeGapBefore(p: Paragraphs, r: Range): string | null {
  return gapBefore(p, r.from);
}

function joinRange(p: Paragraphs, r: Range): string {
  let s = '';
  for (let i = r.from; i < r.to; i += 1) s += (i > r.from ? p.gaps[i] : '') + p.paras[i];
  return s;
}

/** One element of the merged text, with the gaps its sources put after and before it. */
interface Element {
  piece: SequencePiece;
  after: string | null;
  before: string | null;
}

function describe(piece: SequencePiece, base: Paragraphs, ours: Paragraphs, theirs: Paragraphs): Element {
  if (piece.kind === 'conflict') {
    return {
      piece,
      after: rangeGapAfter(ours, piece.ours) ?? rangeGapAfter(theirs, piece.theirs) ?? rangeGapAfter(base, piece.base),
      before: rangeGapBefore(ours, piece.ours) ?? rangeGapBefore(theirs, piece.theirs) ?? rangeGapBefore(base, piece.base),
    };
  }
  const gaps = (pick: (p: Paragraphs, i: number) => string | null) => {
    const { base: b, ours: o, theirs: t } = piece.origin;
    const og = o === null ? null : pick(ours, o);
    const tg = t === null ? null : pick(theirs, t);
    if (b !== null && o !== null && t !== null) {
      const bg = pick(base, b);
      return (og === bg ? tg : og) ?? og ?? tg ?? bg;
    }
    return og ?? tg;
  };
  return { piece, after: gaps(gapAfter), before: gaps(gapBefore) };
}

/** The bytes of a merged paragraph: unchanged content keeps the bytes of the side that changed them (line endings). */
function itemText(origin: ItemOrigin, base: Paragraphs, ours: Paragraphs, theirs: Paragraphs): string {
  const { base: b, ours: o, theirs: t } = origin;
  if (o !== null && t !== null && b !== null) return ours.paras[o] === base.paras[b] ? theirs.paras[t] : ours.paras[o];
  if (o !== null) return ours.paras[o];
  return theirs.paras[t!];
}

/** The merge as hunks (ok text with every byte, conflict hunks bare). */
function mergeHunks(base: Paragraphs, ours: Paragraphs, theirs: Paragraphs): TextHunk[] {
  const pieces = mergeSequences(base.paras.map(keyOf), ours.paras.map(keyOf), theirs.paras.map(keyOf));
  const elements = pieces.map((p) => describe(p, base, ours, theirs));
  const fallback = defaultGap([ours, theirs, base]);
  const hunks: TextHunk[] = [];
  let buf = ours.lead === base.lead ? theirs.lead : ours.lead;
  elements.forEach((e, k) => {
    const piece = e.piece;
    if (piece.kind === 'item') buf += itemText(piece.origin, base, ours, theirs);
    else {
      if (buf) hunks.push({ kind: 'ok', text: buf });
      buf = '';
      hunks.push({ kind: 'conflict', base: joinRange(base, piece.base), ours: joinRange(ours, piece.ours), theirs: joinRange(theirs, piece.theirs) });
    }
    if (k + 1 < elements.length) buf += e.after ?? elements[k + 1].before ?? fallback;
  });
  buf += ours.trail === base.trail ? theirs.trail : ours.trail;
  if (buf) hunks.push({ kind: 'ok', text: buf });
  return hunks;
}

/**
 * Merges `ours` and `theirs`, both edited from `base`, by paragraph. Clean: the merged text.
 * Otherwise the hunks: everything merged, and each place changed differently on both sides.
 */
export function mergeText(base: string, ours: string, theirs: string): TextMerge {
  if (ours === theirs || base === ours) return { merged: theirs };
  if (base === theirs) return { merged: ours };
  const convert = lineEndingChange(base, ours, theirs);
  const hunks = mergeHunks(paragraphs(base), paragraphs(ours), paragraphs(theirs)).map((h) =>
    h.kind === 'ok' ? { ...h, text: convert(h.text) } : { ...h, base: convert(h.base), ours: convert(h.ours), theirs: convert(h.theirs) },
  );
  if (hunks.every((h) => h.kind === 'ok')) return { merged: hunks.map((h) => (h.kind === 'ok' ? h.text : '')).join('') };
  return { conflict: { hunks } };
}

type LineEndings = 'lf' | 'crlf' | 'mixed' | 'none';

function lineEndings(text: string): LineEndings {
  const all = text.split('\n').length - 1;
  if (all === 0) return 'none';
  const crlf = text.split('\r\n').length - 1;
  return crlf === 0 ? 'lf' : crlf === all ? 'crlf' : 'mixed';
}

/**
 * When one side converted a text written all in LF to CRLF or the reverse, the merge is converted
 * too (the other side's new paragraphs included); otherwise line endings are left as they are.
 */
function lineEndingChange(base: string, ours: string, theirs: string): (text: string) => string {
  const b = lineEndings(base);
  if (b !== 'lf' && b !== 'crlf') return (text) => text;
  const o = lineEndings(ours);
  const t = lineEndings(theirs);
  const to = o !== b && (o === 'lf' || o === 'crlf') ? o : t !== b && (t === 'lf' || t === 'crlf') ? t : null;
  if (to === 'crlf') return (text) => text.replace(/\r?\n/g, '\r\n');
  if (to === 'lf') return (text) => text.replace(/\r\n/g, '\n');
  return (text) => text;
}

/** A paragraph of the text so far (not only blank lines or lead). */
const hasParagraph = (s: string) => /[^ \t\r\n]/.test(s);

/**
 * The final text from a choice per conflict hunk (`choices[i]` for the i-th conflict hunk). A side
 * with no paragraphs there (deleted) leaves no extra blank lines; `both` keeps ours then theirs,
 * separated like the paragraphs around them.
 */
export function resolveText(hunks: readonly TextHunk[], choices: readonly TextChoice[]): string {
  const conflicts = hunks.filter((h) => h.kind === 'conflict').length;
  if (choices.length !== conflicts) throw new Error(`resolveText: ${conflicts} conflict hunks, ${choices.length} choices`);
  let out = '';
  let dropLeadingGap = false;
  let c = 0;
  hunks.forEach((h, k) => {
    if (h.kind === 'ok') {
      out += dropLeadingGap ? h.text.replace(LEADING_GAP, '') : h.text;
      dropLeadingGap = false;
      return;
    }
    const choice = choices[c++];
    let text: string;
    if (choice === 'ours') text = h.ours;
    else if (choice === 'theirs') text = h.theirs;
    else if (choice === 'both') text = h.ours && h.theirs ? h.ours + separatorAt(out, hunks, k) + h.theirs : h.ours || h.theirs;
    else throw new Error(`resolveText: unknown choice ${String(choice)}`);
    if (text) {
      out += text;
      return;
    }
    // Nothing here: drop one of the two blank-line runs that now meet.
    const trailing = hasParagraph(out) ? TRAILING_GAP.exec(out) : null;
    if (trailing) out = out.slice(0, trailing.index);
    else if (!hasParagraph(out)) dropLeadingGap = true;
  });
  return out;
}

/** The blank lines to put between two sides kept together: those around the hunk, else the text's own. */
function separatorAt(out: string, hunks: readonly TextHunk[], k: number): string {
  const before = hasParagraph(out) ? TRAILING_GAP.exec(out) : null;
  if (before) return before[0];
  const next = hunks[k + 1];
  const after = next?.kind === 'ok' ? LEADING_GAP.exec(next.text) : null;
  if (after) return after[0];
  for (const h of hunks) {
    for (const s of h.kind === 'ok' ? [h.text] : [h.ours, h.theirs, h.base]) {
      const m = /\r?\n(?:[ \t]*\r?\n)+/.exec(s);
      if (m && hasParagraph(s.slice(0, m.index)) && hasParagraph(s.slice(m.index + m[0].length))) return m[0];
    }
  }
  return hunks.some((h) => (h.kind === 'ok' ? h.text : h.ours + h.theirs + h.base).includes('\r\n')) ? '\r\n\r\n' : '\n\n';
}
