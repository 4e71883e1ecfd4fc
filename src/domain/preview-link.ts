/**
 * Draft preview links: how long a link lives and how its token looks. The database draws the token
 * and holds the same lifetime (public.create_preview_link, interval '14 days'; a backend test holds
 * the two together).
 */

/** Days a preview link opens its draft (unless revoked first). */
export const PREVIEW_LINK_DAYS = 14;

/** The path of a preview link (a token is 64 lowercase hex characters: 244 random bits). */
export const PREVIEW_PATH_PREFIX = '/preview/';

const TOKEN = /^[0-9a-f]{64}$/;

/** Whether `token` has a preview token's shape (anything else is not found without asking). */
export function isPreviewToken(token: string): boolean {
  return TOKEN.test(token);
}

/** The preview URL of `token` on `origin`. */
export function previewUrl(origin: string, token: string): string {
  return `${origin}${PREVIEW_PATH_PREFIX}${token}`;
}

/** What the share panel says of a link's lifetime. */
export const PREVIEW_LINK_LIFETIME = `Anyone with the link can read this draft for ${PREVIEW_LINK_DAYS} days, until you revoke it. It is never listed or indexed.`;

/** The banner over a preview. */
export const PREVIEW_BANNER = 'Preview — this entry is not published yet: what you see is how it will look.';
