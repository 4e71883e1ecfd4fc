import { describe, expect, it } from 'vitest';
import { RateCounter } from './rate-counter.ts';

describe("Realtime's rate counter", () => {
  it('judges the average of up to 12 ticks at each tick, triggering at the limit and releasing below it', () => {
    const c = new RateCounter({ tickMs: 1_000, limit: () => 5 });
    try {
      c.add(10);
      expect(c.triggered).toBe(false); // a burst passes until the tick judges it
      c.tick();
      expect([c.avg, c.triggered]).toEqual([10, true]);
      c.tick();
      expect([c.avg, c.triggered]).toEqual([5, true]);
      c.tick();
      expect(c.triggered).toBe(false);
      for (let i = 0; i < 20; i++) c.tick();
      expect(c.avg).toBe(0);
      c.add(60);
      c.tick();
      expect(c.avg).toBe(5); // 60 over 12 one-second buckets
      expect(c.triggered).toBe(true);
    } finally {
      c.stop();
    }
  });
});
