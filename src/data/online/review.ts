/**
 * Partner review through the data layer.
 * - Partner side (local-first, through the outbox like every entry edit): submit for review, withdraw,
 *   start a revision of a published entry (a new unpublished row pointing at it).
 * - Reviewer side (server calls; they make no sense offline): publish a submission, request changes
 *   with a note — Postgres RPCs that check the role and that the submission is still at the version
 *   the reviewer was shown — then ask the review-notify function to mail the
 *   author, and pull so this device sees the result at once.
 * - Bylines: the partner's public profile, read by everyone, written by the partner.
 */
import type { Entry, PartnerProfile } from '@/domain/types';
import { getSupabase } from '@/data/server';
import { getDataLayer } from '@/data/react';
import { PARTNER_PROFILE_COLUMNS } from '@/data/profiles';


/** Content fields copied into a revision (everything a partner may edit). */
const REVISION_FIELDS = [
  'slug', 'title', 'description', 'content', 'focus_keyword', 'image_url', 'image_alt', 'image_placeholder', 'content_type', 'visible_in_feed',
  'reading_time_minutes', 'cheese_types', 'serving_size', 'preparation_time', 'cook_time', 'recipe_category', 'difficulty_level', 'ingredients', 'instructions',
] as const satisfies ReadonlyArray<keyof Entry>;

/** Queues "submit for review" for an entry of the signed-in partner. */
export async function submitForReview(id: string): Promise<void> {
  await getDataLayer().save('cheezopedia_entries', { id, review_status: 'in_review' });
}

/** Queues "withdraw from review" (back to an editable draft). */
export async function withdrawFromReview(id: string): Promise<void> {
  await getDataLayer().save('cheezopedia_entries', { id, review_status: null });
}

/** Creates the pending revision of a published entry (same content to start from); returns it. */
export async function startRevision(published: Entry): Promise<Entry> {
  const copy: Partial<Entry> = { revision_of: published.id, published_at: null, review_status: null, author_id: published.author_id };
  for (const f of REVISION_FIELDS) (copy as Record<string, unknown>)[f] = published[f];
  return getDataLayer().save('cheezopedia_entries', copy);
}

/** A decision the database refused: its message, and its SQLSTATE (e.g. SUBMISSION_CHANGED_CODE). */
export class ReviewDecisionError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
    this.name = 'ReviewDecisionError';
  }
}

interface ReviewResult {
  entry_id: string;
  event_id: string;
}

/** Mails the author about a decision (failure is reported, the decision itself stands). */
export async function notifyReview(eventId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const token = (await supabase.auth.getSession()).data.session?.access_token;
  if (!token) return false;
  const res = await fetch('/.netlify/functions/review-notify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ eventId }),
  }).catch(() => null);
  return Boolean(res?.ok);
}

async function decide(fn: 'publish_submission' | 'request_changes', args: Record<string, unknown>): Promise<{ entryId: string; mailed: boolean }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(fn, args);
  if (error) {
    // Bring this device up to date, so the screen can show what the submission is now.
    await getDataLayer().syncNow().catch(() => undefined);
    throw new ReviewDecisionError(error.message, error.code ?? '');
  }
  const r = data as ReviewResult;
  const mailed = await notifyReview(r.event_id);
  await getDataLayer().syncNow().catch(() => undefined);
  return { entryId: r.entry_id, mailed };
}

/**
 * Publishes a submission (a revision is applied onto its published entry) if it is still at `version`,
 * the version the reviewer was shown. Returns the published id.
 */
export function publishSubmission(id: string, version: number): Promise<{ entryId: string; mailed: boolean }> {
  return decide('publish_submission', { p_entry_id: id, p_version: version });
}

/** Sends a submission back to its author with a note, if it is still at `version` (the one reviewed). */
export function requestChanges(id: string, version: number, note: string): Promise<{ entryId: string; mailed: boolean }> {
  return decide('request_changes', { p_entry_id: id, p_version: version, p_note: note });
}

/** Creates or updates the signed-in partner's byline. */
export async function savePartnerProfile(profile: PartnerProfile): Promise<PartnerProfile> {
  const supabase = await getSupabase();
  const { updated_at: _u, ...row } = profile;
  const { data, error } = await supabase.from('partner_profiles').upsert(row, { onConflict: 'id' }).select(PARTNER_PROFILE_COLUMNS).single();
  if (error) throw new Error(error.message);
  return data as PartnerProfile;
}
