import { describe, expect, it } from 'vitest';
import { aiColour, aiScore } from './ai-score';

const words = (n: number): string => Array.from({ length: n }, () => 'word').join(' ');
const pts = (content: string, id: string, hasImage = false): number =>
  aiScore(content, { hasImage }).checks.find((c) => c.id === id)!.points;

describe('aiScore band edges', () => {
  it.each([
    ['', 0],
    ['# One', 15],
    ['# One\n\n# Two', 0],
    ['One\n===', 15],
    ['```\n# not a heading\n```\n# Real', 15],
    ['#hashtag', 0],
  ])('H1 %j → %i', (c, p) => expect(pts(c, 'single-h1')).toBe(p));
  it('counts the title as the page H1 (the entry page shows it as one)', () => {
    const h1 = (content: string, title: string) => aiScore(content, { hasImage: false, title }).checks.find((c) => c.id === 'single-h1')!;
    expect(h1('## Sections only', 'Classic Fondue')).toMatchObject({ points: 15, hint: 'The title is the H1' });
    expect(h1('# Another H1\n\n## Section', 'Classic Fondue')).toMatchObject({ points: 0, hint: 'The title is the H1: make the # heading in the text ## sections' });
    expect(h1('## Section', '  ')).toMatchObject({ points: 0, hint: 'Add a title (the page shows it as its H1)' });
  });
  it.each([
    ['## A', 0],
    ['## A\n## B', 15],
    ['## A\n~~~\n## B\n~~~', 0],
  ])('H2 %j → %i', (c, p) => expect(pts(c, 'h2-structure')).toBe(p));
  it.each([
    ['- a', 15],
    ['1. a', 15],
    ['* a', 15],
    ['plain', 0],
    ['---', 0],
  ])('list %j → %i', (c, p) => expect(pts(c, 'list')).toBe(p));
  it.each([
    [[100], 15],
    [[101], 0],
    [[50, 150], 15],
    [[100, 102], 0],
    [[], 0],
  ])('paragraph words %j → %i', (paras, p) => {
    const c = `# Title\n\n${paras.map((n) => words(n)).join('\n\n')}\n\n- a list item that is not a paragraph ${words(300)}`;
    expect(pts(c, 'short-paragraphs')).toBe(p);
  });
  it('a paragraph can span lines', () => {
    expect(aiScore(`${words(60)}\n${words(41)}`, { hasImage: false }).stats.averageParagraphWords).toBe(101);
  });
  it.each([
    ['Why?', 0],
    ['Why? How?', 15],
    ['[a](https://x.io/?q=1) and https://y.io/?a=b ok?', 0],
    ['```\nwhy? how?\n```', 0],
  ])('FAQ %j → %i', (c, p) => expect(pts(c, 'faq')).toBe(p));
  it.each([
    ['## Table of Contents', 10],
    ['## Contents:', 10],
    ['- [Intro](#intro)\n- [FAQ](#faq)', 10],
    ['- [Intro](#intro)', 0],
    ['- [Out](https://x.io)\n- [Out](https://y.io)', 0],
    ['## Content', 0],
  ])('TOC %j → %i', (c, p) => expect(pts(c, 'toc')).toBe(p));
  it.each([[499, 0], [500, 10]])('%i words → %i', (n, p) => expect(pts(words(n), 'length')).toBe(p));
  it.each([
    ['', true, 5],
    ['![a](/a.png)', false, 5],
    ['', false, 0],
  ])('image %j featured=%s → %i', (c, img, p) => expect(pts(c, 'image', img)).toBe(p));
});

describe('colour and totals', () => {
  it.each([[100, 'green'], [80, 'green'], [79, 'orange'], [50, 'orange'], [49, 'red'], [0, 'red']] as const)(
    '%i → %s', (s, c) => expect(aiColour(s)).toBe(c),
  );
  it('a complete article scores 100', () => {
    const content = [
      '# Guide to Brie', '', '## Table of Contents', '', '- [What](#what)', '- [FAQ](#faq)', '',
      '## What is brie?', '', words(90), '', '## FAQ', '', 'Is brie soft?', '', words(90), '', words(90),
      '', words(90), '', words(90), '', words(90), '', '![Brie](/brie.jpg)',
    ].join('\n');
    const r = aiScore(content, { hasImage: false });
    expect(r.checks.filter((c) => !c.passed).map((c) => c.id)).toEqual([]);
    expect(r.score).toBe(100);
    expect(r.colour).toBe('green');
    expect(r.checks.reduce((s, c) => s + c.max, 0)).toBe(100);
  });
});
