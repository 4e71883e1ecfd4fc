import { describe, expect, it } from 'vitest';
import { displayUrl, entryUrl, previewDescription, previewTitle, truncateOnWord } from './search-preview';

describe('truncateOnWord', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['the quick brown fox jumps', 15, 'the quick…'],
    ['supercalifragilistic', 10, 'supercali…'],
    ['a  lot   of\nspace', 20, 'a lot of space'],
    ['word, word, word, word', 13, 'word, word…'],
  ])('(%j, %i) → %j', (t, n, out) => {
    expect(truncateOnWord(t, n)).toBe(out);
    expect(Array.from(truncateOnWord(t, n)).length).toBeLessThanOrEqual(n);
  });
  it('previews titles at 60 and descriptions at 160', () => {
    const long = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const t = previewTitle(long);
    const d = previewDescription(long);
    expect(t.endsWith('…')).toBe(true);
    expect(Array.from(t).length).toBeLessThanOrEqual(60);
    expect(Array.from(t).length).toBeGreaterThan(45);
    expect(Array.from(d).length).toBeLessThanOrEqual(160);
    expect(long.startsWith(d.slice(0, -1))).toBe(true);
    expect(previewTitle('x'.repeat(60))).toBe('x'.repeat(60));
  });
});

describe('URLs', () => {
  it.each([
    ['https://www.cheezopedia.com', 'brie-guide', 'cheezopedia.com › brie-guide'],
    ['http://localhost:4173/', 'a', 'localhost:4173 › a'],
    ['cheezopedia.com', 'x', 'cheezopedia.com › x'],
  ])('displayUrl(%j, %j)', (o, s, out) => expect(displayUrl(o, s)).toBe(out));
  it('joins origin and slug', () => {
    expect(entryUrl('https://cheezopedia.com/', '/brie')).toBe('https://cheezopedia.com/brie');
  });
});
