/**
 * The image attacks of the security review (round 2), measured on the local backend (part of
 * `npm run bench:security`; `-- --images-only` alone). Each figure is printed beside its ceiling:
 * 1. a partner's 16000 × 16000 PNG of ~280 KB: straight through the Storage API (refused) and through
 *    the image-upload function (refused from its header: time);
 * 2. the same picture stored before the function existed, asked anonymously from the image CDN as
 *    `fm=avif&q=99` and `fm=jpg&q=100` (the review measured 6.3 GB / ~80 s and 2.1 GB / 6.2 s) and
 *    with 20 other w/q/fm: time to the refusal, the peak memory of the server and its transform
 *    processes, and a REST GET beside it (p50/p99);
 * 3. the worst a source under the cap may cost: a full-size AVIF at q=99 of a 24 MP picture (time,
 *    peak memory), and how soon its process is gone when the client leaves after a second.
 * Figures depend on the machine and its load (printed first). Side effects: starts a backend in memory.
 */
import { readFileSync } from 'node:fs';
import { loadavg, availableParallelism } from 'node:os';
import sharp from 'sharp';
import { createClient } from '@supabase/supabase-js';
import { startServer, type RunningServer } from '../../supabase/local/server.ts';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../../supabase/local/keys.ts';
import { MAX_SOURCE_PIXELS, TRANSFORM_CONCURRENCY, TRANSFORM_QUEUE, TRANSFORM_TIMEOUT_MS } from '../../supabase/local/images/limits.ts';
import { IMAGE_UPLOAD_FUNCTION_PATH } from '../../src/domain/constants';
import { pixelBombPng } from '../helpers/pixel-bomb.ts';

const MB = 1024 * 1024;

/** Resident memory of a process (kB in /proc, Linux), 0 when it is gone. */
function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The server's memory with its transform processes, sampled every 20 ms until stopped: the peaks of both, and of the transforms alone. */
function sampleMemory(server: RunningServer): { stop: () => { total: number; transforms: number } } {
  let total = 0;
  let transforms = 0;
  const take = () => {
    const t = server.imageTransformPids().reduce((n, pid) => n + rssOf(pid), 0);
    transforms = Math.max(transforms, t);
    total = Math.max(total, rssOf(process.pid) + t);
  };
  take();
  const timer = setInterval(take, 20);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return { total, transforms };
    },
  };
}

/** REST GETs one after another until stopped: their latencies. */
function besideRequests(server: RunningServer): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      await (await fetch(`${server.url}/rest/v1/cheeses?select=id&limit=1`, { headers: { apikey: PUBLISHABLE_KEY } })).arrayBuffer();
      times.push(performance.now() - t);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return times;
    },
  };
}

const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;
const mb = (n: number) => `${(n / MB).toFixed(0).padStart(6)} MB`;
const line = (label: string, figure: string, ceiling: string) => console.log(`  ${label.padEnd(62)} ${figure}   (ceiling ${ceiling})`);
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

export async function imageAttackBench(): Promise<void> {
  console.log(`\nImage attacks (${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)}; CDN cap ${MAX_SOURCE_PIXELS / 1e6} MP, ${TRANSFORM_CONCURRENCY} transforms at once, ${TRANSFORM_QUEUE} waiting, ${TRANSFORM_TIMEOUT_MS / 1000} s each at most):`);
  const bomb = await pixelBombPng(16000, 16000, 8);
  const server = await startServer({ port: 0, memory: true, quiet: true });
  try {
    const service = createClient(server.url, SECRET_KEY, { auth: { persistSession: false } });
    const partner = createClient(server.url, PUBLISHABLE_KEY, { auth: { persistSession: false } });
    await partner.auth.signInWithPassword({ email: 'partner@cheezopedia.test', password: 'cheese-partner' });
    const token = (await partner.auth.getSession()).data.session!.access_token;
    const idle = rssOf(process.pid);

    // 1. The upload paths.
    console.log(`1. A partner uploads a ${(bomb.length / 1024).toFixed(0)} KB PNG declaring 16000 × 16000 pixels:`);
    const direct = await partner.storage.from('cheezopedia').upload('articles/bomb.png', bomb, { contentType: 'image/png' });
    line('straight through the Storage API', `refused: ${direct.error?.message ?? 'STORED'}`, 'refused');
    const upload = (path: string) =>
      fetch(`${server.url}${IMAGE_UPLOAD_FUNCTION_PATH}?bucket=cheezopedia&path=${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, body: new Uint8Array(bomb) }).then(async (r) => (await r.arrayBuffer(), r.status));
    await upload('articles/warm.png'); // the first call imports the functions (a cold start)
    const viaFunction = await timed(() => upload('articles/bomb-1.png'));
    line('through the image-upload function (warm)', `${viaFunction.value} in ${ms(viaFunction.ms)}`, '422 within 1000 ms');

    // 2. The image CDN, anonymously, on the picture as stored before the function existed.
    const stored = await service.storage.from('cheezopedia').upload('articles/old-bomb.png', bomb, { contentType: 'image/png' });
    if (stored.error) throw new Error(stored.error.message);
    const source = encodeURIComponent(`${server.url}/storage/v1/object/public/cheezopedia/articles/old-bomb.png`);
    console.log('2. Anonymous image CDN requests for it (server idle at ' + mb(idle).trim() + '):');
    for (const q of ['fm=avif&q=99', 'fm=jpg&q=100']) {
      const memory = sampleMemory(server);
      const r = await timed(async () => {
        const res = await fetch(`${server.url}/.netlify/images?url=${source}&${q}`);
        await res.arrayBuffer();
        return res.status;
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      line(`${q}: answer (memory peak over the next second)`, `${r.value} in ${ms(r.ms)}, ${mb(memory.stop().total)}`, `a refusal within 1000 ms, < ${mb(idle + 256 * MB).trim()}`);
    }
    // 20 more variants while a REST GET runs beside them, one after another.
    const beside = besideRequests(server);
    const memory = sampleMemory(server);
    const variants = await timed(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${server.url}/.netlify/images?url=${source}&w=${400 + i * 50}&q=${80 + (i % 20)}&fm=${['avif', 'webp', 'jpg', 'png'][i % 4]}`);
        await res.arrayBuffer();
        statuses.push(res.status);
      }
      return statuses;
    });
    const side = await beside.stop();
    line('20 other w/q/fm, one after another: all refused, total', `${variants.value.every((s) => s === 400) ? 'all 400' : variants.value.join(',')} in ${ms(variants.ms)}`, `${ms(20 * 1000).trim()}`);
    line('  memory peak meanwhile', mb(memory.stop().total), `< ${mb(idle + 256 * MB).trim()}`);
    line(`  REST GET beside them (${side.length} requests): p50 / p99`, `${ms(percentile(side, 50))} / ${ms(percentile(side, 99))}`, 'p99 < 250 ms');

    // 3. The worst under the cap, and a client that leaves.
    const worst = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#7a5c3e' } }).png().toBuffer();
    const put = await service.storage.from('cheezopedia').upload('articles/worst.png', worst, { contentType: 'image/png' });
    if (put.error) throw new Error(put.error.message);
    const worstSource = encodeURIComponent(`${server.url}/storage/v1/object/public/cheezopedia/articles/worst.png`);
    console.log('3. A 6000 × 4000 source (24 MP, under the cap) as a full-size AVIF at q=99:');
    const heavyMemory = sampleMemory(server);
    const heavyBeside = besideRequests(server);
    const heavy = await timed(async () => {
      const res = await fetch(`${server.url}/.netlify/images?url=${worstSource}&fm=avif&q=99`);
      await res.arrayBuffer();
      return res.status;
    });
    const heavySide = await heavyBeside.stop();
    const peaks = heavyMemory.stop();
    line('answer', `${heavy.value} in ${ms(heavy.ms)}`, `${ms(TRANSFORM_TIMEOUT_MS).trim()} (then 503)`);
    line('  memory peak: the transform process / with the server', `${mb(peaks.transforms)} / ${mb(peaks.total)}`, '< 1024 MB for the transform');
    line(`  REST GET beside it (${heavySide.length} requests): p50 / p99`, `${ms(percentile(heavySide, 50))} / ${ms(percentile(heavySide, 99))}`, 'p99 < 250 ms');
    const leaving = new AbortController();
    const gone = fetch(`${server.url}/.netlify/images?url=${worstSource}&fm=avif&q=98`, { signal: leaving.signal }).catch(() => 'left');
    while (server.imageTransformPids('running').length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const pids = server.imageTransformPids('running');
    const left = performance.now();
    leaving.abort();
    await gone;
    while (pids.some((pid) => rssOf(pid) > 0) && performance.now() - left < 10_000) await new Promise((resolve) => setTimeout(resolve, 10));
    line('the client leaves after 1 s: its transform process gone after', ms(performance.now() - left), '1000 ms');
  } finally {
    await server.close();
  }
}
