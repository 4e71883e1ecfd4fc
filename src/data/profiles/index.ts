/**
 * Server-only reads with no offline copy: a partner's public profile (an entry's byline, the partner's
 * own profile form) and the hook that loads such a value once per key. Apart from `@/data/public` so
 * that no public page's first load carries them (only the pages that show them do).
 */
export { fetchPartnerProfile, usePartnerProfile, PARTNER_PROFILE_COLUMNS } from './partner-profile';
export { useRemote, type RemoteState } from './use-remote';
