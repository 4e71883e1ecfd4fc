import { describe, expect, it } from 'vitest';
import { analyseMarkdown, countPhrase } from './markdown-analysis';
import { countWords } from './reading-time';

const doc = [
  '# Title', '', 'Intro with [a link](https://example.com/?q=1) and **bold**?', '', '```js', '# not heading', 'const a = "why?";', '```',
  '', '## Part one', 'Setext H2', '---', '', '- item [one](#one)', '- item [two](#two)', '', '| a | b |', '|---|---|', '| 1 | 2 |',
  '', '![plate](/plate.jpg)', '', 'Last para line one', 'line two. Why not?', '', '***', 'https://bare.example.org/path',
].join('\n');

describe('analyseMarkdown', () => {
  it('collects the facts in one pass', () => {
    const a = analyseMarkdown(doc);
    expect(a.h1Count).toBe(1);
    expect(a.h2Count).toBe(2);
    expect(a.hasList).toBe(true);
    expect(a.hasTableOfContents).toBe(true);
    expect(a.hasImage).toBe(true);
    expect(a.questionMarks).toBe(2);
    expect(a.externalLinks).toEqual(['https://example.com/?q=1', 'https://bare.example.org/path']);
    expect(a.paragraphWords).toEqual([6, 8, 1]);
    expect(a.wordCount).toBe(countWords(doc));
  });
  it('is memoised per input and handles empty text', () => {
    expect(analyseMarkdown(doc)).toBe(analyseMarkdown(doc));
    expect(analyseMarkdown('')).toMatchObject({ wordCount: 0, h1Count: 0, paragraphWords: [] });
  });
  it('an unclosed fence hides the rest from structure checks', () => {
    expect(analyseMarkdown('```\n## a\n## b').h2Count).toBe(0);
  });
});

describe('countPhrase', () => {
  it.each([
    ['Brie and brie, BRIE.', 'brie', 3],
    ['brief debrie brie-based', 'brie', 1],
    ['aged  Comté\nand aged comté', 'aged comté', 2],
    ['a.b a.b', 'a.b', 2],
    ['axb', 'a.b', 0],
    ['anything', '   ', 0],
  ])('%j / %j → %i', (t, p, n) => expect(countPhrase(t, p)).toBe(n));
});
