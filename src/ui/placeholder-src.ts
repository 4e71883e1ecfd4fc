/**
 * The `src` of a picture's ThumbHash placeholder, without putting the ThumbHash decoder in the
 * JavaScript a visitor loads (the decoder is ~2.5 KB; the pages' budgets have no room for it). The
 * server renderer hands its decoder over with `provideDecoder` (the placeholder paints with the HTML);
 * the browser hydrates with the very `src` the server wrote, read once from the page's placeholders
 * (they carry their hash), and shows pictures it renders itself (client navigations) without one,
 * on the slot's plain background, as before placeholders existed. Side effects: reads the document once.
 */
/** The attribute that names a placeholder's hash in the server's HTML. */
export const PLACEHOLDER_HASH_ATTRIBUTE = 'data-thumbhash';

let fromServer: Map<string, string> | null = null;
let decode: ((hash: string) => string | null) | null = null;

function serverPlaceholders(): Map<string, string> {
  if (fromServer) return fromServer;
  fromServer = new Map();
  for (const img of document.querySelectorAll<HTMLImageElement>(`img[${PLACEHOLDER_HASH_ATTRIBUTE}]`)) {
    const hash = img.getAttribute(PLACEHOLDER_HASH_ATTRIBUTE);
    const src = img.getAttribute('src');
    if (hash && src) fromServer.set(hash, src);
  }
  return fromServer;
}

/** Hands the ThumbHash decoder over (never imported by what a page loads before it is interactive). */
export function provideDecoder(fn: (hash: string) => string | null): void {
  decode = fn;
}

/** The placeholder's data URL for a stored ThumbHash, or null (none, invalid, or not known here). */
export function placeholderSrc(hash: string | null | undefined): string | null {
  if (!hash) return null;
  if (typeof document === 'undefined') return decode ? decode(hash) : null;
  const known = serverPlaceholders().get(hash);
  if (known) return known;
  return decode ? decode(hash) : null;
}
