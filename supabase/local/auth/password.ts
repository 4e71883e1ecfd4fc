/**
 * bcrypt off the event loop: hashing and comparing run in a small pool of worker threads (bcryptjs
 * inside each), so a burst of sign-ins cannot stall unrelated requests. Unknown emails are compared
 * against a dummy hash of the same cost, so they take as long to fail as wrong passwords.
 * Side effects: starts up to POOL_SIZE worker threads on first use (unref'd: they never keep the
 * process alive).
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export const BCRYPT_COST = 10;
// One thread per core (at most 4): sign-ins queue here, never on the event loop.
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism()));
const BCRYPT_PATH = createRequire(import.meta.url).resolve('bcryptjs');

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const bcrypt = require(${JSON.stringify(BCRYPT_PATH)});
parentPort.on('message', (m) => {
  try {
    const result = m.op === 'hash' ? bcrypt.hashSync(m.password, m.cost) : bcrypt.compareSync(m.password, m.hash);
    parentPort.postMessage({ id: m.id, result });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: String((e && e.message) || e) });
  }
});`;

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>;
}

const pool: Slot[] = [];
/** bcrypt operations done so far (tests check that unknown emails cost the same work). */
export const passwordWork = { hashes: 0, compares: 0 };
let nextId = 1;

function spawnSlot(): Slot {
  const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true }), pending: new Map() };
  slot.worker.unref();
  slot.worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
    const p = slot.pending.get(m.id);
    if (!p) return;
    slot.pending.delete(m.id);
    if (m.error !== undefined) p.reject(new Error(m.error));
    else p.resolve(m.result);
  });
  const fail = (e: Error) => {
    for (const p of slot.pending.values()) p.reject(e);
    slot.pending.clear();
    const i = pool.indexOf(slot);
    if (i >= 0) pool.splice(i, 1);
  };
  slot.worker.on('error', fail);
  slot.worker.on('exit', () => fail(new Error('bcrypt worker exited')));
  return slot;
}

function run<T>(msg: Record<string, unknown>): Promise<T> {
  if (pool.length < POOL_SIZE) pool.push(spawnSlot());
  const slot = pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    slot.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    slot.worker.postMessage({ ...msg, id });
  });
}

/** bcrypt hash of `password` (cost BCRYPT_COST), computed in a worker thread. */
export function hashPassword(password: string): Promise<string> {
  passwordWork.hashes++;
  return run<string>({ op: 'hash', password, cost: BCRYPT_COST });
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `password` matches `hash`; with no hash (unknown user, no password) a dummy hash is
 * compared instead and the answer is false — the same work either way.
 */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('cheezopedia-dummy-password-for-timing');
    passwordWork.compares++;
    await run<boolean>({ op: 'compare', password, hash: await dummyHash });
    return false;
  }
  passwordWork.compares++;
  return run<boolean>({ op: 'compare', password, hash });
}
