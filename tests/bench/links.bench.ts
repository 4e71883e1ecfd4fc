/**
 * npm run bench:links — the link check at catalogue scale, on this machine's CPU (the admin's device
 * computes it from its synced copy): 10,000 published entries of about 1,000 words, each with eight
 * links (four to our entries, one of them dead, an anchor, a page, two external), through
 * brokenLinksReport (the /admin/links page) and entriesLinkingTo (the delete question), median of
 * five runs. Ceilings: the report ≤ 1,500 ms (computed once as the page opens), the delete question ≤ 250 ms
 * (between the click and the dialog). Exit code 1 when missed.
 */
import { performance } from 'node:perf_hooks';
import { brokenLinksReport, entriesLinkingTo, siteOrigins } from '../../src/domain/internal-links.ts';

const ENTRIES = 10_000;
const RUNS = 5;
const REPORT_CEILING_MS = 1_500;
const LINKERS_CEILING_MS = 250;
const ORIGINS = siteOrigins(['https://cheezopedia.com']);

const words = 'aged cheese with a nutty finish melts over potatoes and pairs with dry white wine from the same valley'.split(' ');
function paragraph(i: number, n: number): string {
  return Array.from({ length: n }, (_, k) => words[(i + k) % words.length]).join(' ') + '.';
}

function entry(i: number) {
  const paras = Array.from({ length: 10 }, (_, p) => paragraph(i + p, 95));
  paras[1] += ` See [the next guide](/entry-${(i + 1) % ENTRIES}) and [an older one](https://cheezopedia.com/entry-${(i + 7) % ENTRIES}).`;
  paras[3] += ` More in [the recipe](/entry-${(i + 13) % ENTRIES}), not in [a lost page](/lost-${i}).`;
  paras[5] += ' Jump to [the method](#method), browse [Discover](/discover), read [Wikipedia](https://en.wikipedia.org/wiki/Cheese) or <https://example.com/x>.';
  return {
    id: `id-${i}`, slug: `entry-${i}`, title: `Entry ${i}`, published_at: '2026-01-01T00:00:00Z', archived_at: null,
    content: `## Part one\n\n${paras.slice(0, 5).join('\n\n')}\n\n## Part two\n\n${paras.slice(5).join('\n\n')}`,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const entries = Array.from({ length: ENTRIES }, (_, i) => entry(i));
const megabytes = entries.reduce((n, e) => n + e.content.length, 0) / 1e6;
const now = Date.now();
const report: number[] = [];
const linkers: number[] = [];
let found = 0;
let linking = 0;
for (let r = 0; r < RUNS; r++) {
  let t = performance.now();
  found = brokenLinksReport(entries, ORIGINS, now).length;
  report.push(performance.now() - t);
  t = performance.now();
  linking = entriesLinkingTo(entries[42], entries, ORIGINS, now).length;
  linkers.push(performance.now() - t);
}
const reportMs = median(report);
const linkersMs = median(linkers);
console.log(`${ENTRIES} entries, ${megabytes.toFixed(1)} MB of markdown, 8 links each`);
console.log(`/admin/links report: ${reportMs.toFixed(0)} ms (ceiling ${REPORT_CEILING_MS} ms), ${found} entries with a dead link`);
console.log(`delete question (entries linking to one): ${linkersMs.toFixed(1)} ms (ceiling ${LINKERS_CEILING_MS} ms), ${linking} found`);
if (reportMs > REPORT_CEILING_MS || linkersMs > LINKERS_CEILING_MS) process.exit(1);
