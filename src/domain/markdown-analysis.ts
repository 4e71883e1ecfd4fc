/**
 * One linear pass over a markdown text collecting what the SEO and AI scores need. Headings, lists,
 * links and question marks count only outside fenced code; words count everywhere (as countWords).
 */
import { countPlainWords, isFenceLine, markdownLines, plainTextLine } from './reading-time';

/** Facts about a markdown body. */
export interface MarkdownAnalysis {
  /** Same figure as countWords(content). */
  wordCount: number;
  /** Plain text of the non-code lines (for keyword matching). */
  plainText: string;
  h1Count: number;
  h2Count: number;
  hasList: boolean;
  /** Word count of each prose paragraph (blank-line separated, headings/lists/tables/code excluded). */
  paragraphWords: number[];
  questionMarks: number;
  /** A heading 'Table of Contents' / 'Contents', or two or more list items linking to in-page anchors. */
  hasTableOfContents: boolean;
  hasImage: boolean;
  /** Absolute http(s) link targets (markdown links, autolinks, bare URLs). */
  externalLinks: string[];
}

const ATX_RE = /^ {0,3}(#{1,6})(?:\s+|$)(.*)$/;
const SETEXT_H1_RE = /^ {0,3}=+\s*$/;
const SETEXT_H2_RE = /^ {0,3}-+\s*$/;
const HR_RE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const LIST_RE = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const TABLE_RE = /^\s*\|/;
const IMAGE_RE = /!\[[^\]]*\]\([^)]*\)|<img\s/i;
const IMAGE_ONLY_RE = /^\s*(?:!\[[^\]]*\]\([^)]*\)\s*)+$/;
const MD_LINK_RE = /(!?)\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;
const AUTOLINK_RE = /<(https?:\/\/[^>\s]+)>/gi;
const BARE_URL_RE = /https?:\/\/[^\s<>()]+/gi;
const ANCHOR_LINK_RE = /\[[^\]]+\]\(#[^)\s]*\)/;
const TOC_HEADINGS = new Set(['table of contents', 'contents']);

let lastInput: string | null = null;
let lastResult: MarkdownAnalysis | null = null;

/** Analyses a markdown body in O(n). The last result is memoised, so SEO and AI scores share one pass. */
export function analyseMarkdown(content: string): MarkdownAnalysis {
  if (content === lastInput && lastResult) return lastResult;
  const r: MarkdownAnalysis = {
    wordCount: 0, plainText: '', h1Count: 0, h2Count: 0, hasList: false, paragraphWords: [],
    questionMarks: 0, hasTableOfContents: false, hasImage: false, externalLinks: [],
  };
  const plain: string[] = [];
  let para = 0;
  let paraLines = 0;
  let anchorItems = 0;
  const endPara = (): void => {
    if (paraLines > 0) r.paragraphWords.push(para);
    para = 0;
    paraLines = 0;
  };

  for (const [line, prose] of markdownLines(content)) {
    if (!prose) {
      // Code's words count; a fence line ends the paragraph before it.
      if (isFenceLine(line)) endPara();
      else r.wordCount += countPlainWords(line);
      continue;
    }

    // Links: collect external targets, then drop URLs so they count neither as '?' nor as words twice.
    let rest = line.replace(MD_LINK_RE, (_m, bang: string, text: string, url: string) => {
      if (!bang && /^https?:\/\//i.test(url)) r.externalLinks.push(url);
      return ` ${text} `;
    });
    rest = rest.replace(AUTOLINK_RE, (_m, url: string) => { r.externalLinks.push(url); return ' '; });
    rest = rest.replace(BARE_URL_RE, (url) => { r.externalLinks.push(url); return ' '; });
    for (const ch of rest) if (ch === '?') r.questionMarks += 1;
    if (!r.hasImage && IMAGE_RE.test(line)) r.hasImage = true;

    const text = plainTextLine(line);
    const words = countPlainWords(text);
    r.wordCount += words;
    plain.push(text);

    if (line.trim() === '') { endPara(); continue; }
    const atx = ATX_RE.exec(line);
    if (atx) {
      endPara();
      const level = atx[1].length;
      if (level === 1) r.h1Count += 1;
      if (level === 2) r.h2Count += 1;
      const title = atx[2].replace(/\s#+\s*$/, '').trim().replace(/:$/, '').toLowerCase();
      if (TOC_HEADINGS.has(title)) r.hasTableOfContents = true;
      continue;
    }
    if (paraLines > 0 && SETEXT_H1_RE.test(line)) { r.h1Count += 1; para = 0; paraLines = 0; continue; }
    if (paraLines > 0 && SETEXT_H2_RE.test(line)) { r.h2Count += 1; para = 0; paraLines = 0; continue; }
    if (HR_RE.test(line)) { endPara(); continue; }
    const item = LIST_RE.exec(line);
    if (item) {
      endPara();
      r.hasList = true;
      if (ANCHOR_LINK_RE.test(item[1])) anchorItems += 1;
      continue;
    }
    if (TABLE_RE.test(line) || IMAGE_ONLY_RE.test(line)) { endPara(); continue; }
    para += words;
    paraLines += 1;
  }
  endPara();
  if (anchorItems >= 2) r.hasTableOfContents = true;
  r.plainText = plain.join('\n');
  lastInput = content;
  lastResult = r;
  return r;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Counts whole-phrase, case-insensitive occurrences of `phrase` in `text` (not inside a longer word;
 * any whitespace between the phrase's words). An empty phrase counts 0.
 */
export function countPhrase(text: string, phrase: string): number {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 0;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu');
  let n = 0;
  while (re.exec(text) !== null) n += 1;
  return n;
}
