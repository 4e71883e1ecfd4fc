/**
 * For the save-cost tests and benchmark: entry bodies of many distinct words (the worst case for
 * search indexing: every word a new lexeme and a new lexicon word), an anonymous reader that
 * measures what a save costs everyone else, and the search indexer's backlog, run to its end.
 */
import type { TestBackend } from './backend.ts';

/** `n` distinct lower-case words of 8 to 11 letters (a counter spelled in letters, then padding); `salt` gives another set. */
export function distinctWords(n: number, salt = 0): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let x = i + salt * 10_000_000;
    let w = '';
    do {
      w += String.fromCharCode(97 + (x % 26));
      x = Math.floor(x / 26);
    } while (x > 0);
    out.push((w + 'qzxvkjwy').slice(0, 8 + (i % 4)));
  }
  return out;
}

/** Distinct words joined by spaces, as many as fit in `chars` characters. */
export function distinctBody(chars: number, salt = 0): string {
  let body = '';
  for (const w of distinctWords(Math.ceil(chars / 9), salt)) {
    if (body.length + w.length + 1 > chars) break;
    body += (body ? ' ' : '') + w;
  }
  return body;
}

const FEED = '/rest/v1/cheezopedia_entries?select=id,slug,title&visible_in_feed=eq.true&order=published_at.desc&limit=9';

/**
 * An anonymous reader of the home feed, one request after another until stopped: the time of each
 * (a request the server dropped counts until then). `mark()` is the number of reads so far.
 */
export function sideReader(url: string, anonKey: string): { stop: () => Promise<number[]>; mark: () => number } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      try {
        const r = await fetch(url + FEED, { headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` } });
        await r.arrayBuffer();
      } catch {
        // counted below
      }
      times.push(performance.now() - t0);
    }
  })();
  return {
    mark: () => times.length,
    stop: async () => {
      running = false;
      await loop;
      return times;
    },
  };
}

/** Body segments still to index plus lexicon changes still to apply. */
export async function searchBacklog(b: TestBackend): Promise<number> {
  const [row] = await b.sql<{ n: string }>(
    `select ((select count(*) from private.entry_search where body_next is not null) + (select count(*) from private.search_lexicon_queue))::text as n`,
  );
  return Number(row.n);
}

/**
 * Runs the scheduled functions (the search indexer among them; the backend needs
 * scheduledFunctionsIntervalMs) until nothing is left to index: how many runs and how long.
 */
export async function drainSearchIndex(b: TestBackend, maxRuns = 20): Promise<{ runs: number; ms: number }> {
  const t0 = performance.now();
  let runs = 0;
  while ((await searchBacklog(b)) > 0) {
    if (runs === maxRuns) throw new Error(`the search index still has work after ${maxRuns} runs of the indexer`);
    await b.runScheduled();
    runs++;
  }
  return { runs, ms: performance.now() - t0 };
}
