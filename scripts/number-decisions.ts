/**
 * `node --import tsx scripts/number-decisions.ts`: numbers and dates the decision records
 * (docs/decisions/README.md has the format). Every record not numbered yet becomes `NNNN-<name>.md`,
 * numbered after the highest number in use, oldest first (the commit that added it; records added
 * by one commit in the order the index lists them); a record without them gets its status
 * ("Accepted", or "Superseded by …" when its text says so) and its date (the day it was added) under
 * its title; every reference to an old name in the repository's text files becomes the new name;
 * and the index lists every record by number, keeping each record's line. Idempotent: run it again
 * after merging a branch that added records or linked the old names. Side effects: renames and
 * rewrites files in the working tree (no commit); prints what it did.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const DIR = path.join(ROOT, 'docs', 'decisions');
const INDEX = path.join(DIR, 'README.md');
const NUMBERED = /^(\d{4})-([a-z0-9-]+)\.md$/;
const TEXT_FILE = /\.(md|ts|tsx|js|mjs|cjs|json|sql|toml|ya?ml|html|css|sh)$/;

const git = (...args: string[]): string => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** When a record was added (epoch seconds and day), from the commit that added it; today when untracked. */
function added(file: string): { at: number; day: string } {
  const log = git('log', '--diff-filter=A', '--follow', '--format=%at %ad', '--date=short', '--', path.relative(ROOT, file)).split('\n').filter(Boolean);
  const first = log[log.length - 1];
  if (!first) return { at: Date.now() / 1000, day: new Date().toISOString().slice(0, 10) };
  const [at, day] = first.split(' ');
  return { at: Number(at), day };
}

const indexText = readFileSync(INDEX, 'utf8');
const indexLines = indexText.split('\n');
/** The index's line of a record (its link and description), by the record's name without its number. */
const lineOf = new Map<string, string>();
for (const line of indexLines) {
  const match = /^- \[[^\]]+\]\(([^)]+)\)/.exec(line);
  if (match) lineOf.set(match[1].replace(/^\d{4}-/, ''), line);
}
const indexOrder = [...lineOf.keys()];

const records = readdirSync(DIR).filter((name) => name.endsWith('.md') && name !== 'README.md');
let next = Math.max(0, ...records.map((name) => Number(NUMBERED.exec(name)?.[1] ?? 0))) + 1;
const renames = new Map<string, string>();
const fresh = records
  .filter((name) => !NUMBERED.test(name))
  .map((name) => ({ name, ...added(path.join(DIR, name)), order: indexOrder.indexOf(name) === -1 ? Infinity : indexOrder.indexOf(name) }))
  .sort((a, b) => a.at - b.at || a.order - b.order || a.name.localeCompare(b.name));
for (const record of fresh) {
  const target = `${String(next++).padStart(4, '0')}-${record.name}`;
  renameSync(path.join(DIR, record.name), path.join(DIR, target));
  renames.set(record.name, target);
  console.log(`${record.name} → ${target}`);
}
// Also the names a merged branch may still use for records numbered earlier.
for (const name of readdirSync(DIR)) {
  const match = NUMBERED.exec(name);
  if (match && !existsSync(path.join(DIR, `${match[2]}.md`)) && !renames.has(`${match[2]}.md`)) renames.set(`${match[2]}.md`, name);
}

/** Every tracked (or new) text file, and which base names are not unique to docs/decisions. */
const files = git('ls-files', '--cached', '--others', '--exclude-standard').split('\n').filter((f) => TEXT_FILE.test(f) && existsSync(path.join(ROOT, f)));
const elsewhere = new Set(files.filter((f) => !f.startsWith('docs/decisions/')).map((f) => path.basename(f)));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
for (const file of files) {
  const full = path.join(ROOT, file);
  const text = readFileSync(full, 'utf8');
  let out = text;
  for (const [old, now] of renames) {
    // A path naming the folder, anywhere; a bare name only where no other file of the repository has it.
    out = out.replace(new RegExp(`(decisions/)${escape(old)}`, 'g'), `$1${now}`);
    if (!elsewhere.has(old)) out = out.replace(new RegExp(`(?<![\\w/.-])${escape(old)}`, 'g'), now);
  }
  if (out !== text) {
    writeFileSync(full, out);
    console.log(`references: ${file}`);
  }
}

/** Status and date under the title of every record that lacks them. */
for (const name of readdirSync(DIR).filter((n) => NUMBERED.test(n))) {
  const full = path.join(DIR, name);
  const text = readFileSync(full, 'utf8');
  if (/^- Status: /m.test(text.split('\n').slice(0, 6).join('\n'))) continue;
  const superseded = /\*\*Superseded\*\* by (\[[^\]]+\]\([^)]+\))/.exec(text);
  const status = superseded ? `Superseded by ${superseded[1]}` : 'Accepted';
  const [title, ...rest] = text.split('\n');
  // A record renamed by this run was added under its old name.
  const original = [...renames].find(([, now]) => now === name)?.[0] ?? name;
  writeFileSync(full, [title, '', `- Status: ${status}`, `- Date: ${added(path.join(DIR, original)).day}`, ...rest].join('\n'));
  console.log(`status and date: ${name}`);
}

/** The index: every record by number, each with its own line (a new record: its title). */
const numbered = readdirSync(DIR).filter((n) => NUMBERED.test(n)).sort();
const entries = numbered.map((name) => {
  const line = lineOf.get(NUMBERED.exec(name)![2] + '.md') ?? lineOf.get(name);
  if (line) return line.replace(/^- \[[^\]]+\]\([^)]+\)/, `- [${name}](${name})`);
  const title = readFileSync(path.join(DIR, name), 'utf8').split('\n')[0].replace(/^#\s*/, '');
  return `- [${name}](${name}) — ${title}`;
});
const head = indexLines.slice(0, indexLines.findIndex((l) => l.startsWith('- [')));
writeFileSync(INDEX, [...head, ...entries, ''].join('\n'));
console.log(`index: ${entries.length} records`);
