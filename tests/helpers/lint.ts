/**
 * Planting violations for the lint tests: lint a file's text as if it stood at a path of the
 * repository, with the project's own ESLint config, and plant a two-module import cycle in a folder.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface LintError {
  rule: string | null;
  message: string;
}

export const projectLinter = (): ESLint => new ESLint({ cwd: ROOT });

/** The errors (not warnings) ESLint reports for `code` placed at `relPath` (nothing is written). */
export async function lintErrors(eslint: ESLint, relPath: string, code: string): Promise<LintError[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, relPath) });
  return result.messages.filter((m) => m.severity === 2).map((m) => ({ rule: m.ruleId, message: m.message }));
}

/**
 * Writes a.ts and b.ts importing each other into a new folder under `folder` (relative to the root;
 * `suffix` is how that tree spells a relative import: '' or '.ts'). Returns the folder, which the
 * caller removes.
 */
export async function plantCycle(folder: string, suffix: '' | '.ts'): Promise<string> {
  const dir = await mkdtemp(path.join(ROOT, folder, 'zz-cycle-'));
  await writeFile(path.join(dir, 'a.ts'), `import { b } from './b${suffix}';\nexport const a = () => b;\n`);
  await writeFile(path.join(dir, 'b.ts'), `import { a } from './a${suffix}';\nexport const b = () => a;\n`);
  return dir;
}

/** The rules ESLint reports for the planted cycle's first module. */
export async function cycleRules(eslint: ESLint, dir: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
  return result.messages.map((m) => m.ruleId);
}
