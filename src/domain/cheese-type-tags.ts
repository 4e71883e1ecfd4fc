/**
 * Cheese-type tags as URLs (`/cheese-types/<slug>`): lower case, accents folded, every run of other
 * characters one hyphen. The database's private.tag_slug is the same rule (a backend test compares
 * the two), so an entry page's link always finds its list.
 */

/** Letters unaccent folds that Unicode decomposition leaves whole. */
const FOLD: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Lower case without accents ('Gruyère' → 'gruyere', 'Øst' → 'ost'). */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßłđðþı]/g, (ch) => FOLD[ch]);
}

/** The URL slug of a cheese-type tag ('Semi-soft' → 'semi-soft', 'Camembert de Normandie' → 'camembert-de-normandie'). */
export function cheeseTypeSlug(tag: string): string {
  return foldAccents(tag)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The path of a tag's page. */
export function cheeseTypePath(tag: string): string {
  return `/cheese-types/${cheeseTypeSlug(tag)}`;
}

/** A slug as it may appear in a URL: lower-case letters, digits and single inner hyphens only. */
export function isCheeseTypeSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 100;
}
