import { describe, expect, it } from 'vitest';
import { applyFormat, type FormatExtra, type FormatKind } from './markdown-edit';

/** Marks the selection with [ and ] in the text for readable tables. */
function run(marked: string, kind: FormatKind, extra?: FormatExtra): string {
  const s = marked.indexOf('[');
  const e = marked.indexOf(']') - 1;
  const text = marked.replace('[', '').replace(']', '');
  const r = applyFormat(text, s, e, kind, extra);
  return `${r.text.slice(0, r.selectionStart)}[${r.text.slice(r.selectionStart, r.selectionEnd)}]${r.text.slice(r.selectionEnd)}`;
}

describe('inline formats', () => {
  it.each([
    ['a [word] b', 'bold', 'a **[word]** b'],
    ['a **[word]** b', 'bold', 'a [word] b'],
    ['a [] b', 'bold', 'a **[bold text]** b'],
    ['a [word] b', 'italic', 'a *[word]* b'],
    ['a *[word]* b', 'italic', 'a [word] b'],
    ['a **[word]** b', 'italic', 'a ***[word]*** b'],
    ['[]', 'italic', '*[italic text]*'],
    ['x [y] z', 'code', 'x `[y]` z'],
    ['[]', 'code', '`[code]`'],
    ['intro\n[a\nb]', 'code', 'intro\n```\n[a\nb]\n```\n'],
  ] as const)('%j %s → %j', (m, k, out) => expect(run(m, k)).toBe(out));
});

describe('line formats', () => {
  it.each([
    ['[Title]', 'h2', '[## Title]'],
    ['Ti[]tle', 'h2', '[## Title]'],
    ['## [Title]', 'h2', '[Title]'],
    ['### [Title]', 'h2', '[## Title]'],
    ['[Title]', 'h3', '[### Title]'],
    ['[]', 'h2', '## [Heading]'],
    ['a\n[]\nb', 'ul', 'a\n- [List item]\nb'],
    ['[one\ntwo]', 'ul', '[- one\n- two]'],
    ['[- one\n- two]', 'ul', '[one\ntwo]'],
    ['[one\n\ntwo]', 'ol', '[1. one\n\n2. two]'],
    ['[- one\n- two]', 'ol', '[1. one\n2. two]'],
    ['[1. one\n2. two]', 'ol', '[one\ntwo]'],
    ['pre\n[quote me]\npost', 'quote', 'pre\n[> quote me]\npost'],
    ['[> q]', 'quote', '[q]'],
    ['[line\n]next', 'h2', '[## line]\nnext'],
  ] as const)('%j %s → %j', (m, k, out) => expect(run(m, k)).toBe(out));
});

describe('links and images', () => {
  it.each([
    ['see [] now', 'link', { text: 'Brie', url: 'https://x.io/a b' }, 'see [Brie](https://x.io/a%20b)[] now'],
    ['see [Brie] now', 'link', undefined, 'see [Brie]([https://]) now'],
    ['[]', 'link', undefined, '[link text]([https://])'],
    ['x[]', 'image', { alt: 'A [plate]', url: '/a(1).png' }, 'x![A \\[plate\\]](/a%281%29.png)[]'],
  ] as const)('%j %s', (m, k, extra, out) => expect(run(m, k, extra)).toBe(out));
  it('image without alt and URL is an error; offsets are clamped and ordered', () => {
    expect(() => applyFormat('x', 0, 0, 'image')).toThrow('An image needs alt text and a URL');
    expect(applyFormat('abc', 3, -5, 'bold')).toEqual({ text: '**abc**', selectionStart: 2, selectionEnd: 5 });
  });
});
