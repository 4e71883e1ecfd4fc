/**
 * Text for XML documents the functions write by hand (the Atom feed): escaped so that no value can
 * end an element, open one, or close a CDATA section, and stripped of the characters XML 1.0 cannot
 * hold at all (NUL and most other C0 controls, lone surrogates, U+FFFE/U+FFFF) — one of those would
 * make the whole document unparseable, so a feed reader would drop every entry for one bad title.
 */

/** Characters outside XML 1.0's `Char` production (with `u`, a lone surrogate is one code point). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** `text` without the characters XML cannot hold. */
export function xmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/**
 * `text` as XML character data or an attribute value (either quote): `&`, `<`, `>`, `"` and `'` as
 * entities. `>` too, although XML allows it bare in most places: a bare `]]>` is not well-formed.
 */
export function xmlEscape(text: string): string {
  return xmlChars(text).replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}
