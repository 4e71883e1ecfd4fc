import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
/** Files run at once by the unit and backend projects: at least two, at most the machine's cores. */
const WORKERS = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism());

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'supabase/local/**/*.test.ts', 'electron/**/*.test.ts', 'netlify/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core CI
          // machine, which leaves a core idle. VITEST_MAX_WORKERS overrides (CI's PostgreSQL pass).
          maxWorkers: WORKERS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'backend',
          include: ['tests/backend/**/*.test.ts', 'tests/data/**/*.test.ts'],
          environment: 'node',
          // Each file's PGlite runs in its worker: two workers keep both of a 2-core machine's cores busy.
          maxWorkers: WORKERS,
          // Generous limits: several tests start a backend of their own (a database created and
          // migrated), which takes seconds on a quiet machine and far longer on a busy one.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/e2e-global-setup.ts'],
          // Generous limits: CI and shared machines are busy. Tests wait for states, never for time;
          // expect.poll's own 1 s default is far too short for a browser round trip under load.
          testTimeout: 120_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // Two files at a time: each has its own app server, data folder and browser, and the suite
          // spends about half its time waiting on them, so two use this 2-core machine's cores.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
