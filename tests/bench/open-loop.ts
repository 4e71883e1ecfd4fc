/**
 * An open-loop load generator for the benches: request i is sent at start + i / rate whatever the
 * earlier answers did (no connection waits for an answer before the next request is due), so a slow
 * server builds a backlog and shows it in the latencies instead of silently lowering the rate
 * (coordinated omission). It runs in a worker thread: the server under test (often in the main
 * thread) and the generator do not share an event loop.
 *
 * Latency is measured from each request's SCHEDULED time (what a visitor would wait) and also from
 * when it was actually written; a generator that fell behind its schedule says so (`lateSends`).
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import http from 'node:http';

export interface PlannedRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** The client address to send from (e.g. another 127.x.y.z on loopback: another client). */
  localAddress?: string;
}

export interface OpenLoopOptions {
  url: string;
  /** Requests per second. */
  rate: number;
  plan: PlannedRequest[];
  /** A request still unanswered this long after it was sent counts as a timeout (ms). */
  timeoutMs?: number;
}

export interface RequestOutcome {
  /** ms from the run's start: when it was due, written, answered (or failed). */
  due: number;
  sent: number;
  done: number;
  status: number;
  body: string;
  error: string | null;
}

export interface OpenLoopResult {
  outcomes: RequestOutcome[];
  /** Requests written more than 10 ms after they were due (the generator, not the server, lagged). */
  lateSends: number;
  /** Largest delay between due and written (ms). */
  maxSendLag: number;
}

interface WorkerInput extends Required<OpenLoopOptions> {
  role: 'open-loop';
}

/** Runs the plan in a worker thread; resolves when every request is answered, failed or timed out. */
export function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const input: WorkerInput = { role: 'open-loop', timeoutMs: 10_000, ...options };
  return new Promise((resolve, reject) => {
    // The worker loads this TypeScript file through tsx's API (Node 20 workers do not take the
    // parent's --import hooks for a .ts entry point).
    const boot = `import('tsx/esm/api').then((tsx) => tsx.register()).then(() => import(${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(boot, { eval: true, workerData: input });
    worker.once('message', (result: OpenLoopResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`open-loop worker exited with code ${code}`));
    });
  });
}

function generate(input: WorkerInput): Promise<OpenLoopResult> {
  const target = new URL(input.url);
  // Unbounded sockets with keep-alive: a request never waits for a free connection.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const outcomes: RequestOutcome[] = new Array(input.plan.length);
  const interval = 1000 / input.rate;
  let next = 0;
  let pending = input.plan.length;
  let lateSends = 0;
  let maxSendLag = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = (i: number, o: Omit<RequestOutcome, 'due' | 'sent' | 'done'> & { sent: number }) => {
      if (outcomes[i]) return;
      outcomes[i] = { due: i * interval, done: performance.now() - start, ...o };
      if (--pending === 0) {
        clearInterval(timer);
        agent.destroy();
        resolve({ outcomes, lateSends, maxSendLag });
      }
    };
    const send = (i: number) => {
      const p = input.plan[i];
      const sent = performance.now() - start;
      const lag = sent - i * interval;
      if (lag > 10) lateSends++;
      maxSendLag = Math.max(maxSendLag, lag);
      const req = http.request(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, method: p.method, headers: p.headers, agent, localAddress: p.localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => finish(i, { sent, status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), error: null }));
          res.on('error', (e) => finish(i, { sent, status: 0, body: '', error: e.message }));
        },
      );
      req.setTimeout(input.timeoutMs, () => {
        req.destroy(new Error(`no answer within ${input.timeoutMs} ms`));
      });
      req.on('error', (e) => finish(i, { sent, status: 0, body: '', error: e.message }));
      req.end(p.body);
    };
    // A 1 ms tick sends everything that is due: the schedule, not the answers, sets the pace.
    const tick = () => {
      const now = performance.now() - start;
      while (next < input.plan.length && next * interval <= now) send(next++);
    };
    const timer = setInterval(tick, 1);
    tick();
  });
}

if (!isMainThread && (workerData as WorkerInput | undefined)?.role === 'open-loop') {
  void generate(workerData as WorkerInput).then((result) => parentPort?.postMessage(result));
}
