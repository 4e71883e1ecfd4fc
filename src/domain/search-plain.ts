/**
 * An entry's markdown as the plain text search snippets are cut from: what a reader sees of it, with
 * no markdown left — no `---` rows of a table, `- ` of a list, `#` of a heading or `**` of emphasis —
 * and the parts markdown keeps apart kept apart in the text too: a table's cells and rows, a list's
 * items and a heading end at " · ", so they never run together. Link and image URLs go (a link's text
 * stays), as do HTML tags and code fences (the code's words stay).
 *
 * The database cuts its snippets (ts_headline) from the same text: `private.search_plain` in
 * migration 20261128100000_search_plain_text.sql holds these rules in SQL, step for step, and
 * tests/backend/search-plain-parity.test.ts holds the two to the same output. Every pattern is
 * line-local where it must be ([ \t], not \s; no class that could cross a line), so JavaScript and
 * PostgreSQL read it alike.
 */

/** The separator between cells, rows, items and headings. */
export const PLAIN_SEPARATOR = '·';

const STEPS: readonly (readonly [RegExp, string])[] = [
  [/\r/g, ''],
  // Pictures go, with their alt text (a caption is not prose); links keep their text.
  [/!\[[^\]\n]*\]\([^)\n]*\)/g, ' '],
  [/\[([^\]\n]*)\]\([^)\n]*\)/g, '$1'],
  [/<[^>\n]*>/g, ' '],
  // Fences, a table's ---|--- row, rules (---, ***, ___) and setext underlines (===).
  [/^[ \t]*(```|~~~).*$/gm, ''],
  [/^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/gm, ''],
  [/^[ \t]*([*_])([ \t]*\1){2,}[ \t]*$/gm, ''],
  [/^[ \t]*=+[ \t]*$/gm, ''],
  // A heading or a list item ends where its line does.
  [/^[ \t]{0,3}#{1,6}[ \t]+(.*[^ \t#\n])[ \t#]*$/gm, `$1 ${PLAIN_SEPARATOR}`],
  [/^[ \t]*>+[ \t]?/gm, ''],
  [/^[ \t]*([-*+]|\d+[.)])[ \t]+(.*)$/gm, `$2 ${PLAIN_SEPARATOR}`],
  // Table cells (and the row's ends) are kept apart.
  [/\|/g, ` ${PLAIN_SEPARATOR} `],
  [/[*_~`[\]]+/g, ''],
  [/\s+/g, ' '],
  [/ ?·( ?·)* ?/g, ` ${PLAIN_SEPARATOR} `],
  [/^ ?· ?| ?· ?$/g, ''],
];

/** The plain text of a markdown body, as search snippets show it. */
export function searchPlainText(markdown: string | null | undefined): string {
  let text = markdown ?? '';
  for (const [pattern, replacement] of STEPS) text = text.replace(pattern, replacement);
  return text.trim();
}
