import { describe, expect, it } from 'vitest';
import * as B from './builder-constants';
import * as C from './constants';
import * as M from './messages';

describe('message builders', () => {
  it.each([
    [M.deleteConfirm('Brie'), 'Are you sure you want to delete "Brie"?'],
    [M.slugTaken('Old Brie'), 'This slug is already used by "Old Brie"'],
    [M.articleSaveFailed('boom'), 'Failed to save article: boom'],
    [M.cheeseSaveFailed('boom'), 'Failed to save cheese: boom'],
    [M.imageUploadFailed('too big'), 'Failed to upload image: too big'],
    [M.errorLoadingContent('offline'), 'Error loading content: offline'],
    [M.csvMapRequired(['name', 'type']), 'Please map all required fields: name, type'],
    [M.csvRowError(3, 'name is required'), 'Row 3: name is required'],
    [M.minRead(4), '4 min read'],
    [M.roleChanged('Pat', 'partner'), 'Pat is now a partner.'],
    [M.adminOnlyNotice('/admin'), "/admin is in the back office, which is for admins only. You're signed in as a partner: here is your partner area."],
    [M.roleChanged('Ada', 'admin'), 'Ada is now an admin.'],
  ])('%j', (got, want) => expect(got).toBe(want));
  it('keeps the spec texts verbatim', () => {
    expect(M.NEWSLETTER_DUPLICATE).toBe('This email is already subscribed!');
    expect(M.ARTICLE_REQUIRED).toBe('Please fill in title, slug, and content before saving.');
    expect(M.CHEESE_REQUIRED).toBe('Please fill in all required fields and upload an image.');
    expect(M.CSV_NOT_CSV).toBe('Please upload a CSV file');
    expect(M.CSV_EMPTY).toBe('CSV file must contain headers and at least one row of data');
    expect(M.ENTRY_NOT_FOUND_TEXT).toBe("Sorry, we couldn't find the content you're looking for.");
    expect(M.NO_DATA_RETURNED).toBe('No data returned - check RLS policies!');
    expect(M.PASSWORD_TOO_SHORT).toBe(`Password must be at least ${C.MIN_PASSWORD_LENGTH} characters`);
  });
});

describe('business constants', () => {
  it('match the spec', () => {
    expect([C.PROFILE_LOAD_TIMEOUT_MS, C.SUCCESS_MESSAGE_MS, C.RANDOM_CHEESE_COUNT, C.HOME_FEED_LIMIT, C.RELATED_LIMIT]).toEqual([5000, 5000, 4, 9, 10]);
    expect([C.WORDS_PER_MINUTE, C.DESCRIPTION_FALLBACK_LENGTH, C.CSV_PREVIEW_ROWS, C.MIN_PASSWORD_LENGTH]).toEqual([200, 160, 5, 6]);
    expect(B.TITLE_OPTIMAL).toEqual({ min: 50, max: 60 });
    expect(B.EXCERPT_OPTIMAL).toEqual({ min: 150, max: 160 });
    expect(C.BREAKPOINTS).toEqual({ phone: 768, tablet: 1024, wide: 1200 });
    expect(C.CHEESE_TYPES).toEqual(['Hard', 'Soft', 'Semi-soft', 'Fresh', 'Blue', 'Processed']);
    expect(C.MILK_TYPES).toEqual(['Cow', 'Goat', 'Sheep', 'Mixed', 'Buffalo']);
    // The spec's 5 MB is 4 MB: what a Netlify function takes as a binary body (docs/spec-quirks.md).
    expect(C.MAX_IMAGE_BYTES).toBe(4 * 1024 * 1024);
  });
  it('SEO and AI maxima add up to 100', () => {
    const seo = B.SEO.titleOptimalPoints + B.SEO.excerptOptimalPoints + B.SEO.longContentPoints + B.SEO.keywordInTitlePoints +
      B.SEO.keywordInExcerptPoints + B.SEO.densityPoints + B.SEO.h2Points + B.SEO.externalLinkPoints + B.SEO.imagePoints;
    const ai = B.AI.singleH1Points + B.AI.h2Points + B.AI.listPoints + B.AI.paragraphPoints + B.AI.faqPoints +
      B.AI.tocPoints + B.AI.wordsPoints + B.AI.imagePoints;
    expect([seo, ai]).toEqual([100, 100]);
  });
});
