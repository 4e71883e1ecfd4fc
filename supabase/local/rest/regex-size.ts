/**
 * A guard for `match`/`imatch` filters: the size a POSIX regex grows to once its bounded repetitions
 * are expanded (`(a{1,200}){1,200}` is 40,000 copies of `a`). PGlite's regex engine, given one that
 * grows past about 20,000, answers wrong rows or an internal error and then hangs the database for
 * every later request; PostgreSQL compiles such patterns or refuses them with 2201B "regular
 * expression is too complex". The local backend refuses them before they reach the database, with
 * that same error (HTTP 400, as PostgREST answers it).
 */
import { RestError } from './errors.ts';

/** Largest expanded size sent to the database (PGlite handled 10,000 and failed at 22,500). */
export const MAX_REGEX_SIZE = 10_000;

/** An over-estimate of the pattern's expanded size (stops counting past `limit`). */
export function regexSize(pattern: string, limit = MAX_REGEX_SIZE): number {
  const stack: { sum: number; last: number }[] = [{ sum: 0, last: 0 }];
  const top = () => stack[stack.length - 1];
  const atom = (size: number) => {
    top().sum += size;
    top().last = size;
  };
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      i++;
      atom(1);
    } else if (ch === '[') {
      // A bracket expression is one atom: skip to its closing bracket (a leading ] or ^] is literal).
      let j = i + 1;
      if (pattern[j] === '^') j++;
      if (pattern[j] === ']') j++;
      while (j < pattern.length && pattern[j] !== ']') {
        // [:alpha:], [.x.], [=x=] inside a bracket end at their own `:]`, `.]`, `=]`.
        const close = pattern[j] === '[' && /[:.=]/.test(pattern[j + 1] ?? '') ? pattern.indexOf(`${pattern[j + 1]}]`, j + 2) : -1;
        j = close >= 0 ? close + 2 : j + 1;
      }
      i = j;
      atom(1);
    } else if (ch === '(') {
      stack.push({ sum: 0, last: 0 });
      if (pattern[i + 1] === '?') i += 2;
    } else if (ch === ')') {
      if (stack.length > 1) atom(stack.pop()!.sum);
    } else if (ch === '{') {
      const m = /^\{(\d*)(,(\d*))?\}/.exec(pattern.slice(i));
      if (!m) {
        atom(1);
        continue;
      }
      const low = Number(m[1] || 0);
      const high = m[2] === undefined ? low : m[3] ? Number(m[3]) : low + 1;
      const times = Math.max(1, low, high);
      top().sum += top().last * (times - 1);
      top().last *= times;
      i += m[0].length - 1;
    } else if (ch === '*' || ch === '+' || ch === '?' || ch === '|' || ch === '^' || ch === '$') {
      // Unbounded repetition and anchors add no copies.
    } else {
      atom(1);
    }
    if (stack.reduce((n, f) => n + f.sum, 0) > limit) return limit + 1;
  }
  return stack.reduce((n, f) => n + f.sum, 0);
}

/** Throws PostgreSQL's 2201B for a pattern too large for the database (see above). */
export function checkRegex(pattern: string): void {
  if (regexSize(pattern) > MAX_REGEX_SIZE) throw new RestError(400, '2201B', 'invalid regular expression: regular expression is too complex');
}
