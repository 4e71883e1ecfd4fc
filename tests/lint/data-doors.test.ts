/**
 * One door per room (docs/decisions/0019-import-style.md): every name the data layer's entries export
 * is exported by exactly one of them, and the sync engine's entry stays a narrow API
 * (docs/decisions/0016-engine-api.md). Read with the TypeScript checker from the entries themselves.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/lint';

const DATA = path.join(ROOT, 'src', 'data');
/** The root API and every package with an entry. */
const ENTRIES = ['', ...readdirSync(DATA).filter((name) => statSync(path.join(DATA, name)).isDirectory())].map((pkg) => ({
  pkg: pkg || '(root)',
  file: path.join(DATA, pkg, 'index.ts'),
}));

/** At most this many runtime names in the engine's entry (types are free). */
const ENGINE_RUNTIME_BUDGET = 15;

let exportsOf: Map<string, { name: string; runtime: boolean }[]>;

beforeAll(() => {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(ENTRIES.map((e) => e.file), parsed.options);
  const checker = program.getTypeChecker();
  exportsOf = new Map(
    ENTRIES.map(({ pkg, file }) => {
      const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
      const names = checker.getExportsOfModule(module).map((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return { name: symbol.getName(), runtime: (target.flags & ts.SymbolFlags.Value) !== 0 };
      });
      return [pkg, names];
    }),
  );
}, 120_000);

describe("the data layer's doors", () => {
  it('every exported name has one door', () => {
    const doors = new Map<string, string[]>();
    for (const [pkg, names] of exportsOf) for (const { name } of names) doors.set(name, [...(doors.get(name) ?? []), pkg]);
    const shared = [...doors].filter(([, pkgs]) => pkgs.length > 1).map(([name, pkgs]) => `${name}: ${pkgs.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it(`the engine's entry exports at most ${ENGINE_RUNTIME_BUDGET} runtime names`, () => {
    const runtime = exportsOf.get('engine')!.filter((e) => e.runtime).map((e) => e.name);
    expect(runtime.length, runtime.join(', ')).toBeLessThanOrEqual(ENGINE_RUNTIME_BUDGET);
  });
});
