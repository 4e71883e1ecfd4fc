/**
 * The public pages' data API, light enough for the first load: types, the REST page source the
 * server renders with, and hooks that switch to the local copy after hydration (see use-live.ts).
 */
export * from './types';
export { createPublicRest, PublicRestError, type PublicRest, type PublicRestOptions } from './rest';
export { createRestPageSource } from './rest-page-source';
export {
  loadLive,
  whenIdle,
  useLive,
  useLiveFeed,
  useLiveDiscover,
  useLiveRelated,
  useLiveEntry,
  useLiveCheeses,
  usePublicImage,
} from './use-live';
export { subscribeNewsletter } from './newsletter';
export { sendViewBeacon, VIEW_BEACON_PATH } from './beacon';
export { fetchPartnerProfile, usePartnerProfile, PARTNER_PROFILE_COLUMNS } from './partner-profile';
export { useRemote, type RemoteState } from './use-remote';
export { useAuth } from '../session';
