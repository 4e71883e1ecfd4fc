/**
 * The functions' rate limiter on a clock the test moves: the window's edges are exact (windowLimit
 * requests allowed, the next refused until windowSize seconds from the window's first request, then
 * a new window), whatever the time the machine takes to run the test.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter, type RateLimitConfig } from './rate-limit.ts';

const cfg: RateLimitConfig = { windowLimit: 3, windowSize: 60, aggregateBy: ['ip', 'domain'] };
const who = { ip: '203.0.113.7', domain: 'cheezopedia.test' };

function clocked(start = 1_700_000_000_000) {
  const clock = { t: start };
  return { clock, limiter: new RateLimiter(() => clock.t) };
}

describe('RateLimiter', () => {
  afterEach(() => void vi.useRealTimers());

  it('allows windowLimit requests in a window and refuses the next until windowSize has passed', () => {
    const { clock, limiter } = clocked();
    const start = clock.t;
    expect([1, 2, 3].map(() => limiter.hit('fn', cfg, who).allowed)).toEqual([true, true, true]);
    expect(limiter.hit('fn', cfg, who)).toEqual({ allowed: false, retryAfter: 60 });
    clock.t = start + 59_999;
    expect(limiter.hit('fn', cfg, who)).toEqual({ allowed: false, retryAfter: 1 });
    // 60 s after the window's first request: a new window, with its own windowLimit.
    clock.t = start + 60_000;
    expect(limiter.hit('fn', cfg, who)).toEqual({ allowed: true, retryAfter: 60 });
    expect([1, 2].map(() => limiter.hit('fn', cfg, who).allowed)).toEqual([true, true]);
    expect(limiter.hit('fn', cfg, who).allowed).toBe(false);
  });

  it('reads its own clock, not the wall clock: a window never ends while its clock stands still', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { limiter } = clocked();
    const one = { ...cfg, windowLimit: 1 };
    expect(limiter.hit('fn', one, who).allowed).toBe(true);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(limiter.hit('fn', one, who).allowed).toBe(false);
  });

  it('counts per function and per aggregation key (ip, domain, or both)', () => {
    const { limiter } = clocked();
    const one = { ...cfg, windowLimit: 1 };
    expect(limiter.hit('a', one, who).allowed).toBe(true);
    expect(limiter.hit('b', one, who).allowed).toBe(true);
    expect(limiter.hit('a', one, { ...who, ip: '203.0.113.8' }).allowed).toBe(true);
    expect(limiter.hit('a', one, who).allowed).toBe(false);
    const byIp = { ...one, aggregateBy: ['ip'] as ('ip' | 'domain')[] };
    expect(limiter.hit('c', byIp, who).allowed).toBe(true);
    expect(limiter.hit('c', byIp, { ...who, domain: 'other.test' }).allowed).toBe(false);
    const byDomain = { ...one, aggregateBy: ['domain'] as ('ip' | 'domain')[] };
    expect(limiter.hit('d', byDomain, who).allowed).toBe(true);
    expect(limiter.hit('d', byDomain, { ...who, ip: '198.51.100.1' }).allowed).toBe(false);
  });

  it('without a clock, runs on Date.now (as the stand-in does)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const limiter = new RateLimiter();
    const one = { ...cfg, windowLimit: 1 };
    expect(limiter.hit('fn', one, who)).toEqual({ allowed: true, retryAfter: 60 });
    vi.setSystemTime(1_700_000_059_999);
    expect(limiter.hit('fn', one, who)).toEqual({ allowed: false, retryAfter: 1 });
    vi.setSystemTime(1_700_000_060_000);
    expect(limiter.hit('fn', one, who).allowed).toBe(true);
  });
});
