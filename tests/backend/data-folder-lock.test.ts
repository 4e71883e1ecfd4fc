/**
 * One local backend per data folder: a second start on a folder in use is refused before it touches
 * the database (after waiting a few seconds for an owner that may be exiting: a restart right after a
 * crash starts), and the crash experiment — server A serving a burst of writes, a second start on the
 * same folder refused, A killed with SIGKILL mid-burst, a restart — loses no acknowledged write.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../supabase/local/server.ts';
import { LOCK_FILE, OWNER_EXIT_WAIT_MS, TAKEOVER_FILE, lockDataFolder } from '../../supabase/local/db/folder-lock.ts';
import { SECRET_KEY } from '../../supabase/local/keys.ts';
import { freePort } from '../helpers/app-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REFUSED = /The data folder .* is already open in another local backend \(process \d+, since .*\)\. Stop that one first/;
const WAITING = /Waiting for the backend that last used .* \(process (\d+)\) to exit…/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cz-lock-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('the data folder lock', () => {
  it('refuses a second server on a folder in use before opening its database', async () => {
    const dataDir = await tempDir();
    const lock = lockDataFolder(dataDir);
    try {
      await expect(startServer({ port: 0, dataDir, quiet: true })).rejects.toThrow(REFUSED);
      // Refused before PGlite opened (or created) anything.
      expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    } finally {
      lock.release();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('takes over the lock of a process that is gone, at once', async () => {
    const dataDir = await tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    const pid = dead.pid!;
    await new Promise((r) => dead.once('exit', r));
    await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), start: null, since: '2026-01-01T00:00:00.000Z' }));
    const lock = lockDataFolder(dataDir);
    expect(lock.file).toBe(path.join(dataDir, LOCK_FILE));
    expect(() => lockDataFolder(dataDir)).toThrow(REFUSED);
    lock.release();
  });

  it('two processes taking over the same stale lock at once: exactly one wins', async () => {
    // Each child judges the lock stale, then waits 300 ms before taking it over, so both have judged
    // the same stale lock before either acts (the race that let both unlink and both run).
    const child = (dataDir: string) => {
      const script = `
        const { lockDataFolder } = await import(${JSON.stringify(path.join(ROOT, 'supabase/local/db/folder-lock.ts'))});
        const pause = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
        try { lockDataFolder(${JSON.stringify(dataDir)}, { afterJudgedStale: pause }); console.log('WON'); }
        catch (e) { console.log(e.name === 'FolderLockedError' ? 'REFUSED' : 'ERROR ' + e.message); }
        await new Promise((r) => setTimeout(r, 800));`;
      const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
      proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
      return new Promise<string>((resolve) => proc.once('exit', () => resolve(out.trim())));
    };
    for (let trial = 0; trial < 3; trial++) {
      const dataDir = await tempDir();
      const dead = spawn(process.execPath, ['-e', '0']);
      const pid = dead.pid!;
      await new Promise((r) => dead.once('exit', r));
      await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), start: null, since: '2026-01-01T00:00:00.000Z' }));
      const outcomes = (await Promise.all([child(dataDir), child(dataDir)])).sort();
      expect(outcomes, `trial ${trial}`).toEqual(['REFUSED', 'WON']);
      expect(existsSync(path.join(dataDir, TAKEOVER_FILE))).toBe(false);
    }
  }, 60_000);

  it.skipIf(process.platform !== 'linux')('takes over the lock of a zombie at once (exited, not yet reaped), its start time unchanged', async () => {
    const dataDir = await tempDir();
    // bash starts a short sleep, then becomes a long one that never reaps it: a zombie for 30 s.
    const parent = spawn('bash', ['-c', 'sleep 0.05 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    cleanup.push(async () => void parent.kill('SIGKILL'));
    const pid = Number(await new Promise<string>((r) => parent.stdout!.once('data', (d: Buffer) => r(d.toString().trim()))));
    const stat = () => readFileSync(`/proc/${pid}/stat`, 'utf8');
    const start = stat().slice(stat().lastIndexOf(')') + 2).split(' ')[19];
    while (!/\) Z /.test(stat())) await sleep(20);
    await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid, host: hostname(), start, since: '2026-01-01T00:00:00.000Z' }));
    const lock = lockDataFolder(dataDir);
    expect(lock.file).toBe(path.join(dataDir, LOCK_FILE));
    lock.release();
  });

  it('keeps a lock held on another host (a shared folder): it cannot tell that process is gone', async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: 1, host: `not-${hostname()}`, start: null, since: 'x' }));
    expect(() => lockDataFolder(dataDir)).toThrow(/process 1 on not-/);
  });
});

interface Child {
  proc: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function startCli(dataDir: string, port: number): Child {
  let out = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of ['SUPABASE_URL', 'SUPABASE_SECRET_KEY', 'MAILBOX_DIR', 'DATABASE_URL', 'SMTP_URL']) delete env[k];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, NO_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
  cleanup.push(async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    await exited;
  });
  return { proc, output: () => out, exited };
}

async function waitUp(url: string, child: Child): Promise<void> {
  for (;;) {
    if (child.proc.exitCode !== null) throw new Error(`the server exited with ${child.proc.exitCode}:\n${child.output()}`);
    try {
      if ((await fetch(`${url}/auth/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const service = { apikey: SECRET_KEY, authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/json' };

/** A process holding the folder's lock as a server does (returned once it holds it), until killed. */
async function lockHolder(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { lockDataFolder } = await import(${JSON.stringify(path.join(ROOT, 'supabase/local/db/folder-lock.ts'))});
    lockDataFolder(${JSON.stringify(dataDir)});
    console.log('LOCKED');
    setInterval(() => undefined, 1000);`;
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((r) => proc.once('exit', r));
  cleanup.push(async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    await exited;
  });
  await new Promise<void>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => d.toString().includes('LOCKED') && resolve());
    proc.once('exit', () => reject(new Error('the lock holder exited before taking the lock')));
  });
  return proc;
}

/** Resolves with the process a start says it waits for, once it says so. */
async function saysWaiting(child: Child): Promise<number> {
  for (;;) {
    const m = WAITING.exec(child.output());
    if (m) return Number(m[1]);
    if (child.proc.exitCode !== null) throw new Error(`the server exited without waiting:\n${child.output()}`);
    await sleep(20);
  }
}

describe('a restart while the last owner is exiting', () => {
  it('waits for an owner that goes within the bound (killed 1.5 s into the wait, its lock left behind), then starts', async () => {
    const dataDir = await tempDir();
    const holder = await lockHolder(dataDir);
    const port = await freePort();
    const c = startCli(dataDir, port);
    expect(await saysWaiting(c)).toBe(holder.pid);
    // The owner is still there 1.5 s into the wait, then dies as a crashed server does (no cleanup).
    await sleep(1500);
    expect(c.proc.exitCode).toBeNull();
    expect(c.output()).not.toMatch(REFUSED);
    holder.kill('SIGKILL');
    await waitUp(`http://127.0.0.1:${port}`, c);
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: c.proc.pid });
    c.proc.kill('SIGTERM');
    expect(await c.exited).toBe(0);
  }, 240_000);

  it('still refuses an owner that runs on after the bound, with the same message', async () => {
    const dataDir = await tempDir();
    const holder = await lockHolder(dataDir);
    const started = Date.now();
    const c = startCli(dataDir, await freePort());
    expect(await saysWaiting(c)).toBe(holder.pid);
    expect(await c.exited).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(OWNER_EXIT_WAIT_MS);
    expect(c.output()).toMatch(REFUSED);
    expect(c.output()).toContain(`process ${holder.pid}`);
    expect(holder.exitCode).toBeNull();
    // Refused before opening (or creating) the database.
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
  }, 120_000);
});

describe('the crash experiment', () => {
  it('a second start is refused while A serves writes; after kill -9 of A and a restart, no acknowledged write is lost', async () => {
    const dataDir = await tempDir();
    const portA = await freePort();
    const a = startCli(dataDir, portA);
    const urlA = `http://127.0.0.1:${portA}`;
    await waitUp(urlA, a);

    // The burst: 8 writers inserting rows one request at a time until A dies.
    const acknowledged: string[] = [];
    let attempted = 0;
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const email = `burst-${w}-${i}@example.test`;
        attempted++;
        try {
          const r = await fetch(`${urlA}/rest/v1/newsletter_subscribers`, { method: 'POST', headers: service, body: JSON.stringify({ email, source: 'crash-test' }) });
          if (r.status === 201) acknowledged.push(email);
          else await r.body?.cancel();
        } catch {
          return; // A is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    while (acknowledged.length < 100) await new Promise((r) => setTimeout(r, 20));

    // A second server on the same folder while A writes: refused, with the message, A unharmed.
    const b = startCli(dataDir, await freePort());
    expect(await b.exited).toBe(1);
    expect(b.output()).toMatch(REFUSED);
    expect(b.output()).toContain(`process ${a.proc.pid}`);
    const before = acknowledged.length;
    while (acknowledged.length < before + 100) await new Promise((r) => setTimeout(r, 20));

    a.proc.kill('SIGKILL');
    await a.exited;
    stop = true;
    await Promise.all(writers);

    // The restart takes over the dead process's lock at once and finds every acknowledged row.
    const portC = await freePort();
    const c = startCli(dataDir, portC);
    const urlC = `http://127.0.0.1:${portC}`;
    await waitUp(urlC, c);
    const stored = new Set<string>();
    for (let offset = 0; ; offset += 1000) {
      const r = await fetch(`${urlC}/rest/v1/newsletter_subscribers?source=eq.crash-test&select=email&order=email&limit=1000&offset=${offset}`, { headers: service });
      const page = (await r.json()) as { email: string }[];
      for (const x of page) stored.add(x.email);
      if (page.length < 1000) break;
    }
    const lost = acknowledged.filter((e) => !stored.has(e));
    console.log(`crash experiment: ${attempted} writes sent, ${acknowledged.length} acknowledged, ${stored.size} stored, ${lost.length} lost`);
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(200);
    c.proc.kill('SIGTERM');
    expect(await c.exited).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 300_000);
});
