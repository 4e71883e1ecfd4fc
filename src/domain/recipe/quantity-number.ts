/**
 * Reading one written number of an ingredient amount: "2", "1.5", "1,5", "1/2", "½", "1 ½", "1½",
 * "1 1/2", "one", "a", "half a". The reader returns how it was written so a scaled amount can be
 * written back the same way.
 */

/** How the author wrote a number, kept to write its scaled value the same way. */
export type NumberStyle =
  /** "2", "200", or a number word: no hint on fractions. */
  | 'integer'
  /** "1.5" */
  | 'decimal-dot'
  /** "1,5" */
  | 'decimal-comma'
  /** "½", "1½", "1 ½" */
  | 'unicode'
  /** "1/2", "1 1/2" */
  | 'slash';

export interface WrittenNumber {
  value: number;
  style: NumberStyle;
  /** What stood between the whole part and the fraction in a mixed number ("", " "); "" when not mixed. */
  mixedGap: string;
  start: number;
  end: number;
  /** Not written: the one package of "400g tin tomatoes". A scaled count is written before the size ("2 × 400g tins"). */
  implicit?: true;
}

export const VULGAR_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5,
  '⅘': 4 / 5, '⅙': 1 / 6, '⅚': 5 / 6, '⅐': 1 / 7, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8,
  '⅑': 1 / 9, '⅒': 1 / 10,
};

const VULGAR = `[${Object.keys(VULGAR_FRACTIONS).join('')}]`;
/** "/" or the Unicode fraction slash "⁄". */
const SLASH = '[/⁄]';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, half: 0.5, dozen: 12,
};

// Each pattern is tried at the reading position, in order; the first that matches wins.
const MIXED_UNICODE = new RegExp(`^(\\d+)([ \\u00a0]?)(${VULGAR})`);
const MIXED_SLASH = new RegExp(`^(\\d+)([ \\u00a0]+|-)(\\d+)${SLASH}(\\d+)(?!\\d)`);
const SLASH_FRACTION = new RegExp(`^(\\d+)${SLASH}(\\d+)(?!\\d)`);
const LONE_VULGAR = new RegExp(`^${VULGAR}`);
/** "1,000" / "1,250" (English thousands) is a thousand, not one and a quarter. */
const THOUSANDS = /^\d{1,3}(?:,\d{3})+(?![\d.,])/;
const DECIMAL = /^(\d*)([.,])(\d+)/;
const INTEGER = /^\d+/;
/** "one and a half", "1 and 1/2", "a half", "half a", "half an". */
const WORD_PATTERN = /^(?:(a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozen|\d+)(?: and a half| and ½| and 1\/2)?|a half|half(?: an?)?)(?![\p{L}\d])/iu;

/** Reads the number written at `start` of `text`, or null. */
export function readNumber(text: string, start: number): WrittenNumber | null {
  const rest = text.slice(start);
  const at = (length: number, value: number, style: NumberStyle, mixedGap = ''): WrittenNumber =>
    ({ value, style, mixedGap, start, end: start + length });

  let m = MIXED_UNICODE.exec(rest);
  if (m) return at(m[0].length, Number(m[1]) + VULGAR_FRACTIONS[m[3]], 'unicode', m[2]);
  m = MIXED_SLASH.exec(rest);
  if (m && Number(m[4]) !== 0 && Number(m[3]) < Number(m[4])) {
    return at(m[0].length, Number(m[1]) + Number(m[3]) / Number(m[4]), 'slash', m[2] === '-' ? ' ' : m[2]);
  }
  m = SLASH_FRACTION.exec(rest);
  if (m && Number(m[2]) !== 0) return at(m[0].length, Number(m[1]) / Number(m[2]), 'slash');
  m = LONE_VULGAR.exec(rest);
  if (m) return at(m[0].length, VULGAR_FRACTIONS[m[0]], 'unicode');
  m = THOUSANDS.exec(rest);
  if (m) return at(m[0].length, Number(m[0].replace(/,/g, '')), 'integer');
  m = DECIMAL.exec(rest);
  if (m) return at(m[0].length, Number(`${m[1] || '0'}.${m[3]}`), m[2] === ',' ? 'decimal-comma' : 'decimal-dot');
  m = INTEGER.exec(rest);
  if (m) {
    // "1 and 1/2", "2 and a half"
    const and = /^\s+and\s+(?:a half(?![\p{L}])|(?=[½⅓⅔¼¾⅛⅜⅝⅞]|\d+[/⁄]\d))/u.exec(rest.slice(m[0].length));
    if (and) {
      const fraction = and[0].endsWith('half') ? null : readNumber(text, start + m[0].length + and[0].length);
      const part = fraction ? fraction.value : 0.5;
      if (part < 1) {
        const length = fraction ? fraction.end - start : m[0].length + and[0].length;
        return at(length, Number(m[0]) + part, fraction?.style ?? 'unicode', fraction ? and[0] : ' ');
      }
    }
    return at(m[0].length, Number(m[0]), 'integer');
  }
  m = WORD_PATTERN.exec(rest);
  if (m) {
    const words = m[0].toLowerCase();
    if (words.startsWith('half') || words === 'a half') return at(m[0].length, 0.5, 'unicode');
    const head = m[1].toLowerCase();
    const whole = /^\d+$/.test(head) ? Number(head) : NUMBER_WORDS[head];
    const half = / and /.test(words) ? 0.5 : 0;
    return at(m[0].length, whole + half, half ? 'unicode' : 'integer');
  }
  return null;
}
