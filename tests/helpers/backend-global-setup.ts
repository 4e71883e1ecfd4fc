/**
 * Vitest globalSetup of the backend project: on PGlite (no TEST_DATABASE_URL), one start of the local
 * backend on an empty data folder bootstraps, migrates and seeds a PGlite database there; its folder
 * becomes TEST_PGLITE_TEMPLATE, and every startTestBackend() of the run starts on a copy of it instead
 * of doing the same work again (the PostgreSQL pass does the same with TEST_DATABASE_TEMPLATE).
 * Side effects: one database made in a temporary folder, removed at teardown.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../supabase/local/server.ts';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cz-pglite-template-'));
  const server = await startServer({ port: 0, dataDir, quiet: true });
  await server.close();
  process.env.TEST_PGLITE_TEMPLATE = path.join(dataDir, 'pgdata');
  return async () => {
    delete process.env.TEST_PGLITE_TEMPLATE;
    await rm(dataDir, { recursive: true, force: true });
  };
}
