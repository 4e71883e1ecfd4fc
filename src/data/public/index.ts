/**
 * The public pages' data API, light enough for the first load: types, the REST page source the
 * server renders with, and hooks that switch to the local copy after hydration (see use-live.ts).
 */
export {
  CARD_COLUMNS, type CheeseTypeData, type DiscoverData, type EntryCardRow, type EntryData, type LandingData, type PublicPageSource,
  type SearchCheeseHit, type SearchData, type SearchEntryHit,
} from './types';
export { pageSourceContext, pageSourceOf } from './page-source';
export { createPublicRest, PublicRestError, type PublicRest, type PublicRestOptions } from './rest';
export {
  loadLive, whenIdle, useLive, useLiveFeed, useLiveDiscover, useLiveRelated, useLiveEntry, useLiveCheeses, usePublicImage,
} from './use-live';
/** Site search online with the device as fallback, and the recent searches (./search-online.ts), loaded on first use. */
export const loadSiteSearch = () => import('./search-online');

/** The entry page's view beacon (./beacon.ts: `sendViewBeacon(id)` returns a cancel function), loaded with its call, not with every public page. */
export const loadViewBeacon = () => import('./beacon');
