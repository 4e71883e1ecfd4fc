import { describe, expect, it } from 'vitest';
import { countWords, readingTime, readingTimeFromWords } from './reading-time';

const words = (n: number): string => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\n ', 0],
    ['one two three', 3],
    ['# Heading here\n\nBody text.', 4],
    ['**bold** and _italic_ text', 4],
    ['![a cheese plate](https://example.com/img/plate.jpg)', 3],
    ['See [the guide](https://example.com/very/long/url?x=1) now', 4],
    ['- item one\n- item two\n1. three', 5],
    ['> quoted words here', 3],
    ['```ts\nconst x = 1;\n```', 3],
    ['Brie — soft & creamy', 3],
    ['l\'affinage du comté', 3],
    ['| a | b |\n|---|---|\n| c | d |', 4],
  ])('%j → %i', (md, n) => {
    expect(countWords(md)).toBe(n);
  });
});

describe('readingTime = ceil(words / 200)', () => {
  it.each([
    [0, null],
    [1, 1],
    [199, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])('%i words → %s', (n, minutes) => {
    expect(readingTimeFromWords(n)).toBe(minutes);
    expect(readingTime(words(n))).toBe(minutes);
  });
  it('rejects nonsense counts', () => {
    expect(readingTimeFromWords(-5)).toBeNull();
    expect(readingTimeFromWords(Number.NaN)).toBeNull();
  });
});
