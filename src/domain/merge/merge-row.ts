/**
 * Field-by-field merge of a queued update with the server's row, for a push that found the row at
 * another version than the edit was based on. Table-agnostic: the caller says which fields are
 * long text, how each list merges, and which fields the server manages (see merge-rules.ts).
 *
 * For each field the update changes (ours), against the value it had when the edit began (base):
 * - changed only here → ours is written;
 * - changed only there, or both to the same value → nothing to write;
 * - changed on both sides differently → long text merges by paragraph (merge-text.ts) and lists by
 *   their rule (merge-list.ts); what still differs is a conflict for that field only;
 * - a field without a known base counts as changed on both sides.
 * Fields the update does not change are never written (except within a group of fields that only
 * make sense together, chosen as one); server-managed fields are ignored. A row deleted on the
 * server while edited here is one conflict for the whole row.
 */
import { mergeItems, mergeSet, resolveItems, type ArrayRule, type ListHunk } from './merge-list';
import type { HunkChoice } from './merge-sequence';
import { mergeText, resolveText, type TextHunk } from './merge-text';
import { jsonEqual } from './merge-value';

/** Columns the server sets itself (the outbox never sends them): never merged. */
export const SERVER_MANAGED_FIELDS: readonly string[] = ['id', 'version', 'created_at', 'updated_at', 'updated_by', 'author_name'];

/** The key of the row-level conflict (a deletion on the server against an edit here) in choices. */
export const ROW_KEY = '*';

export interface MergeRowInput<R extends object> {
  /** Each changed field's value when the edit began (more fields may be given; they are not read). */
  base: Partial<R>;
  /** The fields the queued update changes, with their new values. */
  ours: Partial<R>;
  /** The server's row now; null when it was deleted there. */
  theirs: R | null;
  /** Fields holding long text, merged by paragraph. */
  textFields?: Iterable<string>;
  /** How list fields merge: one rule for all, or a rule per field (lists not named: 'whole'). */
  arrayRule?: ArrayRule | Readonly<Record<string, ArrayRule>>;
  /** Fields never merged (default SERVER_MANAGED_FIELDS). */
  ignore?: Iterable<string>;
  /**
   * Fields that only make sense together (an image's URL, its placeholder and its alt text): when
   * the update changes any of them and the server changed any of them, they merge as one value.
   */
  groups?: readonly (readonly string[])[];
}

export type FieldConflict =
  /** A value changed on both sides differently (a scalar, or a list merged whole). */
  | { kind: 'value'; field: string; base: unknown; ours: unknown; theirs: unknown }
  /**
   * Fields of a group (MergeRowInput.groups) changed on both sides: chosen together. `field` is the
   * group's first field (the key of its choice); ours holds our edit with the base of the fields it
   * left alone.
   */
  | { kind: 'group'; field: string; fields: string[]; base: Record<string, unknown>; ours: Record<string, unknown>; theirs: Record<string, unknown> }
  /** Long text: `hunks` holds the merged text and the paragraphs in conflict. */
  | { kind: 'text'; field: string; base: string; ours: string; theirs: string; hunks: TextHunk[] }
  /** An ordered list merged by item: `hunks` holds the merged items and the items in conflict. */
  | { kind: 'items'; field: string; base: unknown[]; ours: unknown[]; theirs: unknown[]; hunks: ListHunk<unknown>[] }
  /** Deleted on the server, edited here: restore it with our edit, or let the deletion stand. */
  | { kind: 'deleted'; field: typeof ROW_KEY; base: Record<string, unknown>; ours: Record<string, unknown> };

export interface RowMerge<R extends object> {
  /** What to write on theirs (at its version): only fields whose merged value differs from theirs. */
  merged: Partial<R>;
  /** What the editor decides, one entry per field (or one for the row); empty: the merge is clean. */
  conflicts: FieldConflict[];
}

/**
 * A choice for one conflict: 'ours' or 'theirs' (any conflict), 'both' (text or items: each conflict
 * hunk keeps ours then theirs), or one choice per conflict hunk (text or items).
 */
export type FieldChoice = HunkChoice | readonly HunkChoice[];

export type RowResolution<R extends object> =
  /**
   * Write `patch` on theirs. `notKept`: for each conflicted field, the whole value of a side that lost
   * it or lost any hunk of it (theirs' is in History already as the version replaced; ours' is not).
   */
  | { kind: 'update'; patch: Partial<R>; notKept: { ours: Partial<R>; theirs: Partial<R> } }
  /** Deleted there, kept here: create the row again from `row` (base with our edit). */
  | { kind: 'restore'; row: Partial<R> }
  /** Deleted there and the deletion stands: our edit (`notKept.ours`) is not kept. */
  | { kind: 'discard'; notKept: { ours: Partial<R> } };

function ruleFor(rule: MergeRowInput<object>['arrayRule'], field: string): ArrayRule {
  if (rule === undefined) return 'whole';
  if (typeof rule === 'string') return rule;
  return Object.prototype.hasOwnProperty.call(rule, field) ? rule[field] : 'whole';
}

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** Merges the queued update `ours` (based on `base`) with the server's row `theirs`. */
export function mergeRow<R extends object>(input: MergeRowInput<R>): RowMerge<R> {
  const ignore = new Set(input.ignore ?? SERVER_MANAGED_FIELDS);
  const text = new Set(input.textFields ?? []);
  const base = input.base as Record<string, unknown>;
  const ours = input.ours as Record<string, unknown>;
  const fields = Object.keys(ours).filter((f) => !ignore.has(f) && ours[f] !== undefined);
  const changed = fields.filter((f) => !has(base, f) || !jsonEqual(ours[f], base[f]));

  if (input.theirs === null) {
    if (changed.length === 0) return { merged: {}, conflicts: [] };
    const edit = Object.fromEntries(fields.map((f) => [f, ours[f]]));
    return { merged: {}, conflicts: [{ kind: 'deleted', field: ROW_KEY, base: { ...base }, ours: edit }] };
  }
  const theirs = input.theirs as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  const conflicts: FieldConflict[] = [];
  const write = (f: string, v: unknown) => {
    if (!jsonEqual(v, theirs[f])) merged[f] = v;
  };

  const grouped = new Set<string>();
  for (const group of input.groups ?? []) {
    const fields = group.filter((f) => !ignore.has(f));
    if (!fields.some((f) => changed.includes(f))) continue;
    fields.forEach((f) => grouped.add(f));
    const mine = Object.fromEntries(fields.filter((f) => has(ours, f) || has(base, f)).map((f) => [f, has(ours, f) ? ours[f] : base[f]]));
    // A field of the group neither changed here nor with a known base tells nothing: left out.
    const theirsChanged = fields.some((f) => (has(base, f) ? !jsonEqual(theirs[f], base[f]) : has(ours, f)));
    const differs = Object.keys(mine).filter((f) => !jsonEqual(mine[f], theirs[f]));
    if (differs.length === 0) continue;
    if (!theirsChanged) {
      for (const f of differs) merged[f] = mine[f];
      continue;
    }
    const pick = (o: Record<string, unknown>) => Object.fromEntries(Object.keys(mine).map((f) => [f, o[f]]));
    conflicts.push({ kind: 'group', field: fields[0], fields: Object.keys(mine), base: pick(base), ours: mine, theirs: pick(theirs) });
  }

  for (const f of changed) {
    if (grouped.has(f)) continue;
    const o = ours[f];
    const t = theirs[f];
    if (jsonEqual(o, t)) continue;
    const baseKnown = has(base, f);
    const b = base[f];
    if (baseKnown && jsonEqual(t, b)) {
      merged[f] = o;
      continue;
    }
    if (baseKnown && text.has(f) && typeof o === 'string' && typeof t === 'string' && (typeof b === 'string' || b === null)) {
      const m = mergeText(b ?? '', o, t);
      if ('merged' in m) write(f, m.merged);
      else conflicts.push({ kind: 'text', field: f, base: b ?? '', ours: o, theirs: t, hunks: m.conflict.hunks });
      continue;
    }
    const rule = ruleFor(input.arrayRule, f);
    if (baseKnown && rule !== 'whole' && Array.isArray(o) && Array.isArray(t) && (Array.isArray(b) || b === null)) {
      const bl = (b ?? []) as unknown[];
      if (rule === 'set') {
        write(f, mergeSet(bl, o, t));
        continue;
      }
      const m = mergeItems(bl, o, t);
      if ('merged' in m) write(f, m.merged);
      else conflicts.push({ kind: 'items', field: f, base: bl, ours: o, theirs: t, hunks: m.conflict.hunks });
      continue;
    }
    conflicts.push({ kind: 'value', field: f, base: baseKnown ? b : undefined, ours: o, theirs: t });
  }
  return { merged: merged as Partial<R>, conflicts };
}

/** The value a choice gives a field, and the choices made per hunk (one for a single value). */
function resolved(c: Exclude<FieldConflict, { kind: 'deleted' }>, choice: FieldChoice | undefined): { value: unknown; per: readonly HunkChoice[] } {
  if (choice === undefined) throw new Error(`resolveRow: no choice for ${c.field}`);
  if (c.kind === 'value' || c.kind === 'group') {
    if (choice === 'ours') return { value: c.ours, per: [choice] };
    if (choice === 'theirs') return { value: c.theirs, per: [choice] };
    throw new Error(`resolveRow: ${c.field} takes 'ours' or 'theirs'`);
  }
  const count = c.hunks.filter((h) => h.kind === 'conflict').length;
  const per = typeof choice === 'string' ? Array.from({ length: count }, () => choice as HunkChoice) : choice;
  return { value: c.kind === 'text' ? resolveText(c.hunks, per) : resolveItems(c.hunks, per), per };
}

/**
 * The write that settles a merge, from the editor's choices (keyed by field, ROW_KEY for a deleted
 * row). A text or list conflict resolved per hunk keeps what merged cleanly around the hunks.
 */
export function resolveRow<R extends object>(result: RowMerge<R>, choices: Readonly<Record<string, FieldChoice>>): RowResolution<R> {
  const deleted = result.conflicts.find((c) => c.kind === 'deleted');
  if (deleted) {
    const choice = choices[ROW_KEY];
    // The row as it was with our edit; the caller inserts it again (server-managed fields are its to drop).
    if (choice === 'ours') return { kind: 'restore', row: { ...deleted.base, ...deleted.ours } as Partial<R> };
    if (choice === 'theirs') return { kind: 'discard', notKept: { ours: deleted.ours as Partial<R> } };
    throw new Error(`resolveRow: the deleted row takes 'ours' (restore) or 'theirs' (let the deletion stand)`);
  }
  const patch: Record<string, unknown> = { ...result.merged };
  const lostOurs: Record<string, unknown> = {};
  const lostTheirs: Record<string, unknown> = {};
  for (const c of result.conflicts) {
    if (c.kind === 'deleted') continue;
    const { value, per } = resolved(c, choices[c.field]);
    if (c.kind === 'group') {
      // The group's fields are written (or left) together.
      for (const f of c.fields) {
        const v = (value as Record<string, unknown>)[f];
        if (!jsonEqual(v, c.theirs[f])) patch[f] = v;
        if (per.includes('theirs')) lostOurs[f] = c.ours[f];
        if (per.includes('ours')) lostTheirs[f] = c.theirs[f];
      }
      continue;
    }
    if (!jsonEqual(value, c.theirs)) patch[c.field] = value;
    // A side is not kept where a conflict (or a hunk of it) went to the other side alone.
    if (per.includes('theirs')) lostOurs[c.field] = c.ours;
    if (per.includes('ours')) lostTheirs[c.field] = c.theirs;
  }
  return { kind: 'update', patch: patch as Partial<R>, notKept: { ours: lostOurs as Partial<R>, theirs: lostTheirs as Partial<R> } };
}
