/** Word counting over markdown and reading time (words / 200, rounded up). */
import { WORDS_PER_MINUTE } from './constants';

const FENCE_RE = /^\s*(```|~~~)/;

/**
 * Plain text of one markdown line for counting: image and link URLs dropped (alt and link text
 * kept), reference definitions and HTML tags dropped, heading/list/quote markers and emphasis
 * characters blanked. Bare URLs stay (one word each).
 */
export function plainTextLine(line: string): string {
  if (/^\s*\[[^\]]+\]:\s*\S+/.test(line)) return ' ';
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/, ' ')
    .replace(/[*_~`|#>]/g, ' ');
}

/** True for a fenced-code delimiter line (``` or ~~~). */
export function isFenceLine(line: string): boolean {
  return FENCE_RE.test(line);
}

/**
 * The lines of markdown, each with whether it is prose: a fence line (``` or ~~~) and the lines of
 * fenced code between an opening fence and the next fence of the same kind are not.
 */
export function* markdownLines(markdown: string): Generator<[line: string, prose: boolean]> {
  let fence = '';
  for (const line of markdown.split('\n')) {
    if (isFenceLine(line)) {
      const mark = line.trim().slice(0, 3);
      if (!fence) fence = mark;
      else if (mark === fence) fence = '';
      yield [line, false];
    } else yield [line, fence === ''];
  }
}

/**
 * Plain text of markdown for counting: fence lines dropped (the code's words are kept) and every
 * other line passed through {@link plainTextLine}.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => (isFenceLine(line) ? ' ' : plainTextLine(line)))
    .join('\n');
}

/** A "word" is a run of characters containing at least one letter or digit. */
const WORD_RE = /[^\s]*[\p{L}\p{N}][^\s]*/gu;

/** Counts the words of a markdown text, ignoring markdown syntax and image/link URLs. */
export function countWords(markdown: string): number {
  return countPlainWords(markdownToPlainText(markdown));
}

/** Counts the words of already-plain text (runs of non-space characters holding a letter or digit). */
export function countPlainWords(text: string): number {
  let n = 0;
  WORD_RE.lastIndex = 0;
  while (WORD_RE.exec(text) !== null) n += 1;
  return n;
}

/**
 * Reading time in whole minutes = ceil(words / 200). Content with no words returns `null`
 * (no 'N min read' is shown), so the stored `reading_time_minutes` is null rather than 0.
 */
export function readingTimeFromWords(words: number): number | null {
  if (!Number.isFinite(words) || words <= 0) return null;
  return Math.ceil(words / WORDS_PER_MINUTE);
}

/** Reading time of a markdown text in whole minutes, or null when it has no words. */
export function readingTime(markdown: string): number | null {
  return readingTimeFromWords(countWords(markdown));
}
