/**
 * Site search's shared rules (server page, dialog, offline index): the query as searched, the
 * `/search` URL, and the highlighted snippet the database returns — matched words between U+0002 and
 * U+0003 — as text parts (rendered as <mark>, never parsed as HTML).
 */
import { SEARCH_QUERY_MAX, SEARCH_SNIPPET_WORDS } from './constants';

/** The search text as searched: spaces collapsed, trimmed, at most SEARCH_QUERY_MAX characters. */
export function cleanSearchQuery(q: string | null | undefined): string {
  return (q ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX).trim();
}

/**
 * Control characters other than line breaks and tabs (NUL, the snippet marks U+0002/U+0003, DEL, C1):
 * nobody types them, and PostgreSQL cannot hold a NUL at all — a search holding one is refused with
 * a 400 and a message rather than sent to the database (which failed it: the page answered 503).
 */
const CONTROL = /(?![\t\n\v\f\r])\p{Cc}/u;
const CONTROLS = /(?![\t\n\v\f\r])\p{Cc}/gu;

/** Whether the search text holds a control character no search can hold (see CONTROL). */
export function hasControlCharacters(q: string | null | undefined): boolean {
  return CONTROL.test(q ?? '');
}

/** The search text without its control characters (to show it back in the search box). */
export function withoutControlCharacters(q: string): string {
  return q.replace(CONTROLS, '');
}

/** `/search?q=…` (and `&page=N` after the first page). */
export function searchPath(q: string, page = 1): string {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}

export interface SnippetPart {
  text: string;
  mark: boolean;
}

const START = '\u0002';
const STOP = '\u0003';

/** A database snippet as parts: marked (matched words) and plain text, in order, without empty parts. */
export function snippetParts(snippet: string | null | undefined): SnippetPart[] {
  if (!snippet) return [];
  const parts: SnippetPart[] = [];
  for (const chunk of snippet.split(START)) {
    const stop = chunk.indexOf(STOP);
    if (stop === -1) parts.push({ text: chunk, mark: false });
    else parts.push({ text: chunk.slice(0, stop), mark: true }, { text: chunk.slice(stop + 1).replaceAll(STOP, ''), mark: false });
  }
  return parts.filter((p) => p.text !== '');
}

/** Whether a word of the text is one the search matched: its folded form starts with a (folded) term. */
function matchesTerm(word: string, terms: readonly string[], fold: (s: string) => string): boolean {
  const w = fold(word);
  return terms.some((t) => t.length > 0 && w.startsWith(t));
}

/** A snippet marked around the words of `terms` (the device's results, which have no database snippet). */
export function markTerms(text: string, terms: readonly string[], fold: (s: string) => string): string {
  if (!text || terms.length === 0) return text;
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => (matchesTerm(word, terms, fold) ? `${START}${word}${STOP}` : word));
}

/** Words of context kept before the first matched word of a cut snippet. */
const SNIPPET_LEAD_WORDS = 4;

/**
 * A device result's snippet: at most `maxWords` words of `text` — from a little before its first
 * matched word, "…" where cut — with the matched words marked (as the database's snippets are).
 */
export function markedSnippet(text: string, terms: readonly string[], fold: (s: string) => string, maxWords = SEARCH_SNIPPET_WORDS): string {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  if (words.length <= maxWords) return markTerms(text, terms, fold);
  const first = Math.max(0, words.findIndex((w) => matchesTerm(w[0], terms, fold)));
  const start = Math.max(0, Math.min(first - SNIPPET_LEAD_WORDS, words.length - maxWords));
  const end = start + maxWords;
  const from = start === 0 ? 0 : words[start].index;
  const to = end >= words.length ? text.length : words[end - 1].index + words[end - 1][0].length;
  return `${start > 0 ? '… ' : ''}${markTerms(text.slice(from, to), terms, fold)}${to < text.length ? ' …' : ''}`;
}
