/**
 * What only makes sense online, for the editors' screens: the dashboard's counts, user roles, the
 * import's server checks and RPCs, view analytics, the review workflow's decisions, a slug's owner,
 * which entry left an old slug (the link check).
 * Nothing here is kept on the device.
 */
export { loadDashboardCounts, loadNames, type DashboardCounts } from './dashboard-queries';
export { changeRole, listProfiles } from './user-admin';
export { importServer, supabaseRpc, type CheeseRef, type ImportRpc, type RpcAnswer, type VerifyIds } from './import-server';
export { fetchViewAnalytics, fetchViewTotals, type ViewAnalytics } from './views';
export { useViewAnalytics, useViewTotals } from './view-hooks';
export {
  ReviewDecisionError, notifyReview, publishSubmission, requestChanges, savePartnerProfile, startRevision, submitForReview, withdrawFromReview,
} from './review';
export { entryTitleUsingSlug } from './slug-in-use';
export { fetchOldSlugs, useOldSlugs, type OldSlugAsk, type OldSlugs } from './old-slugs';
export {
  PreviewLinkError, createPreviewLink, listPreviewLinks, revokePreviewLink, type NewPreviewLink, type PreviewLink,
} from './preview-links';
export {
  NewsletterError, controlSend, listSends, listSubscribers, sendProgress, sendTestMail, startSend, subscriberState,
  type SendProgress, type SendRow, type SubscriberRow, type SubscriberState,
} from './newsletter-admin';
export {
  HistoryError, RESTORE_CONFLICT_CODE, historySource, listActivity, listTrash, loadHistory, restoreFromTrash, restoreVersion, undoDelete,
  type ActivityFilter, type ActivityPage, type TrashItem,
} from './history';
export { useActivityLog, type ActivityState } from './activity-hooks';
