/**
 * Reads the times editors write in a recipe's Preparation Time and Cook Time ("15 minutes",
 * "1 hour 30 min", "1h30", "1½ hours", "2-3 hours", "half an hour") into minutes and an ISO 8601
 * duration (`PT1H30M`) for the structured data and the page.
 *
 * Rules (stated in docs/decisions/0002-recipe-units.md):
 * - The whole text must be read: a word the reader does not know ("overnight", "plus chilling",
 *   "until golden") makes the text unreadable, so no time is ever invented from part of it.
 * - A number needs its unit (hours or minutes). A bare "90" is not read: it might be minutes or
 *   servings. The one exception is the compact "1h30" / "1 hr 30": minutes after hours.
 * - A range ("2-3 hours", "20 to 25 min", "1-1½ hours") counts as its upper end: the time a cook
 *   should plan for (a plan made on the lower end runs late). Its two ends are kept too.
 * - Fractions of a minute are rounded to the nearest whole minute; seconds, days and "overnight"
 *   are not read.
 */
import { VULGAR_FRACTIONS } from './quantity-number';

export interface Duration {
  /** Whole minutes (the upper end of a range). */
  minutes: number;
  /** ISO 8601 duration of `minutes`: PT45M, PT1H30M, PT2H. */
  iso: string;
  /** For a range, its two ends in minutes; else null. */
  range: { low: number; high: number } | null;
}

type Token =
  | { kind: 'number'; value: number; fraction: boolean }
  | { kind: 'word'; text: string }
  | { kind: 'dash' }
  | { kind: 'sep' };

const HOUR_WORDS = new Set(['h', 'hr', 'hrs', 'hour', 'hours', 'hs']);
const MINUTE_WORDS = new Set(['m', 'min', 'mins', 'minute', 'minutes', 'mn']);
/** Words that say nothing about the length: "about 1 hour", "1 hour and 15 minutes". */
const FILLER_WORDS = new Set(['about', 'approx', 'approximately', 'around', 'roughly', 'circa', 'ca', 'and', 'plus', 'total', 'in']);
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, fifty: 50, sixty: 60,
};

const TOKEN = new RegExp(
  `(\\d+\\s*[/⁄]\\s*\\d+)|(\\d+(?:[.,]\\d+)?)|([${Object.keys(VULGAR_FRACTIONS).join('')}])|([a-z]+(?:-[a-z]+)?)\\.?|([-–—])|([,&+~():])|(\\s+)|(.)`,
  'gu',
);

function tokenize(text: string): Token[] | null {
  const out: Token[] = [];
  for (const m of text.toLowerCase().matchAll(TOKEN)) {
    const [, slash, num, glyph, word, dash, sep, space, other] = m;
    if (slash) {
      const [a, b] = slash.split(/[/⁄]/).map((s) => Number(s.trim()));
      if (!b) return null;
      out.push({ kind: 'number', value: a / b, fraction: a < b });
    } else if (num) out.push({ kind: 'number', value: Number(num.replace(',', '.')), fraction: false });
    else if (glyph) out.push({ kind: 'number', value: VULGAR_FRACTIONS[glyph], fraction: true });
    else if (word) out.push({ kind: 'word', text: word });
    else if (dash) out.push({ kind: 'dash' });
    else if (sep) out.push({ kind: 'sep' });
    else if (space) continue;
    else if (other) return null;
  }
  return out;
}

/** A parse over the tokens, one term ("1½ hours", "2-3 h", "half an hour") at a time. */
class Reader {
  private i = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  done(): boolean {
    return this.i >= this.tokens.length;
  }

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }

  private isWord(t: Token | undefined, ...words: string[]): boolean {
    return t?.kind === 'word' && words.includes(t.text);
  }

  /** Skips separators and filler words, but not the "and a half" that belongs to an amount. */
  skipFiller(): void {
    for (;;) {
      const t = this.peek();
      if (t?.kind === 'sep') this.i++;
      else if (t?.kind === 'word' && FILLER_WORDS.has(t.text) && !this.andAHalfAhead()) this.i++;
      else return;
    }
  }

  private andAHalfAhead(): boolean {
    return this.isWord(this.peek(), 'and') && this.isWord(this.peek(1), 'a') && this.isWord(this.peek(2), 'half');
  }

  /** "1", "1½", "1 1/2", "1.5", "a", "half a(n)", "a half", "one and a half"; null when none is here. */
  amount(): number | null {
    const t = this.peek();
    let value: number;
    if (this.isWord(t, 'half')) {
      this.i++;
      if (this.isWord(this.peek(), 'a', 'an')) this.i++;
      return 0.5;
    }
    if (this.isWord(t, 'a', 'an') && this.isWord(this.peek(1), 'half', 'quarter')) {
      value = (this.peek(1) as { text: string }).text === 'half' ? 0.5 : 0.25;
      this.i += 2;
      return value;
    }
    if (t?.kind === 'number') {
      value = t.value;
      this.i++;
      const next = this.peek();
      if (!t.fraction && next?.kind === 'number' && next.fraction) {
        value += next.value;
        this.i++;
      }
    } else if (t?.kind === 'word' && t.text in NUMBER_WORDS) {
      value = NUMBER_WORDS[t.text];
      this.i++;
    } else {
      return null;
    }
    if (this.andAHalfAhead()) {
      value += 0.5;
      this.i += 3;
    }
    return value;
  }

  /** "-", "–", "to" between the ends of a range. */
  rangeMark(): boolean {
    const t = this.peek();
    if (t?.kind === 'dash' || this.isWord(t, 'to')) {
      this.i++;
      return true;
    }
    return false;
  }

  /** Minutes per unit of the unit word here (60 for hours, 1 for minutes), or null. */
  unit(): number | null {
    const t = this.peek();
    if (t?.kind !== 'word') return null;
    if (HOUR_WORDS.has(t.text)) {
      this.i++;
      return 60;
    }
    if (MINUTE_WORDS.has(t.text)) {
      this.i++;
      return 1;
    }
    return null;
  }
}

/** The ISO 8601 duration of a number of whole minutes (PT45M, PT1H30M, PT2H; PT0M for none). */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return whole === 0 ? 'PT0M' : `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}`;
}

/** Minutes as a reader says them: "45 min", "1 h", "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

function duration(low: number, high: number): Duration | null {
  const lo = Math.round(low);
  const hi = Math.round(high);
  if (!(hi > 0) || lo > hi) return null;
  return { minutes: hi, iso: isoDuration(hi), range: lo === hi ? null : { low: lo, high: hi } };
}

/** The duration a free-text time says, or null when any of it cannot be read (see the rules above). */
export function readDuration(text: string | null | undefined): Duration | null {
  if (!text || !text.trim()) return null;
  const tokens = tokenize(text.trim());
  if (!tokens || tokens.length === 0) return null;
  const r = new Reader(tokens);
  let low = 0;
  let high = 0;
  let lastUnit: number | null = null;
  let terms = 0;
  r.skipFiller();
  while (!r.done()) {
    const from = r.amount();
    if (from === null) return null;
    let to: number | null = null;
    if (r.rangeMark()) {
      to = r.amount();
      if (to === null) return null;
    }
    let unit = r.unit();
    if (unit === null) {
      // "1h30", "1 hr 30": minutes after hours, as the last thing written.
      r.skipFiller();
      if (lastUnit === 60 && to === null && r.done() && Number.isInteger(from) && from < 60) unit = 1;
      else return null;
    }
    if (to !== null && to < from) return null;
    low += from * unit;
    high += (to ?? from) * unit;
    lastUnit = unit;
    terms++;
    r.skipFiller();
  }
  return terms > 0 ? duration(low, high) : null;
}

/**
 * A recipe's total time: preparation plus cooking, only when both are readable (a total from one of
 * them would claim the other takes no time). Ranges add end to end.
 */
export function totalDuration(preparation: string | null | undefined, cooking: string | null | undefined): Duration | null {
  const prep = readDuration(preparation);
  const cook = readDuration(cooking);
  if (!prep || !cook) return null;
  const low = (prep.range?.low ?? prep.minutes) + (cook.range?.low ?? cook.minutes);
  return duration(low, prep.minutes + cook.minutes);
}
