import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElectron, type ElectronBuildResult } from './build';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requiresOf = (code: string) => [...code.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);

describe('electron/ build', () => {
  let outDir: string;
  let result: ElectronBuildResult;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'cheezopedia-electron-'));
    result = await buildElectron({ outDir, supabaseUrl: 'https://abc123.supabase.co/', functionsUrl: 'https://www.cheezopedia.example/', version: '9.8.7' });
  }, 60_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('type-checks (tsc -p electron/tsconfig.json)', async () => {
    const tsc = path.join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const run = promisify(execFile)(process.execPath, [tsc, '-p', path.join(projectRoot, 'electron', 'tsconfig.json'), '--noEmit'], {
      cwd: projectRoot,
    });
    await expect(run.catch((error: { stdout?: string }) => Promise.reject(new Error(error.stdout ?? String(error))))).resolves.toBeDefined();
  }, 120_000);

  it('writes main.cjs and preload.cjs', () => {
    expect(result.main).toBe(path.join(outDir, 'main.cjs'));
    expect(result.preload).toBe(path.join(outDir, 'preload.cjs'));
    expect(readFileSync(result.main, 'utf8').length).toBeGreaterThan(1000);
  });

  it('the preload is a CommonJS bundle that requires nothing but electron', () => {
    const code = readFileSync(result.preload, 'utf8');
    expect(code).not.toMatch(/^\s*import\s|^\s*export\s|import\.meta/m);
    expect(requiresOf(code)).toEqual(['electron']);
    expect(code).toContain('exposeInMainWorld("cheezopediaDesktop"');
    // The raw ipcRenderer is never the exposed object, and nothing sends on arbitrary channels.
    expect(code).not.toMatch(/exposeInMainWorld\([^,]+,\s*[\w$.]*ipcRenderer\s*\)|ipcRenderer\.send\(/);
  });

  it('main is CommonJS requiring only electron and Node built-ins', () => {
    const code = readFileSync(result.main, 'utf8');
    expect(code).not.toMatch(/^\s*import\s|^\s*export\s/m);
    const allowed = new Set(['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    const foreign = requiresOf(code).filter((name) => !allowed.has(name));
    expect(foreign).toEqual([]);
    expect(requiresOf(code)).toContain('electron');
  });

  it('bakes the Supabase origin, the functions origin and the version in', () => {
    expect(result.supabaseOrigin).toBe('https://abc123.supabase.co');
    expect(result.functionsOrigin).toBe('https://www.cheezopedia.example');
    expect(readFileSync(result.main, 'utf8')).toContain('"https://www.cheezopedia.example"');
    expect(readFileSync(result.main, 'utf8')).toContain('"https://abc123.supabase.co"');
    expect(readFileSync(result.preload, 'utf8')).toContain('"9.8.7"');
  });

  it('refuses a Supabase URL that is not http(s)', async () => {
    await expect(buildElectron({ outDir, supabaseUrl: 'javascript:alert(1)' })).rejects.toThrow(/http/);
  });
});
