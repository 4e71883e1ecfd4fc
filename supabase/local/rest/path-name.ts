/**
 * A table or function name from the request path. `%XX` escapes (two hex digits) become bytes and
 * the bytes must be UTF-8; a malformed escape (`%` without two hex digits after it) or bytes that are
 * not UTF-8 make the request malformed: 400 PGRST100 in PostgREST's error shape, never a 500 (what
 * `decodeURIComponent` would throw) and never a lookup of a mangled name (a 404 would tell a client
 * that sent garbage that it merely asked for a missing table).
 */
import { parseError, type RestError } from './errors.ts';

const strict = new TextDecoder('utf-8', { fatal: true });

/** The decoded name, or a RestError (400) saying why the path segment is malformed. */
export function decodePathSegment(raw: string): string {
  const bytes: number[] = [];
  const utf8 = new TextEncoder();
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch !== '%') {
      bytes.push(...utf8.encode(ch));
      continue;
    }
    if (!/^[0-9a-fA-F]{2}$/.test(raw.slice(i + 1, i + 3))) throw malformed(raw, `'%' at position ${i} is not followed by two hex digits`);
    bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
    i += 2;
  }
  try {
    return strict.decode(new Uint8Array(bytes));
  } catch {
    throw malformed(raw, 'the escaped bytes are not UTF-8');
  }
}

function malformed(raw: string, why: string): RestError {
  return parseError(`Invalid path specified in request URL: malformed percent escape in '${raw}'`, why);
}
