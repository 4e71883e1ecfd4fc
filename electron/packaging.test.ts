import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertPackagedFunctionsOrigin, assertPackagedOrigin } from './build';
import { buildContentSecurityPolicy } from './protocol';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('packaging', () => {
  it('electron-builder flips the security fuses', () => {
    const yml = readFileSync(path.join(projectRoot, 'electron-builder.yml'), 'utf8');
    expect(yml).toMatch(/^asar: true$/m);
    // The indented key: value lines of the top-level electronFuses block.
    const block = /^electronFuses:\n((?: {2}\w+: (?:true|false)\n)+)/m.exec(yml)?.[1] ?? '';
    const fuses = Object.fromEntries(block.trim().split('\n').map((l) => [l.trim().split(':')[0], l.trim().endsWith('true')]));
    expect(fuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it.each(['http://localhost:4173', 'http://127.0.0.1:54321', 'https://localhost', 'https://app.localhost', 'http://abc.supabase.co'])(
    'an installer refuses %s as its Supabase origin',
    (origin) => expect(() => assertPackagedOrigin(origin)).toThrow(/needs VITE_SUPABASE_URL set to your Supabase project/),
  );

  it.each(['', 'http://localhost:4173', 'http://www.cheezopedia.com', 'https://127.0.0.1:8888', 'not a url'])(
    'an installer refuses "%s" as its functions URL (pictures are uploaded through the site’s function)',
    (url) => expect(() => assertPackagedFunctionsOrigin(url)).toThrow(/needs VITE_FUNCTIONS_URL set to your site/),
  );

  it('a real site passes as the functions URL', () => {
    expect(() => assertPackagedFunctionsOrigin('https://www.cheezopedia.com')).not.toThrow();
  });

  it('a real project passes, and its CSP names no localhost', () => {
    expect(() => assertPackagedOrigin('https://abc123.supabase.co')).not.toThrow();
    expect(buildContentSecurityPolicy('https://abc123.supabase.co')).not.toMatch(/localhost|127\.0\.0\.1/);
  });

  it('desktop:dist builds with --package', () => {
    const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['desktop:dist']).toMatch(/electron\/build\.ts --with-web --package && electron-builder/);
  });
});
