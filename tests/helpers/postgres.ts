/**
 * A throw-away PostgreSQL cluster on loopback (initdb + pg_ctl in a temp folder), for the benchmark
 * and for running the backend suite against real PostgreSQL locally. As root, the server runs as the
 * `postgres` user (PG_CI_USER), as .ci/run does. The cluster's superuser is `supabase_admin`, as on
 * hosted Supabase; the local backend's bootstrap then creates `postgres` as an ordinary role.
 */
import { execFileSync, execSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './app-server.ts';

export function hasPostgres(): boolean {
  try {
    execSync('command -v initdb && command -v pg_ctl', { stdio: 'ignore', shell: '/bin/bash' });
    return true;
  } catch {
    return false;
  }
}

export async function startPostgres(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cz-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const user = process.env.PG_CI_USER ?? 'postgres';
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string) => (asRoot ? execFileSync('su', [user, '-s', '/bin/bash', '-c', cmd], { stdio: 'pipe' }) : execFileSync('/bin/bash', ['-c', cmd], { stdio: 'pipe' }));
  run(`initdb -D '${dir}/data' -U supabase_admin --auth=trust >/dev/null`);
  run(`pg_ctl -D '${dir}/data' -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1' -l '${dir}/log' -w start >/dev/null`);
  return {
    url: `postgres://supabase_admin@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(`pg_ctl -D '${dir}/data' -m fast stop >/dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
