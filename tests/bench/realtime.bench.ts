/**
 * node --import tsx tests/bench/realtime.bench.ts — the stand-in's Realtime with 200 subscribed
 * clients: the server's memory (RSS and JS heap, in a process of its own, after a full collection)
 * before and after 200 visitors joined the visitors' private topic `sync:public` (each
 * join authorised by the row-level security of realtime.messages, as on hosted), then the fan-out
 * latency of 50 changes an admin makes one after another: from sending the PATCH to each of the 200
 * clients receiving that change's poke (10,000 deliveries), p50 and p95. The visitors use what a
 * visitor's page uses, the receive-only client of src/data/server/visitor-realtime.ts (protocol
 * 1.0.0); `--client supabase-js` makes them supabase-js clients (2.0.0), as signed-in devices are.
 *
 * The messages-per-second limit is lifted for the bench: on hosted's Free plan (100 messages per
 * second, each delivery counting) this fan-out — 10,000 deliveries in a few seconds — would trip it.
 *
 * Budget (exit code 1 when missed): every client receives every poke, in order; the figures within
 * their ceilings (printed beside them).
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type { RealtimeClientLike } from '../../src/data/engine/api.ts';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.ts';
import { createVisitorRealtime } from '../../src/data/server/visitor-realtime.ts';

const CLIENTS = 200;
const CHANGES = 50;
/**
 * Ceilings: a live update felt as live (p95 within a second, half within a quarter) on a busy shared
 * machine; memory per client well under what 200 hosted clients would cost a small server. The RSS
 * figure is printed but not judged: PGlite's WebAssembly memory, in the same process, moves it by
 * more than 200 clients do.
 */
const CEILING = { heapPerClientKb: 60, p50Ms: 250, p95Ms: 1_000 };
const args = process.argv.slice(2);
const clientKind = args.includes('--client') ? args[args.indexOf('--client') + 1] : 'lean';
if (clientKind !== 'lean' && clientKind !== 'supabase-js') throw new Error(`--client lean | supabase-js, not ${clientKind}`);

/** A visitor listening on sync:public: joined when the promise resolves; `leave` ends it (and its socket). */
async function visitor(url: string, onPoke: (payload: { id: string; version: number }) => void): Promise<{ leave: () => Promise<unknown> }> {
  const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
  const supabase = clientKind === 'supabase-js' ? createClient(url, PUBLISHABLE_KEY, opts) : null;
  const realtime: RealtimeClientLike = supabase ? supabase.realtime : createVisitorRealtime(`${url.replace(/^http/, 'ws')}/realtime/v1`, PUBLISHABLE_KEY);
  const channel = realtime.channel('sync:public', { config: { private: true } }).on('broadcast', { event: 'poke' }, (m) => onPoke(m.payload as { id: string; version: number }));
  await new Promise<void>((resolve, reject) => channel.subscribe((s) => (s === 'SUBSCRIBED' ? resolve() : s !== 'CLOSED' && reject(new Error(s)))));
  // realtime-js keeps its socket after removeChannel; removeAllChannels closes it.
  return { leave: () => (supabase ? supabase.removeAllChannels() : realtime.removeChannel(channel)) };
}

type Measure = { memory: NodeJS.MemoryUsage; stats: { connections: number; users: number; channels: number } };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const child = fork(fileURLToPath(new URL('./realtime-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, REALTIME_BENCH_LIMITS: JSON.stringify({ maxEventsPerSecond: 1_000_000 }) },
  });
  const next = <T>(type: string) => new Promise<T>((resolve) => child.on('message', function on(m: { type: string } & T) { if (m.type === type) { child.off('message', on); resolve(m); } }));
  const measure = async () => {
    const reply = next<Measure>('measured');
    child.send({ type: 'measure' });
    return reply;
  };
  const { url } = await next<{ url: string }>('ready');
  const clients: { leave: () => Promise<unknown> }[] = [];
  try {
    const opts = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
    const admin = createClient(url, PUBLISHABLE_KEY, opts);
    const signIn = await admin.auth.signInWithPassword({ email: 'admin@cheezopedia.test', password: 'cheese-admin' });
    if (signIn.error) throw new Error(signIn.error.message);
    const { data: cheese, error } = await admin.from('cheeses').select('id').limit(1).single();
    if (error || !cheese) throw new Error(error?.message ?? 'no cheese');
    // Warm the server's code paths and its database once, then measure from there.
    const warm = await visitor(url, () => undefined);
    await warm.leave();
    await new Promise((r) => setTimeout(r, 500));
    const before = await measure();

    /** received[c][i]: when client c received change i's poke. */
    const received: number[][] = Array.from({ length: CLIENTS }, () => []);
    const versionIndex = new Map<number, number>();
    const joinStarted = performance.now();
    for (let batch = 0; batch < CLIENTS; batch += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, CLIENTS - batch) }, async (_, k) => {
          const c = batch + k;
          clients.push(
            await visitor(url, (p) => {
              const i = versionIndex.get(p.version);
              if (p.id === cheese.id && i !== undefined) received[c][i] = performance.now();
            }),
          );
        }),
      );
    }
    const joinMs = performance.now() - joinStarted;
    await new Promise((r) => setTimeout(r, 500));
    const after = await measure();

    const sent: number[] = [];
    const { data: current } = await admin.from('cheeses').select('version').eq('id', cheese.id).single();
    let version = (current as { version: number }).version;
    const loadBefore = loadavg();
    for (let i = 0; i < CHANGES; i++) {
      versionIndex.set(++version, i);
      sent[i] = performance.now();
      const r = await admin.from('cheeses').update({ description: `Bench change ${i} ${randomUUID()}` }).eq('id', cheese.id).select('version').single();
      if (r.error || (r.data as { version: number }).version !== version) throw new Error(`change ${i}: ${r.error?.message ?? 'unexpected version'}`);
    }
    const deadline = Date.now() + 30_000;
    const complete = () => received.every((r) => r.filter((t) => t !== undefined).length === CHANGES);
    while (!complete() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const loadAfter = loadavg();

    const latencies: number[] = [];
    let missing = 0;
    let outOfOrder = 0;
    for (const r of received) {
      for (let i = 0; i < CHANGES; i++) {
        if (r[i] === undefined) missing++;
        else latencies.push(r[i] - sent[i]);
        if (i > 0 && r[i] !== undefined && r[i - 1] !== undefined && r[i] < r[i - 1]) outOfOrder++;
      }
    }
    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const rssKb = (after.memory.rss - before.memory.rss) / 1024 / CLIENTS;
    const js = (m: NodeJS.MemoryUsage) => m.heapUsed + m.arrayBuffers;
    const heapKb = (js(after.memory) - js(before.memory)) / 1024 / CLIENTS;
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    const f = (n: number) => n.toFixed(1);
    const ok = missing === 0 && outOfOrder === 0 && heapKb <= CEILING.heapPerClientKb && p50 <= CEILING.p50Ms && p95 <= CEILING.p95Ms;
    console.log(`realtime: ${CLIENTS} ${clientKind === 'lean' ? "visitors' receive-only clients (1.0.0)" : 'supabase-js clients (2.0.0)'} on sync:public (private, authorised by RLS), ${CHANGES} changes fanned out to each`);
    console.log(`  load average  ${loadBefore.map(f).join(' ')} before the changes, ${loadAfter.map(f).join(' ')} after (1/5/15 min; clients and bench share these cores, the server has its own process)`);
    console.log(`  joins         ${CLIENTS} in ${f(joinMs / 1000)} s; server counts ${after.stats.connections} sockets, ${after.stats.users} clients, ${after.stats.channels} channels`);
    console.log(`  server RSS    ${mb(before.memory.rss)} before, ${mb(after.memory.rss)} with ${CLIENTS} clients: ${f(rssKb)} KB per client   (not judged: PGlite's memory moves it more)`);
    console.log(`  server JS     heap + array buffers ${mb(js(before.memory))} before, ${mb(js(after.memory))} after: ${f(heapKb)} KB per client   (ceiling ${CEILING.heapPerClientKb} KB)`);
    console.log(`  poke latency  change sent → poke received, ${latencies.length} deliveries: p50 ${f(p50)} ms, p95 ${f(p95)} ms, max ${f(latencies[latencies.length - 1])} ms   (ceilings ${CEILING.p50Ms} / ${CEILING.p95Ms} ms)`);
    console.log(`  delivery      ${missing} pokes missing, ${outOfOrder} out of order   (budget: 0, 0)`);
    console.log(ok ? 'OK' : 'FAILED: budget missed');
    if (!ok) process.exitCode = 1;
    await admin.removeAllChannels();
  } finally {
    await Promise.all(clients.map((c) => c.leave().catch(() => undefined)));
    child.send({ type: 'stop' });
    await new Promise((r) => child.once('exit', r));
  }
}

await main();
