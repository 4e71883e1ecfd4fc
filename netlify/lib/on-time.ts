/**
 * How long the CDN may keep a page, the feed or the sitemap so that a scheduled entry shows on them
 * within a minute of its time and never before (docs/decisions/0026-scheduled-entries-on-time.md).
 *
 * A scheduled entry goes public when published_at passes, with no write, so no purge follows. Each
 * response is therefore cached no longer than the time left until the next scheduled publication
 * plus ON_TIME_SLACK, stale-while-revalidate included (a stale copy is still served once the fresh
 * lifetime ends): `s-maxage + stale-while-revalidate ≤ seconds to the next publication + 60`. Far
 * from any schedule the usual lifetimes apply. When the time could not be asked, a response is
 * kept at most ON_TIME_SLACK seconds in all.
 */

/** Seconds a response may show the site as it was before a scheduled entry went public. */
export const ON_TIME_SLACK = 60;

export interface CdnLifetime {
  /** s-maxage: served fresh. */
  maxAge: number;
  /** stale-while-revalidate: served stale while the CDN renders again. */
  stale: number;
}

/**
 * The lifetime `usual` cut so that nothing cached now outlives the next publication by more than
 * ON_TIME_SLACK. `untilNext`: seconds to the next scheduled publication (null: none within the
 * window the database looks at; undefined: unknown, the lookup failed).
 */
export function onTimeLifetime(usual: CdnLifetime, untilNext: number | null | undefined): CdnLifetime {
  if (untilNext === null) return usual;
  const budget = untilNext === undefined ? ON_TIME_SLACK : Math.max(0, Math.floor(untilNext)) + ON_TIME_SLACK;
  const maxAge = Math.min(usual.maxAge, untilNext === undefined ? ON_TIME_SLACK : Math.max(0, Math.floor(untilNext)));
  return { maxAge, stale: Math.max(0, Math.min(usual.stale, budget - maxAge)) };
}

/** The Netlify-CDN-Cache-Control value of a lifetime (durable: shared by every edge node). */
export function cdnCacheControlValue({ maxAge, stale }: CdnLifetime): string {
  return `public, durable, s-maxage=${maxAge}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}
