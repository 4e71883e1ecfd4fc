/** The texts of the account, partner and admin pages. */

// ---- Auth and guard ----
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const SIGN_UP_REQUIRED = 'Please fill in all fields';
export const SIGN_IN_REQUIRED = 'Please enter your email and password';
/** Under a field of the sign-in and sign-up forms, beside the banner's text above. */
export const ACCOUNT_NAME_REQUIRED = 'Please enter your name';
export const ACCOUNT_EMAIL_REQUIRED = 'Please enter your email address';
export const ACCOUNT_PASSWORD_REQUIRED = 'Please enter your password';
export const NEW_PASSWORD_REQUIRED = 'Please choose a password';
export const CONFIRM_PASSWORD_REQUIRED = 'Please enter your password again';
export const LOADING_PROFILE = 'Loading profile...';
export const UNABLE_TO_LOAD_PROFILE = 'Unable to load profile';
export const PROFILE_PERMISSIONS_HINT = 'This may be a database permissions issue';
export const BACK_TO_LOGIN = 'Back to Login';
export const PROFILE_NOT_FOUND = 'Profile not found';
export const PROFILE_FETCH_TIMEOUT = 'Profile fetch timeout';

// ---- Partner area ----
export const PARTNER_NO_ARTICLES = 'No articles yet. Create your first one!';
/** A partner's draft deleted (the toast offering Undo; the delete is sent once the Undo has passed). */
export const PARTNER_DRAFT_DELETED = 'Draft deleted.';
/** A submission taken back from review (the toast offering Undo, which submits it again). */
export const PARTNER_WITHDRAWN = 'Withdrawn from review: it is a draft again.';
export const PARTNER_SUBMITTED_AGAIN = 'Sent for review again.';
/** A partner who opened an admin page lands on their dashboard, told why ('/admin/users' is for admins only…). */
export const adminOnlyNotice = (path: string): string =>
  `${path} is in the back office, which is for admins only. You're signed in as a partner: here is your partner area.`;

// ---- Users ----
/** '{name} is now a partner.' / '… an admin.' / '… a user.' (after a role change). */
export const roleChanged = (name: string, role: string): string => `${name} is now ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}.`;

// ---- Deletes ----
/** 'Are you sure you want to delete "{title}"?' */
export const deleteConfirm = (title: string): string => `Are you sure you want to delete "${title}"?`;

// ---- Articles ----
export const ARTICLE_REQUIRED = 'Please fill in title, slug, and content before saving.';
export const ARTICLES_LOAD_FAILED = 'Failed to load articles';
export const ARTICLE_DELETED = 'Article deleted successfully!';
export const ARTICLE_DELETE_FAILED = 'Failed to delete article';
export const ARTICLE_LOAD_FAILED = 'Failed to load article';
export const DRAFT_SAVED = 'Draft saved!';
export const ARTICLE_PUBLISHED = 'Article published successfully!';
export const ARTICLE_UPDATED = 'Article updated!';
export const ARTICLE_UPDATED_AND_PUBLISHED = 'Article updated and published!';
/** Save Draft on a published article (it left the site): said after, as the dialog said before. */
export const ARTICLE_UNPUBLISHED = 'Article unpublished: saved as a draft and taken off the site. Publish it to put it back.';
/** Save Draft on a scheduled article. */
export const ARTICLE_UNSCHEDULED = 'Article saved as a draft: its scheduled publication is cancelled.';
/** Ctrl+S on a live article: kept on this device only (the shortcut never takes an article off the site). */
export const LIVE_KEPT_ON_DEVICE = 'Saved on this device. Update puts your changes on the site.';
export const NO_DATA_RETURNED = 'No data returned - check RLS policies!';
/** 'Failed to save article: {message}' */
export const articleSaveFailed = (message: string): string => `Failed to save article: ${message}`;
/** 'This slug is already used by "{title}"' (duplicate slug, never a raw database error). */
export const slugTaken = (title: string): string => `This slug is already used by "${title}"`;
export const IMAGE_INSERT_REQUIRED = 'Please select an image and provide alt text';
export const LINK_INSERT_REQUIRED = 'Please enter both link text and URL';

// ---- Editor autosave state ----
export const SAVED_ON_DEVICE = 'Saved on this device';
export const SAVING = 'Saving…';
export const SYNCED = 'Synced';
export const OFFLINE_WILL_SYNC = 'Offline — will sync';

// ---- Images ----
/** 'Failed to upload image: {message}' */
export const imageUploadFailed = (message: string): string => `Failed to upload image: ${message}`;
export const IMAGE_UPLOADED = 'Image uploaded successfully!';
export const IMAGE_NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)';
export const IMAGE_TOO_LARGE = 'Image must be 4 MB or smaller';

// ---- Cheeses ----
export const CHEESE_REQUIRED = 'Please fill in all required fields and upload an image.';
export const CHEESES_LOAD_FAILED = 'Failed to load cheeses';
export const CHEESE_DELETED = 'Cheese deleted successfully!';
export const CHEESE_DELETE_FAILED = 'Failed to delete cheese';
export const CHEESE_LOAD_FAILED = 'Failed to load cheese';
export const CHEESE_ADDED = 'Cheese added successfully!';
export const CHEESE_UPDATED = 'Cheese updated successfully!';
/** 'Failed to save cheese: {message}' */
export const cheeseSaveFailed = (message: string): string => `Failed to save cheese: ${message}`;

// ---- Pairings (texts patterned on the cheese ones) ----
export const PAIRING_CHEESE_REQUIRED = 'Please choose a cheese.';
export const PAIRING_TYPE_REQUIRED = 'Please enter a pairing type.';
export const PAIRING_NAME_REQUIRED = 'Please enter a pairing name.';
export const PAIRING_RATING_INVALID = 'Rating must be a whole number from 1 to 5.';
export const PAIRINGS_LOAD_FAILED = 'Failed to load pairings';
export const PAIRING_DELETED = 'Pairing deleted successfully!';
export const PAIRING_DELETE_FAILED = 'Failed to delete pairing';
export const PAIRING_LOAD_FAILED = 'Failed to load pairing';
export const PAIRING_ADDED = 'Pairing added successfully!';
export const PAIRING_UPDATED = 'Pairing updated successfully!';
/** 'Failed to save pairing: {message}' */
export const pairingSaveFailed = (message: string): string => `Failed to save pairing: ${message}`;

/** A save pressed before the saved version reached this device (it is being fetched). */
export const RECORD_STILL_LOADING = 'The saved version is still loading. Please try again in a moment.';

// ---- CSV import ----
export const CSV_NOT_CSV = 'Please upload a CSV file';
export const CSV_EMPTY = 'CSV file must contain headers and at least one row of data';
/** 'Please map all required fields: a, b' */
export const csvMapRequired = (fields: readonly string[]): string =>
  `Please map all required fields: ${fields.join(', ')}`;
/** A row failure line: 'Row {n}: {message}'. */
export const csvRowError = (rowNumber: number, message: string): string => `Row ${rowNumber}: ${message}`;

/** An account form's request failed while the device has no connection (the server's words would be a bare network error). */
export const DEVICE_OFFLINE = "You're offline: this device has no internet connection. Please try again when you're back online.";

// ---- History, trash, activity ----
export const HISTORY_HEADING = 'History';
export const HISTORY_NEEDS_NETWORK = 'History needs the network: connect to the internet to see and restore earlier versions.';
export const HISTORY_EMPTY = 'No earlier versions yet.';
export const HISTORY_LOAD_FAILED = 'Failed to load history';
export const HISTORY_RESTORE = 'Restore This Version';
/** 'Restored version {n}: saved as version {m}.' */
export const historyRestored = (from: number, to: number): string => `Restored version ${from}: saved as version ${to}.`;
export const HISTORY_RESTORE_CONFLICT = 'This item changed since you opened it: nothing was restored. Reload it, then restore again.';
/** Said in every conflict panel: where the version that is not kept goes. */
export const CONFLICT_LOSER_KEPT = 'Whichever version you do not keep is saved in History, where you can restore it.';
export const CONFLICT_LOSER_NOT_KEPT = 'Your version could not be saved to History, so it was not replaced: connect to the internet and try again.';
/** The server refused to keep the losing version: its reason, and nothing was replaced. */
export const conflictLoserRefused = (reason: string): string => `Your version could not be saved to History, so it was not replaced: ${reason}`;
export const TRASH_HEADING = 'Trash';
export const TRASH_EMPTY = 'The trash is empty.';
export const TRASH_LOAD_FAILED = 'Failed to load the trash';
/** 'Deleted items can be restored for 30 days, then they are removed for good.' */
export const trashExplainer = (days: number): string => `Deleted items can be restored for ${days} days, then they are removed for good.`;
/** 'Draft deleted: it stays in the Trash for 30 days.' */
export const announcementDeleted = (days: number): string => `Draft deleted: it stays in the Trash for ${days} days.`;
export const ANNOUNCEMENT_DELETE_FAILED = 'Failed to delete the draft.';
/** Undo of a delete (the toast's button) while the device is offline: the trash is on the server. */
export const UNDO_NEEDS_NETWORK = 'Undo needs the network: connect to the internet, then restore it from the Trash.';
/** '"{label}" is back.' */
export const trashRestored = (label: string): string => `"${label}" is back.`;
/** What a delete's Undo says: '"{label}" is back.', or (offline, nothing restored) it fails with UNDO_NEEDS_NETWORK. */
export function afterUndo(restored: boolean, label: string): string {
  if (!restored) throw new Error(UNDO_NEEDS_NETWORK);
  return trashRestored(label);
}
export const ACTIVITY_HEADING = 'Activity';
export const ACTIVITY_EMPTY = 'No activity matches.';
export const ACTIVITY_LOAD_FAILED = 'Failed to load activity';
