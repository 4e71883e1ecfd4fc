/**
 * A stored picture's size travels in its URL as a fragment, `https://…/x.webp#1600x1200` (also on a
 * 'local-image:<id>' reference while it waits on the device), so a page can reserve the picture's
 * box before it loads (no layout shift): pictures in an entry's body, and the featured image, whose
 * hero shows it uncropped. A fragment is never sent to a server: the URL fetches the same object.
 */

/** The largest side a fragment may declare (anything larger is not a size this site stored). */
const MAX_SIDE = 20_000;
const SIZE_FRAGMENT = /#(\d{1,5})x(\d{1,5})$/;

/** The width and height a picture's URL carries, or null when it carries none. */
export function imageSizeOf(url: string | null | undefined): { width: number; height: number } | null {
  const m = url ? SIZE_FRAGMENT.exec(url.trim()) : null;
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  return { width, height };
}

/** A URL with its size fragment (replacing any fragment it had). */
export function withImageSize(url: string, width: number, height: number): string {
  const hash = url.indexOf('#');
  const base = hash === -1 ? url : url.slice(0, hash);
  if (!(Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1 && width <= MAX_SIDE && height <= MAX_SIDE)) return base;
  return `${base}#${width}x${height}`;
}
