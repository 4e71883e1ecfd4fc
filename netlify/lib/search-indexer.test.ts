import { describe, expect, it } from 'vitest';
import { runIndexer, type IndexStep } from './search-indexer';

/** A queue of steps to answer, and a clock each step advances by `stepMs`. */
function fake(steps: IndexStep[], stepMs = 10) {
  let t = 0;
  let calls = 0;
  return {
    now: () => t,
    calls: () => calls,
    step: async () => {
      calls++;
      t += stepMs;
      return steps.shift() ?? { entry: null, words: 0, more: false };
    },
  };
}

describe('runIndexer', () => {
  it('steps until nothing is left', async () => {
    const f = fake([
      { entry: 'a', words: 0, more: true },
      { entry: 'a', words: 0, more: true },
      { entry: null, words: 400, more: true },
      { entry: null, words: 12, more: false },
    ]);
    const report = await runIndexer({ step: f.step, now: f.now });
    expect(report).toEqual({ steps: 4, segments: 2, words: 412, more: false, longestStepMs: 10 });
  });

  it('stops when its time is spent, saying more is left', async () => {
    const f = fake(Array.from({ length: 100 }, () => ({ entry: null, words: 400, more: true })), 10);
    const report = await runIndexer({ step: f.step, now: f.now, budgetMs: 50 });
    expect(report.steps).toBe(5);
    expect(report.more).toBe(true);
  });

  it('stops when a step could do nothing (another run holds the lexicon)', async () => {
    const f = fake([{ entry: null, words: 0, more: true }, { entry: null, words: 400, more: true }]);
    const report = await runIndexer({ step: f.step, now: f.now });
    expect(f.calls()).toBe(1);
    expect(report.more).toBe(true);
  });

  it('a failing step fails the run (the next run starts over where the database stands)', async () => {
    await expect(runIndexer({ step: async () => Promise.reject(new Error('search_index_step: HTTP 500')) })).rejects.toThrow('HTTP 500');
  });
});
