/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return as a formula. Every export writes such a text cell with a single quote in front
 * (spreadsheets show the text, never run it); the import takes exactly one quote off again, so a file
 * exported here reads back as the user typed it.
 *
 * A cell that already starts with quotes before a trigger (`'=x`, typed by a user) gets one more
 * (`''=x`), so the undo is exact for every value. The one value a hand-made file cannot express this
 * way is a quote before a trigger: its first quote is read as the neutralising one.
 */

/** A text cell a spreadsheet would evaluate, possibly behind quotes added by this rule. */
const NEEDS_QUOTE = /^'*[=+\-@\t\r]/;
/** A cell this rule wrote: one added quote, then (more quotes and) a trigger character. */
const QUOTED = /^'+[=+\-@\t\r]/;

/** The cell as written to a CSV export: a formula-like text gets a leading single quote. */
export function neutraliseCell(text: string): string {
  return NEEDS_QUOTE.test(text) ? `'${text}` : text;
}

/** The cell as read by the import: takes off the quote `neutraliseCell` added. */
export function restoreCell(text: string): string {
  return QUOTED.test(text) ? text.slice(1) : text;
}
