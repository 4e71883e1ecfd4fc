/**
 * `npm run bench:sync`: in headless Chromium against `npm start`'s server, a cold pull of 2,000+
 * entries (plus the seed) into IndexedDB, then a no-op incremental pull, using the real data layer.
 * Budgets: cold < 3 s, no-op < 100 ms on the 2-core machine (printed; exit 1 when over).
 *
 * Then two devices (two browser contexts, an admin signed in on each, live updates on): 50 changes
 * of a cheese saved and pushed on one, each timed from the change to the moment the other device's
 * live read shows that version (the poke over Realtime, then its ordinary pull). Ceilings: p50 1 s,
 * p95 2 s (the issue's "within 1 s median, 2 s at most").
 */
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from '../helpers/app-server';
import { launchBrowser } from '../helpers/browser';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTRIES = 2000;
const COLD_BUDGET_MS = 3000;
const NOOP_BUDGET_MS = 100;
/**
 * Rows per insert while seeding: each row's poke (realtime.send) and search indexing run inside the
 * statement, and 500 at once passed the service role's statement timeout on the loaded machine.
 */
const INSERT_BATCH = 100;
const LIVE_CHANGES = 50;
const LIVE_P50_MS = 1000;
const LIVE_P95_MS = 2000;
const ADMIN = { email: 'admin@cheezopedia.test', password: 'cheese-admin' };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Two devices: change on one, visible on the other; returns the latencies (ms), sorted. */
async function twoDevices(browser: Awaited<ReturnType<typeof launchBrowser>>, url: string, bundle: string): Promise<number[]> {
  const open = async (name: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url}/auth/v1/health`);
    await page.addScriptTag({ path: bundle });
    const topics = await page.evaluate(([u, k, n, e, p]) => window.__syncBench.device(u, k, n, e, p), [url, PUBLISHABLE_KEY, name, ADMIN.email, ADMIN.password] as const);
    return { page, topics };
  };
  const one = await open('device-one');
  const two = await open('device-two');
  if (two.topics.length < 2) throw new Error(`the watching device joined ${two.topics.join(', ') || 'nothing'}`);
  const res = await fetch(`${url}/rest/v1/cheeses?select=id&order=name&limit=1`, { headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` } });
  const [{ id }] = (await res.json()) as { id: string }[];
  await two.page.evaluate((cid) => window.__syncBench.watch('device-two', cid), id);
  const latencies: number[] = [];
  for (let i = 0; i < LIVE_CHANGES; i++) {
    const { at, version } = await one.page.evaluate(([cid, n]) => window.__syncBench.change('device-one', cid, `Live bench change ${n}`), [id, i] as const);
    await two.page.waitForFunction(([v]) => window.__syncBench.seen('device-two', v) !== null, [version] as const, { timeout: 30_000, polling: 20 });
    const seen = await two.page.evaluate((v) => window.__syncBench.seen('device-two', v)!, version);
    latencies.push(seen - at);
  }
  return latencies.sort((a, b) => a - b);
}
import { SYNC_LOOKBACK_MS } from '../../src/domain/constants';

async function insertEntries(url: string): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < ENTRIES; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, ENTRIES - start) }, (_, k) => {
      const i = start + k;
      return {
        id: crypto.randomUUID(),
        slug: `bench-entry-${i}`,
        title: `Bench entry number ${i} about aged cheese`,
        description: `Benchmark entry ${i}: a description of about the usual length for a card in the feed.`,
        content: `## Bench ${i}\n\n${'Cheese is milk made patient. '.repeat(40)}`,
        content_type: i % 3 === 0 ? 'recipe' : i % 3 === 1 ? 'article' : 'pairing_guide',
        visible_in_feed: true,
        featured: false,
        reading_time_minutes: 2,
        published_at: new Date(now - i * 60_000).toISOString(),
        cheese_types: ['Hard', 'Blue'],
      };
    });
    const res = await fetch(`${url}/rest/v1/cheezopedia_entries`, {
      method: 'POST',
      headers: { apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify(rows),
    });
    if (!res.ok) throw new Error(`insert failed: HTTP ${res.status} ${await res.text()}`);
  }
}

async function main(): Promise<void> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'cz-syncbench-'));
  const bundle = path.join(outDir, 'sync-bench.js');
  await build({
    entryPoints: [path.join(ROOT, 'tests/bench/sync-page-entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    outfile: bundle,
    alias: { '@': path.join(ROOT, 'src') },
    define: { 'import.meta.env': '{}' },
    logLevel: 'error',
  });
  const app = await startApp();
  const browser = await launchBrowser();
  let failed = false;
  try {
    await insertEntries(app.url);
    const page = await browser.newPage();
    // Any page of the server's origin will do (the bench does not need the built SPA).
    await page.goto(`${app.url}/auth/v1/health`);
    await page.addScriptTag({ path: bundle });
    if (process.env.SYNC_BENCH_DETAIL) page.on('console', (m) => console.log('  [page]', m.text()));
    const pull = () => page.evaluate(([u, k]) => window.__syncBench.run(u, k, 'bench-db'), [app.url, PUBLISHABLE_KEY] as const);
    const cold = await pull();
    // Right after the cold pull the look-back window (SYNC_LOOKBACK_MS behind the checkpoint) still
    // holds the 2,000 just-inserted rows: their (id, version) pairs are re-checked.
    const early = await pull();
    await new Promise((r) => setTimeout(r, SYNC_LOOKBACK_MS + 500));
    // The first pull after the window has passed verifies the checkpoint; later ones skip the look-back.
    const verifying = await pull();
    const steady = [await pull(), await pull(), await pull()].map((r) => r.ms).sort((a, b) => a - b);
    const noopMs = steady[1];
    if (process.env.SYNC_BENCH_DETAIL) {
      console.log(await page.evaluate(() => window.__syncBench.probe('bench-db')));
      const res = await page.evaluate(() => performance.getEntriesByType('resource').slice(-12).map((r) => `${r.duration.toFixed(0).padStart(5)} ms ${r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 140)}`));
      console.log(res.join('\n'));
    }
    console.log(`cold pull:  ${cold.ms.toFixed(0)} ms for ${cold.entries} entries (+ cheeses) into IndexedDB (budget < ${COLD_BUDGET_MS} ms)`);
    console.log(`no-op pull: ${noopMs.toFixed(1)} ms median of 3, ${steady.map((m) => m.toFixed(1)).join(' / ')} (budget < ${NOOP_BUDGET_MS} ms)`);
    console.log(`  (no-op right after the cold pull, look-back over the 2,000 fresh rows: ${early.ms.toFixed(0)} ms; the verifying pull ${SYNC_LOOKBACK_MS / 1000 + 0.5} s later: ${verifying.ms.toFixed(0)} ms; rows written by no-op pulls: ${early.rows + verifying.rows})`);
    if (cold.entries < ENTRIES) throw new Error(`only ${cold.entries} entries arrived`);
    const live = await twoDevices(browser, app.url, bundle);
    const p50 = percentile(live, 50);
    const p95 = percentile(live, 95);
    console.log(`two devices: change → visible on the other device over ${live.length} changes: p50 ${p50.toFixed(0)} ms (ceiling ${LIVE_P50_MS} ms), p95 ${p95.toFixed(0)} ms (ceiling ${LIVE_P95_MS} ms), max ${live[live.length - 1].toFixed(0)} ms`);
    if (p50 > LIVE_P50_MS || p95 > LIVE_P95_MS) {
      console.error('LIVE UPDATES OVER BUDGET');
      failed = true;
    }
    if (cold.ms > COLD_BUDGET_MS || noopMs > NOOP_BUDGET_MS) {
      console.error('OVER BUDGET');
      failed = true;
    }
  } finally {
    await browser.close();
    await app.dispose();
    await rm(outDir, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
