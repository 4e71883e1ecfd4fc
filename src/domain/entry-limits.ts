/**
 * How much text an entry may hold. The database holds the same bounds (migration
 * 20261128020000_bounded_entry_text.sql: private.entry_text_limits() and the check and trigger that
 * call private.entry_text_problem); tests/backend/entry-limit-parity.test.ts holds the two
 * together, values and messages. Lengths are counted as PostgreSQL's char_length counts them:
 * characters (code points), not UTF-16 units or bytes.
 *
 * Why these numbers (docs/decisions/0023-bounded-entry-text.md): the longest real articles run to about
 * 20,000 words (~150,000 characters); 200,000 leaves a third more than that, while keeping a save,
 * its version history and its search indexing bounded. The short fields are a few times their
 * longest sensible value.
 */

export const ENTRY_TEXT_LIMITS = {
  title: 200,
  description: 1_000,
  /** The markdown body. */
  content: 200_000,
  focus_keyword: 100,
  image_url: 2_048,
  image_alt: 1_000,
  serving_size: 100,
  preparation_time: 100,
  difficulty_level: 100,
  /** How many cheese types one entry carries. */
  cheese_types: 20,
  /** The longest cheese type (each tag). */
  cheese_type: 50,
  /** The ingredient list, as the characters of its JSON text (`char_length(ingredients::text)`). */
  ingredients: 10_000,
  /** The instruction list, likewise. */
  instructions: 50_000,
} as const;

type TextField = 'title' | 'description' | 'content' | 'focus_keyword' | 'image_url' | 'image_alt' | 'serving_size' | 'preparation_time' | 'difficulty_level';

/** The text columns in the order they are checked, with the name a message gives them. */
const TEXT_FIELDS: readonly (readonly [TextField, string])[] = [
  ['title', 'Title'],
  ['description', 'Excerpt'],
  ['content', 'Content'],
  ['focus_keyword', 'Focus keyword'],
  ['image_url', 'Image URL'],
  ['image_alt', 'Image alt text'],
  ['serving_size', 'Serving size'],
  ['preparation_time', 'Preparation time'],
  ['difficulty_level', 'Difficulty level'],
];

/** Characters (code points) in `text`: what PostgreSQL's char_length counts. */
export function textLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

/**
 * Characters of `value` written as PostgreSQL writes a jsonb value (`value::text`): JSON with a
 * space after every `:` and `,`. Key order differs from JavaScript's but not the length. Numbers
 * count as JavaScript writes them, which is PostgreSQL's writing too except in exponent form (1e21,
 * 1e-7): the app writes strings.
 */
export function jsonTextLength(value: unknown): number {
  if (value === null || value === undefined) return 4;
  if (typeof value === 'string') return textLength(JSON.stringify(value));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).length;
  if (Array.isArray(value)) {
    if (value.length === 0) return 2;
    return value.reduce((n: number, v: unknown) => n + jsonTextLength(v === undefined ? null : v), 2 + 2 * (value.length - 1));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return 2;
    return entries.reduce((n, [k, v]) => n + textLength(JSON.stringify(k)) + 2 + jsonTextLength(v), 2 + 2 * (entries.length - 1));
  }
  return 0;
}

/** 200000 → '200,000' (as the database writes it: to_char(n, 'FM999,999,999')). */
const count = (n: number): string => n.toLocaleString('en-US');

/** The message for a text `label` of `length` characters over `limit`. */
export const textTooLong = (label: string, length: number, limit: number): string =>
  `${label} is too long: ${count(length)} characters; at most ${count(limit)}.`;

/**
 * The first of an entry's texts that is over its limit, as a message (the database's own words for
 * the same row), or null. Fields that are absent, null or not of their type are not this rule's
 * concern.
 */
export function entryTextProblem(row: Partial<Record<TextField | 'cheese_types' | 'ingredients' | 'instructions', unknown>>): string | null {
  for (const [field, label] of TEXT_FIELDS) {
    const value = row[field];
    if (typeof value !== 'string') continue;
    const length = textLength(value);
    if (length > ENTRY_TEXT_LIMITS[field]) return textTooLong(label, length, ENTRY_TEXT_LIMITS[field]);
  }
  const tags = row.cheese_types;
  if (Array.isArray(tags)) {
    if (tags.length > ENTRY_TEXT_LIMITS.cheese_types) return `Too many cheese types: ${count(tags.length)}; at most ${count(ENTRY_TEXT_LIMITS.cheese_types)}.`;
    for (const tag of tags) {
      if (typeof tag === 'string' && textLength(tag) > ENTRY_TEXT_LIMITS.cheese_type) return textTooLong('A cheese type', textLength(tag), ENTRY_TEXT_LIMITS.cheese_type);
    }
  }
  for (const [field, label] of [['ingredients', 'The ingredient list'], ['instructions', 'The instruction list']] as const) {
    const list = row[field];
    if (list === undefined || list === null) continue;
    const length = jsonTextLength(list);
    if (length > ENTRY_TEXT_LIMITS[field]) return textTooLong(label, length, ENTRY_TEXT_LIMITS[field]);
  }
  return null;
}

/** The body's length against its limit, for the builder's counter. */
export function contentAllowance(content: string): { length: number; limit: number; remaining: number; over: boolean } {
  const length = textLength(content);
  const limit = ENTRY_TEXT_LIMITS.content;
  return { length, limit, remaining: limit - length, over: length > limit };
}
