import { describe, expect, it } from 'vitest';
import { isValidSlug, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Comté & Brie', 'comte-brie'],
    ['Hello World', 'hello-world'],
    ['  --Leading and trailing--  ', 'leading-and-trailing'],
    ['Many   spaces___and!!!punctuation', 'many-spaces-and-punctuation'],
    ['UPPER case 123', 'upper-case-123'],
    ['Crème brûlée à la Époisses', 'creme-brulee-a-la-epoisses'],
    ['Straße Smørrebrød Œuvre', 'strasse-smorrebrod-oeuvre'],
    ['', ''],
    ['!!!', ''],
    ['a', 'a'],
    ['10% off: the best 5 cheeses', '10-off-the-best-5-cheeses'],
    ['emoji 🧀 cheese', 'emoji-cheese'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
    if (expected) expect(isValidSlug(expected)).toBe(true);
  });
});

describe('isValidSlug', () => {
  it.each([
    ['comte-brie', true],
    ['a', true],
    ['a1-b2-c3', true],
    ['', false],
    ['-a', false],
    ['a-', false],
    ['a--b', false],
    ['A-b', false],
    ['a b', false],
    ['a_b', false],
    ['café', false],
  ])('%j → %s', (slug, ok) => {
    expect(isValidSlug(slug)).toBe(ok);
  });
});
