/**
 * Every user-facing text of the spec (sections 2, 4, 5, 8) and of the issues, verbatim and named.
 * Import these instead of retyping strings.
 */

// ---- Loading and generic states (section 2) ----
export const LOADING = 'Loading...';
export const LOADING_CHEESES = 'Loading delicious cheeses...';
export const COMING_SOON = 'Coming soon...';
export const NO_RECENT_ACTIVITY = 'No recent activity';
export const UNEXPECTED_APPLICATION_ERROR = 'Unexpected Application Error!';

// ---- Landing page (section 2) ----
export const CHEESE_MODAL_PROMPT = 'Want to see pairings and add to your Cheesebox?';
export const UPDATE_FEATURES = [
  'Expanded Cheese Library',
  'Advanced Pairing Engine',
  'Smart Tracking',
  'Community Features',
] as const;

// ---- Discover and entry page (section 2, 8) ----
export const DISCOVER_EMPTY = 'No entries found for this filter.';
export const ERROR_HEADING = 'Error';
/** 'Error loading content: {message}' (discover and feeds). */
export const errorLoadingContent = (message: string): string => `Error loading content: ${message}`;
/** 'N min read' for a card or entry page. */
export const minRead = (minutes: number): string => `${minutes} min read`;
export const ENTRY_NOT_FOUND_TITLE = 'Entry Not Found';
export const ENTRY_NOT_FOUND_TEXT = "Sorry, we couldn't find the content you're looking for.";
/** /{slug} offline (or the server unreachable) when the entry's full text is not on the device (issue 16; the spec has no wording). */
export const ENTRY_NOT_ON_DEVICE_TITLE = 'Not Available Offline';
export const ENTRY_NOT_ON_DEVICE_TEXT =
  "This entry isn't saved on this device and the server can't be reached right now. Connect to the internet to read it; entries you open stay available offline.";
export const BACK_TO_HOME = 'Back to Home';
export const MORE_LIKE_THIS = 'More Like This';

// ---- Newsletter (sections 4, 8) ----
export const NEWSLETTER_SUBSCRIBING = 'Subscribing...';
export const NEWSLETTER_SUCCESS = 'Thanks! Check your email for confirmation.';
export const NEWSLETTER_DUPLICATE = 'This email is already subscribed!';
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again later.';

// ---- Contact (sections 4, 8) ----
export const CONTACT_SENDING = 'Sending...';
export const CONTACT_SUCCESS = 'Message sent! Check your email for confirmation.';
export const CONTACT_FAILED = 'Failed to send message. Please try again.';

// ---- Auth and guard (sections 4, 5, 8) ----
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const SIGN_UP_REQUIRED = 'Please fill in all fields';
export const SIGN_IN_REQUIRED = 'Please enter your email and password';
export const LOADING_PROFILE = 'Loading profile...';
export const UNABLE_TO_LOAD_PROFILE = 'Unable to load profile';
export const PROFILE_PERMISSIONS_HINT = 'This may be a database permissions issue';
export const BACK_TO_LOGIN = 'Back to Login';
export const PROFILE_NOT_FOUND = 'Profile not found';
export const PROFILE_FETCH_TIMEOUT = 'Profile fetch timeout';

// ---- Partner area (section 2) ----
export const PARTNER_NO_ARTICLES = 'No articles yet. Create your first one!';

// ---- Deletes (section 5) ----
/** 'Are you sure you want to delete "{title}"?' */
export const deleteConfirm = (title: string): string => `Are you sure you want to delete "${title}"?`;

// ---- Articles (sections 5, 8 and issue 6) ----
export const ARTICLE_REQUIRED = 'Please fill in title, slug, and content before saving.';
export const ARTICLES_LOAD_FAILED = 'Failed to load articles';
export const ARTICLE_DELETED = 'Article deleted successfully!';
export const ARTICLE_DELETE_FAILED = 'Failed to delete article';
export const ARTICLE_LOAD_FAILED = 'Failed to load article';
export const DRAFT_SAVED = 'Draft saved!';
export const ARTICLE_PUBLISHED = 'Article published successfully!';
export const ARTICLE_UPDATED = 'Article updated!';
export const ARTICLE_UPDATED_AND_PUBLISHED = 'Article updated and published!';
export const NO_DATA_RETURNED = 'No data returned - check RLS policies!';
/** 'Failed to save article: {message}' */
export const articleSaveFailed = (message: string): string => `Failed to save article: ${message}`;
/** 'This slug is already used by "{title}"' (issue 6: duplicate slug, never a raw database error). */
export const slugTaken = (title: string): string => `This slug is already used by "${title}"`;
export const IMAGE_INSERT_REQUIRED = 'Please select an image and provide alt text';
export const LINK_INSERT_REQUIRED = 'Please enter both link text and URL';

// ---- Editor autosave state (issue 6) ----
export const SAVED_ON_DEVICE = 'Saved on this device';
export const SAVING = 'Saving…';
export const SYNCED = 'Synced';
export const OFFLINE_WILL_SYNC = 'Offline — will sync';

// ---- Images (section 8) ----
/** 'Failed to upload image: {message}' */
export const imageUploadFailed = (message: string): string => `Failed to upload image: ${message}`;
export const IMAGE_UPLOADED = 'Image uploaded successfully!';
export const IMAGE_NOT_AN_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)';
export const IMAGE_TOO_LARGE = 'Image must be 5 MB or smaller';

// ---- Cheeses (sections 5, 8) ----
export const CHEESE_REQUIRED = 'Please fill in all required fields and upload an image.';
export const CHEESES_LOAD_FAILED = 'Failed to load cheeses';
export const CHEESE_DELETED = 'Cheese deleted successfully!';
export const CHEESE_DELETE_FAILED = 'Failed to delete cheese';
export const CHEESE_LOAD_FAILED = 'Failed to load cheese';
export const CHEESE_ADDED = 'Cheese added successfully!';
export const CHEESE_UPDATED = 'Cheese updated successfully!';
/** 'Failed to save cheese: {message}' */
export const cheeseSaveFailed = (message: string): string => `Failed to save cheese: ${message}`;

// ---- Pairings (issue 15; texts patterned on the cheese ones) ----
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

// ---- CSV import (section 5, 8) ----
export const CSV_NOT_CSV = 'Please upload a CSV file';
export const CSV_EMPTY = 'CSV file must contain headers and at least one row of data';
/** 'Please map all required fields: a, b' */
export const csvMapRequired = (fields: readonly string[]): string =>
  `Please map all required fields: ${fields.join(', ')}`;
/** A row failure line: 'Row {n}: {message}'. */
export const csvRowError = (rowNumber: number, message: string): string => `Row ${rowNumber}: ${message}`;
