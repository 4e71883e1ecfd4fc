/**
 * `npm run bench`: runs every tests/bench/*.bench.ts in turn (each in its own Node process, so one
 * bench's servers and memory never skew the next), prints their output and a summary; exits 1 when
 * any bench failed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname);
const only = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

if (benches.length === 0) {
  console.error(`No benchmarks found in ${dir}${only.length ? ` matching ${only.join(', ')}` : ''}.`);
  process.exit(1);
}

const results: Array<{ name: string; status: number | null; seconds: number }> = [];
for (const file of benches) {
  console.log(`\n=== ${file} ${'='.repeat(Math.max(0, 60 - file.length))}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], {
    cwd: resolve(dir, '../..'),
    stdio: 'inherit',
    env: process.env,
  });
  if (run.error) console.error(`Could not start ${file}: ${run.error.message}`);
  results.push({ name: file, status: run.error ? -1 : run.status, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary ' + '='.repeat(52));
for (const r of results) console.log(`${r.status === 0 ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(28)} ${r.seconds.toFixed(1)} s${r.status === 0 ? '' : ` (exit ${r.status})`}`);
if (results.some((r) => r.status !== 0)) process.exitCode = 1;
