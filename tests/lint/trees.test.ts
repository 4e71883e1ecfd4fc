/**
 * The import rules of the trees beside the app (eslint.config.js: treeZones, import-x/no-cycle):
 * each violation is planted in a file of its tree and linted through ESLint's Node API with the
 * project's own config; every one must be reported, and the legal crossings must pass.
 * Side effects: two temporary files under supabase/local for the cycle (removed afterwards).
 */
import { rm } from 'node:fs/promises';
import type { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycleRules, lintErrors, plantCycle, projectLinter } from '../helpers/lint';

let eslint: ESLint;

beforeAll(() => {
  eslint = projectLinter();
});

const errors = async (relPath: string, code: string): Promise<string[]> => (await lintErrors(eslint, relPath, code)).map((e) => e.message);

const CASES: [string, string, string, RegExp][] = [
  ['a Netlify function imports another', 'netlify/functions/zz-planted.ts', "import { restDeps } from './send-contact';\nexport const x = restDeps;\n", /does not import another/],
  ['netlify/lib imports a function', 'netlify/lib/zz-planted.ts', "import { restSubscribeDeps } from '../functions/newsletter-subscribe';\nexport const x = restSubscribeDeps;\n", /imports none of them/],
  ['a function imports a screen of the app', 'netlify/functions/zz-planted.ts', "import LandingPage from '../../src/features/landing/LandingPage';\nexport const x = LandingPage;\n", /Netlify code uses src\/domain/],
  ['a function imports the local stand-in', 'netlify/functions/zz-planted.ts', "import { SECRET_KEY } from '../../supabase/local/keys.ts';\nexport const x = SECRET_KEY;\n", /never the screens, the local stand-in/],
  ['the local backend imports the data layer', 'supabase/local/zz-planted.ts', "import { save } from '../../src/data/index.ts';\nexport const x = save;\n", /local backend stands in/],
  ['the desktop shell imports the data layer', 'electron/zz-planted.ts', "import { save } from '../src/data/index.ts';\nexport const x = save;\n", /only the platform contract/],
  ['the app imports the local backend', 'src/app/zz-planted.ts', "import { SECRET_KEY } from '../../supabase/local/keys.ts';\nexport const x = SECRET_KEY;\n", /does not import the local backend/],
  ['a script imports a screen', 'scripts/zz-planted.ts', "import LandingPage from '../src/features/landing/LandingPage';\nexport const x = LandingPage;\n", /Scripts use the pure rules/],
];

describe('tree boundaries (ESLint)', { timeout: 120_000 }, () => {
  it.each(CASES)('%s is an error', async (_label, file, code, message) => {
    const found = await errors(file, code);
    expect(found.some((e) => message.test(e)), found.join('\n')).toBe(true);
  });

  it('legal crossings pass: a function on netlify/lib and src/domain; the stand-in on netlify/lib; the shell on src/platform', async () => {
    expect(await errors('netlify/functions/zz-planted.ts', "import { json } from '../lib/http';\nimport { MAX_CONTACT_MESSAGE_LENGTH } from '../../src/domain/constants';\nexport const x = [json, MAX_CONTACT_MESSAGE_LENGTH];\n")).toEqual([]);
    expect(await errors('supabase/local/zz-planted.ts', "import { sendMail } from '../../netlify/lib/mailer.ts';\nexport const x = sendMail;\n")).toEqual([]);
    expect(await errors('electron/zz-planted.ts', "import { IPC_CHANNELS } from '../src/platform/desktop-api';\nexport const x = IPC_CHANNELS;\n")).toEqual([]);
  });

  describe('import cycles outside src', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await plantCycle('supabase/local', '.ts');
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });
    it('a cycle between two modules of the local backend is an error', async () => {
      expect(await cycleRules(eslint, dir)).toContain('import-x/no-cycle');
    });
  });
});
