/**
 * The editors' side of the device's data: the one editing model of every synced table (the edit
 * session and its hook), forms' working copies, and the back office's live lists. Loaded with the
 * editors' screens, never by a visitor's device.
 */
export { EditSession, type EditState, type EditStatus } from './edit-session';
export { useEditSession } from './use-edit-session';
export { useFollowOtherDevice } from './use-follow-other-device';
export { usePresence, watchPresence } from './presence';
export { workingCopies } from './working-copies';
export {
  useAdminCheese, useAdminCheeses, useAdminEntries, useAdminEntry, useAdminPairing, useAdminPairings, useAdminRow, useAdminRows, useInReviewCount, useRecentRows,
} from './admin-hooks';
export { type LinkTargets, titlesLinkingTo, useEntriesById, useLinkTargets } from './link-targets';
