/**
 * The article builder's constants: title and excerpt length bands, the search
 * preview's cut-offs, SEO and AI-readiness points. Apart from constants.ts so that the public pages,
 * which load constants.ts, do not carry them.
 */

/** Optimal title length band, inclusive (counter shows '/ 60'). */
export const TITLE_OPTIMAL = { min: 50, max: 60 } as const;
/** Optimal excerpt (description) length band, inclusive (counter shows '/ 160'). */
export const EXCERPT_OPTIMAL = { min: 150, max: 160 } as const;
/** Search-result preview: title cut at about this many characters. */
export const SEARCH_PREVIEW_TITLE_LENGTH = 60;
/** Search-result preview: description cut at about this many characters. */
export const SEARCH_PREVIEW_DESCRIPTION_LENGTH = 160;

/** SEO score thresholds and points. */
export const SEO = {
  titleOptimalPoints: 15,
  titlePresentPoints: 5,
  excerptOptimalPoints: 15,
  excerptPresentPoints: 5,
  longContentWords: 300,
  longContentPoints: 20,
  mediumContentWords: 100,
  mediumContentPoints: 10,
  keywordInTitlePoints: 10,
  keywordInExcerptPoints: 10,
  densityMinPercent: 1,
  densityMaxPercent: 2,
  densityPoints: 10,
  h2Points: 10,
  externalLinkPoints: 5,
  imagePoints: 5,
  greatAt: 80,
  goodAt: 50,
} as const;

/** AI-readiness score thresholds and points. */
export const AI = {
  singleH1Points: 15,
  minH2: 2,
  h2Points: 15,
  listPoints: 15,
  maxAverageParagraphWords: 100,
  paragraphPoints: 15,
  minQuestionMarks: 2,
  faqPoints: 15,
  tocPoints: 10,
  minWords: 500,
  wordsPoints: 10,
  imagePoints: 5,
  greenAt: 80,
  orangeAt: 50,
} as const;
