/**
 * Partner review rules shared by the partner area and the admin review queue: the state of an entry
 * as its author sees it, the texts, and the comparison of a submission with the published version.
 * The database enforces the transitions (see the partner_review migration); these only describe them.
 */
import type { Entry, ReviewStatus } from './types';

export type PartnerState = 'draft' | 'in_review' | 'changes_requested' | 'published';

export const PARTNER_STATE_LABELS: Readonly<Record<PartnerState, string>> = {
  draft: 'Draft',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  published: 'Published',
};

export const SUBMIT_FOR_REVIEW = 'Submit for Review';
export const SUBMITTED_FOR_REVIEW = 'Submitted for review!';
export const REVIEW_PUBLISHED = 'Published! The author has been notified.';
export const REVIEW_CHANGES_REQUESTED = 'Changes requested. The author has been notified.';
export const REVIEW_NOTE_REQUIRED = 'Please write a note for the author';
export const PARTNER_PROFILE_SAVED = 'Profile saved!';

/**
 * SQLSTATE of a review decision refused because the submission's version moved since the review
 * screen showed it (raised by publish_submission / request_changes; a backend test holds the two together).
 */
export const SUBMISSION_CHANGED_CODE = 'RV409';

/** What the reviewer is told when a decision was refused because the partner changed the submission. */
export function submissionChangedMessage(decision: 'publish' | 'changes'): string {
  const outcome = decision === 'publish' ? 'Nothing was published' : 'Your note was not sent';
  return `This submission changed since you opened it. ${outcome}: review the new version below, then decide again.`;
}

/** /admin/articles/review/{id} for an entry this device does not have (deleted, or never there). */
export const SUBMISSION_NOT_FOUND_TITLE = 'Submission Not Found';
export const SUBMISSION_NOT_FOUND_TEXT = "Sorry, we couldn't find this submission: it may have been deleted or withdrawn.";

/** Shown while the screen still shows a version older than the one on the device. */
export const SUBMISSION_CHANGED_NOTICE = 'This submission changed since you opened it.';

/** The state of an entry in its author's eyes (a revision is described by its own review state). */
export function partnerState(entry: Pick<Entry, 'published_at'> & { review_status?: ReviewStatus | null }): PartnerState {
  if (entry.review_status === 'in_review') return 'in_review';
  if (entry.review_status === 'changes_requested') return 'changes_requested';
  return entry.published_at ? 'published' : 'draft';
}

/** True when an admin should review it now. */
export function awaitsReview(entry: { review_status?: ReviewStatus | null }): boolean {
  return entry.review_status === 'in_review';
}

/** Fields a reviewer compares, with their labels, in display order. */
export const REVIEW_FIELDS = [
  ['title', 'Title'],
  ['slug', 'Slug'],
  ['description', 'Excerpt'],
  ['content_type', 'Type'],
  ['focus_keyword', 'Focus keyword'],
  ['image_url', 'Featured image'],
  ['image_alt', 'Image alt text'],
  ['cheese_types', 'Cheese types'],
  ['serving_size', 'Serving size'],
  ['preparation_time', 'Preparation time'],
  ['cook_time', 'Cook time'],
  ['recipe_category', 'Recipe category'],
  ['difficulty_level', 'Difficulty'],
  ['ingredients', 'Ingredients'],
  ['instructions', 'Instructions'],
] as const satisfies ReadonlyArray<readonly [keyof Entry, string]>;

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return value
      .map((v) => (typeof v === 'object' && v !== null ? Object.values(v as Record<string, unknown>).filter((x) => x != null && x !== '').join(' ') : String(v)))
      .join('\n');
  }
  return String(value);
}

/** The non-content fields that differ between the published version and the submission. */
export function changedFields(published: Partial<Entry>, submission: Partial<Entry>): FieldChange[] {
  const out: FieldChange[] = [];
  for (const [field, label] of REVIEW_FIELDS) {
    const before = show(published[field]);
    const after = show(submission[field]);
    if (before !== after) out.push({ field, label, before, after });
  }
  return out;
}

