/**
 * An open form following another device's change: each field the editor has not touched (its value
 * is still the loaded version's) takes the newer version's value; a field being edited keeps the
 * editor's text. What differs in fields edited on both sides is reported (the save then settles it).
 */

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export interface Followed<F> {
  /** The form with the untouched fields taken from the newer version. */
  form: F;
  /** The fields that took the newer version's value (shown with a note). */
  updated: (keyof F)[];
  /** Fields edited here and changed there to something else. */
  overlapping: (keyof F)[];
}

export function followNewer<F extends object>(form: F, loaded: F, newer: F): Followed<F> {
  const next = { ...form };
  const updated: (keyof F)[] = [];
  const overlapping: (keyof F)[] = [];
  for (const key of Object.keys(newer) as (keyof F)[]) {
    if (same(loaded[key], newer[key])) continue;
    if (same(form[key], loaded[key])) {
      next[key] = newer[key];
      updated.push(key);
    } else if (!same(form[key], newer[key])) overlapping.push(key);
  }
  return { form: next, updated, overlapping };
}

/** The fields that differ between two versions of a form (a version adopted while nothing was edited). */
export function changedFields<F extends object>(before: F, after: F): (keyof F)[] {
  return (Object.keys(after) as (keyof F)[]).filter((key) => !same(before[key], after[key]));
}

/** The quiet note beside a form whose fields another device changed. */
export function updatedFromElsewhere(labels: string[]): string {
  return labels.length ? `Updated from another device: ${labels.join(', ')}` : 'Updated from another device';
}
