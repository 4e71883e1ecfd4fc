/** Vitest globalSetup of the e2e project: builds dist/ once when it is missing or stale. */
import { buildSpa, isDistStale } from '../../supabase/local/build.ts';

export default async function setup(): Promise<void> {
  if (isDistStale()) {
    console.log('[e2e] building the app (dist/ is missing or stale)…');
    await buildSpa(undefined, true);
  }
}
