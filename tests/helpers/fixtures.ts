/** Helpers for suites that run the backend on a fixture schema instead of the product's migrations. */
import { mkdtemp, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A temporary migrations folder holding the given SQL files (copied in order as 0001_…, 0002_…). */
export async function fixtureMigrations(...files: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cz-migrations-'));
  let i = 1;
  for (const f of files) await copyFile(f, path.join(dir, `${String(i++).padStart(4, '0')}_${path.basename(f)}`));
  return dir;
}

/** A path where no file exists: no seed. */
export const NO_SEED = path.join(tmpdir(), 'cz-no-seed-does-not-exist.sql');
