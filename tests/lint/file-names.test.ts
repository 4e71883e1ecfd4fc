/**
 * One naming rule for files (eslint.config.js, `local/file-name`; docs/decisions/0021-file-names.md):
 * kebab-case folders and files, PascalCase only for a React component's .tsx file. Each misnamed
 * file is planted (linted as if it stood at that path; nothing is written) and must be reported.
 */
import type { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintErrors, projectLinter } from '../helpers/lint';

let eslint: ESLint;

beforeAll(() => {
  eslint = projectLinter();
});

const CODE = 'export const x = 1;\n';
const COMPONENT = 'export function Card() {\n  return null;\n}\n';
const rules = async (relPath: string, code = CODE) => (await lintErrors(eslint, relPath, code)).filter((e) => e.rule === 'local/file-name').map((e) => e.message);

describe('file names (ESLint)', { timeout: 120_000 }, () => {
  it.each([
    ['a camelCase hook', 'src/ui/useZzPlanted.ts'],
    ['a camelCase module', 'src/data/engine/zzPlanted.ts'],
    ['a PascalCase .ts file', 'src/features/landing/ZzPlanted.ts'],
    ['a snake_case file', 'netlify/lib/zz_planted.ts'],
    ['a camelCase test', 'tests/data/zzPlanted.test.ts'],
  ])('%s is an error (%s)', async (_label, file) => {
    expect(await rules(file)).toEqual([expect.stringMatching(/file names are kebab-case/)]);
  });

  it('a folder that is not kebab-case is an error', async () => {
    expect(await rules('src/features/ZzPlanted/zz-planted.ts')).toEqual([expect.stringMatching(/folder names are kebab-case/)]);
  });

  it.each([
    ['a kebab-case hook', 'src/ui/use-zz-planted.ts', CODE],
    ['a component', 'src/features/landing/ZzPlantedCard.tsx', COMPONENT],
    ['a component test', 'src/ui/ZzPlanted.test.tsx', CODE],
    ['a kebab-case .tsx module', 'src/app/zz-planted-routes.tsx', CODE],
    ['a dotted config', 'scripts/zz-planted.config.ts', CODE],
    ['a kebab-case test', 'tests/data/zz-planted.test.ts', CODE],
  ])('%s passes (%s)', async (_label, file, code) => {
    expect(await rules(file, code)).toEqual([]);
  });
});
