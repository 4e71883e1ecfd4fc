/** Public API of the pure domain layer (no React, no I/O). */
export {
  type Announcement, type Cheese, type CheeseType, type ContentType, type Entry, type Ingredient, type Instruction, type MilkType, type Pairing,
  type PartnerProfile, type Profile, type ReviewStatus, type Role, type Tombstone,
} from './types';
export {
  ALLOWED_IMAGE_TYPES, ARTICLE_IMAGE_BUCKET, ARTICLE_IMAGE_FOLDER, AUTOSAVE_DELAY_MS, BREAKPOINTS, CHEESE_DESCRIPTION_PREVIEW_LENGTH,
  CHEESE_IMAGE_BUCKET, CHEESE_TYPES, COLUMNS, CONTENT_TYPES, CSV_ERROR_LIST_HEIGHT_PX, CSV_IMPORT_BATCH_SIZE, CSV_PREVIEW_ROWS, CSV_ROW_NUMBER_OFFSET,
  DESCRIPTION_FALLBACK_LENGTH, DISCOVER_PAGE_SIZE, FEED_LIMIT, HISTORY_KEEP_DAYS, HISTORY_KEEP_VERSIONS, HOME_FEED_LIMIT, IDS_PER_REQUEST,
  IMAGE_UPLOAD_FUNCTION_PATH, LIST_FIRST_ROWS, MAX_CONTACT_MESSAGE_LENGTH, MAX_IMAGE_BYTES, MILK_TYPES, MIN_PASSWORD_LENGTH, NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_DEFAULT_RATE_PER_MINUTE, NEWSLETTER_MAX_ATTEMPTS, NEWSLETTER_PENDING_DAYS, NEWSLETTER_RESEND_MINUTES, NEWSLETTER_RETRY_BASE_SECONDS,
  OFFLINE_REPLAY_AFTER_MS, PG_UNIQUE_VIOLATION, PROFILE_LOAD_TIMEOUT_MS, RANDOM_CHEESE_COUNT, RATING_MAX, RATING_MIN, RELATED_LIMIT, ROLE_LABELS,
  ROLES, SAMPLE_CHEESES_CSV, SAMPLE_PAIRINGS_CSV, SAVE_DATA_CARD_LIMIT, SEARCH_CHEESE_LIMIT, SEARCH_DIALOG_CHEESES, SEARCH_DIALOG_ENTRIES,
  SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_RECENT_LIMIT, SEARCH_SERVER_RETRY_MS, SEARCH_SLOW_MS, SEARCH_SNIPPET_WORDS, SEARCH_TYPO_MIN_LENGTH,
  SUCCESS_MESSAGE_MS, SUPABASE_MAX_ROWS, SYNC_LOOKBACK_MS, SYNC_NETWORK_PROBE_MS, SYNC_PULL_INTERVAL_MS, SYNC_PULL_PAGE_SIZE, SYNC_RETRY_BASE_MS,
  SYNC_RETRY_CAP_MS, TRASH_KEEP_DAYS, UNDO_WINDOW_MS, VISITOR_CARD_LIMIT, VISITOR_CHEESE_LIMIT, VISITOR_FULL_TEXT_NEWEST, VISITOR_OPENED_LIMIT,
  WORDS_PER_MINUTE,
} from './constants';
export {
  AI, EXCERPT_OPTIMAL, SEARCH_PREVIEW_DESCRIPTION_LENGTH, SEARCH_PREVIEW_TITLE_LENGTH, SEO, TITLE_OPTIMAL,
} from './builder-constants';
export {
  ACTIVITY_EMPTY, ACTIVITY_HEADING, ACTIVITY_LOAD_FAILED, adminOnlyNotice, afterUndo, ANNOUNCEMENT_DELETE_FAILED, announcementDeleted,
  ARTICLE_DELETE_FAILED, ARTICLE_DELETED, ARTICLE_LOAD_FAILED, ARTICLE_PUBLISHED, ARTICLE_REQUIRED, ARTICLE_UNPUBLISHED, ARTICLE_UNSCHEDULED,
  ARTICLE_UPDATED, ARTICLE_UPDATED_AND_PUBLISHED, ARTICLES_LOAD_FAILED, articleSaveFailed, BACK_TO_HOME, BACK_TO_LOGIN, CHEESE_ADDED,
  CHEESE_DELETE_FAILED, CHEESE_DELETED, CHEESE_LOAD_FAILED, CHEESE_MODAL_PROMPT, CHEESE_REQUIRED, CHEESE_TYPE_NOT_FOUND, CHEESE_TYPE_NOT_FOUND_TITLE,
  CHEESE_UPDATED, CHEESES_LOAD_FAILED, cheeseSaveFailed, cheeseTypeLead, CONFLICT_LOSER_KEPT, CONFLICT_LOSER_NOT_KEPT, CONTACT_FAILED,
  CONTACT_SENDING, CONTACT_SUCCESS, CSV_EMPTY, CSV_NOT_CSV, csvMapRequired, csvRowError, deleteConfirm, DEVICE_OFFLINE, DISCOVER_EMPTY, DRAFT_SAVED,
  EMAIL_REQUIRED, ENTRY_NOT_FOUND_TEXT, ENTRY_NOT_FOUND_TITLE, ENTRY_NOT_ON_DEVICE_TEXT, ENTRY_NOT_ON_DEVICE_TITLE, ERROR_HEADING,
  errorLoadingContent, FORM_OFFLINE, HISTORY_EMPTY, HISTORY_HEADING, HISTORY_LOAD_FAILED, HISTORY_NEEDS_NETWORK, HISTORY_RESTORE,
  HISTORY_RESTORE_CONFLICT, historyRestored, IMAGE_INSERT_REQUIRED, IMAGE_NOT_AN_IMAGE, IMAGE_TOO_LARGE, IMAGE_UPLOADED, imageUploadFailed,
  LINK_INSERT_REQUIRED, LIVE_KEPT_ON_DEVICE, LOADING, LOADING_PROFILE, MESSAGE_REQUIRED, minRead, MORE_LIKE_THIS, NAME_REQUIRED, NEWSLETTER_DUPLICATE,
  NEWSLETTER_FAILED, NEWSLETTER_SUBSCRIBING, NEWSLETTER_SUCCESS, NO_DATA_RETURNED, NO_RECENT_ACTIVITY, OFFLINE_WILL_SYNC, PAIRING_ADDED,
  PAIRING_CHEESE_REQUIRED, PAIRING_DELETE_FAILED, PAIRING_DELETED, PAIRING_LOAD_FAILED, PAIRING_NAME_REQUIRED, PAIRING_RATING_INVALID,
  PAIRING_TYPE_REQUIRED, PAIRING_UPDATED, PAIRINGS_LOAD_FAILED, pairingSaveFailed, PARTNER_NO_ARTICLES, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH,
  PROFILE_FETCH_TIMEOUT, PROFILE_NOT_FOUND, PROFILE_PERMISSIONS_HINT, READY_IN, RECORD_STILL_LOADING, roleChanged, SAVED_ON_DEVICE, SAVING,
  SEARCH_ALL_RESULTS, SEARCH_BUTTON, SEARCH_CHEESES_HEADING, SEARCH_CLEAR_RECENT, SEARCH_CONTROL_CHARACTERS, SEARCH_ENTRIES_HEADING,
  SEARCH_FROM_DEVICE, SEARCH_LABEL, SEARCH_PLACEHOLDER, SEARCH_PROMPT, SEARCH_RECENT_HEADING, SEARCH_SEARCHING, SEARCH_TITLE, searchNoResults,
  searchResultCount, searchResultsFor, SIGN_IN_REQUIRED, SIGN_UP_REQUIRED, slugTaken, SOMETHING_WENT_WRONG, SYNCED, TOTAL_TIME_LABEL, TRASH_EMPTY,
  TRASH_HEADING, TRASH_LOAD_FAILED, trashExplainer, trashRestored, UNABLE_TO_LOAD_PROFILE, UNDO_NEEDS_NETWORK, UPDATE_FEATURES,
} from './messages';
export {
  isPagePathSlug, isValidSlug, PAGE_PATH_SLUGS, slugify,
} from './slug';
export {
  countPlainWords, countWords, isFenceLine, markdownToPlainText, plainTextLine, readingTime, readingTimeFromWords,
} from './reading-time';
export {
  CONTENT_TYPE_LABELS, CONTENT_TYPE_OPTIONS, contentTypeLabel, DISCOVER_FILTERS, type DiscoverFilter, discoverFilterToQuery, isContentType,
  matchesDiscoverFilter, normaliseContentType, parseDiscoverFilter,
} from './content-type';
export {
  ARTICLE_FIELD_REQUIRED, articleFieldProblems, type ArticleRequired, articleSaveProblem, buildEntryPayload, descriptionFallback, dropEmptyRecipeRows,
  emptyEntryForm, ENTRY_STATUS_LABELS, ENTRY_STATUSES, type EntryForm, entryRowProblem, type EntrySavePayload, entryStatus, type EntryStatus,
  entryToForm, firstArticleProblem, isInFeed, isPublic, missingArticleFields, type SaveAction, saveSuccessMessage, SLUG_INVALID, slugTakenByPage,
  unpublishDialog, validateArticle,
} from './entry-rules';
export {
  contentAllowance, ENTRY_TEXT_LIMITS, entryTextProblem, jsonTextLength, textLength, textTooLong,
} from './entry-limits';
export {
  analyseMarkdown, countPhrase, type MarkdownAnalysis,
} from './markdown-analysis';
export {
  charCount, type ScoreCheck, type SeoInput, seoLabel, type SeoLabel, seoNextLevel, type SeoResult, seoScore,
} from './seo-score';
export {
  aiColour, type AiColour, type AiResult, aiScore,
} from './ai-score';
export {
  displayUrl, entryUrl, previewDescription, previewTitle, truncateOnWord,
} from './search-preview';
export {
  type CheeseForm, cheeseRowProblem, type CheeseSavePayload, cheeseSearch, cheeseToForm, descriptionPreview, emptyCheeseForm, isImageUrl,
  matchCheeseType, matchMilk, originLabel, validateCheese,
} from './cheese-rules';
export {
  type ArticleFilter, filterArticles,
} from './article-search';
export {
  INVALID_EMAIL, isEmail, isSafeReturnPath, postLoginPath, validateSignIn, validateSignUp,
} from './auth-rules';
export {
  pickRandom,
} from './random';
export {
  applyFormat, type EditResult, type FormatExtra, type FormatKind,
} from './markdown-edit';
export {
  applyMapping, autoMatch, CHEESE_FIELDS, type ColumnMapping, type FieldDef, fieldsFor, type ImportEntity, mappingError, missingRequired,
  normaliseHeader, PAIRING_FIELDS,
} from './csv/mapping';
export {
  isUuid, type PairingImportValue, rowNumber, type RowResult, validateCheeseRow, validatePairingRow,
} from './csv/validate';
export {
  checkCsvFile, checkRows, csvField, toCsv,
} from './csv/parse-options';
export {
  neutraliseCell, restoreCell,
} from './csv/formula';
export {
  checkImageFile, storageFileName,
} from './image-rules';
export {
  ACCEPTED_IMAGE_FORMATS, checkDecodedSize, checkProcessedImage, checkSourceImage, decodeFailure, IMAGE_DECODE_FAILED, IMAGE_PICKER_ACCEPT,
  IMAGE_PICKER_HINT, IMAGE_SOURCE_TOO_LARGE, IMAGE_SVG_REFUSED, type ImageFormat, imageFormatNotOpened, imageTooManyPixels, MAX_IMAGE_LONG_SIDE,
  MAX_SOURCE_IMAGE_BYTES, MAX_SOURCE_IMAGE_PIXELS, nextQuality, outputTypeFor, PLACEHOLDER_SOURCE_SIDE, qualityFor, sniffImageFormat, targetSize,
  TRIED_IMAGE_FORMATS, UPLOAD_IMAGE_QUALITY, UPLOAD_QUALITY_STEPS, UPLOAD_TARGET_BYTES,
} from './image-upload';
export {
  IMAGE_PLACEHOLDER_INVALID, IMAGE_PLACEHOLDER_MAX_LENGTH, imagePlaceholderProblem, isImagePlaceholder, placeholderDataUrl, placeholderFor,
  placeholderFromRgba,
} from './image-placeholder';
export {
  imageSizeOf, withImageSize,
} from './image-size';
export {
  emptyPairingForm, filterPairings, isValidRating, PAIRING_TYPE_SUGGESTIONS, pairingDescriptionPreview, type PairingFilter, type PairingForm,
  pairingProblem, type PairingSavePayload, pairingToForm, pairingTypes, searchCheesesByName, validatePairing,
} from './pairing-rules';
export {
  awaitsReview, changedFields, type FieldChange, PARTNER_PROFILE_SAVED, PARTNER_STATE_LABELS, partnerState, type PartnerState,
  REVIEW_CHANGES_REQUESTED, REVIEW_FIELDS, REVIEW_NOTE_REQUIRED, REVIEW_PUBLISHED, SUBMISSION_CHANGED_CODE, SUBMISSION_CHANGED_NOTICE,
  SUBMISSION_NOT_FOUND_TEXT, SUBMISSION_NOT_FOUND_TITLE, submissionChangedMessage, SUBMIT_FOR_REVIEW, SUBMITTED_FOR_REVIEW,
} from './review';
export {
  DISCARD_NOT_YOURS_CONFIRM, DISCARD_NOT_YOURS_TITLE, discardLocalDialog, discardNotYoursMessage, NOT_YOURS_BLOCKS_EDIT, NOT_YOURS_EXPLAINED,
  NOT_YOURS_HEADING, notYoursCount, notYoursOrigin, notYoursWhat, ownsChange, SIGN_OUT_ANYWAY, SIGN_OUT_UNSENT_TITLE, signOutUnsentPrompt,
  STAY_SIGNED_IN,
} from './device-changes';
export {
  type DateFormatOptions, formatDate,
} from './dates';
