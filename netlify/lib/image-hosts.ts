/**
 * Which sources the image CDN may fetch.
 * - netlify.toml's `[images] remote_images` checked at build: a production build (VITE_SUPABASE_URL
 *   set) must let the image CDN fetch that project's public Storage objects, or every uploaded photo
 *   would be served unoptimised (the client only sends the CDN sources its patterns allow). Each
 *   pattern must also be anchored at the start (`^https://host/…`): Netlify tests the whole source URL
 *   against it, so an unanchored pattern also allows any URL that merely contains it (in a query string).
 * - the site's own paths (isOwnImagePath): picture files and public Storage objects only. The local
 *   backend's image route fetches its own sources from loopback, where `/_dev/*` (the mailbox) and the
 *   API answer: any other path would let a page learn their statuses through the CDN.
 */

import { STORAGE_PUBLIC_PATH } from '../../src/domain/image-variants';

/** The placeholder netlify.toml ships with, which the deploying team replaces by their project's ref. */
export const PROJECT_REF_PLACEHOLDER = 'YOUR-PROJECT-REF';

/** A public Storage object URL of the project (what the CDN is asked to fetch). */
export function storageSampleUrl(supabaseUrl: string): string {
  return `${new URL(supabaseUrl).origin}/storage/v1/object/public/cheezopedia/articles/sample.jpg`;
}

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * What is wrong with `remote_images` for a build against `supabaseUrl`, or nothing. A build against a
 * local backend (loopback) has nothing to check: the local backend's own origin is always allowed.
 */
export function remoteImagesProblems(supabaseUrl: string | undefined, patterns: readonly string[]): string[] {
  const problems: string[] = [];
  for (const p of patterns) {
    if (!p.startsWith('^')) problems.push(`pattern "${p}" must start with ^ (Netlify matches it anywhere in the source URL otherwise)`);
    try {
      new RegExp(p);
    } catch (e) {
      problems.push(`pattern "${p}" is not a regular expression (${(e as Error).message})`);
    }
  }
  if (!supabaseUrl?.trim()) return problems;
  let url: URL;
  try {
    url = new URL(supabaseUrl.trim());
  } catch {
    return [...problems, `VITE_SUPABASE_URL "${supabaseUrl}" is not a URL`];
  }
  if (LOOPBACK.test(url.hostname)) return problems;
  const sample = storageSampleUrl(url.href);
  const matches = patterns.some((p) => {
    try {
      return new RegExp(p).test(sample);
    } catch {
      return false;
    }
  });
  if (!matches) {
    const ref = url.hostname.split('.')[0];
    const hint = patterns.some((p) => p.includes(PROJECT_REF_PLACEHOLDER))
      ? ` Replace ${PROJECT_REF_PLACEHOLDER} by your project's ref (${ref}).`
      : '';
    problems.push(
      `no pattern allows this project's Storage (${sample}): add "^${url.origin.replace(/[.]/g, '\\\\.')}/storage/v1/object/public/" (escaped for TOML).${hint}`,
    );
  }
  return problems;
}

/** A picture file by its extension (what the client sends through the CDN, plus vector art). */
const PICTURE_FILE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;
/** The backend's own routes that are never a picture, whatever the file name says. */
const NOT_PICTURES = ['/_dev/', '/.netlify/', '/rest/', '/auth/', '/storage/', '/functions/', '/realtime/'];

/**
 * Whether a path of the site's own origin may be an image CDN source: a public Storage object, or a
 * picture file (by extension) outside the backend's own routes. Judged on the decoded path, as the
 * server routes it (`/%5Fdev/…` is `/_dev/…`); a path that does not decode is refused.
 */
export function isOwnImagePath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (path.startsWith(STORAGE_PUBLIC_PATH)) return !path.includes('/../') && !path.includes('\\');
  const lower = path.toLowerCase();
  return PICTURE_FILE.test(path) && !NOT_PICTURES.some((p) => lower.startsWith(p));
}
