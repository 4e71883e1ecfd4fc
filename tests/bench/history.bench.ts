/**
 * npm run bench:history — what version history costs and whether it keeps everything, against the
 * local backend (in-memory PGlite, the migrations as deployed), printing each figure beside its
 * ceiling (exit code 1 when one is missed):
 * - soak: two admins on two devices, 20 entries, 200 saves online and offline with conflicts
 *   resolved both ways → saved versions recoverable from history (target 200 of 200). The devices
 *   run the app's data layer, which is built for Vite (import.meta.env): the soak runs under vitest
 *   (tests/data/history-soak.test.ts) and its printed figure is read here;
 * - save cost: median time of a version-checked entry update through the REST API (as the push sends
 *   it) among 2,000 entries, with the history, trash and activity triggers on against off
 *   (disabled with ALTER TABLE … DISABLE TRIGGER), in alternating blocks (ceiling 1.2×);
 * - History panel open for an entry with 50 versions of 2,000 words (each version edits about 30
 *   words of the one before): the panel's request plus building the version list and the word diff
 *   of the oldest version against the current one, median of 20 (ceiling 300 ms);
 * - storage per version of a 2,000-word entry: the stored record (pg_column_size of the row, the
 *   jsonb compressed by TOAST), beside the entry's own text size. The text is pseudo-random letters,
 *   which compress about as little as anything: a ceiling on real prose.
 */
// supabase-js builds a realtime client at creation and wants a WebSocket constructor (Node 22 has
// one); nothing here subscribes, so on older Node a placeholder is enough.
if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'undefined') {
  (globalThis as { WebSocket?: unknown }).WebSocket = class {};
}
import { spawnSync } from 'node:child_process';
const { startTestBackend, DEMO } = await import('../helpers/backend.ts');
const { buildVersions, versionDiff } = await import('../../src/domain/history.ts');
type VersionRecord = import('../../src/domain/history.ts').VersionRecord;

const SAVE_RATIO_CEILING = 1.2;
const PANEL_CEILING_MS = 300;
const ENTRIES = 2_000;
const BLOCK = 40;
const ROUNDS = 6;
const WORDS = 2_000;

const HISTORY_TRIGGERS = ['history', 'trash', 'activity', 'import_activity'].map((t) => `cheezopedia_entries_${t}`);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * n words of seeded pseudo-random letters (3–9 each, with sentence breaks): text that compresses
 * about as poorly as prose, so the storage figure is not flattered by repetition.
 */
function words(n: number, seed: number): string {
  let a = (seed + 1) * 0x9e3779b9;
  const rand = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const letters = 'eeeeeeettttaaaoooiiinnnssshhrrdlcumwfgypbvk';
  const out: string[] = [];
  for (let i = 0; i < n; i += 1) {
    let w = '';
    const len = 3 + Math.floor(rand() * 7);
    for (let k = 0; k < len; k += 1) w += letters[Math.floor(rand() * letters.length)];
    out.push(rand() < 0.07 ? `${w}.` : w);
  }
  return out.join(' ');
}

const backend = await startTestBackend();
let failed = false;
const line = (name: string, value: string, ceiling: string, ok: boolean) => {
  if (!ok) failed = true;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(46)} ${value.padStart(14)}   ceiling ${ceiling}`);
};

try {
  // ---- soak (under vitest: see above)
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'backend', 'tests/data/history-soak.test.ts'], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  const figure = /history soak: (\d+)\/(\d+) recoverable(.*)/.exec(`${run.stdout}\n${run.stderr}`);
  if (!figure) {
    line('soak: saved versions recoverable', 'no figure', '200/200', false);
    console.log(run.stdout.slice(-2000), run.stderr.slice(-2000));
  } else {
    line('soak: saved versions recoverable', `${figure[1]}/${figure[2]}`, '200/200', figure[1] === '200' && figure[2] === '200' && run.status === 0);
    console.log(`     (${figure[3].replace(/^;\s*/, '')})`);
  }

  // ---- save cost at 2,000 entries
  const have = (await backend.sql<{ n: string }>('select count(*)::text as n from public.cheezopedia_entries'))[0].n;
  await backend.sql(
    `insert into public.cheezopedia_entries (slug, title, content)
     select 'bench-history-' || g, 'Bench entry ' || g, repeat('Some words about cheese. ', 40) from generate_series(1, $1::integer - $2::integer) g`,
    [ENTRIES, Number(have)],
  );
  const token = await (async () => {
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST', headers: { apikey: backend.publishableKey, 'content-type': 'application/json' }, body: JSON.stringify(DEMO.admin),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  })();
  const headers = { apikey: backend.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation', 'x-write-path': 'form' };
  const targets = await backend.sql<{ id: string; version: number }>(`select id, version from public.cheezopedia_entries where slug like 'bench-history-%' order by slug limit 50`);
  const versionOf = new Map(targets.map((t) => [t.id, Number(t.version)]));
  let n = 0;
  const save = async (): Promise<number> => {
    const t = targets[n % targets.length];
    n += 1;
    const v = versionOf.get(t.id)!;
    const started = performance.now();
    const res = await fetch(`${backend.url}/rest/v1/cheezopedia_entries?id=eq.${t.id}&version=eq.${v}`, { method: 'PATCH', headers, body: JSON.stringify({ content: `Saved ${n}. ${words(300, n)}` }) });
    const rows = (await res.json()) as { version: number }[];
    const took = performance.now() - started;
    if (!res.ok || rows.length !== 1) throw new Error(`save failed: ${res.status} ${JSON.stringify(rows).slice(0, 200)}`);
    versionOf.set(t.id, rows[0].version);
    return took;
  };
  const toggle = async (on: boolean) => {
    for (const trigger of HISTORY_TRIGGERS) await backend.sql(`alter table public.cheezopedia_entries ${on ? 'enable' : 'disable'} trigger ${trigger}`);
  };
  for (let i = 0; i < 20; i += 1) await save(); // warm-up
  const withHistory: number[] = [];
  const without: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await toggle(false);
    for (let i = 0; i < BLOCK; i += 1) without.push(await save());
    await toggle(true);
    for (let i = 0; i < BLOCK; i += 1) withHistory.push(await save());
  }
  const on = median(withHistory);
  const off = median(without);
  line('save at 2,000 entries, history on / off', `${(on / off).toFixed(2)}×`, `${SAVE_RATIO_CEILING}×`, on / off <= SAVE_RATIO_CEILING);
  console.log(`     (median ${on.toFixed(1)} ms with history, ${off.toFixed(1)} ms without; ${withHistory.length} saves each)`);

  // ---- History panel, 50 versions of a 2,000-word entry
  // Each version edits a few sentences of the last (about 30 words replaced), as editors do.
  let text = words(WORDS, 0).split(' ');
  const [big] = await backend.sql<{ id: string }>(`insert into public.cheezopedia_entries (slug, title, content) values ('bench-history-big', 'Big entry', $1) returning id`, [text.join(' ')]);
  for (let i = 1; i <= 50; i += 1) {
    text = [...text];
    const fresh = words(30, i).split(' ');
    for (let k = 0; k < fresh.length; k += 1) text[(i * 397 + k * 61) % text.length] = fresh[k];
    await backend.sql(`update public.cheezopedia_entries set content = $2 where id = $1`, [big.id, text.join(' ')]);
  }
  const open = async (): Promise<number> => {
    const started = performance.now();
    const [histRes, rowRes] = await Promise.all([
      fetch(`${backend.url}/rest/v1/row_versions?select=id,table_name,row_id,version,row_data,kind,path,changed_by,changed_at,changed_fields&table_name=eq.cheezopedia_entries&row_id=eq.${big.id}&order=id.desc`, { headers }),
      fetch(`${backend.url}/rest/v1/cheezopedia_entries?id=eq.${big.id}`, { headers }),
    ]);
    const records = (await histRes.json()) as VersionRecord[];
    const [current] = (await rowRes.json()) as Record<string, unknown>[];
    const list = buildVersions(current, records);
    versionDiff('cheezopedia_entries', list[list.length - 1].content, current);
    if (records.length !== 50) throw new Error(`expected 50 versions, got ${records.length}`);
    return performance.now() - started;
  };
  await open();
  const opens: number[] = [];
  for (let i = 0; i < 20; i += 1) opens.push(await open());
  const panel = median(opens);
  line('History panel open, 50 versions × 2,000 words', `${panel.toFixed(0)} ms`, `${PANEL_CEILING_MS} ms`, panel <= PANEL_CEILING_MS);

  // ---- storage per version
  const [size] = await backend.sql<{ record: string; data: string; text: string }>(
    `select avg(pg_column_size(v.*))::integer::text as record, avg(pg_column_size(v.row_data))::integer::text as data,
            avg(octet_length(v.row_data ->> 'content'))::integer::text as text
     from public.row_versions v where v.row_id = $1`,
    [big.id],
  );
  console.log(`info storage per version, 2,000-word entry       ${(Number(size.record) / 1024).toFixed(1).padStart(10)} KB   (jsonb ${(Number(size.data) / 1024).toFixed(1)} KB stored for ${(Number(size.text) / 1024).toFixed(1)} KB of text; no ceiling set)`);
} finally {
  await backend.close();
}
process.exit(failed ? 1 : 0);
