/** URL slugs for entries. */

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Letters that have no decomposition but a common ASCII spelling. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i',
};
const SPECIAL_RE = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

/**
 * Turns a title into a slug: lowercase, diacritics stripped ('Comté' → 'comte'), every run of
 * characters other than a–z and 0–9 becomes one hyphen, leading and trailing hyphens trimmed.
 * @example slugify('Comté & Brie') === 'comte-brie'
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(SPECIAL_RE, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True when `slug` is non-empty lowercase a–z/0–9 groups joined by single hyphens (what slugify yields). */
export function isValidSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
}
