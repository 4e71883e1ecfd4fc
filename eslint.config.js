import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Feature areas: every folder of src/features holding code directly, and every sub-folder of
 * src/features/admin (each admin screen area is a feature of its own).
 */
function featureAreas() {
  const dir = path.join(root, 'src', 'features');
  const areas = [];
  for (const name of readdirSync(dir)) {
    if (!statSync(path.join(dir, name)).isDirectory()) continue;
    if (name === 'admin') {
      for (const sub of readdirSync(path.join(dir, name))) if (statSync(path.join(dir, name, sub)).isDirectory()) areas.push(`admin/${sub}`);
    } else areas.push(name);
  }
  return areas;
}

/** The shared admin stylesheet every admin screen may import. */
const SHARED_ADMIN_CSS = './admin/layout/admin.css';

/**
 * The data layer's entries a feature may import (each name has one door, see
 * docs/decisions/0019-import-style.md): the root API (mutations, sync controls), who is signed in, the
 * public pages' data, the React bindings, the editing model and admin lists, the online-only calls,
 * and the engine's types and errors (not the engine itself: `createDataLayer` is refused below).
 * Never the clients (`server`) nor the account provider (`account`, mounted by the app).
 */
const FEATURE_DATA_ENTRIES = ['./index.ts', ...['auth', 'public', 'profiles', 'react', 'editing', 'online', 'engine'].map((pkg) => `./${pkg}/index.ts`)];

/**
 * Layer boundaries, in the manner of bulletproof-react: imports flow one way (ui/domain → data →
 * features → app); features do not import each other; features reach the data layer only through
 * its packages' entries (FEATURE_DATA_ENTRIES; public pages use `@/data/public` and `@/data/auth`,
 * the light subset they hydrate with, no Dexie or supabase-js); the domain imports nothing of the app.
 */
export const boundaryZones = [
  ...featureAreas().map((area) => ({
    target: `./src/features/${area}`,
    from: './src/features',
    except: [`./${area}`, SHARED_ADMIN_CSS],
    message: 'Features do not import other features: move what they share to src/ui, src/domain or src/data.',
  })),
  { target: './src/features', from: './src/data', except: FEATURE_DATA_ENTRIES, message: "Features use the data layer through its packages' entries only: '@/data', '@/data/auth', '@/data/public', '@/data/profiles', '@/data/react', '@/data/editing', '@/data/online', '@/data/engine' (types and the errors)." },
  { target: './src/features', from: './src/app', message: 'Features do not import the app layer.' },
  { target: './src/ui', from: ['./src/data', './src/features', './src/app'], message: 'src/ui is presentational: it imports no data layer, feature or app code.' },
  { target: './src/data', from: ['./src/features', './src/app', './src/ui'], message: 'The data layer does not import features, the app or UI components.' },
  { target: './src/domain', from: ['./src/data', './src/features', './src/app', './src/ui', './src/platform', './src/config'], message: 'src/domain is pure: it imports nothing of the app.' },
];

/**
 * The data layer's packages, lowest first: engine (the sync engine, no React) and auth (who is
 * signed in, light enough for the app shell) → server (the clients: supabase-js, the visitor's REST,
 * the stored session) → react (what every page runs when idle) → public (the visitors' pages),
 * profiles (server-only reads: partner profiles),
 * account (the account provider: sign-in, sign-up, reset, profile) and editing (the edit session,
 * working copies, admin lists) → online
 * (the editors' online-only calls) → the root API (src/data/*.ts). A package imports only those
 * below it, and only through their entry (index.ts). The app composes the packages through their
 * entries; the server renderer also reads the visitors' REST source (public/rest.ts and
 * public/rest-page-source.ts, kept out of the browser's first-load entry), which carries no React.
 */
const DATA_ROOT_FILES = './src/data/*.ts';
const DATA_LEVELS = [['engine', 'auth'], ['server'], ['react'], ['public', 'profiles', 'account', 'editing'], ['online']];
const DATA_PACKAGES = DATA_LEVELS.flat();
const entryOf = (pkg) => ({ from: `./src/data/${pkg}`, except: ['./index.ts'] });
const dataZones = DATA_LEVELS.flatMap((level, i) =>
  level.flatMap((pkg) => {
    const message = `The data layer's ${pkg} package imports only the packages below it (engine, auth → server → react → public, profiles, account, editing → online → the root API).`;
    const notBelow = DATA_PACKAGES.filter((other) => other !== pkg && !DATA_LEVELS.slice(0, i).flat().includes(other));
    return [
      ...(notBelow.length ? [{ target: `./src/data/${pkg}`, from: notBelow.map((other) => `./src/data/${other}`), message }] : []),
      { target: `./src/data/${pkg}`, from: [DATA_ROOT_FILES], message },
      ...DATA_LEVELS.slice(0, i).flat().map((below) => ({ target: `./src/data/${pkg}`, ...entryOf(below), message: `Reach the data layer's ${below} package through its entry (src/data/${below}/index.ts).` })),
    ];
  }),
);
export const dataPackageZones = [
  ...dataZones,
  ...DATA_PACKAGES.map((pkg) => ({ target: DATA_ROOT_FILES, ...entryOf(pkg), message: `Reach the data layer's ${pkg} package through its entry (src/data/${pkg}/index.ts).` })),
  { target: './src/app', from: './src/data', except: ['./index.ts', ...DATA_PACKAGES.map((pkg) => `./${pkg}/index.ts`), './public/rest.ts', './public/rest-page-source.ts'], message: "The app uses the data layer's packages through their entries (src/data/<package>/index.ts)." },
];

/**
 * The trees beside the app, and what each may import (the app itself imports none of them):
 * - netlify/functions: one Netlify Function a file; what they share lives in netlify/lib, so a
 *   function never imports another.
 * - netlify: the pure rules (src/domain), the public pages' data source (src/data/public) and the
 *   server renderer (src/app) of the app; never its screens, the local stand-in or the desktop shell.
 * - supabase/local: the stand-in for hosted Supabase and Netlify; it runs the Netlify functions and
 *   their libraries as they are (netlify/lib) and imports nothing of the app.
 * - electron: shares only the platform contract (src/platform) with the app it packages.
 * - scripts: operational commands on the pure rules and the local backend's keys.
 */
export const treeZones = [
  { target: './src', from: ['./supabase', './netlify', './electron', './scripts'], message: 'The app does not import the local backend, the Netlify functions, the desktop shell or scripts.' },
  { target: './netlify/functions', from: './netlify/functions', message: 'A Netlify function does not import another: move what they share to netlify/lib.' },
  { target: './netlify/lib', from: './netlify/functions', message: 'netlify/lib is shared by the functions: it imports none of them.' },
  { target: './netlify', from: ['./src/features', './src/ui', './supabase', './electron', './scripts'], message: 'Netlify code uses src/domain, src/data/public and the server renderer only; never the screens, the local stand-in or the desktop shell.' },
  { target: './supabase/local', from: ['./src', './electron', './scripts'], message: 'The local backend stands in for Supabase and Netlify: it imports nothing of the app, the desktop shell or scripts.' },
  { target: './electron', from: ['./src/app', './src/features', './src/ui', './src/data', './src/domain', './src/config', './supabase', './netlify', './scripts'], message: 'The desktop shell shares only the platform contract (src/platform) with the app.' },
  { target: './scripts', from: ['./src/app', './src/features', './src/ui', './src/data', './electron', './netlify/functions'], message: 'Scripts use the pure rules (src/domain) and the local backend, not the app.' },
];

/**
 * The device's database is the sync engine's alone (docs/decisions/0016-engine-api.md): outside
 * src/data/engine nothing imports Dexie or reaches a `db`; the app asks the engine's named reads,
 * observes them (`DataLayer.observe`) and sends its commands. The React bindings (src/data/react)
 * turn an observed read into a hook with dexie-react-hooks' `useObservable`, and nothing else of it.
 */
const ENGINE_OWNS_THE_DATABASE = "The device's database belongs to the sync engine: ask it a named read, observe one or send a command (src/data/engine/api.ts).";
const noDatabaseAccess = [
  { selector: "MemberExpression[property.name='db']", message: ENGINE_OWNS_THE_DATABASE },
  { selector: "MemberExpression[property.value='db']", message: ENGINE_OWNS_THE_DATABASE },
  { selector: "VariableDeclarator > ObjectPattern > Property[key.name='db']", message: ENGINE_OWNS_THE_DATABASE },
  { selector: 'ImportDeclaration[source.value=/^dexie($|\\/)/]', message: ENGINE_OWNS_THE_DATABASE },
  { selector: 'ImportExpression[source.value=/^dexie/]', message: ENGINE_OWNS_THE_DATABASE },
];
const noReactHooksOfDexie = [{ selector: "ImportDeclaration[source.value='dexie-react-hooks']", message: ENGINE_OWNS_THE_DATABASE }];
const useObservableOnly = [
  { selector: "ImportDeclaration[source.value='dexie-react-hooks'] > ImportSpecifier[imported.name!='useObservable']", message: ENGINE_OWNS_THE_DATABASE },
];

/**
 * One door per room (docs/decisions/0019-import-style.md): a module says what it exports (no
 * `export *`); an import is relative inside its package or feature and goes through the alias and
 * the entry across them (`@/domain/…`, `@/data/<package>`), never climbing two folders (`../../`).
 */
const sourceMatching = (pattern) => [
  `ImportDeclaration[source.value=${pattern}]`,
  `ImportExpression[source.value=${pattern}]`,
  `ExportNamedDeclaration[source.value=${pattern}]`,
];
const ONE_DOOR = 'One door per room (docs/decisions/0019-import-style.md)';
const noExportAll = [{ selector: 'ExportAllDeclaration', message: `${ONE_DOOR}: export each name by name, not \`export *\`.` }];
const noClimbing = sourceMatching('/^(\\.\\.\\/){2,}/').map((selector) => ({
  selector,
  message: `${ONE_DOOR}: reach another folder of src through its alias (@/domain/…, @/data/<package>), not ../../.`,
}));
/** In a package's own top-level files, `../` leaves the package. */
const noRelativeAcrossPackages = sourceMatching('/^\\.\\.\\//').map((selector) => ({
  selector,
  message: `${ONE_DOOR}: reach another data package through its entry, @/data/<package>.`,
}));
/** In the root API's files (src/data/*.ts), `./<package>` enters a package. */
const rootEntersPackages = (packages) =>
  sourceMatching(`/^\\.\\/(${packages.join('|')})(\\/|$)/`).map((selector) => ({
    selector,
    message: `${ONE_DOOR}: reach a data package through its entry, @/data/<package>.`,
  }));

/** The restricted syntax of src, by folder (a later block replaces the rule for its files). */
export const srcSyntaxRules = (packages) => {
  const rule = (...lists) => ({ 'no-restricted-syntax': ['error', ...lists.flat()] });
  const tests = ['**/*.test.{ts,tsx}'];
  return [
    { files: ['src/**/*.{ts,tsx}'], ignores: tests, rules: rule(noExportAll, noClimbing, noDatabaseAccess, noReactHooksOfDexie) },
    { files: ['src/data/*/*.{ts,tsx}'], ignores: tests, rules: rule(noExportAll, noClimbing, noRelativeAcrossPackages, noDatabaseAccess, noReactHooksOfDexie) },
    { files: ['src/data/*.{ts,tsx}'], ignores: tests, rules: rule(noExportAll, noClimbing, rootEntersPackages(packages), noDatabaseAccess, noReactHooksOfDexie) },
    { files: ['src/data/react/**/*.{ts,tsx}'], ignores: tests, rules: rule(noExportAll, noClimbing, noRelativeAcrossPackages, noDatabaseAccess, useObservableOnly) },
    { files: ['src/data/engine/*.{ts,tsx}'], ignores: tests, rules: rule(noExportAll, noClimbing, noRelativeAcrossPackages) },
    { files: ['src/data/engine/*/**/*.{ts,tsx}'], ignores: tests, rules: rule(noExportAll, noClimbing) },
  ];
};

/**
 * One naming rule for files (docs/decisions/0021-file-names.md): every folder and file name is
 * kebab-case (`use-debounced.ts`, `server-entry.tsx`, `vite.config.ts`), except a .tsx file that is a
 * React component, named as the component (`CheeseFormPage.tsx`). Checked on the file's path from the
 * repository's root.
 */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|js|mjs|cjs)$/;
const COMPONENT_FILE = /^[A-Z][A-Za-z0-9]*(\.test)?\.tsx$/;
const fileNamePlugin = {
  rules: {
    'file-name': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: {
          folder: "Folder '{{name}}': folder names are kebab-case (docs/decisions/0021-file-names.md).",
          file: "File '{{name}}': file names are kebab-case; only a React component's .tsx file is PascalCase, named as the component (docs/decisions/0021-file-names.md).",
        },
      },
      create(context) {
        const relative = path.relative(root, context.filename);
        if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
        const parts = relative.split(path.sep);
        const file = parts.pop();
        return {
          Program(node) {
            for (const folder of parts) if (!KEBAB.test(folder)) context.report({ node, messageId: 'folder', data: { name: folder } });
            const named = KEBAB_FILE.test(file) || COMPONENT_FILE.test(file);
            if (!named) context.report({ node, messageId: 'file', data: { name: file } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'dist-ssr.tmp-*/', 'dist-ssr.old-*/', 'dist-desktop/', 'dist.tmp-*/', 'dist.old-*/', 'dist-electron/', 'release/', '.data/', '.data-*/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { local: fileNamePlugin },
    rules: { 'local/file-name': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import rules everywhere the product's code lives (tests are free to reach across).
    files: ['src/**/*.{ts,tsx}', 'supabase/local/**/*.ts', 'netlify/**/*.ts', 'electron/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'electron/test-fakes.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { '@': [path.join(root, 'src')] } }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaryZones, ...dataPackageZones, ...treeZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/data/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  ...srcSyntaxRules(DATA_PACKAGES),
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'Imports flow one way: app imports features, not the reverse.' }] },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', '@/data/*', '@/features/*', '@/ui/*', 'dexie', '@supabase/*'], message: 'src/domain is pure: no React, no I/O.' }] },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/app/*'], message: 'Features do not import the app layer.' }],
          paths: [{ name: '@/data/engine', importNames: ['createDataLayer', 'currentScope'], message: "Features use the app's one data layer (its hooks and commands), never an engine of their own." }],
        },
      ],
    },
  },
);
