/** The AI-readiness score of the article builder. */
import { AI } from './builder-constants';
import { analyseMarkdown } from './markdown-analysis';
import type { ScoreCheck } from './seo-score';

export type AiColour = 'green' | 'orange' | 'red';

export interface AiResult {
  score: number;
  colour: AiColour;
  checks: ScoreCheck[];
  stats: { h1Count: number; h2Count: number; averageParagraphWords: number; questionMarks: number; wordCount: number };
}

/** 'green' from 80, 'orange' from 50, else 'red'. */
export function aiColour(score: number): AiColour {
  return score >= AI.greenAt ? 'green' : score >= AI.orangeAt ? 'orange' : 'red';
}

const check = (id: string, label: string, passed: boolean, max: number, hint: string): ScoreCheck => ({
  id, label, passed, points: passed ? max : 0, max, hint,
});

/**
 * Scores markdown 0–100: exactly one H1 15; two or more H2 15; a list 15;
 * average prose paragraph of 100 words or fewer 15 (no paragraphs → not met); FAQ style, two or
 * more '?' outside code and URLs 15; a table of contents 10 (a heading 'Table of Contents' or
 * 'Contents', or two or more list items linking to in-page '#anchors'); 500+ words 10; an image
 * (featured or in the markdown) 5. Headings count only outside code fences. The entry page shows
 * the title as its H1, so a non-blank `title` counts as one H1 (and a '#' heading in the text as a
 * second).
 */
export function aiScore(content: string, options: { hasImage: boolean; title?: string }): AiResult {
  const a = analyseMarkdown(content);
  const titleH1 = options.title?.trim() ? 1 : 0;
  const h1Count = a.h1Count + titleH1;
  const paras = a.paragraphWords.length;
  const avg = paras ? a.paragraphWords.reduce((s, n) => s + n, 0) / paras : 0;
  const image = options.hasImage || a.hasImage;
  const checks: ScoreCheck[] = [
    check('single-h1', 'Exactly one H1 heading', h1Count === 1, AI.singleH1Points,
      h1Count === 0
        ? 'Add a title (the page shows it as its H1)'
        : h1Count === 1
          ? titleH1 ? 'The title is the H1' : 'One H1'
          : titleH1 ? `The title is the H1: make the ${a.h1Count === 1 ? '# heading' : `${a.h1Count} # headings`} in the text ## sections` : `Keep one H1 (now ${h1Count})`),
    check('h2-structure', 'Two or more H2 headings', a.h2Count >= AI.minH2, AI.h2Points,
      a.h2Count >= AI.minH2 ? `${a.h2Count} H2 headings` : `Add H2 sections (now ${a.h2Count}, need ${AI.minH2})`),
    check('list', 'A bulleted or numbered list', a.hasList, AI.listPoints, a.hasList ? 'List present' : 'Add a list'),
    check('short-paragraphs', 'Paragraphs of 100 words or fewer on average',
      paras > 0 && avg <= AI.maxAverageParagraphWords, AI.paragraphPoints,
      paras === 0 ? 'Write some paragraphs' : `Average ${Math.round(avg)} words per paragraph`),
    check('faq', 'FAQ style (two or more questions)', a.questionMarks >= AI.minQuestionMarks, AI.faqPoints,
      a.questionMarks >= AI.minQuestionMarks ? `${a.questionMarks} questions` : 'Answer common questions (FAQ)'),
    check('toc', 'A table of contents', a.hasTableOfContents, AI.tocPoints,
      a.hasTableOfContents ? 'Table of contents present' : "Add a '## Table of Contents' with links to sections"),
    check('length', '500+ words', a.wordCount >= AI.minWords, AI.wordsPoints,
      `${a.wordCount} words${a.wordCount >= AI.minWords ? '' : ` (need ${AI.minWords})`}`),
    check('image', 'An image', image, AI.imagePoints, image ? 'Image present' : 'Add an image'),
  ];
  const score = checks.reduce((s, c) => s + c.points, 0);
  return {
    score,
    colour: aiColour(score),
    checks,
    stats: { h1Count, h2Count: a.h2Count, averageParagraphWords: Math.round(avg * 10) / 10, questionMarks: a.questionMarks, wordCount: a.wordCount },
  };
}
