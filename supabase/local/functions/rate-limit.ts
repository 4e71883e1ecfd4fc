/** Netlify's code-based rate limiting: a fixed window per function and aggregation key. */
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

  hit(fn: string, cfg: RateLimitConfig, who: { ip: string; domain: string }, now = Date.now()): { allowed: boolean; retryAfter: number } {
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
