/**
 * The layer boundaries are enforced by ESLint (eslint.config.js: import-x/no-restricted-paths zones
 * and import-x/no-cycle). Each violation is planted in a file under src/ and linted through ESLint's
 * Node API with the project's own config; every one must be reported, and a legal file must pass.
 * Side effects: two temporary files under src/data for the cycle (removed afterwards).
 */
import { rm } from 'node:fs/promises';
import type { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycleRules, lintErrors, plantCycle, projectLinter } from '../helpers/lint';

let eslint: ESLint;

beforeAll(() => {
  eslint = projectLinter();
});

const errors = (relPath: string, code: string) => lintErrors(eslint, relPath, code);

const CASES: [string, string, string, RegExp][] = [
  ['a feature imports another feature (alias)', 'src/features/landing/zz-planted.ts', "import DiscoverPage from '@/features/discover/DiscoverPage';\nexport const x = DiscoverPage;\n", /Features do not import other features/],
  ['an admin feature imports another admin feature (relative)', 'src/features/admin/pairings/zz-planted.ts', "import { CheeseConflict } from '../cheeses/CheeseConflict';\nexport const x = CheeseConflict;\n", /Features do not import other features/],
  ['a feature creates an engine of its own', 'src/features/admin/cheeses/zz-planted.ts', "import { createDataLayer } from '@/data/engine';\nexport const x = createDataLayer;\n", /never an engine of their own/],
  ['a feature reaches past an entry', 'src/features/admin/cheeses/zz-planted.ts', "import { createReads } from '@/data/engine/reads';\nexport const x = createReads;\n", /packages' entries only/],
  ['a feature imports the supabase client', 'src/features/landing/zz-planted.ts', "import { supabase } from '@/data/server/supabase-client';\nexport const x = supabase;\n", /packages' entries only/],
  ['a feature imports the clients\' package', 'src/features/landing/zz-planted.ts', "import { getSupabase } from '@/data/server';\nexport const x = getSupabase;\n", /packages' entries only/],
  ['a feature imports the account provider', 'src/features/auth/zz-planted.ts', "import { AuthProvider } from '@/data/account';\nexport const x = AuthProvider;\n", /packages' entries only/],
  ['ui imports the data layer', 'src/ui/zz-planted.ts', "import { save } from '@/data';\nexport const x = save;\n", /src\/ui is presentational/],
  ['the data layer imports a feature', 'src/data/zz-planted.ts', "import LandingPage from '@/features/landing/LandingPage';\nexport const x = LandingPage;\n", /data layer does not import features/],
  ['the domain imports the data layer', 'src/domain/zz-planted.ts', "import { registration } from '../data/engine';\nexport const x = registration;\n", /src\/domain is pure/],
  ['the domain imports ui', 'src/domain/zz-planted.ts', "import { Toast } from '@/ui/Toast';\nexport const x = Toast;\n", /src\/domain is pure/],
  ['a feature imports the app', 'src/features/landing/zz-planted.ts', "import { routes } from '@/app/routes';\nexport const x = routes;\n", /app/],
  ['the sync engine imports the React bindings', 'src/data/engine/zz-planted.ts', "import { getDataLayer } from '../react';\nexport const x = getDataLayer;\n", /engine package imports only the packages below it/],
  ['the server package imports the root API', 'src/data/server/zz-planted.ts', "import { save } from '../index';\nexport const x = save;\n", /server package imports only the packages below it/],
  ['a data package reaches past another one\'s entry', 'src/data/react/zz-planted.ts', "import { pullAll } from '../engine/pull';\nexport const x = pullAll;\n", /through its entry \(src\/data\/engine\/index.ts\)/],
  ['the root API reaches past a package entry', 'src/data/zz-planted.ts', "import { getSupabase } from './server/client';\nexport const x = getSupabase;\n", /through its entry \(src\/data\/server\/index.ts\)/],
  ['the app reaches past a package entry', 'src/app/zz-planted.ts', "import { getSupabase } from '@/data/server/client';\nexport const x = getSupabase;\n", /through their entries/],
];

describe('layer boundaries (ESLint)', { timeout: 120_000 }, () => {
  it.each(CASES)('%s is an error', async (_label, file, code, message) => {
    const found = await errors(file, code);
    expect(found.some((e) => message.test(e.message))).toBe(true);
  });

  it('legal imports pass: a feature using the data packages\' entries, @/domain, @/ui and its own files', async () => {
    const code = [
      "import { save } from '@/data';",
      "import { useAuth } from '@/data/auth';",
      "import { useEditSession } from '@/data/editing';",
      "import { listProfiles } from '@/data/online';",
      "import { useOnline } from '@/data/react';",
      "import { LocalWriteError, type SyncTable } from '@/data/engine';",
      "import { useLiveFeed } from '@/data/public';",
      "import { ratingStars } from '@/domain/pairing-rules';",
      "import { SyncMarker } from '@/ui/SyncMarker';",
      "import { CheesePicker } from './CheesePicker';",
      'export const x = [save, useAuth, useEditSession, listProfiles, useOnline, LocalWriteError, useLiveFeed, ratingStars, SyncMarker, CheesePicker];',
      'export type T = SyncTable;',
    ].join('\n');
    expect(await errors('src/features/admin/pairings/zz-planted.ts', code)).toEqual([]);
  });

  describe("the device's database is the engine's alone", () => {
    const ENGINE = /database belongs to the sync engine/;
    const DB_CASES: [string, string, string][] = [
      ['a public module imports Dexie', 'src/data/public/zz-planted.ts', "import { liveQuery } from 'dexie';\nexport const x = liveQuery;\n"],
      ['a data package loads Dexie lazily', 'src/data/online/zz-planted.ts', "export const x = () => import('dexie');\n"],
      ['a feature imports Dexie', 'src/features/landing/zz-planted.ts', "import Dexie from 'dexie';\nexport const x = Dexie;\n"],
      ['an editing hook uses useLiveQuery', 'src/data/editing/zz-planted.ts', "import { useLiveQuery } from 'dexie-react-hooks';\nexport const x = useLiveQuery;\n"],
      ['the React bindings use useLiveQuery', 'src/data/react/zz-planted.ts', "import { useLiveQuery, useObservable } from 'dexie-react-hooks';\nexport const x = [useLiveQuery, useObservable];\n"],
      ['a package reaches the layer\'s database', 'src/data/online/zz-planted.ts', "import { getDataLayer } from '../react';\nexport const n = () => (getDataLayer() as unknown as { db: { entries: { count(): Promise<number> } } }).db.entries.count();\n"],
      ['a package takes the database out of the layer', 'src/data/save-all-zz-planted.ts', "import { getDataLayer } from './react';\nconst { db } = getDataLayer() as unknown as { db: unknown };\nexport const x = db;\n"],
      ['a root module reaches a database by index', 'src/data/zz-planted.ts', "export const x = (layer: Record<string, unknown>) => layer['db'];\n"],
    ];
    it.each(DB_CASES)('%s is an error', async (_label, file, code) => {
      const found = await errors(file, code);
      expect(found.some((e) => ENGINE.test(e.message)), found.map((e) => e.message).join('\n')).toBe(true);
    });

    it('the engine itself uses Dexie, and the React bindings observe its reads', async () => {
      expect(await errors('src/data/engine/zz-planted.ts', "import Dexie, { liveQuery } from 'dexie';\nexport const x = [Dexie, liveQuery];\n")).toEqual([]);
      const hook = [
        "import { useObservable } from 'dexie-react-hooks';",
        "import { getDataLayer } from './instance';",
        'export const useCount = () => useObservable(() => getDataLayer().observe((read) => read.inReviewCount()), []);',
      ].join('\n');
      expect(await errors('src/data/react/zz-planted.ts', hook)).toEqual([]);
    });
  });

  describe('one door per room: named exports, relative inside a package, the alias across', () => {
    const DOOR = /One door per room/;
    const DOOR_CASES: [string, string, string][] = [
      ['a barrel re-exports everything of a module', 'src/domain/zz-planted.ts', "export * from './slug';\n"],
      ['a data package re-exports everything of another', 'src/data/public/zz-planted.ts', "export * from '@/data/auth';\n"],
      ['a module climbs two folders', 'src/data/public/zz-planted.ts', "import { pageOf } from '../../domain/paging';\nexport const x = pageOf;\n"],
      ['a feature climbs two folders', 'src/features/admin/articles/zz-planted.ts', "import { Toast } from '../../../ui/Toast';\nexport const x = Toast;\n"],
      ['a data package imports another relatively', 'src/data/editing/zz-planted.ts', "import { getDataLayer } from '../react';\nexport const x = getDataLayer;\n"],
      ['a data package loads another relatively', 'src/data/public/zz-planted.ts', "export const x = () => import('../server');\n"],
      ['a data package re-exports another relatively', 'src/data/online/zz-planted.ts', "export { useAuth } from '../auth';\n"],
      ['the root API imports a package relatively', 'src/data/zz-planted.ts', "import { getDataLayer } from './react';\nexport const x = getDataLayer;\n"],
    ];
    it.each(DOOR_CASES)('%s is an error', async (_label, file, code) => {
      const found = await errors(file, code);
      expect(found.some((e) => DOOR.test(e.message)), found.map((e) => e.message).join('\n')).toBe(true);
    });

    it('relative inside a package (a sub-folder included) and the alias across pass', async () => {
      expect(await errors('src/data/editing/zz-planted.ts', "import { getDataLayer } from '@/data/react';\nimport { useSynced } from './use-synced';\nexport const x = [getDataLayer, useSynced];\n")).toEqual([]);
      expect(await errors('src/data/engine/writes/zz-planted.ts', "import { storeFor } from '../registry';\nexport const x = storeFor;\n")).toEqual([]);
      expect(await errors('src/data/zz-planted.ts', "import { getDataLayer } from '@/data/react';\nimport { useSaveAllOffline } from './save-all-offline';\nexport const x = [getDataLayer, useSaveAllOffline];\n")).toEqual([]);
    });
  });

  describe('import cycles', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await plantCycle('src/data', '');
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });
    it('a cycle between two modules is an error', async () => {
      expect(await cycleRules(eslint, dir)).toContain('import-x/no-cycle');
    });
  });
});
