/**
 * The critical takeover: POST /auth/v1/recover then GET /_dev/mail.json from another
 * machine gave away an admin session. The server binds loopback by default, refuses the development
 * keys off loopback, and /_dev answers loopback clients only (socket address, not headers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../supabase/local/server.ts';
import { DEV_JWT_SECRET, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY, isLoopbackHost, unsafeKeysFor } from '../../supabase/local/keys.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** This machine's first non-loopback IPv4 address (what a neighbour on the Wi-Fi would connect to). */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

function runStart(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, NO_BUILD: '1', PORT: '0', JWT_SECRET: '', PUBLISHABLE_KEY: '', SECRET_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

describe('keys off loopback', () => {
  it('loopback hosts are recognised', () => {
    for (const h of ['127.0.0.1', '127.3.2.1', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1']) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'example.com', '', '::ffff:10.0.0.1']) expect(isLoopbackHost(h), h).toBe(false);
  });

  it('the development keys are refused off loopback, each one named', () => {
    const dev = { JWT_SECRET: DEV_JWT_SECRET, PUBLISHABLE_KEY: DEV_PUBLISHABLE_KEY, SECRET_KEY: DEV_SECRET_KEY };
    expect(unsafeKeysFor('127.0.0.1', dev)).toEqual([]);
    expect(unsafeKeysFor('0.0.0.0', dev)).toEqual(['JWT_SECRET', 'PUBLISHABLE_KEY', 'SECRET_KEY']);
    const own = { JWT_SECRET: 'x'.repeat(40), PUBLISHABLE_KEY: 'sb_publishable_mine', SECRET_KEY: 's'.repeat(40) };
    expect(unsafeKeysFor('0.0.0.0', own)).toEqual([]);
    expect(unsafeKeysFor('0.0.0.0', { ...own, SECRET_KEY: DEV_SECRET_KEY })).toEqual(['SECRET_KEY']);
    expect(unsafeKeysFor('0.0.0.0', { ...own, JWT_SECRET: 'short' })).toEqual(['JWT_SECRET']);
  });

  it('startServer refuses to bind 0.0.0.0 with the development keys', async () => {
    await expect(startServer({ host: '0.0.0.0', memory: true, quiet: true })).rejects.toThrow(/Refusing to listen on 0\.0\.0\.0.*JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY/);
  });

  it('npm start with HOST=0.0.0.0 and no keys exits with the reason', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cz-exp-'));
    try {
      const run = runStart({ HOST: '0.0.0.0', DATA_DIR: dataDir });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain('Refusing to listen on 0.0.0.0 with the well-known development keys: set JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the takeover from the network', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('by default the server is not reachable from another machine', async () => {
    const s = await startServer({ memory: true, quiet: true });
    cleanups.push(() => s.close());
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${s.url}/_dev/mail.json`)).status).toBe(200);
    if (!lanAddress) return expect.fail('this machine has no non-loopback IPv4 address to try from');
    await expect(fetch(`http://${lanAddress}:${s.port}/_dev/mail.json`)).rejects.toThrow();
  });

  it('bound to 0.0.0.0 with real keys: recover + /_dev/mail.json from the LAN gets nothing; loopback still reads the mailbox', async () => {
    if (!lanAddress) return expect.fail('this machine has no non-loopback IPv4 address to try from');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cz-exp-'));
    const keys = { JWT_SECRET: 'j'.repeat(48), PUBLISHABLE_KEY: 'sb_publishable_exposure_test', SECRET_KEY: 'sb_secret_' + 'e'.repeat(40) };
    const run = runStart({ HOST: '0.0.0.0', DATA_DIR: dataDir, ...keys });
    cleanups.push(async () => {
      run.child.kill('SIGTERM');
      await run.exited;
      await rm(dataDir, { recursive: true, force: true });
    });
    await expect.poll(() => /running at http:\/\/[^:]+:(\d+)/.exec(run.output())?.[1], { timeout: 90_000, interval: 200 }).toBeDefined();
    const port = /running at http:\/\/[^:]+:(\d+)/.exec(run.output())![1];
    const lan = `http://${lanAddress}:${port}`;
    // The attacker asks for the admin's reset mail…
    const rec = await fetch(`${lan}/auth/v1/recover`, { method: 'POST', headers: { apikey: keys.PUBLISHABLE_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@cheezopedia.test' }) });
    expect(rec.status).toBe(200);
    // …and cannot read it, whatever headers they send.
    for (const p of ['/_dev/mail.json', '/_dev/mail', '/_dev/']) {
      const r = await fetch(`${lan}${p}`, { headers: { host: '127.0.0.1', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } });
      expect(r.status, p).toBe(404);
      expect(await r.text(), p).not.toContain('access_token');
    }
    // The development keys do not work on this server.
    expect((await fetch(`${lan}/rest/v1/cheeses?select=id&limit=1`, { headers: { apikey: DEV_SECRET_KEY } })).status).toBe(401);
    // The developer on the machine itself still reads the mailbox.
    const mine = await fetch(`http://127.0.0.1:${port}/_dev/mail.json`);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).toContain('admin@cheezopedia.test');
  }, 120_000);
});
