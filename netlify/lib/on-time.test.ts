import { describe, expect, it } from 'vitest';
import { cdnCacheControlValue, ON_TIME_SLACK, onTimeLifetime } from './on-time';

const PAGE = { maxAge: 300, stale: 7 * 24 * 3600 };
const NOT_FOUND = { maxAge: 60, stale: 60 };

describe('onTimeLifetime', () => {
  it('keeps the usual lifetime when nothing is scheduled', () => {
    expect(onTimeLifetime(PAGE, null)).toEqual(PAGE);
  });

  it.each([
    // [seconds to the next publication, usual, expected]
    [3 * 24 * 3600, PAGE, { maxAge: 300, stale: 3 * 24 * 3600 + 60 - 300 }],
    [600, PAGE, { maxAge: 300, stale: 360 }],
    [120, PAGE, { maxAge: 120, stale: 60 }],
    [1, PAGE, { maxAge: 1, stale: 60 }],
    [0, PAGE, { maxAge: 0, stale: 60 }],
    [30, NOT_FOUND, { maxAge: 30, stale: 60 }],
    [1, NOT_FOUND, { maxAge: 1, stale: 60 }],
  ])('%i s before a publication', (until, usual, expected) => {
    const life = onTimeLifetime(usual, until);
    expect(life).toEqual(expected);
    // Nothing cached now is served later than a minute after the publication.
    expect(life.maxAge + life.stale).toBeLessThanOrEqual(until + ON_TIME_SLACK);
  });

  it('keeps a response a minute at most when the time is unknown', () => {
    expect(onTimeLifetime(PAGE, undefined)).toEqual({ maxAge: 60, stale: 0 });
  });

  it('writes the header', () => {
    expect(cdnCacheControlValue({ maxAge: 300, stale: 360 })).toBe('public, durable, s-maxage=300, stale-while-revalidate=360');
    expect(cdnCacheControlValue({ maxAge: 60, stale: 0 })).toBe('public, durable, s-maxage=60');
  });
});
