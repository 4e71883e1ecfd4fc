/** The SEO score of the article builder, with checklist and stats. */
import { EXCERPT_OPTIMAL, SEO, TITLE_OPTIMAL } from './builder-constants';
import { analyseMarkdown, countPhrase } from './markdown-analysis';

export interface SeoInput {
  title: string;
  excerpt: string;
  content: string;
  focusKeyword: string;
  /** A featured image is set. */
  hasImage: boolean;
  /** Links to this origin (e.g. 'https://cheezopedia.com') do not count as external. */
  siteOrigin?: string;
}

export interface ScoreCheck {
  id: string;
  label: string;
  passed: boolean;
  points: number;
  max: number;
  /** What to do (when not passed) or why it passed. */
  hint: string;
}

export type SeoLabel = 'Great' | 'Good' | 'Needs Work';

export interface SeoResult {
  score: number;
  label: SeoLabel;
  checks: ScoreCheck[];
  stats: {
    titleLength: number;
    excerptLength: number;
    wordCount: number;
    keywordCount: number;
    /** Percent, rounded to two decimals (the check uses the exact value). */
    keywordDensity: number;
    h2Count: number;
    externalLinks: number;
  };
}

/** Characters as the counters show them (code points of the trimmed text). */
export function charCount(text: string): number {
  return Array.from(text.trim()).length;
}

/** 'Great' from 80, 'Good' from 50, else 'Needs Work'. */
export function seoLabel(score: number): SeoLabel {
  return score >= SEO.greatAt ? 'Great' : score >= SEO.goodAt ? 'Good' : 'Needs Work';
}

/**
 * What the label leaves out: how far the score is from the next level ('30 points to Great'), so
 * that 'Good' at 50 does not read as done. Empty at Great.
 */
export function seoNextLevel(score: number): string {
  if (score >= SEO.greatAt) return '';
  const [points, level] = score >= SEO.goodAt ? [SEO.greatAt - score, 'Great'] : [SEO.goodAt - score, 'Good'];
  return `${points} ${points === 1 ? 'point' : 'points'} to ${level}`;
}

const check = (id: string, label: string, points: number, max: number, hint: string): ScoreCheck => ({
  id, label, passed: points === max, points, max, hint,
});

/**
 * Scores an article 0–100:
 * title 50–60 chars 15, 1–49 or over 60 5, empty 0; excerpt 150–160 15, other non-empty 5, empty 0
 * (documented choice: an empty excerpt earns nothing); content 300+ words 20, 100–299 10;
 * keyword in title 10; keyword in excerpt 10; keyword density 1–2 % inclusive 10 (whole-phrase,
 * case-insensitive occurrences / words × 100); at least one H2 10; an external http(s) link 5;
 * an image (featured or in the markdown) 5. No focus keyword → the three keyword checks give 0.
 */
export function seoScore(input: SeoInput): SeoResult {
  const a = analyseMarkdown(input.content);
  const keyword = input.focusKeyword.trim();
  const titleLength = charCount(input.title);
  const excerptLength = charCount(input.excerpt);
  const keywordCount = keyword ? countPhrase(a.plainText, keyword) : 0;
  const density = a.wordCount > 0 ? (keywordCount / a.wordCount) * 100 : 0;
  const densityOk = keyword !== '' && a.wordCount > 0 &&
    keywordCount * 100 >= SEO.densityMinPercent * a.wordCount &&
    keywordCount * 100 <= SEO.densityMaxPercent * a.wordCount;
  const origin = input.siteOrigin?.replace(/\/+$/, '').toLowerCase();
  const external = a.externalLinks.filter((u) => !origin || !(u.toLowerCase() + '/').startsWith(origin + '/')).length;
  const noKeyword = 'Set a focus keyword first';

  const titleOk = titleLength >= TITLE_OPTIMAL.min && titleLength <= TITLE_OPTIMAL.max;
  const excerptOk = excerptLength >= EXCERPT_OPTIMAL.min && excerptLength <= EXCERPT_OPTIMAL.max;
  const checks: ScoreCheck[] = [
    check('title-length', 'Title length 50–60 characters',
      titleOk ? SEO.titleOptimalPoints : titleLength > 0 ? SEO.titlePresentPoints : 0, SEO.titleOptimalPoints,
      titleOk ? `${titleLength} characters` : titleLength === 0 ? 'Add a title'
        : titleLength < TITLE_OPTIMAL.min ? `Lengthen the title to 50–60 characters (now ${titleLength})`
          : `Shorten the title to 50–60 characters (now ${titleLength})`),
    check('excerpt-length', 'Excerpt length 150–160 characters',
      excerptOk ? SEO.excerptOptimalPoints : excerptLength > 0 ? SEO.excerptPresentPoints : 0, SEO.excerptOptimalPoints,
      excerptOk ? `${excerptLength} characters` : excerptLength === 0 ? 'Write an excerpt of 150–160 characters'
        : excerptLength < EXCERPT_OPTIMAL.min ? `Lengthen the excerpt to 150–160 characters (now ${excerptLength})`
          : `Shorten the excerpt to 150–160 characters (now ${excerptLength})`),
    check('content-length', 'Content of 300+ words',
      a.wordCount >= SEO.longContentWords ? SEO.longContentPoints
        : a.wordCount >= SEO.mediumContentWords ? SEO.mediumContentPoints : 0, SEO.longContentPoints,
      a.wordCount >= SEO.longContentWords ? `${a.wordCount} words`
        : `Write at least ${SEO.longContentWords} words (now ${a.wordCount})`),
    check('keyword-in-title', 'Focus keyword in title',
      keyword && countPhrase(input.title, keyword) > 0 ? SEO.keywordInTitlePoints : 0, SEO.keywordInTitlePoints,
      keyword ? `Use "${keyword}" in the title` : noKeyword),
    check('keyword-in-excerpt', 'Focus keyword in excerpt',
      keyword && countPhrase(input.excerpt, keyword) > 0 ? SEO.keywordInExcerptPoints : 0, SEO.keywordInExcerptPoints,
      keyword ? `Use "${keyword}" in the excerpt` : noKeyword),
    check('keyword-density', 'Keyword density 1–2%', densityOk ? SEO.densityPoints : 0, SEO.densityPoints,
      !keyword ? noKeyword : densityOk ? `${round2(density)}%`
        : density < SEO.densityMinPercent ? `Use "${keyword}" more often (${round2(density)}%, aim for 1–2%)`
          : `Use "${keyword}" less often (${round2(density)}%, aim for 1–2%)`),
    check('h2', 'At least one H2 heading', a.h2Count > 0 ? SEO.h2Points : 0, SEO.h2Points,
      a.h2Count > 0 ? `${a.h2Count} H2 headings` : 'Add a subheading (## Heading)'),
    check('external-link', 'An external link', external > 0 ? SEO.externalLinkPoints : 0, SEO.externalLinkPoints,
      external > 0 ? `${external} external links` : 'Link to a useful page on another site'),
    check('image', 'An image', input.hasImage || a.hasImage ? SEO.imagePoints : 0, SEO.imagePoints,
      input.hasImage || a.hasImage ? 'Image present' : 'Add a featured image or an image in the content'),
  ];
  const score = checks.reduce((sum, c) => sum + c.points, 0);
  return {
    score,
    label: seoLabel(score),
    checks,
    stats: {
      titleLength, excerptLength, wordCount: a.wordCount, keywordCount, keywordDensity: round2(density),
      h2Count: a.h2Count, externalLinks: external,
    },
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
