/**
 * npm run bench:views — 6,000 view beacons at 200 per second (30 s) on loopback against the local
 * backend's /.netlify/functions/view (in-memory PGlite, the same handler Netlify runs), sent by an
 * open-loop generator in a worker thread (tests/bench/open-loop.ts): each beacon leaves on schedule
 * whatever the earlier ones did, so a server that cannot keep up shows a backlog, never a lower rate.
 * Visitors (client addresses: each sends from its own 127.x.y.z, with a user agent of its own that
 * does not make it another visitor) and entries repeat, so deduplication has work to do, and 1
 * request in 20 is a crawler that must not count. Every beacon carries the site's Origin, as the
 * site's pages send it.
 *
 * Budget (exit code 1 when missed): every beacon answered 2xx (no error, no timeout); the server kept
 * up with the schedule (the last answer came at most 1 s after the last beacon was due, i.e. at least
 * 6,000 answers in 31 s); the stored counts equal, per entry, the distinct (visitor, entry) pairs sent
 * by non-bots, and as many answers said `counted: true`. The machine's load average is printed:
 * the generator and the server share its cores.
 */
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { startTestBackend } from '../helpers/backend.ts';
import { runOpenLoop, type PlannedRequest } from './open-loop.ts';

const RATE = 200;
const SECONDS = 30;
const TOTAL = RATE * SECONDS;
const ENTRIES = 20;
const VISITORS = 2_500;
const BOT_EVERY = 20;
const WARM_UP = 200;
/** The server keeps up when the last answer comes at most this long after the last beacon was due. */
const KEEP_UP_MS = 1_000;
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Deterministic pseudo-random sequence (mulberry32), so every run sends the same mix. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ua = (v: number | string) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${v}.0 Safari/537.36`;
/** Visitor n's own loopback address (127.1.0.0 onwards: all of 127/8 reaches a server on 127.0.0.1). */
const address = (n: number) => `127.${1 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
let site = '';
const beacon = (userAgent: string, entryId: string, from: number): PlannedRequest => ({
  method: 'POST',
  // navigator.sendBeacon sends text/plain, with the page's Origin
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent, origin: site },
  body: JSON.stringify({ entryId }),
  localAddress: address(from),
});

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const backend = await startTestBackend();
  try {
    const service = backend.service();
    const ids = Array.from({ length: ENTRIES }, () => randomUUID());
    const published = new Date(Date.now() - 60_000).toISOString();
    const { error } = await service.from('cheezopedia_entries').insert(
      ids.map((id, i) => ({ id, slug: `bench-view-${i}-${id.slice(0, 6)}`, title: `Bench ${i}`, content: 'Body', published_at: published })),
    );
    if (error) throw new Error(error.message);
    const url = `${backend.url}/.netlify/functions/view`;
    site = backend.url;

    /** Distinct (visitor, entry) pairs a correct server counts, per entry. */
    const expected = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
    const expectedTotal = () => [...expected.values()].reduce((n, s) => n + s.size, 0);

    // Warm-up (open loop too, at a quarter of the rate; counted, but not in the figures): a fresh
    // in-memory database and cold code paths are slow at first.
    const warmPlan = Array.from({ length: WARM_UP }, (_, i) => {
      const entry = ids[i % ENTRIES];
      expected.get(entry)!.add(`warm-${i}`);
      return beacon(ua(`warm-${i}`), entry, VISITORS + i);
    });
    const warm = await runOpenLoop({ url, rate: RATE / 4, plan: warmPlan });
    const warmBad = warm.outcomes.filter((o) => o.status !== 200).length;

    const random = rng(42);
    let bots = 0;
    const plan: PlannedRequest[] = [];
    for (let i = 1; i <= TOTAL; i++) {
      const entry = ids[Math.floor(random() * ENTRIES)];
      if (i % BOT_EVERY === 0) {
        bots++;
        plan.push(beacon(BOT_UA, entry, i % VISITORS));
      } else {
        const v = Math.floor(random() * VISITORS);
        expected.get(entry)!.add(String(v));
        plan.push(beacon(ua(`${v}.${i}`), entry, v));
      }
    }

    const loadBefore = loadavg();
    const run = await runOpenLoop({ url, rate: RATE, plan });
    const loadAfter = loadavg();
    const o = run.outcomes;

    const ok2xx = o.filter((x) => x.status >= 200 && x.status < 300).length;
    const errors = o.filter((x) => x.error !== null);
    const timeouts = errors.filter((x) => /no answer within/.test(x.error ?? '')).length;
    const non2xx = o.filter((x) => x.error === null && (x.status < 200 || x.status >= 300)).length;
    const countedAnswers = o.filter((x) => x.status === 200 && /"counted":true/.test(x.body)).length + warm.outcomes.filter((x) => /"counted":true/.test(x.body)).length;
    const lastDue = (TOTAL - 1) * (1000 / RATE);
    const lastDone = Math.max(...o.map((x) => x.done));
    const firstSent = Math.min(...o.map((x) => x.sent));
    const served = o.length / ((lastDone - firstSent) / 1000);
    const fromDue = o.map((x) => x.done - x.due).sort((a, b) => a - b);
    const fromSent = o.map((x) => x.done - x.sent).sort((a, b) => a - b);

    const { data, error: readError } = await service.from('entry_views_daily').select('entry_id,views').in('entry_id', ids);
    if (readError) throw new Error(readError.message);
    const stored = new Map<string, number>();
    for (const r of data ?? []) stored.set(r.entry_id as string, (stored.get(r.entry_id as string) ?? 0) + (r.views as number));
    const storedTotal = [...stored.values()].reduce((a, b) => a + b, 0);
    const wrongEntries = ids.filter((id) => (stored.get(id) ?? 0) !== expected.get(id)!.size);

    const keptUp = lastDone - lastDue <= KEEP_UP_MS;
    const ok = warmBad === 0 && errors.length === 0 && non2xx === 0 && keptUp && wrongEntries.length === 0 && storedTotal === expectedTotal() && countedAnswers === expectedTotal();
    const f = (n: number) => n.toFixed(1);
    console.log(`view beacons: ${TOTAL} sent open-loop at ${RATE}/s for ${SECONDS} s (after ${WARM_UP} warm-up beacons), ${bots} from a crawler`);
    console.log(`  load average  ${loadBefore.map(f).join(' ')} before, ${loadAfter.map(f).join(' ')} after (1/5/15 min; the generator and the server share these cores)`);
    console.log(`  schedule      last beacon due at ${f(lastDue / 1000)} s; ${run.lateSends} written >10 ms late, max send lag ${f(run.maxSendLag)} ms (the generator's own lag)`);
    console.log(`  served        ${f(served)} answers/s (first send to last answer); last answer ${f((lastDone - lastDue) / 1000)} s after the last beacon was due   (budget: ≤ ${KEEP_UP_MS / 1000} s, i.e. the server keeps up with ${RATE}/s)`);
    console.log(`  latency       from due time: p50 ${f(percentile(fromDue, 50))} ms, p99 ${f(percentile(fromDue, 99))} ms, max ${f(fromDue[fromDue.length - 1])} ms; from write: p50 ${f(percentile(fromSent, 50))} ms, p99 ${f(percentile(fromSent, 99))} ms`);
    console.log(`  answers       2xx ${ok2xx}, non-2xx ${non2xx}, errors ${errors.length} (timeouts ${timeouts})${warmBad ? `, warm-up failures ${warmBad}` : ''}   (budget: all 2xx, 0 errors)${errors.length ? `; first error: ${errors[0].error}` : ''}`);
    console.log(`  counts        stored ${storedTotal} = distinct (visitor, entry) pairs sent ${expectedTotal()} = answers "counted" ${countedAnswers}; ${TOTAL - bots + WARM_UP - expectedTotal()} repeat visits not counted, ${bots} crawler beacons ignored; entries whose count differs: ${wrongEntries.length}   (budget: all equal, 0 differ)`);
    console.log(ok ? 'OK' : 'FAILED: budget missed');
    if (!ok) process.exitCode = 1;
  } finally {
    await backend.close();
  }
}

await main();
