/**
 * Sync scopes: what a device keeps depends on who uses it. Pure rules; the engine
 * (src/data/engine/pull.ts, src/data/engine/scopes.ts) applies them.
 */
import {
  SAVE_DATA_CARD_LIMIT,
  VISITOR_CARD_LIMIT,
  VISITOR_CHEESE_LIMIT,
  VISITOR_FULL_TEXT_NEWEST,
  VISITOR_OPENED_LIMIT,
} from './constants';
import type { Role } from './types';

/**
 * 'staff': the whole catalogue a user may read (admins; partners, whose screens list their own
 * entries). 'visitor': a bounded window (cards, some full text, the landing's cheeses).
 * 'everything': a visitor who chose "Save all for offline" (every public row, in pages).
 */
export type SyncAudience = 'visitor' | 'staff' | 'everything';

/** The audience of a device: from the signed-in user's role and the visitor's opt-in. */
export function audienceOf(role: Role | null, saveAll: boolean): SyncAudience {
  if (role === 'admin' || role === 'partner') return 'staff';
  return saveAll ? 'everything' : 'visitor';
}

/** How much a visitor's device keeps. */
export interface VisitorBudget {
  /** Newest feed entry cards. */
  cards: number;
  /** Of those, the newest with full text. */
  fullTextNewest: number;
  /** Entries opened most recently, kept with full text. */
  opened: number;
  /** Cheeses the landing page showed most recently. */
  cheeses: number;
}

/** The visitor's budget; a Save-Data or metered connection fetches less (no unopened full text). */
export function visitorBudget(saveData: boolean): VisitorBudget {
  return saveData
    ? { cards: SAVE_DATA_CARD_LIMIT, fullTextNewest: 0, opened: VISITOR_OPENED_LIMIT, cheeses: VISITOR_CHEESE_LIMIT }
    : { cards: VISITOR_CARD_LIMIT, fullTextNewest: VISITOR_FULL_TEXT_NEWEST, opened: VISITOR_OPENED_LIMIT, cheeses: VISITOR_CHEESE_LIMIT };
}

/** A most-recent-first list of ids with `id` moved to the front, at most `limit` long. */
export function rememberRecent(list: readonly string[], ids: readonly string[], limit: number): string[] {
  const fresh = [...new Set(ids)];
  const seen = new Set(fresh);
  return [...fresh, ...list.filter((x) => !seen.has(x))].slice(0, Math.max(0, limit));
}

/** The entries whose full text a visitor keeps: the newest `fullTextNewest` of the window plus the opened ones. */
export function fullTextIds(newestFirst: readonly string[], opened: readonly string[], budget: VisitorBudget): Set<string> {
  return new Set([...newestFirst.slice(0, budget.fullTextNewest), ...opened.slice(0, budget.opened)]);
}

/** One local entry as eviction sees it. */
export interface LocalEntryFacts {
  id: string;
  /** Public now (published, not archived, publication time passed). */
  isPublic: boolean;
  /** Holds its full text (not only the card's fields). */
  hasText: boolean;
}

/** What leaves a visitor's device: rows deleted, and rows cut back to their card (full text dropped). */
export interface EntryEviction {
  remove: string[];
  toCard: string[];
}

/**
 * Entry eviction for a visitor: drafts and other non-public rows go; cards outside the window that
 * are not kept for their text go; full text outside the kept set is cut back to the card. Rows with
 * unpushed local changes (`pending`) are never touched.
 */
export function planEntryEviction(
  rows: readonly LocalEntryFacts[],
  windowIds: ReadonlySet<string>,
  textIds: ReadonlySet<string>,
  pending: ReadonlySet<string>,
): EntryEviction {
  const remove: string[] = [];
  const toCard: string[] = [];
  for (const row of rows) {
    if (pending.has(row.id)) continue;
    if (!row.isPublic || (!windowIds.has(row.id) && !textIds.has(row.id))) remove.push(row.id);
    else if (row.hasText && !textIds.has(row.id)) toCard.push(row.id);
  }
  return { remove, toCard };
}

/** Ids of rows to delete: every row not kept and without unpushed local changes. */
export function planRemoval(ids: readonly string[], keep: ReadonlySet<string>, pending: ReadonlySet<string>): string[] {
  return ids.filter((id) => !keep.has(id) && !pending.has(id));
}
