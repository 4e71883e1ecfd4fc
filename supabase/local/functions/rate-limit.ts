/**
 * Netlify's code-based rate limiting: a fixed window per function and aggregation key. The clock is
 * the constructor's (Date.now unless given): a test that sends a whole window's requests drives its
 * own, so the window ends when the test moves the clock past windowSize, never because a busy
 * machine took longer than windowSize to send them.
 */
export interface RateLimitConfig {
  windowLimit: number;
  /** Seconds. */
  windowSize: number;
  aggregateBy?: ('ip' | 'domain')[];
  action?: 'rate_limit' | 'rewrite';
  to?: string;
}

export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  /** `now`: milliseconds since the epoch, as Date.now. */
  constructor(private readonly now: () => number = () => Date.now()) {}

  hit(fn: string, cfg: RateLimitConfig, who: { ip: string; domain: string }): { allowed: boolean; retryAfter: number } {
    const now = this.now();
    const by = cfg.aggregateBy ?? ['ip', 'domain'];
    const key = [fn, by.includes('ip') ? who.ip : '*', by.includes('domain') ? who.domain : '*'].join('|');
    const size = Math.max(1, cfg.windowSize) * 1000;
    let w = this.windows.get(key);
    if (!w || now - w.start >= size) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    if (this.windows.size > 10_000) for (const [k, v] of this.windows) if (now - v.start >= size) this.windows.delete(k);
    return { allowed: w.count <= cfg.windowLimit, retryAfter: Math.ceil((w.start + size - now) / 1000) };
  }
}
