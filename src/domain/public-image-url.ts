/**
 * A picture's address for other sites (link previews, structured data, the feed): absolute, without
 * the size fragment a stored picture's URL carries (see image-size.ts); undefined when there is none
 * or it is not a URL.
 */
export function absoluteImageUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, origin);
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}
