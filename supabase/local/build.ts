/** Is the built app (dist/ and the server bundle dist-ssr/) missing or older than its sources? And building it with Vite. */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './paths.ts';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, entry)));
  return max;
}

/** True when dist/app.html or dist-ssr/server-entry.js is missing or any source file is newer than them. */
export function isDistStale(root = ROOT): boolean {
  const index = path.join(root, 'dist', 'app.html');
  const server = path.join(root, 'dist-ssr', 'server-entry.js');
  if (!existsSync(index) || !existsSync(server)) return true;
  const built = Math.min(statSync(index).mtimeMs, statSync(server).mtimeMs);
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

function runVite(root: string, args: string[], env: Record<string, string>, quiet: boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(process.execPath, [vite, 'build', ...args], { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build ${args.join(' ')} failed (exit ${code})\n${output.slice(-4000)}`))));
  });
}

function swapIn(tmp: string, target: string): void {
  const old = `${target}.old-${process.pid}-${Date.now()}`;
  if (existsSync(target)) renameSync(target, old);
  renameSync(tmp, target);
  rmSync(old, { recursive: true, force: true });
}

/**
 * Runs `vite build` (the client, into dist/) and `vite build --ssr` (the server renderer, into
 * dist-ssr/; it embeds the client's app.html) in temporary folders, then swaps them in, so that a
 * server or a parallel test run never sees a half-written build. Inherits stdio unless quiet.
 */
export async function buildSpa(root = ROOT, quiet = false): Promise<void> {
  const stamp = `${process.pid}-${Date.now()}`;
  const tmp = path.join(root, `dist.tmp-${stamp}`);
  const tmpSsr = path.join(root, `dist-ssr.tmp-${stamp}`);
  try {
    await runVite(root, ['--outDir', tmp, '--emptyOutDir'], {}, quiet);
    await runVite(root, ['--ssr', '--outDir', tmpSsr, '--emptyOutDir'], { CLIENT_OUT_DIR: tmp }, quiet);
    swapIn(tmp, path.join(root, 'dist'));
    swapIn(tmpSsr, path.join(root, 'dist-ssr'));
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    rmSync(tmpSsr, { recursive: true, force: true });
    throw e;
  }
}
