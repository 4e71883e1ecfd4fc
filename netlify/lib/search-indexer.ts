/**
 * The search indexer's loop (the search-indexer scheduled function; the local backend runs the same
 * handler on its timer): one bounded step at a time (public.search_index_step: 8,000 characters of
 * a long body, or up to 200 lexicon changes, each its own short transaction) until nothing is left or
 * the run's time is spent. Between steps the database serves everyone else; on PGlite, the local
 * backend's single connection, a request waits for one step at most.
 * Side effects: RPCs to the database (through the given step).
 */

/** What one step did: the entry it indexed part of, the lexicon changes it applied, whether more is left. */
export interface IndexStep {
  entry: string | null;
  words: number;
  more: boolean;
}

export interface IndexerOptions {
  step(): Promise<IndexStep>;
  /** Stop after this long (ms); Netlify stops a scheduled function at 30 s. */
  budgetMs?: number;
  now?(): number;
}

export interface IndexerReport {
  steps: number;
  /** Body segments indexed. */
  segments: number;
  /** Lexicon changes applied. */
  words: number;
  /** Something is left for the next run (the time was spent). */
  more: boolean;
  /** The longest step (ms). */
  longestStepMs: number;
}

export const INDEXER_DEFAULTS = { budgetMs: 20_000 } as const;

export async function runIndexer(opts: IndexerOptions): Promise<IndexerReport> {
  const now = opts.now ?? Date.now;
  const budget = opts.budgetMs ?? INDEXER_DEFAULTS.budgetMs;
  const started = now();
  const report: IndexerReport = { steps: 0, segments: 0, words: 0, more: true, longestStepMs: 0 };
  while (report.more && now() - started < budget) {
    const t0 = now();
    const step = await opts.step();
    report.longestStepMs = Math.max(report.longestStepMs, now() - t0);
    report.steps++;
    if (step.entry) report.segments++;
    report.words += step.words;
    report.more = step.more;
    // Nothing could be done (another run holds the lexicon): that run finishes it.
    if (!step.entry && step.words === 0) break;
  }
  return report;
}
