/**
 * Builds the Electron shell into dist-electron/: main.cjs (main process) and preload.cjs (CommonJS, as
 * the sandboxed preload requires). Bakes the Supabase origin (VITE_SUPABASE_URL from the environment or
 * .env files, as the desktop SPA build sees it), the site's functions origin (VITE_FUNCTIONS_URL:
 * pictures are uploaded through its image-upload function) and the app version in.
 *
 *   node --import tsx electron/build.ts [--out dist-electron]   the shell only
 *   node --import tsx electron/build.ts --with-web               first the SPA into dist-desktop/
 *     (vite build with VITE_TARGET=desktop: no service worker), then the shell
 *   … --package   for installers (desktop:dist): refuses a local backend (localhost, loopback, plain
 *     http) as the Supabase origin, so the packaged CSP allows only the real project, and requires
 *     VITE_FUNCTIONS_URL (the site, https): without it the installed editor could not upload pictures
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { build as viteBuild, loadEnv } from 'vite';
import { DEFAULT_SUPABASE_ORIGIN, SPA_DIR } from './config';
import { supabaseOriginOf } from './protocol';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Electron 45 ships Node 22 and Chromium 142. */
const NODE_TARGET = 'node22';
const CHROME_TARGET = 'chrome142';

export interface ElectronBuildOptions {
  outDir: string;
  /** Building for installers: the Supabase origin must be a real https project, not a local backend. */
  packaged?: boolean;
  /** The Supabase URL the desktop SPA talks to (only its origin is used, for the CSP). */
  supabaseUrl?: string;
  /** The site's functions (VITE_FUNCTIONS_URL; only its origin is used, for the CSP); none: on the Supabase origin. */
  functionsUrl?: string;
  version?: string;
  minify?: boolean;
}

export interface ElectronBuildResult {
  main: string;
  preload: string;
  supabaseOrigin: string;
  /** Empty when the functions are on the Supabase origin. */
  functionsOrigin: string;
}

/**
 * The Supabase URL of the desktop build, as `vite build` sees it: VITE_SUPABASE_URL from the
 * environment or the .env files (mode "production"), else the local backend.
 */
export function desktopSupabaseUrl(mode = 'production'): string {
  const env = loadEnv(mode, projectRoot, 'VITE_');
  return env.VITE_SUPABASE_URL?.trim() || DEFAULT_SUPABASE_ORIGIN;
}

/** The site's functions URL of the desktop build (VITE_FUNCTIONS_URL, as `vite build` sees it), or ''. */
export function desktopFunctionsUrl(mode = 'production'): string {
  return loadEnv(mode, projectRoot, 'VITE_').VITE_FUNCTIONS_URL?.trim() ?? '';
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/**
 * Throws when `origin` may not be baked into an installer: plain http, localhost or a loopback/private
 * development address (the packaged CSP must not allow a local server).
 */
export function assertPackagedOrigin(origin: string): void {
  const { protocol, hostname } = new URL(origin);
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || /^(127\.|0\.0\.0\.0$|\[::1?\]$)/.test(hostname);
  if (protocol !== 'https:' || local) {
    throw new Error(
      `A packaged desktop build needs VITE_SUPABASE_URL set to your Supabase project (https://<ref>.supabase.co), not ${origin}: ` +
        'its Content-Security-Policy allows that origin only.',
    );
  }
}

/**
 * Throws when an installer would have no reachable image-upload function: VITE_FUNCTIONS_URL must be
 * the site (https, not a local server) — a hosted Supabase project serves no Netlify function.
 */
export function assertPackagedFunctionsOrigin(functionsUrl: string): void {
  const refuse = () => {
    throw new Error(
      `A packaged desktop build needs VITE_FUNCTIONS_URL set to your site (https://…), not "${functionsUrl}": ` +
        'pictures are uploaded through its image-upload function, which a Supabase project does not serve.',
    );
  };
  if (!functionsUrl) refuse();
  let origin: string;
  try {
    origin = supabaseOriginOf(functionsUrl);
  } catch {
    return refuse();
  }
  const { protocol, hostname } = new URL(origin);
  if (protocol !== 'https:' || hostname === 'localhost' || hostname.endsWith('.localhost') || /^(127\.|0\.0\.0\.0$|\[::1?\]$)/.test(hostname)) refuse();
}

export async function buildElectron(options: ElectronBuildOptions): Promise<ElectronBuildResult> {
  const supabaseOrigin = supabaseOriginOf(options.supabaseUrl ?? desktopSupabaseUrl());
  const functionsUrl = options.functionsUrl ?? desktopFunctionsUrl();
  if (options.packaged) {
    assertPackagedOrigin(supabaseOrigin);
    assertPackagedFunctionsOrigin(functionsUrl);
  }
  const functionsOrigin = functionsUrl ? supabaseOriginOf(functionsUrl) : '';
  const version = options.version ?? packageVersion();
  const outDir = path.resolve(options.outDir);
  const common: BuildOptions = {
    bundle: true,
    format: 'cjs',
    external: ['electron'],
    sourcemap: false,
    minify: options.minify ?? false,
    legalComments: 'none',
    logLevel: 'silent',
    tsconfig: path.join(projectRoot, 'electron', 'tsconfig.json'),
    define: {
      __CHEEZOPEDIA_SUPABASE_ORIGIN__: JSON.stringify(supabaseOrigin),
      __CHEEZOPEDIA_FUNCTIONS_ORIGIN__: JSON.stringify(functionsOrigin),
      __CHEEZOPEDIA_VERSION__: JSON.stringify(version),
    },
  };
  const main = path.join(outDir, 'main.cjs');
  const preload = path.join(outDir, 'preload.cjs');
  await Promise.all([
    build({ ...common, entryPoints: [path.join(projectRoot, 'electron', 'main.ts')], outfile: main, platform: 'node', target: NODE_TARGET }),
    // The sandboxed preload can require only 'electron' (and a few Node shims): bundle for the browser.
    build({ ...common, entryPoints: [path.join(projectRoot, 'electron', 'preload.ts')], outfile: preload, platform: 'browser', target: CHROME_TARGET }),
  ]);
  return { main, preload, supabaseOrigin, functionsOrigin };
}

/** Builds the SPA for the desktop app (no service worker) into `outDir` (default dist-desktop/). */
export async function buildDesktopWeb(outDir = path.join(projectRoot, SPA_DIR)): Promise<void> {
  process.env.VITE_TARGET = 'desktop';
  await viteBuild({ root: projectRoot, configFile: path.join(projectRoot, 'vite.config.ts'), build: { outDir, emptyOutDir: true } });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outFlag = process.argv.indexOf('--out');
  const outDir = outFlag > 0 ? process.argv[outFlag + 1] : path.join(projectRoot, 'dist-electron');
  const withWeb = process.argv.includes('--with-web');
  const packaged = process.argv.includes('--package');
  // Check the origin before the (slow) SPA build.
  (packaged
    ? Promise.resolve().then(() => {
        assertPackagedOrigin(supabaseOriginOf(desktopSupabaseUrl()));
        assertPackagedFunctionsOrigin(desktopFunctionsUrl());
      })
    : Promise.resolve())
    .then(() => (withWeb ? buildDesktopWeb() : undefined))
    .then(() => buildElectron({ outDir, minify: true, packaged }))
    .then((result) => {
      console.log(`Built ${path.relative(projectRoot, result.main)} and ${path.relative(projectRoot, result.preload)}`);
      console.log(`Content-Security-Policy allows the Supabase origin ${result.supabaseOrigin}${result.functionsOrigin ? ` and the functions origin ${result.functionsOrigin}` : ''}`);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
