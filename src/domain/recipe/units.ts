/**
 * The units an ingredient amount can be written in, and how each is rounded when a recipe is scaled.
 *
 * Spellings are matched without case and without dots ("Tbsp." = "tbsp"), except the one-letter
 * cookbook abbreviations: a capital "T" is a tablespoon and a small "t" a teaspoon, the convention of
 * American cookbooks that use them. Every other single letter is read without case ("c"/"C" = cup,
 * "l"/"L" = litre, "g" = gram).
 */

/** How a unit's amounts are rounded and written when scaled. */
export type UnitFamily =
  /** g, mg, ml: decimals, whole numbers from 10 up. */
  | 'metric'
  /** kg, l: decimals; below 1 they are written in g / ml. */
  | 'metric-large'
  /** cl, dl, cm, mm: decimals to the half. */
  | 'metric-small'
  /** Spoons, cups and US measures: halves, thirds, quarters, eighths. */
  | 'fraction'
  /** Things you count (cloves, cans, slices): whole, or halves below 3. */
  | 'count'
  /** A pinch or a dash seasons to taste: never scaled. */
  | 'seasoning';

export type UnitId =
  | 'mg' | 'g' | 'kg' | 'ml' | 'cl' | 'dl' | 'l'
  | 'tsp' | 'tbsp' | 'cup' | 'fl oz' | 'oz' | 'lb' | 'pint' | 'quart' | 'gallon'
  | 'cm' | 'mm' | 'inch'
  | 'clove' | 'slice' | 'sprig' | 'bunch' | 'can' | 'tin' | 'jar' | 'bottle' | 'packet' | 'package'
  | 'bag' | 'box' | 'stick' | 'stalk' | 'head' | 'leaf' | 'piece' | 'sheet' | 'block' | 'wheel'
  | 'handful' | 'knob' | 'loaf' | 'fillet' | 'rasher' | 'strip' | 'cube' | 'ball' | 'bulb' | 'ear'
  | 'pod' | 'envelope' | 'sachet' | 'carton' | 'tub' | 'pouch' | 'wedge' | 'drop' | 'splash' | 'sprinkle' | 'scoop' | 'glass' | 'shot' | 'rib' | 'stem'
  | 'pinch' | 'dash' | 'smidgen';

export interface UnitDef {
  id: UnitId;
  family: UnitFamily;
  /**
   * Singular/plural pairs of every spelling; the first pair is the one a reader is shown by default.
   * An abbreviation with a plural ("lb"/"lbs") is marked: its "s" is dropped for one, never added.
   */
  spellings: readonly (readonly [singular: string, plural: string, abbreviation?: true])[];
}

const pair = (singular: string, plural = singular): readonly [string, string] => [singular, plural];
const abbr = (singular: string, plural: string): readonly [string, string, true] => [singular, plural, true];
const word = (singular: string, plural = `${singular}s`): readonly [string, string] => [singular, plural];

const UNIT_DEFS: readonly UnitDef[] = [
  { id: 'mg', family: 'metric', spellings: [pair('mg', 'mg'), word('milligram'), word('milligramme')] },
  { id: 'g', family: 'metric', spellings: [pair('g'), pair('gr'), pair('grm'), word('gram'), word('gramme')] },
  { id: 'kg', family: 'metric-large', spellings: [abbr('kg', 'kgs'), word('kilogram'), word('kilogramme'), word('kilo')] },
  { id: 'ml', family: 'metric', spellings: [pair('ml'), word('millilitre'), word('milliliter')] },
  { id: 'cl', family: 'metric-small', spellings: [pair('cl'), word('centilitre'), word('centiliter')] },
  { id: 'dl', family: 'metric-small', spellings: [pair('dl'), word('decilitre'), word('deciliter')] },
  { id: 'l', family: 'metric-large', spellings: [pair('l'), pair('ltr'), word('litre'), word('liter')] },
  { id: 'tsp', family: 'fraction', spellings: [abbr('tsp', 'tsps'), pair('tspn'), pair('t'), word('teaspoon'), pair('teaspoonful', 'teaspoonfuls')] },
  { id: 'tbsp', family: 'fraction', spellings: [abbr('tbsp', 'tbsps'), pair('tbs'), pair('tbl'), pair('tblsp'), pair('tb'), pair('T'), word('tablespoon'), pair('tablespoonful', 'tablespoonfuls')] },
  { id: 'cup', family: 'fraction', spellings: [word('cup'), pair('c')] },
  { id: 'fl oz', family: 'fraction', spellings: [pair('fl oz'), pair('floz'), word('fluid ounce'), pair('fl ounce', 'fl ounces')] },
  { id: 'oz', family: 'fraction', spellings: [abbr('oz', 'ozs'), word('ounce')] },
  { id: 'lb', family: 'fraction', spellings: [abbr('lb', 'lbs'), word('pound')] },
  { id: 'pint', family: 'fraction', spellings: [word('pint'), abbr('pt', 'pts')] },
  { id: 'quart', family: 'fraction', spellings: [word('quart'), abbr('qt', 'qts')] },
  { id: 'gallon', family: 'fraction', spellings: [word('gallon'), pair('gal')] },
  { id: 'cm', family: 'metric-small', spellings: [pair('cm'), word('centimetre'), word('centimeter')] },
  { id: 'mm', family: 'metric-small', spellings: [pair('mm'), word('millimetre'), word('millimeter')] },
  { id: 'inch', family: 'fraction', spellings: [word('inch', 'inches')] },
  { id: 'clove', family: 'count', spellings: [word('clove')] },
  { id: 'slice', family: 'count', spellings: [word('slice')] },
  { id: 'sprig', family: 'count', spellings: [word('sprig')] },
  { id: 'bunch', family: 'count', spellings: [word('bunch', 'bunches')] },
  { id: 'can', family: 'count', spellings: [word('can')] },
  { id: 'tin', family: 'count', spellings: [word('tin')] },
  { id: 'jar', family: 'count', spellings: [word('jar')] },
  { id: 'bottle', family: 'count', spellings: [word('bottle')] },
  { id: 'packet', family: 'count', spellings: [word('packet'), word('pack')] },
  { id: 'package', family: 'count', spellings: [word('package'), abbr('pkg', 'pkgs')] },
  { id: 'bag', family: 'count', spellings: [word('bag')] },
  { id: 'box', family: 'count', spellings: [word('box', 'boxes')] },
  { id: 'stick', family: 'count', spellings: [word('stick')] },
  { id: 'stalk', family: 'count', spellings: [word('stalk')] },
  { id: 'head', family: 'count', spellings: [word('head')] },
  { id: 'leaf', family: 'count', spellings: [word('leaf', 'leaves')] },
  { id: 'piece', family: 'count', spellings: [word('piece'), abbr('pc', 'pcs')] },
  { id: 'sheet', family: 'count', spellings: [word('sheet')] },
  { id: 'block', family: 'count', spellings: [word('block')] },
  { id: 'wheel', family: 'count', spellings: [word('wheel')] },
  { id: 'handful', family: 'count', spellings: [word('handful')] },
  { id: 'knob', family: 'count', spellings: [word('knob')] },
  { id: 'loaf', family: 'count', spellings: [word('loaf', 'loaves')] },
  { id: 'fillet', family: 'count', spellings: [word('fillet')] },
  { id: 'rasher', family: 'count', spellings: [word('rasher')] },
  { id: 'strip', family: 'count', spellings: [word('strip')] },
  { id: 'cube', family: 'count', spellings: [word('cube')] },
  { id: 'ball', family: 'count', spellings: [word('ball')] },
  { id: 'bulb', family: 'count', spellings: [word('bulb')] },
  { id: 'ear', family: 'count', spellings: [word('ear')] },
  { id: 'pod', family: 'count', spellings: [word('pod')] },
  { id: 'envelope', family: 'count', spellings: [word('envelope')] },
  { id: 'sachet', family: 'count', spellings: [word('sachet')] },
  { id: 'carton', family: 'count', spellings: [word('carton')] },
  { id: 'tub', family: 'count', spellings: [word('tub')] },
  { id: 'pouch', family: 'count', spellings: [word('pouch', 'pouches')] },
  { id: 'wedge', family: 'count', spellings: [word('wedge')] },
  { id: 'drop', family: 'count', spellings: [word('drop')] },
  { id: 'splash', family: 'count', spellings: [word('splash', 'splashes')] },
  { id: 'sprinkle', family: 'count', spellings: [word('sprinkle')] },
  { id: 'scoop', family: 'count', spellings: [word('scoop')] },
  { id: 'glass', family: 'count', spellings: [word('glass', 'glasses')] },
  { id: 'shot', family: 'count', spellings: [word('shot')] },
  { id: 'rib', family: 'count', spellings: [word('rib')] },
  { id: 'stem', family: 'count', spellings: [word('stem')] },
  { id: 'pinch', family: 'seasoning', spellings: [word('pinch', 'pinches')] },
  { id: 'dash', family: 'seasoning', spellings: [word('dash', 'dashes')] },
  { id: 'smidgen', family: 'seasoning', spellings: [word('smidgen'), word('smidge')] },
];

const BY_ID = new Map<UnitId, UnitDef>(UNIT_DEFS.map((d) => [d.id, d]));

/** Spellings read with their case: the cookbook "T" (tablespoon) and "t" (teaspoon). */
const CASE_SENSITIVE = new Set(['t']);

export interface UnitSpelling {
  unit: UnitDef;
  /** Index of the singular/plural pair in `unit.spellings`. */
  pairIndex: number;
  plural: boolean;
}

/** Dots dropped, spaces collapsed, lower case (except the one-letter t/T). */
function spellingKey(text: string): string {
  const bare = text.replace(/\./g, '').replace(/\s+/g, ' ').trim();
  return CASE_SENSITIVE.has(bare.toLowerCase()) ? bare : bare.toLowerCase();
}

const BY_SPELLING = new Map<string, UnitSpelling>();
for (const unit of UNIT_DEFS) {
  unit.spellings.forEach(([singular, plural], pairIndex) => {
    // Singular first so a spelling that is both ("g", "lb") reads as singular.
    if (!BY_SPELLING.has(spellingKey(plural))) BY_SPELLING.set(spellingKey(plural), { unit, pairIndex, plural: true });
    BY_SPELLING.set(spellingKey(singular), { unit, pairIndex, plural: false });
  });
}

/** The unit a written spelling names ("Tbsp." → tablespoon, "cloves" → clove), or null. */
export function lookUpUnit(text: string): UnitSpelling | null {
  return BY_SPELLING.get(spellingKey(text)) ?? null;
}

export function unitDef(id: UnitId): UnitDef {
  const def = BY_ID.get(id);
  if (!def) throw new RangeError(`Unknown unit: ${id}`);
  return def;
}

/** The usual short name of a unit, in the number asked for where it has one: "cups", "tbsp", "g". */
export function unitLabel(id: UnitId, plural: boolean): string {
  const [singular, pluralForm, abbreviation] = unitDef(id).spellings[0];
  return plural && !abbreviation ? pluralForm : singular;
}

/**
 * Writes a unit the way the author did, in the number the new amount needs: "Cloves" → "Clove",
 * "tbsp." stays "tbsp.", "Tablespoon" → "Tablespoons". Spellings that are the same in both numbers
 * (abbreviations) come back unchanged.
 */
export function respellUnit(written: string, plural: boolean): string {
  const found = lookUpUnit(written);
  if (!found || found.plural === plural) return written;
  const [singular, pluralForm, abbreviation] = found.unit.spellings[found.pairIndex];
  if (abbreviation && plural) return written;
  const target = plural ? pluralForm : singular;
  const dot = written.endsWith('.') ? '.' : '';
  const bare = written.replace(/\.$/, '');
  if (bare === bare.toUpperCase() && bare.length > 1) return target.toUpperCase() + dot;
  if (bare[0] !== bare[0].toLowerCase()) return target[0].toUpperCase() + target.slice(1) + dot;
  return target + dot;
}

/** The spelling of `to` matching the author's spelling of `from` (long name → long name, else abbreviation). */
export function convertSpelling(written: string, to: UnitId): string {
  const found = lookUpUnit(written);
  const target = unitDef(to).spellings;
  const long = found !== null && found.unit.spellings[found.pairIndex][0].length > 3;
  if (!long) return target[0][0];
  const longPair = target.find(([s]) => s.length > 3) ?? target[0];
  const plural = found.plural;
  const text = plural ? longPair[1] : longPair[0];
  return written[0] !== written[0].toLowerCase() ? text[0].toUpperCase() + text.slice(1) : text;
}
