/**
 * Two admins, two devices, 20 entries, 200 saves online and offline with conflicts resolved both
 * ways: every saved version is recoverable from the server afterwards (see ./history-soak).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { runSoak } from './history-soak';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

it('200 saves by two devices, online, offline and in conflicts: 200 of 200 recoverable from history', async () => {
  const r = await runSoak(backend, { entries: 20, saves: 200, seed: 29 });
  console.log(`history soak: ${r.recoverable}/${r.saves} recoverable; offline saves ${r.offlineSaves}; conflicts kept mine ${r.conflictsKeptMine}, took theirs ${r.conflictsTookTheirs}; history paths ${JSON.stringify(r.paths)}`);
  expect(r.missing).toEqual([]);
  expect(r.recoverable).toBe(200);
  expect(r.saves).toBe(200);
  // Both ways of resolving a conflict, and offline replays, were exercised.
  expect(r.conflictsKeptMine).toBeGreaterThan(0);
  expect(r.conflictsTookTheirs).toBeGreaterThan(0);
  expect(r.paths.offline_replay ?? 0).toBeGreaterThan(0);
  expect(r.paths.conflict ?? 0).toBe(r.conflictsTookTheirs);
}, 600_000);
