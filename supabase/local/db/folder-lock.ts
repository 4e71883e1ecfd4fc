/**
 * One process at a time per data folder: `<dataDir>/backend.lock`, created with O_EXCL and holding
 * the owner's pid, host name and process start time, as PostgreSQL's postmaster.pid does. PGlite has
 * no lock of its own: two processes on one folder write the same WAL and lose acknowledged writes.
 *
 * A lock whose process is gone (killed with SIGKILL, a crash, a reboot) is stale and taken over at
 * once: the pid is dead, a zombie (exited, not yet reaped by its parent), or it now belongs to
 * another process (its start time differs). A process still running is waited for, a few seconds
 * at most (lockDataFolderWhenFree): a killed server takes a second or more to go (the kernel unmaps
 * its memory first), and one stopped with Ctrl+C closes its database first, so a restart right after
 * either would otherwise be refused; one still running after that is refused. Why not an
 * mtime-refreshed lock (proper-lockfile): PGlite runs on the main thread, so a long migration or
 * query can starve the refresh timer and let a second process take a live lock; and a restart right
 * after a crash would wait for the lock to age. A lock on another host (a shared folder) is never
 * judged stale nor waited for. Side effects: creates and removes the lock file; removes it at process exit too.
 *
 * The takeover is atomic between processes starting at once: judging a lock stale and unlinking it
 * are two steps, and two processes that both judged the same stale lock could otherwise each unlink
 * (the second one removing the first one's fresh lock) and both run on the folder. So a takeover
 * happens only while holding `<dataDir>/backend.lock.takeover` (created with O_EXCL), and inside it
 * the lock is read again and unlinked only if it is still the very lock judged stale (same content).
 * Creating a lock where none exists needs no guard: O_EXCL lets one creator win. A guard left by a
 * process that died inside the takeover (a few system calls long) is removed once its pid is dead.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'backend.lock';
export const TAKEOVER_FILE = 'backend.lock.takeover';

interface LockOwner {
  pid: number;
  host: string;
  /** Process start time (Linux: /proc/<pid>/stat field 22), when the platform tells it. */
  start: string | null;
  since: string;
}

export class FolderLockedError extends Error {
  /** The owner is another process on this machine: it may be on its way out (worth waiting for). */
  readonly ownerMayExit: boolean;

  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner ? `process ${owner.pid}${owner.host !== hostname() ? ` on ${owner.host}` : ''}, since ${owner.since}` : 'another process';
    super(
      `The data folder ${dataDir} is already open in another local backend (${who}). ` +
        'Stop that one first (one server per data folder: two would corrupt its database), or give this one another folder (DATA_DIR=.data-2). ' +
        `If no server is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'FolderLockedError';
    this.ownerMayExit = owner !== null && owner.host === hostname() && owner.pid !== process.pid;
  }
}

/** Fields of /proc/<pid>/stat after the command (Linux), or null when unknown. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) may hold spaces and parentheses: count fields after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The start time of a process (Linux: field 22), or null when unknown. */
function processStart(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** A zombie (Z) or dead (X) process (Linux: field 3): it has exited and holds no file any more. */
function hasExited(pid: number): boolean {
  const state = procStat(pid)?.[0];
  return state === 'Z' || state === 'X';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const o = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof o.pid === 'number' && typeof o.host === 'string' ? { pid: o.pid, host: o.host, start: o.start ?? null, since: String(o.since ?? '') } : null;
  } catch {
    return null;
  }
}

/** True when the lock's owner certainly no longer runs (a lock we cannot read is not stale). */
function isStale(owner: LockOwner | null): boolean {
  if (!owner || owner.host !== hostname()) return false;
  if (owner.pid === process.pid) return false;
  if (!isAlive(owner.pid) || hasExited(owner.pid)) return true;
  const start = processStart(owner.pid);
  return owner.start !== null && start !== null && start !== owner.start;
}

const held = new Set<string>();
let exitHookInstalled = false;

function removeAllAtExit(): void {
  for (const file of held) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
  held.clear();
}

export interface FolderLock {
  readonly file: string;
  release(): void;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Removes `file` if it still holds exactly `judged` (the stale lock's text), under the takeover
 * guard. Returns when done or when another process is taking over (the caller then looks again).
 */
function takeOverStale(file: string, guard: string, judged: string): void {
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o644);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const holder = readOwner(guard);
    if (holder && holder.host === hostname() && !isAlive(holder.pid)) {
      try {
        unlinkSync(guard);
      } catch {
        // another process removed it first
      }
    } else {
      sleepSync(20); // another process is taking over right now: look again after it
    }
    return;
  }
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), start: processStart(process.pid), since: new Date().toISOString() }));
    closeSync(fd);
    // Still the lock judged stale? Another takeover may have replaced it since we read it.
    if (readText(file) === judged) unlinkSync(file);
  } finally {
    try {
      unlinkSync(guard);
    } catch {
      // gone already
    }
  }
}

export interface LockOptions {
  /** Tests only: runs after a lock was judged stale and before the takeover, to widen the race. */
  afterJudgedStale?: () => void;
}

/** Takes the data folder's lock or throws FolderLockedError (the folder must exist). */
export function lockDataFolder(dataDir: string, options: LockOptions = {}): FolderLock {
  const file = path.join(dataDir, LOCK_FILE);
  const guard = path.join(dataDir, TAKEOVER_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), start: processStart(process.pid), since: new Date().toISOString() };
  let takeovers = 0;
  for (let attempt = 0; ; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const text = readText(file);
      if (text === null) continue; // removed this instant: try to create it again
      const owner = readOwner(file);
      // A file being written this instant reads as empty: look again before judging it.
      if (owner === null && attempt < 3) continue;
      if (takeovers >= 50 || !isStale(owner)) throw new FolderLockedError(dataDir, owner);
      takeovers++;
      options.afterJudgedStale?.();
      takeOverStale(file, guard, text);
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(me));
    } finally {
      closeSync(fd);
    }
    held.add(file);
    if (!exitHookInstalled) {
      exitHookInstalled = true;
      process.once('exit', removeAllAtExit);
    }
    return {
      file,
      release() {
        if (!held.delete(file)) return;
        // Only our own lock: never remove one another process took over.
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      },
    };
  }
}

/**
 * How long a start waits for the lock's owner to go. A server killed with SIGKILL took 0.3 s (idle,
 * 0.6 GB resident) to 1.2 s (after a burst of writes) to leave the process table; one stopped with
 * Ctrl+C closes its database within a second or two. Past this, the owner is taken to be a server
 * that runs, and the start is refused as before.
 */
export const OWNER_EXIT_WAIT_MS = 5_000;

export interface WaitOptions extends LockOptions {
  /** How long to wait for the owner to exit (OWNER_EXIT_WAIT_MS). */
  waitMs?: number;
  /** Told once, when the start begins to wait. */
  onWait?: (message: string) => void;
}

/**
 * lockDataFolder, but an owner on this machine is given `waitMs` to exit (a restart right after a
 * crash or a stop): the lock is taken once it is gone, FolderLockedError thrown if it still runs.
 */
export async function lockDataFolderWhenFree(dataDir: string, options: WaitOptions = {}): Promise<FolderLock> {
  const deadline = Date.now() + (options.waitMs ?? OWNER_EXIT_WAIT_MS);
  for (let told = false; ; ) {
    try {
      return lockDataFolder(dataDir, options);
    } catch (e) {
      if (!(e instanceof FolderLockedError) || !e.ownerMayExit || Date.now() >= deadline) throw e;
      if (!told) {
        told = true;
        options.onWait?.(`Waiting for the backend that last used ${dataDir} (process ${e.owner?.pid}) to exit…`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
