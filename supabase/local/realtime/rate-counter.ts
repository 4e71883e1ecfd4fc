/**
 * Realtime's RateCounter (lib/realtime/rate_counter): events are counted as they happen; every tick
 * (5 s for the tenant's limits) the count closes a bucket, the average per second over the last 12
 * buckets is recomputed, and the limit is judged then — it triggers when the average reaches the
 * limit and releases when it falls below. Between ticks `triggered` keeps its value, so a burst is
 * let through until the next tick judges it, as on hosted.
 */
export class RateCounter {
  private count = 0;
  private buckets: number[] = [];
  private timer: NodeJS.Timeout;
  /** Average events per second over the buckets, as of the last tick. */
  avg = 0;
  triggered = false;

  constructor(
    private readonly opts: { tickMs: number; limit: () => number; maxBuckets?: number },
  ) {
    this.timer = setInterval(() => this.tick(), opts.tickMs);
    this.timer.unref();
  }

  add(n = 1): void {
    this.count += n;
  }

  /** Closes a bucket (what the timer does every tickMs). */
  tick(): void {
    this.buckets.unshift(this.count);
    this.count = 0;
    this.buckets.length = Math.min(this.buckets.length, this.opts.maxBuckets ?? 12);
    const sum = this.buckets.reduce((a, b) => a + b, 0);
    this.avg = sum / this.buckets.length / (this.opts.tickMs / 1000);
    const limit = this.opts.limit();
    this.triggered = this.avg >= limit;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
