/**
 * Bundle budget: builds the SPA into a temporary folder with a Vite manifest and prints, per public
 * and admin route, the gzipped JavaScript loaded before the page is interactive: the entry chunk and
 * its static imports plus the route's lazy page chunk and its static imports (dynamic imports inside a
 * page — e.g. the markdown renderer — are excluded, they load later). Also checks that public routes
 * load no chunk that only admin, editor, CSV-import or markdown code needs.
 * Each public page (landing, discover, entry) is its own chunk, which the server's HTML preloads
 * with the entry's; the not-found page is part of the entry chunk. Their below-the-fold parts load
 * as lazy chunks. (`npm run bench:web -- --weight-only` measures the same from the served HTML.)
 * Budget: `/`, `/discover`, `/{slug}` ≤ 110 KB gzip (exit code 1 when over or when a forbidden chunk leaks).
 * Usage: node --import tsx tests/bench/bundle.bench.ts [--dist <already built dir with .vite/manifest.json>]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT = resolve(import.meta.dirname, '../..');
const BUDGET_KB = 110;
const BUDGETED = new Set(['/', '/discover', '/{slug}']);

const ROUTES: Array<{ route: string; pages: string[]; isPublic: boolean }> = [
  { route: '/', pages: ['src/features/landing/LandingPage.tsx'], isPublic: true },
  { route: '/discover', pages: ['src/features/discover/DiscoverPage.tsx'], isPublic: true },
  { route: '/{slug}', pages: ['src/features/entry/EntryPage.tsx'], isPublic: true },
  { route: '/{unknown}/{path}', pages: [], isPublic: true },
  { route: '/login', pages: ['src/features/auth/LoginPage.tsx'], isPublic: true },
  { route: '/admin', pages: ['src/features/admin/layout/AdminLayout.tsx', 'src/features/admin/dashboard/DashboardPage.tsx'], isPublic: false },
  { route: '/admin/articles/new', pages: ['src/features/admin/articles/ArticleBuilderPage.tsx'], isPublic: false },
  { route: '/admin/cheeses/import', pages: ['src/features/admin/layout/AdminLayout.tsx', 'src/features/admin/import/ImportWizardPage.tsx'], isPublic: false },
];

/** Source modules that public routes must never load before interactive (read from source maps). */
const FORBIDDEN_ON_PUBLIC: Array<[string, RegExp]> = [
  ['admin', /src\/features\/admin\//],
  ['partner area', /src\/features\/partners\//],
  ['CSV', /src\/domain\/csv\/|node_modules\/papaparse\//],
  ['markdown', /src\/features\/entry\/MarkdownBody|node_modules\/(react-markdown|remark-[a-z-]+|micromark[a-z-]*|mdast-[a-z-]+|unified|hast-util-[a-z-]+)\//],
];

function buildWithManifest(): { dir: string; cleanup: () => void } {
  const argIndex = process.argv.indexOf('--dist');
  if (argIndex !== -1) {
    const dir = resolve(process.argv[argIndex + 1]);
    return { dir, cleanup: () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'cheezopedia-bundle-'));
  console.log(`Building the SPA into ${dir} (vite build --manifest) ...`);
  execFileSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--sourcemap', 'hidden', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    // A NODE_ENV inherited from a test runner ('test') would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk for ${key}`);
    seen.add(key);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  keys.forEach(visit);
  return seen;
}

function gzipKb(dir: string, file: string, cache: Map<string, number>): number {
  let size = cache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length / 1024;
    cache.set(file, size);
  }
  return size;
}

function main() {
  const { dir, cleanup } = buildWithManifest();
  try {
    const manifestPath = join(dir, '.vite/manifest.json');
    if (!existsSync(manifestPath)) throw new Error(`No manifest at ${manifestPath}`);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'))
      ?? Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!entryKey) throw new Error('No entry chunk in the manifest');
    const entrySet = closure(manifest, [entryKey]);
    const cache = new Map<string, number>();
    const sumKb = (set: Set<string>) => [...set].reduce((n, k) => n + gzipKb(dir, manifest[k].file, cache), 0);
    const cssKb = (set: Set<string>) =>
      [...new Set([...set].flatMap((k) => manifest[k].css ?? []))].reduce((n, f) => n + gzipKb(dir, f, cache), 0);

    // What forbidden code each chunk holds, from its source map.
    const forbiddenIn = (key: string): string[] => {
      const mapFile = join(dir, `${manifest[key].file}.map`);
      if (!existsSync(mapFile)) return [];
      const sources = (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
      return FORBIDDEN_ON_PUBLIC.filter(([, re]) => sources.some((src) => re.test(src))).map(([label]) => label);
    };

    let failed = false;
    const rows: string[][] = [['route', 'JS gzip KB', 'chunks', 'CSS gzip KB', 'check']];
    for (const r of ROUTES) {
      const missing = r.pages.filter((p) => !manifest[p]);
      if (missing.length) {
        rows.push([r.route, '-', '-', '-', `page chunk missing: ${missing.join(', ')}`]);
        failed = true;
        continue;
      }
      const set = closure(manifest, [entryKey, ...r.pages]);
      const kb = sumKb(set);
      const notes: string[] = [];
      if (r.isPublic) {
        const leaks = [...set].flatMap((k) => forbiddenIn(k).map((label) => `${label} code in ${manifest[k].file}`));
        if (leaks.length) {
          notes.push(`LEAK: ${leaks.join(', ')}`);
          failed = true;
        } else notes.push('no admin/partner/CSV/markdown code');
      }
      if (BUDGETED.has(r.route)) {
        const ok = kb <= BUDGET_KB;
        notes.push(`budget ${BUDGET_KB} KB: ${ok ? 'PASS' : 'FAIL'}`);
        if (!ok) failed = true;
      }
      rows.push([r.route, kb.toFixed(1), String(set.size), cssKb(set).toFixed(1), notes.join('; ')]);
    }
    const markdown = 'src/features/entry/MarkdownBody.tsx';
    if (manifest[markdown]) {
      const lazyOnly = [...closure(manifest, [markdown])].filter((k) => !closure(manifest, [entryKey]).has(k));
      const kb = lazyOnly.reduce((n, k) => n + gzipKb(dir, manifest[k].file, cache), 0);
      // Self-check: the detector must see markdown code in the markdown chunks, or every "no leak" above means nothing.
      const seen = lazyOnly.some((k) => forbiddenIn(k).includes('markdown'));
      if (!seen) failed = true;
      rows.push(['(entry markdown, lazy)', kb.toFixed(1), String(lazyOnly.length), '-',
        seen ? 'loaded after the entry page renders' : 'DETECTOR BROKEN: no markdown sources found in its source maps']);
    }
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
    console.log('\nBundle: JavaScript loaded before interactive, per route (gzip -9)');
    for (const row of rows) console.log(row.map((c, i) => (i === 4 ? c : c.padEnd(widths[i]))).join('  '));
    console.log(`\nApp shell (entry + static imports): ${sumKb(entrySet).toFixed(1)} KB gzip in ${entrySet.size} chunk(s).`);
    if (failed) {
      console.log('RESULT: FAIL');
      process.exitCode = 1;
    } else console.log('RESULT: PASS');
  } finally {
    cleanup();
  }
}

main();
