/**
 * A picture's address for other sites (link previews, structured data, the feed): absolute, without
 * the size fragment a stored picture's URL carries (see image-size.ts); undefined when there is none
 * or it is not an http(s) URL. An image URL is free text an editor types: `javascript:` or `data:`
 * must never become a reader's enclosure or a crawler's image.
 */
export function absoluteImageUrl(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, origin);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return undefined;
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}
