import { describe, expect, it } from 'vitest';
import { seoLabel, seoNextLevel, seoScore, type SeoInput } from './seo-score';

const words = (n: number, w = 'lorem'): string => Array.from({ length: n }, () => w).join(' ');
const base: SeoInput = { title: '', excerpt: '', content: '', focusKeyword: '', hasImage: false };
const pts = (input: Partial<SeoInput>, id: string): number =>
  seoScore({ ...base, ...input }).checks.find((c) => c.id === id)!.points;

describe('seoScore band edges', () => {
  it.each([[0, 0], [1, 5], [49, 5], [50, 15], [60, 15], [61, 5], [120, 5]])('title %i chars → %i', (n, p) => {
    expect(pts({ title: 'a'.repeat(n) }, 'title-length')).toBe(p);
  });
  it.each([[0, 0], [1, 5], [149, 5], [150, 15], [160, 15], [161, 5]])('excerpt %i chars → %i', (n, p) => {
    expect(pts({ excerpt: 'a'.repeat(n) }, 'excerpt-length')).toBe(p);
  });
  it.each([[0, 0], [99, 0], [100, 10], [299, 10], [300, 20], [5000, 20]])('%i words → %i', (n, p) => {
    expect(pts({ content: words(n) }, 'content-length')).toBe(p);
  });
  it.each([
    ['just under 1 %', 1, 101, 0],
    ['1 %', 1, 100, 10],
    ['2 %', 2, 100, 10],
    ['just over 2 %', 3, 149, 0],
    ['1.5 % phrase', 3, 200, 10],
  ])('density %s', (_n, hits, total, p) => {
    const kw = _n.includes('phrase') ? 'aged comté' : 'brie';
    const kwWords = kw.split(' ').length;
    const content = `${Array.from({ length: hits }, () => kw).join(' ')} ${words(total - hits * kwWords)}`;
    expect(pts({ content, focusKeyword: kw }, 'keyword-density')).toBe(p);
  });
  it('keyword matching is whole-phrase and case-insensitive', () => {
    const content = `Brie, BRIE! brie. brief brier debrie ${words(97)}`;
    const r = seoScore({ ...base, content, focusKeyword: 'brie' });
    expect(r.stats.keywordCount).toBe(3);
    expect(r.stats.wordCount).toBe(103);
    expect(r.stats.keywordDensity).toBe(2.91);
  });
  it('keyword in title and excerpt', () => {
    expect(pts({ title: 'Best Aged Comté guide', focusKeyword: 'aged comté' }, 'keyword-in-title')).toBe(10);
    expect(pts({ title: 'Best Aged Comtés', focusKeyword: 'aged comté' }, 'keyword-in-title')).toBe(0);
    expect(pts({ excerpt: 'all about brie', focusKeyword: 'Brie' }, 'keyword-in-excerpt')).toBe(10);
    expect(pts({ title: 'brie', excerpt: 'brie', content: 'brie', focusKeyword: '  ' }, 'keyword-in-title')).toBe(0);
  });
  it.each([
    ['## Section', 10],
    ['Section\n---', 10],
    ['# Only H1\n### H3', 0],
    ['```\n## in code\n```', 0],
    ['', 0],
  ])('H2 %j → %i', (content, p) => {
    expect(pts({ content }, 'h2')).toBe(p);
  });
  it.each([
    ['[site](https://example.com/x)', 5],
    ['see http://example.com now', 5],
    ['<https://example.com>', 5],
    ['[local](/discover)', 0],
    ['[anchor](#faq)', 0],
    ['![img](https://cdn.example.com/a.jpg)', 0],
    ['```\nhttps://example.com\n```', 0],
  ])('external link %j → %i', (content, p) => {
    expect(pts({ content }, 'external-link')).toBe(p);
  });
  it('ignores links to the own site when siteOrigin is given', () => {
    expect(pts({ content: '[a](https://cheezopedia.com/brie)', siteOrigin: 'https://cheezopedia.com' }, 'external-link')).toBe(0);
    expect(pts({ content: '[a](https://cheezopedia.com.evil.io/)', siteOrigin: 'https://cheezopedia.com' }, 'external-link')).toBe(5);
  });
  it.each([
    [{ hasImage: true }, 5],
    [{ content: '![alt](/img.png)' }, 5],
    [{ content: 'no image' }, 0],
  ])('image %j → %i', (input, p) => {
    expect(pts(input, 'image')).toBe(p);
  });
});

describe('labels and totals', () => {
  it.each([[100, 'Great'], [80, 'Great'], [79, 'Good'], [50, 'Good'], [49, 'Needs Work'], [0, 'Needs Work']] as const)(
    '%i → %s', (s, l) => expect(seoLabel(s)).toBe(l),
  );
  it('a perfect article scores 100', () => {
    const kw = 'comté';
    const content = `## Intro\n\n${kw} ${kw} ${kw} ${kw} ${words(296)}\n\n[More](https://example.com)`;
    const r = seoScore({
      title: `${kw} ${'a'.repeat(49 - kw.length)}`.padEnd(55, 'b'),
      excerpt: `${kw} `.padEnd(155, 'x'),
      content, focusKeyword: kw, hasImage: true,
    });
    expect(r.checks.filter((c) => !c.passed)).toEqual([]);
    expect(r.score).toBe(100);
    expect(r.label).toBe('Great');
    expect(r.checks.reduce((s, c) => s + c.max, 0)).toBe(100);
  });
  it('an empty form scores 0 with a hint per check', () => {
    const r = seoScore(base);
    expect(r.score).toBe(0);
    expect(r.label).toBe('Needs Work');
    for (const c of r.checks) expect(c.hint.length).toBeGreaterThan(0);
  });
  it('handles a 20,000-word article', () => {
    const para = `## Part\n\nThe brie is ripe. ${words(96)}\n\n`;
    const content = Array.from({ length: 200 }, () => para).join('');
    const r = seoScore({ ...base, content, focusKeyword: 'brie' });
    expect(r.stats.wordCount).toBe(20_200);
    expect(r.stats.h2Count).toBe(200);
    expect(r.stats.keywordCount).toBe(200);
  });
});

describe('seoNextLevel', () => {
  it.each([[50, '30 points to Great'], [79, '1 point to Great'], [80, ''], [0, '50 points to Good'], [45, '5 points to Good']])(
    '%i → %j', (score, text) => expect(seoNextLevel(score)).toBe(text),
  );
});
