/**
 * `npm run bench:api`: requests/s and p50/p99 latency (autocannon, concurrency 10, 10 s each) for the
 * home feed query and entry-by-slug, on PGlite and — when initdb exists — on a PostgreSQL started on
 * loopback in a temp folder. Prints figures; asserts nothing.
 */
import autocannon from 'autocannon';
import { startServer } from '../../supabase/local/server.ts';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.ts';
import { hasPostgres, startPostgres } from '../helpers/postgres.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const headers = { apikey: PUBLISHABLE_KEY, authorization: `Bearer ${PUBLISHABLE_KEY}` };

async function firstSlug(url: string): Promise<string> {
  const r = await fetch(`${url}/rest/v1/cheezopedia_entries?select=slug&limit=1&order=published_at.desc`, { headers });
  const rows = (await r.json()) as { slug: string }[];
  if (!rows[0]) throw new Error('no published entry to benchmark (is the seed loaded?)');
  return rows[0].slug;
}

async function run(label: string, url: string, path: string, extra: Record<string, string> = {}) {
  const check = await fetch(url + path, { headers: { ...headers, ...extra } });
  if (!check.ok) throw new Error(`${label}: ${check.status} ${await check.text()}`);
  const result = await autocannon({ url: url + path, connections: CONNECTIONS, duration: DURATION, headers: { ...headers, ...extra } });
  const errors = result.errors + result.non2xx;
  console.log(
    `  ${label.padEnd(16)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors)` : ''}`,
  );
}

async function benchBackend(name: string, opts: Parameters<typeof startServer>[0]) {
  const server = await startServer({ port: 0, quiet: true, ...opts });
  try {
    console.log(`${name}`);
    const slug = await firstSlug(server.url);
    await run('home feed', server.url, '/rest/v1/cheezopedia_entries?select=*&visible_in_feed=eq.true&order=published_at.desc&limit=9');
    await run('entry by slug', server.url, `/rest/v1/cheezopedia_entries?select=*&slug=eq.${encodeURIComponent(slug)}`, { accept: 'application/vnd.pgrst.object+json' });
  } finally {
    await server.close();
  }
}

console.log(`API benchmark: ${CONNECTIONS} connections, ${DURATION} s per query\n`);
await benchBackend('PGlite (in memory)', { memory: true });
if (hasPostgres()) {
  const pg = await startPostgres();
  try {
    await benchBackend('PostgreSQL (loopback)', { databaseUrl: pg.url });
  } finally {
    pg.stop();
  }
} else {
  console.log('PostgreSQL: skipped (no initdb on PATH)');
}
