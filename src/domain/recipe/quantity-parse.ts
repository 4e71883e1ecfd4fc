/**
 * Reads an ingredient line as cooks write it — "1 1/2 cups (180 g) grated Gruyère", "200g comté",
 * "3-4 sprigs thyme", "salt and pepper to taste" — into a quantity, a unit and the item. A line it
 * cannot read is left as written and is never scaled; the reason says why.
 *
 * Hand-written rather than taken from a library: the maintained ingredient parsers on npm are either
 * English-only NLP models far above the public-page JS budget, or regex parsers that drop the
 * positions of what they read — and scaling here rewrites only the numbers and units in place, so
 * everything else the author wrote (spacing, notes, punctuation) stays exactly as written.
 */
import { readNumber, type WrittenNumber } from './quantity-number';
import { lookUpUnit, type UnitDef, type UnitId } from './units';

export interface Quantity {
  low: number;
  /** The top of a range ("2–3"), or null for a single number. */
  high: number | null;
}

export interface TextSpan {
  start: number;
  end: number;
}

/** One amount read in the line, with where its numbers and unit stand so a scaled copy can replace them. */
export interface ReadAmount {
  quantity: Quantity;
  unit: UnitId | null;
  /** The unit as written ("Tbsp.", "cloves"), or null. */
  unitText: string | null;
  /** One number, or the two ends of a range. */
  numbers: readonly WrittenNumber[];
  unitSpan: TextSpan | null;
}

export type UnscalableReason =
  /** Nothing written. */
  | 'empty'
  /** No amount in the line ("fresh basil, for serving"). */
  | 'no-quantity'
  /** An amount no number stands for ("a few sprigs", "some", "a good glug"). */
  | 'vague';

export type IngredientReading =
  | {
      kind: 'read';
      text: string;
      quantity: Quantity;
      unit: UnitId | null;
      /** What the amount is of, without the amount ("grated Gruyère"). */
      item: string;
      /** A package size that is never scaled ("14 oz" in "1 (14 oz) can"), as written, or null. */
      size: string | null;
      /** The amount read first, then those scaled along with it ("(180 g)", "plus 2 tbsp"). */
      amounts: readonly ReadAmount[];
    }
  | {
      /** Understood, and kept as written on purpose: seasoning to taste is not multiplied. */
      kind: 'fixed';
      text: string;
      /** "to taste", "a pinch", "2 dashes", "as needed". */
      phrase: string;
      item: string;
    }
  | { kind: 'unscalable'; text: string; reason: UnscalableReason };

const LEADING = /^\s*(?:[•*·]\s*|[-–—]\s+)?/;
const APPROXIMATELY = /^(?:about|approx\.?|approximately|around|roughly|circa|ca\.|~|up to|at least)\s*/i;
const VAGUE = /^(?:a few|few|several|some|a little|a bit|a couple|a good (?!pinch|dash)|a generous (?!pinch|dash)|lots|plenty|a drizzle|a glug|any|extra|more)(?![\p{L}])/iu;
const RANGE_JOIN = /^\s*(?:-|–|—|to|or)\s*/i;
const SIZE_IN_PARENS = /^\s*\(\s*(?:about |approx\.? |approximately )?\d[^)]*\)/i;
const TIMES = /^\s*[×x]\s*/;
const QUALIFIER = /^\s*(?:heaped|heaping|level|rounded|scant|generous|good|large|small|medium|big|full|whole|fat|thick|thin|extra-large|extra large)\s+/i;
const UNIT_WORDS = /^\s*(\p{L}+\.?)(?:\s+(\p{L}+\.?))?/u;
/** A unit ends the word: "T-bone" or "tomato" is not a unit. */
const UNIT_END = /^(?:$|[\s,;:()/])/;
const EQUIVALENT_OPEN = /^\s*(?:\(\s*(?:about |approx\.? |approximately |or |~)?|\/\s*|or\s+)/i;
const PLUS = /^\s*(?:plus|\+)\s*/i;
const OF = /^\s*(?:of\s+)?/i;
const TO_TASTE = /\b(?:to taste|as needed|as required|as desired|if needed|for seasoning)\b/i;
const CONTAINERS = new Set<UnitId>(['can', 'tin', 'jar', 'bottle', 'packet', 'package', 'bag', 'box', 'block', 'wheel', 'stick', 'loaf', 'ball', 'envelope', 'sachet', 'carton', 'tub', 'pouch']);

/**
 * Nouns a cook counts without a unit, which "a"/"an" may stand for ("a lemon" = 1 lemon). "A" before
 * any other word is not read as one: "a good glug of oil" has no count in it.
 */
export const COUNTABLE_NOUNS: ReadonlyMap<string, string> = new Map([
  ['egg', 'eggs'], ['lemon', 'lemons'], ['lime', 'limes'], ['orange', 'oranges'], ['onion', 'onions'],
  ['shallot', 'shallots'], ['potato', 'potatoes'], ['tomato', 'tomatoes'], ['apple', 'apples'], ['pear', 'pears'],
  ['baguette', 'baguettes'], ['avocado', 'avocados'], ['carrot', 'carrots'], ['courgette', 'courgettes'],
  ['zucchini', 'zucchini'], ['pepper', 'peppers'], ['chilli', 'chillies'], ['chili', 'chilies'], ['cucumber', 'cucumbers'],
  ['leek', 'leeks'], ['fig', 'figs'], ['clove', 'cloves'], ['yolk', 'yolks'], ['white', 'whites'],
  ['tortilla', 'tortillas'], ['flatbread', 'flatbreads'], ['bun', 'buns'], ['roll', 'rolls'], ['camembert', 'camemberts'],
  ['brie', 'bries'], ['reblochon', 'reblochons'], ['pizza', 'pizzas'], ['crust', 'crusts'], ['shell', 'shells'],
  ['aubergine', 'aubergines'], ['eggplant', 'eggplants'], ['mushroom', 'mushrooms'], ['leaf', 'leaves'],
]);

interface Cursor {
  text: string;
  pos: number;
}

function match(cur: Cursor, re: RegExp): RegExpExecArray | null {
  const m = re.exec(cur.text.slice(cur.pos));
  if (m) cur.pos += m[0].length;
  return m;
}

function peek(cur: Cursor, re: RegExp): RegExpExecArray | null {
  return re.exec(cur.text.slice(cur.pos));
}

/** A number, or a range of two ("2–3", "2 to 3", "2 or 3"), at the cursor. */
function readQuantity(cur: Cursor): { quantity: Quantity; numbers: WrittenNumber[] } | null {
  const low = readNumber(cur.text, cur.pos);
  if (!low || low.value <= 0) return null;
  cur.pos = low.end;
  const save = cur.pos;
  if (match(cur, RANGE_JOIN)) {
    const high = readNumber(cur.text, cur.pos);
    // The top of a range is written in figures: "2 or an egg" is no range.
    if (high && high.value > low.value && !/^\p{L}/u.test(cur.text.slice(high.start))) {
      cur.pos = high.end;
      return { quantity: { low: low.value, high: high.value }, numbers: [low, high] };
    }
  }
  cur.pos = save;
  return { quantity: { low: low.value, high: null }, numbers: [low] };
}

/** A unit at the cursor (one word or two: "fl oz", "fluid ounces"), moving past it. */
function readUnit(cur: Cursor): { def: UnitDef; text: string; span: TextSpan } | null {
  const m = peek(cur, UNIT_WORDS);
  if (!m) return null;
  const lead = m[0].length - m[0].trimStart().length;
  const tries = m[2] ? [m[0].trimStart(), m[1]] : [m[1]];
  for (const written of tries) {
    const found = lookUpUnit(written);
    const start = cur.pos + lead;
    const end = start + written.length;
    if (found && UNIT_END.test(cur.text.slice(end))) {
      cur.pos = end;
      return { def: found.unit, text: written, span: { start, end } };
    }
  }
  return null;
}

/** A unit, allowing one qualifier before it ("1 heaped tbsp", "2 large cloves"). */
function readQualifiedUnit(cur: Cursor): ReturnType<typeof readUnit> {
  const direct = readUnit(cur);
  if (direct) return direct;
  const save = cur.pos;
  if (match(cur, QUALIFIER)) {
    const unit = readUnit(cur);
    if (unit) return unit;
  }
  cur.pos = save;
  return null;
}

/** A number and a unit together ("180 g", "2 sticks"): the shape of an equivalent or a size. */
function readMeasure(cur: Cursor): ReadAmount | null {
  const save = cur.pos;
  match(cur, /^\s*/);
  const q = readQuantity(cur);
  if (q) {
    match(cur, /^-/);
    const unit = readUnit(cur);
    if (unit) {
      return { quantity: q.quantity, unit: unit.def.id, unitText: unit.text, numbers: q.numbers, unitSpan: unit.span };
    }
  }
  cur.pos = save;
  return null;
}

/** A package size between the count and the unit: "(14 oz)", "× 225 g", "14-ounce". Never scaled. */
function readSize(cur: Cursor): string | null {
  const start = cur.pos;
  if (match(cur, SIZE_IN_PARENS)) return cur.text.slice(start, cur.pos).trim();
  if (match(cur, TIMES)) {
    const measure = readMeasure(cur);
    if (measure) return cur.text.slice(start, cur.pos).trim();
    cur.pos = start;
    return null;
  }
  match(cur, /^\s*/);
  const measure = readMeasure(cur);
  // Only a measure followed by another unit is a size ("1 14-ounce can").
  if (measure && peekUnitAhead(cur)) return cur.text.slice(start, cur.pos).trim();
  cur.pos = start;
  return null;
}

function readSizeInParens(cur: Cursor): string | null {
  const start = cur.pos;
  return match(cur, SIZE_IN_PARENS) ? cur.text.slice(start, cur.pos).trim() : null;
}

function peekUnitAhead(cur: Cursor): boolean {
  const probe: Cursor = { text: cur.text, pos: cur.pos };
  return readQualifiedUnit(probe) !== null;
}

/** Amounts read after the main one and scaled with it: "(180 g)", "/ 9 oz", "plus 2 tbsp". */
function readFollowingAmounts(cur: Cursor): ReadAmount[] {
  const found: ReadAmount[] = [];
  for (;;) {
    const save = cur.pos;
    const opened = match(cur, EQUIVALENT_OPEN) ?? match(cur, PLUS);
    if (!opened) break;
    const measures: ReadAmount[] = [];
    for (let measure = readMeasure(cur); measure; measure = readMeasure(cur)) measures.push(measure);
    // One measure, or several inside brackets ("(2 lb 4 oz)"), which must close right after them:
    // "(2 lb, peeled)" is a note, and half of it scaled would be wrong.
    const closed = opened[0].includes('(') ? match(cur, /^\s*\)/) !== null : measures.length === 1;
    if (measures.length === 0 || !closed) {
      cur.pos = save;
      break;
    }
    found.push(...measures);
  }
  return found;
}

/** The first bracket after `from` that holds only measures ("(about 2 cups)", "(4 oz)"). */
function readTrailingEquivalent(text: string, from: number): ReadAmount[] {
  for (let open = text.indexOf('(', from); open !== -1; open = text.indexOf('(', open + 1)) {
    const found = readFollowingAmounts({ text, pos: open });
    if (found.length) return found;
  }
  return [];
}

function firstWord(text: string): string {
  return (/^\s*(?:(?:large|small|medium|big|whole|fresh|ripe|unwaxed|free-range|organic)\s+)*(\p{L}+)/iu.exec(text)?.[1] ?? '').toLowerCase();
}

function fixedOrNothing(text: string, item: string): IngredientReading {
  const taste = TO_TASTE.exec(text);
  if (taste) return { kind: 'fixed', text, phrase: taste[0], item: item.replace(TO_TASTE, '').replace(/[\s,;]+$/, '').trim() };
  const season = /^\s*(?:a\s+)?(?:good\s+|generous\s+|small\s+|large\s+)?(pinch(?:es)?|dash(?:es)?|smidgen|smidge)\b(?:\s+of)?\s*/i.exec(text);
  if (season) return { kind: 'fixed', text, phrase: season[0].replace(/\s+of\s*$/i, '').trim(), item: text.slice(season[0].length).trim() };
  return { kind: 'unscalable', text, reason: 'no-quantity' };
}

/** Reads one ingredient line. Never throws: what it cannot read comes back `unscalable`. */
export function readIngredientLine(text: string): IngredientReading {
  if (text.trim() === '') return { kind: 'unscalable', text, reason: 'empty' };
  const cur: Cursor = { text, pos: 0 };
  match(cur, LEADING);
  match(cur, APPROXIMATELY);
  if (peek(cur, VAGUE)) return { kind: 'unscalable', text, reason: 'vague' };

  const lineStart = cur.pos;
  let q = readQuantity(cur);
  let prefix = '';
  if (!q) {
    // "zest of 1 lemon", "juice of ½ lime": the amount comes after what is taken of it.
    const of = /^(.*?\bof\s+)(?=\S)/i.exec(text.slice(lineStart));
    if (of) {
      cur.pos = lineStart + of[0].length;
      q = readQuantity(cur);
      prefix = of[1];
      if (!q) cur.pos = lineStart;
    }
    if (!q) return fixedOrNothing(text, text.slice(lineStart));
  }
  const first = q.numbers[0];
  const isArticle = /^(?:a|an)$/i.test(text.slice(first.start, first.end));

  const size = readSize(cur);
  const unit = readQualifiedUnit(cur);
  const primary: ReadAmount = {
    quantity: q.quantity,
    unit: unit?.def.id ?? null,
    unitText: unit?.text ?? null,
    numbers: q.numbers,
    unitSpan: unit?.span ?? null,
  };
  if (unit?.def.family === 'seasoning') {
    return { kind: 'fixed', text, phrase: text.slice(first.start, unit.span.end), item: text.slice(cur.pos).replace(OF, '').trim() };
  }
  // After a counted unit a measure in brackets is the size of each one: "1 jar (330 g)", "2 sticks (113 g each)".
  const sizeAfter = !size && unit?.def.family === 'count' ? readSizeInParens(cur) : null;
  const following: ReadAmount[] = unit && !sizeAfter ? readFollowingAmounts(cur) : [];
  match(cur, OF);
  const rest = text.slice(cur.pos).trim();
  // "8 oz Gruyère, shredded (about 2 cups)": an equivalent after the item scales with the amount. After
  // a count ("1 Reblochon (about 450 g)") it is the size of each one, and stays.
  if (unit && unit.def.family !== 'count' && !sizeAfter) following.push(...readTrailingEquivalent(text, cur.pos));
  const item = prefix ? `${prefix}${rest}`.trim() : rest;

  if (isArticle && !unit && !size && !COUNTABLE_NOUNS.has(firstWord(rest))) {
    return { kind: 'unscalable', text, reason: 'vague' };
  }
  if (!size && unit && unit.def.family !== 'count' && q.numbers.length === 1 && following.length === 0) {
    // "400g tin chopped tomatoes": the number is the tin's size, and one tin is meant.
    const next = { text, pos: cur.pos };
    const container = readUnit(next);
    if (container && CONTAINERS.has(container.def.id)) {
      const one: WrittenNumber = { value: 1, style: 'integer', mixedGap: '', start: first.start, end: first.start, implicit: true };
      const count: ReadAmount = { quantity: { low: 1, high: null }, unit: container.def.id, unitText: container.text, numbers: [one], unitSpan: container.span };
      return {
        kind: 'read', text, quantity: count.quantity, unit: count.unit, item: text.slice(next.pos).replace(OF, '').trim(),
        size: text.slice(first.start, unit.span.end), amounts: [count],
      };
    }
  }
  return { kind: 'read', text, quantity: q.quantity, unit: primary.unit, item, size: size ?? sizeAfter, amounts: [primary, ...following] };
}
