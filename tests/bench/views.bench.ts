/**
 * npm run bench:views — 6,000 view beacons at 200 per second (30 s) on loopback through autocannon
 * against the local backend's /.netlify/functions/view (in-memory PGlite). Visitors (user agents)
 * and entries repeat, so deduplication has work to do, and 1 request in 20 is a crawler that must not
 * count. Budget: no error, no non-2xx answer, and the stored counts equal the distinct
 * (visitor, entry) pairs sent by non-bots. Exit code 1 when missed. The achieved rate is printed beside
 * the 200/s target (on a shared 2-core machine the load generator and server compete for the CPU).
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { startTestBackend } from '../helpers/backend.ts';

const RATE = 200;
const SECONDS = 30;
const TOTAL = RATE * SECONDS;
const ENTRIES = 20;
const VISITORS = 2_500;
const BOT_EVERY = 20;

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

    const random = rng(42);
    const expected = new Set<string>();
    let sent = 0;
    let bots = 0;
    const url = `${backend.url}/.netlify/functions/view`;
    // Warm-up (untimed, not counted in the figures): a fresh in-memory database is slow at first.
    await fetch(url, { method: 'POST', headers: { 'user-agent': 'Mozilla/5.0 (warm-up) Chrome/1.0' }, body: JSON.stringify({ entryId: ids[0] }) });
    expected.add(`warm|${ids[0]}`);

    const started = Date.now();
    const result = await autocannon({
      url,
      amount: TOTAL,
      overallRate: RATE,
      connections: 30,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            sent++;
            const entry = ids[Math.floor(random() * ENTRIES)];
            let ua: string;
            if (sent % BOT_EVERY === 0) {
              bots++;
              ua = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
            } else {
              const v = Math.floor(random() * VISITORS);
              ua = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${v}.0 Safari/537.36`;
              expected.add(`${v}|${entry}`);
            }
            return { ...req, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua }, body: JSON.stringify({ entryId: entry }) };
          },
        },
      ],
    });
    const wall = (Date.now() - started) / 1000;

    const { data, error: readError } = await service.from('entry_views_daily').select('views').in('entry_id', ids);
    if (readError) throw new Error(readError.message);
    const stored = (data ?? []).reduce((n, r) => n + (r.views as number), 0);

    const ok = result.errors === 0 && result.timeouts === 0 && result.non2xx === 0 && stored === expected.size && sent === TOTAL;
    console.log(`view beacons: ${sent} sent in ${wall.toFixed(1)} s (target ${RATE}/s for ${SECONDS} s), ${bots} from a crawler`);
    console.log(`  throughput  ${result.requests.average.toFixed(1)} req/s average, ${(sent / wall).toFixed(1)} req/s over the run (target ${RATE}/s; below it the machine, not the server, is the limit — autocannon paces, never drops)`);
    console.log(`  latency     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    console.log(`  answers     2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}   (budget: all 2xx, 0 errors)`);
    console.log(`  counts      stored ${stored} = expected distinct (visitor, entry) pairs ${expected.size}, ${sent - bots + 1 - expected.size} duplicates removed   (budget: equal)`);
    console.log(ok ? 'OK' : 'FAILED: budget missed');
    if (!ok) process.exitCode = 1;
  } finally {
    await backend.close();
  }
}

await main();
