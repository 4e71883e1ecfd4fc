/** Pure summary of each partner account for /admin/partners (no React, no I/O). */
import { awaitsReview, partnerState } from '@/domain/review';
import type { Entry, Profile } from '@/domain/types';

export interface PartnerSummary {
  profile: Profile;
  /** The partner's entries (revisions of a published entry not counted twice). */
  entries: number;
  published: number;
  /** Submissions waiting for an admin's review. */
  waiting: number;
  /** Total views of the partner's entries. */
  views: number;
  /** Their submission waiting longest, to open first. */
  oldestWaitingId: string | null;
}

type EntryRow = Pick<Entry, 'id' | 'author_id' | 'published_at' | 'revision_of' | 'review_status' | 'submitted_at' | 'updated_at'>;

/** One summary per partner (role 'partner'), most submissions waiting first, then by name. */
export function partnerSummaries(profiles: readonly Profile[], entries: readonly EntryRow[], views: Readonly<Record<string, number>>): PartnerSummary[] {
  const byAuthor = new Map<string, EntryRow[]>();
  for (const e of entries) {
    if (!e.author_id) continue;
    const list = byAuthor.get(e.author_id) ?? [];
    list.push(e);
    byAuthor.set(e.author_id, list);
  }
  return profiles
    .filter((p) => p.role === 'partner')
    .map((profile) => {
      const own = byAuthor.get(profile.id) ?? [];
      const waiting = own.filter(awaitsReview).sort((a, b) => (a.submitted_at ?? a.updated_at).localeCompare(b.submitted_at ?? b.updated_at));
      return {
        profile,
        entries: own.filter((e) => !e.revision_of).length,
        published: own.filter((e) => !e.revision_of && partnerState(e) === 'published').length,
        waiting: waiting.length,
        views: own.reduce((sum, e) => sum + (views[e.id] ?? 0), 0),
        oldestWaitingId: waiting[0]?.id ?? null,
      };
    })
    .sort((a, b) => b.waiting - a.waiting || (a.profile.name || a.profile.email).localeCompare(b.profile.name || b.profile.email));
}

/** Accounts that could be made partners (ordinary users), matching `query` by name or email. */
export function promotableUsers(profiles: readonly Profile[], query: string): Profile[] {
  const q = query.trim().toLowerCase();
  return profiles.filter((p) => p.role === 'user' && (!q || p.email.toLowerCase().includes(q) || (p.name ?? '').toLowerCase().includes(q)));
}
