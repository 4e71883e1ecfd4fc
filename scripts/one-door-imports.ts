/**
 * `node --import tsx scripts/one-door-imports.ts [files…]`: rewrites imports of `@/data` into
 * imports of the data package that owns each name (`@/data/editing`, `@/data/online`, `@/data/react`,
 * `@/data/engine`, …), keeping on `@/data` only what the root API itself defines
 * (docs/decisions/0017-import-style.md: every name has one door). Without arguments it rewrites every
 * .ts/.tsx file under src/. For branches written before the root stopped re-exporting the packages;
 * delete it once they have merged. Side effects: rewrites files in place; prints each file changed.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const PACKAGES = ['engine', 'auth', 'server', 'react', 'public', 'profiles', 'account', 'editing', 'online'];

/** Each name a package entry exports → the package. */
function owners(): Map<string, string> {
  const entries = PACKAGES.map((pkg) => path.join(ROOT, 'src', 'data', pkg, 'index.ts'));
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(entries, parsed.options);
  const checker = program.getTypeChecker();
  const owner = new Map<string, string>();
  entries.forEach((entry, i) => {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
    for (const name of checker.getExportsOfModule(symbol).map((s) => s.getName())) if (!owner.has(name)) owner.set(name, PACKAGES[i]);
  });
  return owner;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const owner = owners();
const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : sourceFiles(path.join(ROOT, 'src'));
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let out = text;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== '@/data') continue;
    const clause = statement.importClause;
    if (!clause?.namedBindings || !ts.isNamedImports(clause.namedBindings) || clause.name) continue;
    const typeOnly = clause.isTypeOnly;
    const groups = new Map<string, string[]>();
    for (const element of clause.namedBindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      const pkg = owner.get(imported);
      const target = pkg ? `@/data/${pkg}` : '@/data';
      groups.set(target, [...(groups.get(target) ?? []), element.getText(source)]);
    }
    if (groups.size === 1 && groups.has('@/data')) continue;
    const lines = [...groups].map(([target, names]) => `import ${typeOnly ? 'type ' : ''}{ ${names.join(', ')} } from '${target}';`);
    out = out.replace(statement.getText(source), lines.join('\n'));
  }
  if (out !== text) {
    writeFileSync(file, out);
    console.log(path.relative(ROOT, file));
  }
}
