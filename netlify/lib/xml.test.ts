import { describe, expect, it } from 'vitest';
import { xmlChars, xmlEscape } from './xml';

describe('xmlEscape', () => {
  it('turns markup, quotes and the end of a CDATA section into entities', () => {
    expect(xmlEscape(`A]]>B]]><x:script a="1" b='2'>&amp;</x:script>`)).toBe('A]]&gt;B]]&gt;&lt;x:script a=&quot;1&quot; b=&apos;2&apos;&gt;&amp;amp;&lt;/x:script&gt;');
  });
  it('keeps every character XML can hold, emoji and tabs included', () => {
    expect(xmlEscape('Gruyère 🧀\tà la\ncarte')).toBe('Gruyère 🧀\tà la\ncarte');
  });
});

describe('xmlChars', () => {
  it('drops what XML 1.0 cannot hold: NUL, other C0 controls, lone surrogates, U+FFFE/U+FFFF', () => {
    expect(xmlChars('a\u0000b\u0001c\u001Fd\uD800e\uDFFFf\uFFFEg\uFFFFh')).toBe('abcdefgh');
    expect(xmlChars('\u{1F9C0}')).toBe('\u{1F9C0}');
  });
});
