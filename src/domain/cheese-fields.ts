/**
 * The cheese's fields and their rules, declared once: the form's field messages and its save check,
 * the rule every row obeys before it leaves the device (the outbox), and the CSV import all read
 * this table. The database holds the same rules as CHECK constraints (a backend test holds the two
 * together: required ⇔ non-blank check, choices ⇔ the IN lists).
 */
import { CHEESE_TYPES, MILK_TYPES } from './constants';
import type { CheeseType, MilkType } from './types';

const canon = (s: string): string => s.trim().toLowerCase().replace(/[\s_-]+/g, '-');
const matcher = <T extends string>(choices: readonly T[]) => (value: string | null | undefined): T | null =>
  value ? (choices.find((c) => canon(c) === canon(value)) ?? null) : null;

/** Canonical cheese type for any casing/spacing ('semi soft' → 'Semi-soft'), or null if not in the list. */
export const matchCheeseType = matcher<CheeseType>(CHEESE_TYPES);
/** Canonical milk for any casing ('COW' → 'Cow'), or null if not in the list. */
export const matchMilk = matcher<MilkType>(MILK_TYPES);

export type CheeseFieldKey = 'name' | 'type' | 'milk' | 'origin_country' | 'origin_region' | 'ageing_period' | 'description' | 'image_url';

export interface CheeseFieldRule {
  key: CheeseFieldKey;
  required: boolean;
  /** The form's message when a required field is blank. */
  missing?: string;
  /** A field with a closed list of values: the list, the matcher (any casing), the form's message when unlisted. */
  choices?: { values: readonly string[]; match: (value: string) => string | null; unlisted: string };
}

/** Every field of the form, in the order it shows them. */
export const CHEESE_FIELDS: readonly CheeseFieldRule[] = [
  { key: 'name', required: true, missing: 'Enter the cheese’s name.' },
  { key: 'type', required: true, missing: 'Choose a type.', choices: { values: CHEESE_TYPES, match: matchCheeseType, unlisted: 'Choose one of the listed types.' } },
  { key: 'milk', required: true, missing: 'Choose a milk.', choices: { values: MILK_TYPES, match: matchMilk, unlisted: 'Choose one of the listed milks.' } },
  { key: 'origin_country', required: true, missing: 'Enter the country of origin.' },
  { key: 'origin_region', required: false },
  { key: 'ageing_period', required: false },
  { key: 'description', required: true, missing: 'Write a short description.' },
  { key: 'image_url', required: true, missing: 'Upload an image of the cheese.' },
];

/** The fields a stored cheese must have (non-blank). */
export const CHEESE_REQUIRED_FIELDS: readonly CheeseFieldKey[] = CHEESE_FIELDS.filter((f) => f.required).map((f) => f.key);

/** Whether a value counts as given: a string with more than white space. */
export const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export type CheeseFieldProblem = { key: CheeseFieldKey; kind: 'missing'; message: string } | { key: CheeseFieldKey; kind: 'unlisted'; message: string; value: string; values: readonly string[] };

/** What is wrong with each field of a cheese (form state, CSV row or stored row), in form order. */
export function cheeseFieldProblems(fields: Partial<Record<CheeseFieldKey, unknown>>): CheeseFieldProblem[] {
  const problems: CheeseFieldProblem[] = [];
  for (const rule of CHEESE_FIELDS) {
    const value = fields[rule.key];
    if (!isFilled(value)) {
      if (rule.required) problems.push({ key: rule.key, kind: 'missing', message: rule.missing ?? `${rule.key} is required` });
    } else if (rule.choices && !rule.choices.match(value)) {
      problems.push({ key: rule.key, kind: 'unlisted', message: rule.choices.unlisted, value: value.trim(), values: rule.choices.values });
    }
  }
  return problems;
}
