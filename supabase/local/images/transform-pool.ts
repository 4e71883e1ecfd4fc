/**
 * The local image CDN's transformations, each in a process of its own (transform-worker.ts), at most
 * `size` at once and `queue` more waiting (past that: refused as busy, at once). A transformation is
 * stopped — its process killed, its memory returned — when everyone waiting for it has gone (the
 * request's AbortSignal) or it runs past `timeoutMs`; libvips offers no other way to interrupt it.
 * Idle processes exit after `idleMs`.
 * Side effects: spawns and kills Node processes (the same Node, with tsx), never more than `size`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WorkerJob, WorkerReply } from './transform-protocol.ts';

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const WORKER_FILE = fileURLToPath(new URL('./transform-worker.ts', import.meta.url));

export interface TransformResult {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export type TransformJob = Omit<WorkerJob, 'id'>;

/** Why a transformation did not run to its end. */
export class TransformStopped extends Error {
  constructor(
    readonly reason: 'busy' | 'timeout' | 'aborted' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'TransformStopped';
  }
}

export interface TransformPoolOptions {
  size: number;
  queue: number;
  timeoutMs: number;
  idleMs: number;
  log: (msg: string) => void;
}

interface Pending {
  job: TransformJob;
  resolve: (r: TransformResult) => void;
  reject: (e: Error) => void;
  slot?: Slot;
  id?: number;
  timer?: NodeJS.Timeout;
  done: boolean;
}

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  running?: Pending;
  idle?: NodeJS.Timeout;
}

export class TransformPool {
  #slots: Slot[] = [];
  #queue: Pending[] = [];
  #nextId = 1;
  #closed = false;

  constructor(readonly options: TransformPoolOptions) {}

  /** The transform processes' ids, or only those transforming now (benchmarks add their memory to the server's). */
  pids(which: 'all' | 'running' = 'all'): number[] {
    return this.#slots
      .filter((s) => which === 'all' || s.running)
      .map((s) => s.child.pid)
      .filter((pid): pid is number => pid !== undefined);
  }

  /** Transformations running and waiting now. */
  load(): { running: number; waiting: number } {
    return { running: this.#slots.filter((s) => s.running).length, waiting: this.#queue.length };
  }

  run(job: TransformJob, signal?: AbortSignal): Promise<TransformResult> {
    if (signal?.aborted) return Promise.reject(new TransformStopped('aborted', 'The request was abandoned'));
    if (this.#closed) return Promise.reject(new TransformStopped('failed', 'The image CDN is closed'));
    const free = this.options.size - this.#slots.filter((s) => s.running).length;
    if (free <= 0 && this.#queue.length >= this.options.queue) {
      return Promise.reject(new TransformStopped('busy', `${this.options.size} transformations running and ${this.#queue.length} waiting`));
    }
    return new Promise<TransformResult>((resolve, reject) => {
      const pending: Pending = { job, resolve, reject, done: false };
      const abandon = () => this.#stop(pending, new TransformStopped('aborted', 'The request was abandoned'));
      signal?.addEventListener('abort', abandon, { once: true });
      const settle = <T>(fn: (v: T) => void) => (v: T) => {
        signal?.removeEventListener('abort', abandon);
        fn(v);
      };
      pending.resolve = settle(resolve);
      pending.reject = settle(reject);
      this.#queue.push(pending);
      this.#pump();
    });
  }

  /** Kills every process and refuses what waits. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const p of this.#queue.splice(0)) this.#finish(p, new TransformStopped('failed', 'The image CDN closed'));
    for (const slot of [...this.#slots]) this.#kill(slot, new TransformStopped('failed', 'The image CDN closed'));
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      let slot = this.#slots.find((s) => !s.running);
      if (!slot) {
        if (this.#slots.length >= this.options.size) return;
        slot = this.#spawn();
      }
      this.#start(slot, this.#queue.shift()!);
    }
  }

  #spawn(): Slot {
    const child = spawn(process.execPath, ['--import', TSX_LOADER, WORKER_FILE], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' });
    let ready!: () => void;
    let failed!: (e: Error) => void;
    const slot: Slot = { child, ready: new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject))) };
    slot.ready.catch(() => undefined);
    child.on('message', (m: WorkerReply) => {
      if ('ready' in m) return ready();
      const p = slot.running;
      if (!p || p.id !== m.id) return;
      slot.running = undefined;
      if ('error' in m) this.#finish(p, new TransformStopped('failed', m.error));
      else this.#finish(p, undefined, { status: m.status, headers: m.headers, body: m.body });
      this.#idle(slot);
      this.#pump();
    });
    child.on('exit', (code, sig) => {
      failed(new Error(`transform process exited (${sig ?? code}) before it was ready`));
      const i = this.#slots.indexOf(slot);
      if (i >= 0) this.#slots.splice(i, 1);
      clearTimeout(slot.idle);
      if (slot.running) {
        this.options.log(`image CDN: a transform process exited (${sig ?? code}) during a transformation`);
        this.#finish(slot.running, new TransformStopped('failed', 'The transform process exited'));
        slot.running = undefined;
      }
      if (!this.#closed) this.#pump();
    });
    child.on('error', (e) => this.options.log(`image CDN: transform process: ${e.message}`));
    // The server's own handles keep the process alive while it serves; an idle transform process never does.
    child.unref();
    child.channel?.unref();
    this.#slots.push(slot);
    return slot;
  }

  #start(slot: Slot, p: Pending): void {
    clearTimeout(slot.idle);
    slot.running = p;
    p.slot = slot;
    p.id = this.#nextId++;
    p.timer = setTimeout(() => this.#stop(p, new TransformStopped('timeout', `The transformation ran past ${this.options.timeoutMs / 1000} s`)), this.options.timeoutMs);
    p.timer.unref();
    slot.ready.then(
      () => {
        if (p.done || slot.running !== p) return;
        const message: WorkerJob = { id: p.id!, ...p.job };
        slot.child.send(message);
      },
      (e: Error) => this.#finish(p, new TransformStopped('failed', e.message)),
    );
  }

  /** Stops one transformation: out of the queue, or its process killed. */
  #stop(p: Pending, why: TransformStopped): void {
    if (p.done) return;
    const queued = this.#queue.indexOf(p);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
      this.#finish(p, why);
      return;
    }
    if (p.slot && p.slot.running === p) this.#kill(p.slot, why);
    else this.#finish(p, why);
  }

  #kill(slot: Slot, why: TransformStopped): void {
    const p = slot.running;
    slot.running = undefined;
    clearTimeout(slot.idle);
    const i = this.#slots.indexOf(slot);
    if (i >= 0) this.#slots.splice(i, 1);
    slot.child.kill('SIGKILL');
    if (p) this.#finish(p, why);
    if (!this.#closed) this.#pump();
  }

  #idle(slot: Slot): void {
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      if (slot.running) return;
      const i = this.#slots.indexOf(slot);
      if (i >= 0) this.#slots.splice(i, 1);
      slot.child.disconnect();
    }, this.options.idleMs);
    slot.idle.unref();
  }

  #finish(p: Pending, error?: Error, result?: TransformResult): void {
    if (p.done) return;
    p.done = true;
    clearTimeout(p.timer);
    if (error) p.reject(error);
    else p.resolve(result!);
  }
}
