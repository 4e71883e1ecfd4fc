/**
 * The decision records' format (docs/decisions/README.md): each record is `NNNN-<name>.md` with a
 * number of its own, its status and date under its title, a superseded record names an existing
 * record that supersedes it, and the index links every record. `scripts/number-decisions.ts` brings
 * new records (or a merged branch's) to this format.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/lint';

const DIR = path.join(ROOT, 'docs', 'decisions');
const records = readdirSync(DIR).filter((name) => name.endsWith('.md') && name !== 'README.md');
const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
const head = (name: string) => readFileSync(path.join(DIR, name), 'utf8').split('\n').slice(0, 5);

describe('decision records', () => {
  it('are named NNNN-<name>.md, each with a number of its own', () => {
    const misnamed = records.filter((name) => !/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(name));
    expect(misnamed, 'run scripts/number-decisions.ts').toEqual([]);
    const numbers = records.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)('%s has its title, status and date at the top', (name) => {
    const [title, blank, status, date] = head(name);
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe('');
    expect(status).toMatch(/^- Status: (Accepted|Proposed|Superseded by \[\d{4}-[a-z0-9-]+\.md\]\(\d{4}-[a-z0-9-]+\.md\))$/);
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    const successor = /Superseded by \[[^\]]+\]\(([^)]+)\)/.exec(status)?.[1];
    if (successor) expect(records).toContain(successor);
  });

  it('the index links every record', () => {
    const missing = records.filter((name) => !index.includes(`](${name})`));
    expect(missing).toEqual([]);
  });
});
