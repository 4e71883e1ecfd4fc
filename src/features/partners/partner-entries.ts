/** Pure selection of the signed-in partner's entries from the local copy (no React, no I/O). */
import { partnerState, type Entry, type PartnerState } from '@/domain';

type Row = Entry & { _sync?: string };

/**
 * The partner's own rows: authored by them, or created on this device and not synced yet (the
 * server sets the author on insert).
 */
export function ownEntries<T extends Row>(rows: readonly T[], userId: string | null | undefined): T[] {
  if (!userId) return [];
  return rows.filter((r) => r.author_id === userId || (r.author_id === null && r._sync !== undefined && r._sync !== 'synced'));
}

/** Published entries (not revisions), newest first. */
export function publishedEntries<T extends Row>(own: readonly T[]): T[] {
  return own.filter((r) => !r.revision_of && partnerState(r) === 'published').sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''));
}

/** Drafts, submissions and revisions, most recently changed first. */
export function workInProgress<T extends Row>(own: readonly T[]): T[] {
  return own.filter((r) => r.revision_of || partnerState(r) !== 'published').sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** The pending revision of a published entry, if any. */
export function revisionOf<T extends Row>(own: readonly T[], publishedId: string): T | undefined {
  return own.find((r) => r.revision_of === publishedId);
}

export function countByState(own: readonly Row[]): Record<PartnerState, number> {
  const out: Record<PartnerState, number> = { draft: 0, in_review: 0, changes_requested: 0, published: 0 };
  for (const r of own) if (!(r.revision_of && partnerState(r) === 'draft')) out[partnerState(r)]++;
  return out;
}

/**
 * The dashboard's figures: published entries, submissions in review (not drafts), and drafts
 * (including those sent back with changes requested and unsent revisions).
 */
export function dashboardCounts(own: readonly Row[]): { published: number; inReview: number; drafts: number } {
  let published = 0;
  let inReview = 0;
  let drafts = 0;
  for (const r of own) {
    const state = partnerState(r);
    if (state === 'in_review') inReview++;
    else if (state === 'published') published += r.revision_of ? 0 : 1;
    else drafts++;
  }
  return { published, inReview, drafts };
}
