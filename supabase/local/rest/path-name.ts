/**
 * A table or function name from the request path, decoded as PostgREST's server (Warp, http-types'
 * decodePathSegment) decodes it: `%XX` escapes with two hex digits become bytes, any other `%` stays
 * as it is, and bytes that are not UTF-8 become U+FFFD. A malformed escape is then just a name that
 * matches no table (404), never an exception.
 */
const decoder = new TextDecoder('utf-8', { fatal: false });

export function decodePathSegment(raw: string): string {
  const bytes: number[] = [];
  const utf8 = new TextEncoder();
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === '%' && /^[0-9a-fA-F]{2}$/.test(raw.slice(i + 1, i + 3))) {
      bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...utf8.encode(ch));
    }
  }
  return decoder.decode(new Uint8Array(bytes));
}
