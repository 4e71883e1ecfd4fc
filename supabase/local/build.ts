/** Is the built SPA (dist/) missing or older than its sources? And building it with Vite. */
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

/** True when dist/index.html is missing or any source file is newer than it. */
export function isDistStale(root = ROOT): boolean {
  const index = path.join(root, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}

/**
 * Runs `vite build` into a temporary folder and then swaps it in for dist/, so that a server or a
 * parallel test run never sees a half-written dist/. Inherits stdio unless quiet; rejects on failure.
 */
export function buildSpa(root = ROOT, quiet = false): Promise<void> {
  const tmp = path.join(root, `dist.tmp-${process.pid}-${Date.now()}`);
  return new Promise<void>((resolve, reject) => {
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const child = spawn(process.execPath, [vite, 'build', '--outDir', tmp, '--emptyOutDir'], { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (exit ${code})\n${output.slice(-4000)}`))));
  })
    .then(() => {
      const dist = path.join(root, 'dist');
      const old = `${dist}.old-${process.pid}-${Date.now()}`;
      if (existsSync(dist)) renameSync(dist, old);
      renameSync(tmp, dist);
      rmSync(old, { recursive: true, force: true });
    })
    .catch((e: unknown) => {
      rmSync(tmp, { recursive: true, force: true });
      throw e;
    });
}
