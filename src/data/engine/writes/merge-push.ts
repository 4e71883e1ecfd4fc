/**
 * The push's merge: a queued update that meets the row at another version is merged with it field
 * by field (mergeRow, the table's MERGE_RULES) instead of stopping the whole row as a conflict. A
 * clean merge is written on the server's version (compare-and-set); when the row moved again in
 * between, it is read and merged again, at most MERGE_ATTEMPTS times. Only fields (for long text:
 * paragraphs) changed on both sides differently stop as a conflict. See
 * docs/decisions/0017-field-merge.md. Side effects: requests to the server.
 */
import type { RowMerge } from '@/domain/merge/merge-row';
import { mergeQueued } from '@/domain/merge/merge-rules';
import type { OutboxItem, SyncRow } from '../types';

/** How many times a merged write is tried on a row that keeps moving before the push backs off. */
export const MERGE_ATTEMPTS = 4;

/** Said while a merged write is retried later because the row kept moving on the server. */
export const MERGE_KEPT_MOVING = 'The server copy kept changing while this edit was merged into it: it is tried again shortly.';

/**
 * The merge of a queued update with the server's row (null: deleted there), or null when the item
 * cannot be merged by field (not an update, or queued before bases were kept: a whole-row conflict).
 */
export function conflictMerge(item: Pick<OutboxItem, 'table' | 'op' | 'patch' | 'bases' | 'theirs'>, theirs: SyncRow | null | undefined = item.theirs): RowMerge<SyncRow> | null {
  if (item.op !== 'update' || !item.bases || theirs === undefined) return null;
  return mergeQueued<SyncRow>(item.table, item.bases, item.patch, theirs);
}

/** What the outbox item keeps after a push wrote `row` (it was edited while in flight). */
export function rebaseAfterPush(
  sent: Pick<OutboxItem, 'patch' | 'bases'>,
  cur: Pick<OutboxItem, 'patch' | 'bases' | 'op'>,
  row: SyncRow,
  same: (a: unknown, b: unknown) => boolean,
  sentOp: OutboxItem['op'],
): { patch: Record<string, unknown>; bases: Record<string, unknown> } {
  const r = row as unknown as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  const bases: Record<string, unknown> = {};
  for (const [f, v] of Object.entries(cur.patch)) {
    if (sentOp === 'insert') {
      // The row was created from the item: what is left is what differs from it, based on it.
      if (!same(r[f], v)) {
        patch[f] = v;
        bases[f] = r[f] ?? null;
      }
      continue;
    }
    const wasSent = Object.prototype.hasOwnProperty.call(sent.patch, f);
    // Sent and not edited since: settled by this push (written, or the other side's value kept by the merge).
    if (wasSent && same(sent.patch[f], v)) continue;
    patch[f] = v;
    if (!wasSent) bases[f] = cur.bases?.[f] ?? r[f] ?? null;
    // Edited in flight: it builds on what this push wrote, or, where the merge kept theirs, on its old base.
    else bases[f] = same(r[f], sent.patch[f]) ? r[f] : (sent.bases?.[f] ?? r[f] ?? null);
  }
  return { patch, bases };
}
