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
 * The Drafts page's two lists: submissions waiting for an admin (in review), and everything else
 * not published — drafts, entries sent back with changes requested, unsent revisions. The
 * dashboard's counts are these lists' lengths, so a card and its list never disagree.
 */
export function draftGroups<T extends Row>(own: readonly T[]): { inReview: T[]; drafts: T[] } {
  const wip = workInProgress(own);
  return { inReview: wip.filter((r) => partnerState(r) === 'in_review'), drafts: wip.filter((r) => partnerState(r) !== 'in_review') };
}

/** The dashboard's figures: published entries, then the Drafts page's two lists (in review, drafts). */
export function dashboardCounts(own: readonly Row[]): { published: number; inReview: number; drafts: number } {
  const groups = draftGroups(own);
  return { published: publishedEntries(own).length, inReview: groups.inReview.length, drafts: groups.drafts.length };
}

export interface EntryViews {
  id: string;
  title: string;
  slug: string;
  views: number;
  /** Share of the largest count (0–1): the bar's length. */
  share: number;
}

/** Views per published entry (the partner's analytics), most viewed first, and the total. */
export function viewsByEntry(published: readonly Row[], totals: Readonly<Record<string, number>>): { rows: EntryViews[]; total: number } {
  const counted = published.map((e) => ({ id: e.id, title: e.title, slug: e.slug, views: totals[e.id] ?? 0 }));
  const most = Math.max(0, ...counted.map((r) => r.views));
  const rows = counted
    .map((r) => ({ ...r, share: most === 0 ? 0 : r.views / most }))
    .sort((a, b) => b.views - a.views || a.title.localeCompare(b.title));
  return { rows, total: counted.reduce((n, r) => n + r.views, 0) };
}
