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

/**
 * First path segments the site routes to its own pages. An entry lives at /{slug}, and these paths
 * rank above it, so an entry with one of these slugs could never be opened: the database refuses
 * them too (cheezopedia_entries_slug_not_a_page, held to this list by a parity test).
 */
export const PAGE_PATH_SLUGS: readonly string[] = [
  'admin', 'cheese-types', 'discover', 'forgot-password', 'login', 'partners', 'preview', 'privacy', 'reset-password', 'search', 'signup', 'terms',
];

/** True when `slug` is the path of one of the site's own pages (PAGE_PATH_SLUGS). */
export function isPagePathSlug(slug: string): boolean {
  return PAGE_PATH_SLUGS.includes(slug);
}
