import { startPostgres } from './postgres.ts';
import { spawnSync } from 'node:child_process';
const pg = await startPostgres();
try {
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'backend', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pg.url } });
  process.exitCode = r.status ?? 1;
} finally { pg.stop(); }
