/** Does a server row hold what this editor last wrote? (Tells our own pushes from someone else's.) */
import { LOCAL_IMAGE_PREFIX } from '@/data/images';
import type { Entry, EntrySavePayload } from '@/domain';

type Snapshot = Partial<EntrySavePayload>;

const COMPARED = ['title', 'slug', 'description', 'content', 'focus_keyword', 'image_url', 'content_type', 'published_at'] as const;

/**
 * True when `row` matches `written` on the compared fields. Fields still holding a device-only image
 * reference are skipped (the push swapped them for the public URL); times compare as instants.
 */
export function rowMatches(row: Entry, written: Snapshot): boolean {
  for (const key of COMPARED) {
    if (!(key in written)) continue;
    const mine = written[key];
    const theirs = row[key];
    if (typeof mine === 'string' && mine.includes(LOCAL_IMAGE_PREFIX)) continue;
    if (key === 'published_at') {
      const a = mine ? Date.parse(String(mine)) : null;
      const b = theirs ? Date.parse(String(theirs)) : null;
      if (a !== b) return false;
      continue;
    }
    if ((mine ?? null) !== (theirs ?? null)) return false;
  }
  return true;
}

/** The snapshot of a loaded row (what the editor started from). */
export function snapshotOf(row: Entry): Snapshot {
  const out: Snapshot = {};
  for (const key of COMPARED) (out as Record<string, unknown>)[key] = row[key];
  return out;
}
