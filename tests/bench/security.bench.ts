/**
 * `npm run bench:security`: the load run on loopback — 40 connections for 25 s
 * (BENCH_DURATION), half reading the home feed, half signing in (bcrypt in worker threads; the rate
 * limit raised so every sign-in is real work) — then an unrelated GET while 20 connections guess
 * passwords (the event loop must stay free), then the default limits against a guessing flood, then
 * the image attacks (images-bench.ts: a 16000 × 16000 PNG of ~280 KB against the upload paths and
 * the image CDN, with the server's memory and a request beside it; the worst a source under the cap
 * costs; a client leaving), then one partner save against everyone else (./save-stall.ts: the
 * 60,000-word attack, a body just under the limit, a long real article; save time and the slowest
 * unrelated read while it and the search indexer run, on PGlite and PostgreSQL 15).
 * `--images-only` and `--saves-only` run one of those two parts alone.
 * Prints errors, p50/p99 and each figure beside its ceiling; asserts nothing.
 */
import autocannon, { type Result } from 'autocannon';
import { startServer } from '../../supabase/local/server.ts';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.ts';
import { imageAttackBench } from './images-bench.ts';
import { startTestBackend } from '../helpers/backend.ts';
import { hasPostgres, startPostgres } from '../helpers/postgres.ts';
import { saveStallFigures } from './save-stall.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 25);
const anon = { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${PUBLISHABLE_KEY}` };
const FEED = '/rest/v1/cheezopedia_entries?select=*&visible_in_feed=eq.true&order=published_at.desc&limit=9';
const signIn = (password: string) => ({
  method: 'POST',
  headers: { apikey: PUBLISHABLE_KEY, 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@cheezopedia.test', password }),
});

function line(label: string, r: Result, expectStatus = '2xx'): string {
  const unexpected = expectStatus === '2xx' ? r.non2xx : 0;
  const errors = r.errors + unexpected;
  return (
    `  ${label.padEnd(34)} ${String(r.requests.total).padStart(6)} requests  ${r.requests.average.toFixed(0).padStart(5)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms` +
    `   p99 ${String(r.latency.p99).padStart(5)} ms   errors ${errors} (of which client timeouts > 10 s: ${r.timeouts}; non-${expectStatus}: ${unexpected})`
  );
}

const { loadavg, availableParallelism } = await import('node:os');
const imagesOnly = process.argv.includes('--images-only');
const savesOnly = process.argv.includes('--saves-only');
if (!imagesOnly && !savesOnly) console.log(`Security load run: loopback, ${DURATION} s (${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)})\n`);

if (!imagesOnly && !savesOnly) {
  // 1. Home feed + sign-in, 40 connections.
  {
    const server = await startServer({ port: 0, memory: true, quiet: true, auth: { rateLimit: { signInSignUps: 1e9, tokenRefresh: 1e9 } } });
    try {
      const [feed, auth] = await Promise.all([
        autocannon({ url: server.url + FEED, connections: 20, duration: DURATION, headers: anon }),
        autocannon({ url: `${server.url}/auth/v1/token?grant_type=password`, connections: 20, duration: DURATION, ...signIn('cheese-admin') }),
      ]);
      console.log('40 connections (20 home feed + 20 sign-in, rate limit raised):');
      console.log(line('GET home feed', feed));
      console.log(line('POST sign-in (right password)', auth));
    } finally {
      await server.close();
    }
  }

  // 2. An unrelated GET while 20 connections guess passwords (bcrypt must not block the event loop).
  {
    const server = await startServer({ port: 0, memory: true, quiet: true, auth: { rateLimit: { signInSignUps: 1e9 } } });
    try {
      const d = Math.max(5, Math.round(DURATION / 2));
      const [guesses, health] = await Promise.all([
        autocannon({ url: `${server.url}/auth/v1/token?grant_type=password`, connections: 20, duration: d, ...signIn('wrong-guess') }),
        autocannon({ url: `${server.url}/rest/v1/cheeses?select=id&limit=1`, connections: 1, duration: d, headers: anon }),
      ]);
      console.log(`\nUnrelated GET during 20 concurrent wrong-password guesses (${d} s):`);
      console.log(line('POST sign-in (wrong password, 400)', guesses, '4xx'));
      console.log(line('GET cheeses (1 connection)', health));
    } finally {
      await server.close();
    }
  }

  // 3. The default limits (supabase/config.toml) against a guessing flood from one IP.
  {
    const server = await startServer({ port: 0, memory: true, quiet: true });
    try {
      const statuses = new Map<number, number>();
      for (let i = 0; i < 150; i++) {
        const r = await fetch(`${server.url}/auth/v1/token?grant_type=password`, signIn(`guess-${i}`));
        await r.arrayBuffer();
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
      console.log(`\n150 wrong admin passwords with the default [auth.rate_limit]: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
    } finally {
      await server.close();
    }
  }
}

// 4. The image attacks of the security review, round 2.
if (!savesOnly) await imageAttackBench();

// 5. One partner save against everyone else, on PGlite (in a data folder, as `npm start` runs it) and PostgreSQL 15.
if (!imagesOnly) {
  const pglite = await startTestBackend({ scheduledFunctionsIntervalMs: 3_600_000, pgliteOnDisk: true });
  try {
    await saveStallFigures(pglite, 'PGlite');
  } finally {
    await pglite.close();
  }
  if (hasPostgres()) {
    const pg = await startPostgres();
    process.env.TEST_DATABASE_URL = pg.url;
    const backend = await startTestBackend({ scheduledFunctionsIntervalMs: 3_600_000 });
    try {
      await saveStallFigures(backend, 'PostgreSQL 15');
    } finally {
      await backend.close();
      pg.stop();
    }
  } else {
    console.log('\n(PostgreSQL server binaries not found: no PostgreSQL figures.)');
  }
  console.log(`\n(load average now ${loadavg()[0].toFixed(1)}; the machine is shared: figures vary with its load)`);
}
process.exit(0);
