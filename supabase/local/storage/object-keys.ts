/** Object keys and bucket names: decoded, validated, traversal rejected. */
import { invalidKey } from './errors.ts';

function hasControlChar(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** Decodes a raw URL path tail into an object key; rejects `..`, `.`, absolute paths, backslashes, control characters. */
export function objectKey(rawTail: string): string {
  let key: string;
  try {
    key = rawTail.split('/').map(decodeURIComponent).join('/');
  } catch {
    throw invalidKey(rawTail);
  }
  if (key === '' || key.length > 1024) throw invalidKey(key);
  if (key.startsWith('/') || key.includes('\\') || hasControlChar(key)) throw invalidKey(key);
  if (key.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) throw invalidKey(key);
  return key;
}

export function bucketId(raw: string): string {
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    throw invalidKey(raw);
  }
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(id) || id === '.' || id === '..') throw invalidKey(id);
  return id;
}

/** Does `mime` match an allowed entry (exact or `type/*`)? */
export function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const m = mime.toLowerCase().split(';')[0].trim();
  return allowed.some((a) => {
    const x = a.toLowerCase().trim();
    return x === m || (x.endsWith('/*') && m.startsWith(x.slice(0, -1)));
  });
}
