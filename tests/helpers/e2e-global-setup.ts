/**
 * Vitest globalSetup of the e2e project: builds dist/ once when it is missing or stale, then makes the
 * data folder every suite's app server starts from (APP_DATA_TEMPLATE, see app-server.ts): one start
 * of the app on an empty folder bootstraps, migrates and seeds it; the copy of each suite does not.
 * Side effects: a build, one server start, a temporary folder removed at teardown.
 */
import { rm } from 'node:fs/promises';
import { buildSpa, isDistStale } from '../../supabase/local/build.ts';
import { startApp } from './app-server.ts';

export default async function setup(): Promise<() => Promise<void>> {
  if (isDistStale()) {
    console.log('[e2e] building the app (dist/ is missing or stale)…');
    await buildSpa(undefined, true);
  }
  delete process.env.APP_DATA_TEMPLATE;
  const app = await startApp();
  await app.stop();
  process.env.APP_DATA_TEMPLATE = app.dataDir;
  return async () => {
    delete process.env.APP_DATA_TEMPLATE;
    await rm(app.dataDir, { recursive: true, force: true });
  };
}
