/**
 * Business constants and limits (plus the design's sync and upload limits).
 * Every number the product uses is named here exactly once, except the article builder's scoring
 * bands and points (builder-constants.ts: only the builder loads those).
 */
import type { CheeseType, ContentType, MilkType, Role } from './types';

/** Profile load timeout before the guard shows 'Unable to load profile' (ms). */
export const PROFILE_LOAD_TIMEOUT_MS = 5000;
/** Success messages (newsletter, contact, toasts) hide after this long (ms). */
export const SUCCESS_MESSAGE_MS = 5000;
/** A toast that offers Undo stays this long (ms): long enough to read it and reach the button. */
export const UNDO_WINDOW_MS = 10_000;

/** Random cheeses shown on the landing page. */
export const RANDOM_CHEESE_COUNT = 4;
/** Entries in the landing page's feed. */
export const HOME_FEED_LIMIT = 9;
/** Entries in the More Like This carousel. */
export const RELATED_LIMIT = 10;

/** Reading speed used for reading time (words per minute). */
export const WORDS_PER_MINUTE = 200;

/** An empty description falls back to this many characters of the title. */
export const DESCRIPTION_FALLBACK_LENGTH = 160;
/** Rows shown in the CSV import preview. */
export const CSV_PREVIEW_ROWS = 5;
/** Height at which the CSV import error list scrolls (px). */
export const CSV_ERROR_LIST_HEIGHT_PX = 300;
/** CSV row number shown to the user = data-row index + this offset (header line + 1-based). */
export const CSV_ROW_NUMBER_OFFSET = 2;
/** Rows sent per import RPC call. */
export const CSV_IMPORT_BATCH_SIZE = 500;

/** Characters of a cheese description shown in the admin list. */
export const CHEESE_DESCRIPTION_PREVIEW_LENGTH = 50;

/** Minimum password length at sign-up. */
export const MIN_PASSWORD_LENGTH = 6;

/** Layout breakpoints (px): phones below `phone`, tablets below `tablet`, wide from `wide`. */
export const BREAKPOINTS = { phone: 768, tablet: 1024, wide: 1200 } as const;
/** Cards per view / grid columns at each size (recipe grid, discover grid, carousel). */
export const COLUMNS = { phone: 1, tablet: 2, wide: 3 } as const;

/** Allowed cheese types, in display order. */
export const CHEESE_TYPES: readonly CheeseType[] = ['Hard', 'Soft', 'Semi-soft', 'Fresh', 'Blue', 'Processed'];
/** Allowed milk types, in display order. */
export const MILK_TYPES: readonly MilkType[] = ['Cow', 'Goat', 'Sheep', 'Mixed', 'Buffalo'];
/** Known roles. */
export const ROLES: readonly Role[] = ['admin', 'partner', 'user'];
/** A role as people read it (options, badges, messages). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = { admin: 'Admin', partner: 'Partner', user: 'User' };
/** Canonical content types, in the editor's order. */
export const CONTENT_TYPES: readonly ContentType[] = ['article', 'recipe', 'pairing_guide'];

/** Pairing rating bounds (inclusive integers). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Maximum contact message length (characters). */
export const MAX_CONTACT_MESSAGE_LENGTH = 5000;
/** Postgres unique-violation code (duplicate newsletter email, duplicate slug). */
export const PG_UNIQUE_VIOLATION = '23505';

/**
 * Image uploads: maximum size in bytes of the picture as stored (4 MB; the spec said 5). Every upload
 * goes through the site's image-upload function, and Netlify takes a binary request body of at most
 * ~4.5 MB (6 MB once Base64-encoded); the buckets' limit is the same number. A reduced 12 MP photo is
 * 300–500 KB.
 */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
/**
 * Where pictures are uploaded: the site's function (netlify/functions/image-upload.ts), which checks
 * and cleans every picture before it writes it to Storage. Nobody else may write to the buckets.
 */
export const IMAGE_UPLOAD_FUNCTION_PATH = '/.netlify/functions/image-upload';
/** Image uploads: accepted MIME types. */
export const ALLOWED_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
/** Storage bucket for article images (path `articles/{name}`). */
export const ARTICLE_IMAGE_BUCKET = 'cheezopedia';
/** Folder inside the article bucket. */
export const ARTICLE_IMAGE_FOLDER = 'articles';
/** Storage bucket for cheese images. */
export const CHEESE_IMAGE_BUCKET = 'cheeses';

/** The most rows Supabase answers per request (`max_rows` in supabase/config.toml). */
export const SUPABASE_MAX_ROWS = 1000;
/** Ids per `id=in.(…)` request, keeping request URLs short. */
export const IDS_PER_REQUEST = 100;

/** Sync: rows per pull page (Supabase's default max_rows; an admin's cold sync of 12,000 rows is 13 pages). */
export const SYNC_PULL_PAGE_SIZE = 1000;
/**
 * Admin lists: the rows read (and, on a device that has not pulled the table yet, fetched) first,
 * newest first — a screenful and more — before the whole table.
 */
export const LIST_FIRST_ROWS = 60;
/** Sync: background pull interval (ms). */
export const SYNC_PULL_INTERVAL_MS = 60_000;
/** Sync: re-read this far behind the checkpoint to catch late commits (ms). */
export const SYNC_LOOKBACK_MS = 5_000;
/** Sync: outbox retry backoff base (ms), doubled per attempt with full jitter. */
export const SYNC_RETRY_BASE_MS = 2_000;
/** Sync: outbox retry backoff cap (ms). */
export const SYNC_RETRY_CAP_MS = 300_000;
/** While the server cannot be reached, the outbox tries again at least this often (ms, jittered). */
export const SYNC_NETWORK_PROBE_MS = 5_000;
/**
 * A queued change sent this long after it was saved (or after a network failure) is recorded in
 * history as an offline replay rather than a form save (ms).
 */
export const OFFLINE_REPLAY_AFTER_MS = 30_000;
/** History keeps at least this many versions of every row… */
export const HISTORY_KEEP_VERSIONS = 50;
/** …and every version from this many days back (the history migration trims beyond both). */
export const HISTORY_KEEP_DAYS = 90;
/** Deleted entries, cheeses and pairings can be restored from the trash for this many days. */
export const TRASH_KEEP_DAYS = 30;
/** Editor autosave debounce (ms): every change is stored locally within a second. */
export const AUTOSAVE_DELAY_MS = 800;

/** Sample CSV files served from public/. */
export const SAMPLE_CHEESES_CSV = '/sample-cheeses-import.csv';
export const SAMPLE_PAIRINGS_CSV = '/sample-pairings-import.csv';

/** Sync scopes: a visitor's device keeps this many of the newest feed entry cards. */
export const VISITOR_CARD_LIMIT = 120;
/** Sync scopes: … and the full text of this many of the newest feed entries (offline reading). */
export const VISITOR_FULL_TEXT_NEWEST = 30;
/** Sync scopes: … and the full text of this many entries the visitor opened most recently. */
export const VISITOR_OPENED_LIMIT = 50;
/** Sync scopes: … and this many cheeses the landing page showed most recently. */
export const VISITOR_CHEESE_LIMIT = 24;
/** Save-Data / metered connection: a visitor keeps only this many cards, and full text only of opened entries. */
export const SAVE_DATA_CARD_LIMIT = 30;
/** /discover: cards per page (?page=N). */
export const DISCOVER_PAGE_SIZE = 24;

// ---- Newsletter (the SQL of the newsletter migrations states the same durations) ----
/** Days a mailed confirmation link stays valid. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** A pending address gets at most one confirmation mail per this many minutes. */
export const NEWSLETTER_RESEND_MINUTES = 60;
/** Pending addresses never confirmed are deleted after this many days. */
export const NEWSLETTER_PENDING_DAYS = 30;
/** Default sending rate of an announcement (mails per minute). */
export const NEWSLETTER_DEFAULT_RATE_PER_MINUTE = 3_000;
/** Attempts of one delivery before a temporary SMTP failure counts as permanent. */
export const NEWSLETTER_MAX_ATTEMPTS = 5;
/** First retry delay after a temporary failure (seconds); doubled on each further attempt. */
export const NEWSLETTER_RETRY_BASE_SECONDS = 60;

/** /search and the search dialog: entry results per page (?page=N) and cheeses shown beside them. */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_CHEESE_LIMIT = 6;
/** The search dialog: entries and cheeses listed while typing. */
export const SEARCH_DIALOG_ENTRIES = 6;
export const SEARCH_DIALOG_CHEESES = 4;
/** Search text longer than this is cut (the server cuts at the same length). */
export const SEARCH_QUERY_MAX = 200;
/** Typo tolerance: words at least this long may differ by one letter. */
export const SEARCH_TYPO_MIN_LENGTH = 5;
/** Recent searches kept on the device. */
export const SEARCH_RECENT_LIMIT = 8;
/** /feed.xml: the newest public entries it lists. */
export const FEED_LIMIT = 30;
/** Site search online: past this many milliseconds without an answer, the device's own index answers. */
export const SEARCH_SLOW_MS = 2500;
/** Words in a device result's snippet at most (the database's snippets: ts_headline MaxWords=28). */
export const SEARCH_SNIPPET_WORDS = 28;
/** After the server failed or was that slow, the device answers the searches of this many milliseconds without asking it again. */
export const SEARCH_SERVER_RETRY_MS = 15_000;
