/**
 * How each synced table's fields merge when a push meets a newer row (the arguments mergeRow takes
 * besides the rows): which fields are long text merged by paragraph, how each list merges, and
 * which fields merge as one. Every other field is one value. See docs/decisions/0017-field-merge.md.
 */
import type { ArrayRule } from './merge-list';
import { mergeRow, SERVER_MANAGED_FIELDS, type RowMerge } from './merge-row';

export type MergeTable = 'cheezopedia_entries' | 'cheeses' | 'pairings' | 'newsletter_announcements';

export interface MergeRules {
  textFields: readonly string[];
  arrayRule: Readonly<Record<string, ArrayRule>>;
  ignore: readonly string[];
  groups: readonly (readonly string[])[];
}

export const MERGE_RULES: Readonly<Record<MergeTable, MergeRules>> = {
  cheezopedia_entries: {
    textFields: ['content', 'description'],
    // Recipe lists by item; cheese types are tags (unique, order carries nothing).
    arrayRule: { ingredients: 'items', instructions: 'items', cheese_types: 'set' },
    ignore: SERVER_MANAGED_FIELDS,
    // The placeholder is the ThumbHash of the image, the alt text describes it.
    groups: [['image_url', 'image_placeholder', 'image_alt']],
  },
  cheeses: { textFields: ['description'], arrayRule: {}, ignore: SERVER_MANAGED_FIELDS, groups: [['image_url', 'image_placeholder']] },
  pairings: { textFields: ['description'], arrayRule: {}, ignore: SERVER_MANAGED_FIELDS, groups: [] },
  newsletter_announcements: { textFields: ['body_md'], arrayRule: {}, ignore: SERVER_MANAGED_FIELDS, groups: [] },
};

/**
 * The merge of a queued update (`ours`, the fields it changes; `base`, their values when the edit
 * began) with the server's row of `table` now (null: deleted there), by the table's rules.
 */
export function mergeQueued<R extends object>(table: MergeTable, base: Readonly<Record<string, unknown>>, ours: Readonly<Record<string, unknown>>, theirs: R | null): RowMerge<R> {
  return mergeRow<R>({ ...MERGE_RULES[table], base: base as Partial<R>, ours: ours as Partial<R>, theirs });
}
