/**
 * startApp(): the real `npm start` server as a child process on a free port with a temporary
 * DATA_DIR (NO_BUILD=1: the e2e global setup builds dist/ once). stop() kills it and waits;
 * start() starts it again on the same port and data folder (e.g. to test persistence).
 * When APP_DATA_TEMPLATE names a data folder (the e2e global setup makes one: migrated and seeded,
 * server stopped), a new temporary folder starts as a copy of it instead of empty, which spares each
 * suite the bootstrap, migrations and seed (about 3 of the 4.5 s a start takes here).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCspReports } from '../../supabase/local/csp-report.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface AppServer {
  url: string;
  dataDir: string;
  /** Output of the server so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Content-Security-Policy violations the browser reported so far (report-uri /_dev/csp-report). */
  cspViolations(): Promise<unknown[]>;
  /**
   * stop() and remove the temporary data folder (when startApp created it). Throws when any page
   * reported a Content-Security-Policy violation: every browser suite runs under the app's CSP.
   */
  dispose(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

// PGlite start, migrations and seed take seconds alone and minutes on a busy shared machine.
async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}:\n${output()}`);
    try {
      const r = await fetch(`${url}/auth/v1/health`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`the app did not answer at ${url} within ${timeoutMs} ms:\n${output()}`);
}

export async function startApp(opts: { dataDir?: string; env?: Record<string, string> } = {}): Promise<AppServer> {
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'cz-app-')));
  const template = process.env.APP_DATA_TEMPLATE;
  if (ownDir && template) await cp(template, dataDir, { recursive: true });
  let port = await freePort();
  let url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  const start = async () => {
    if (child && child.exitCode === null) return;
    log = '';
    // The app's functions must talk to the app itself: drop values an in-process test backend set.
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const k of ['SUPABASE_URL', 'SUPABASE_SECRET_KEY', 'MAILBOX_DIR', 'DATABASE_URL', 'SMTP_URL']) delete env[k];
    child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), DATA_DIR: dataDir, NO_BUILD: '1', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    try {
      await waitUntilUp(url, child, () => log);
    } catch (e) {
      await stop();
      throw e;
    }
  };

  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => c.kill('SIGKILL'), 10_000);
      c.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      c.kill('SIGTERM');
    });
  };

  const cspViolations = () => readCspReports(path.join(dataDir, 'csp-reports.jsonl'));
  // A free port can be taken by another process (browser suites run two files at a time) between
  // freePort() and the server's listen: the first start then tries another port.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await start();
      break;
    } catch (e) {
      if (attempt === 3 || !/is in use/.test(String(e))) throw e;
      port = await freePort();
      url = `http://127.0.0.1:${port}`;
    }
  }
  return {
    url,
    dataDir,
    output: () => log,
    stop,
    start,
    cspViolations,
    async dispose() {
      await stop();
      const violations = await cspViolations();
      if (ownDir) await rm(dataDir, { recursive: true, force: true });
      if (violations.length > 0) throw new Error(`Content-Security-Policy violations reported by the browser:\n${violations.map((v) => JSON.stringify(v)).join('\n')}`);
    },
  };
}
