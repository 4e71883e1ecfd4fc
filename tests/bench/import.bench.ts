/**
 * npm run bench:import — 10,000 valid cheese rows as CSV through parse (papaparse, in Node) +
 * validate (the domain's row rules) + import in batches of 500 through the `import_cheeses` RPC exactly
 * as the wizard does it, against the local backend (in-memory PGlite) signed in as the demo admin.
 * Versus the spec's
 * original method (one insert request per row) on the same rows in the same run. The one-per-row
 * method is timed on a 1,000-row sample and extrapolated to 10,000 (said so in the output).
 * Budget: at least 20x faster than one-per-row, and under 10 s end to end. Exit code 1 when missed.
 */
import { performance } from 'node:perf_hooks';
import { autoMatch } from '../../src/domain/csv/mapping.ts';
import { CSV_IMPORT_BATCH_SIZE } from '../../src/domain/constants.ts';
import { parseCsv } from '../../src/features/admin/import/csv-parse.ts';
import { prepareRows, columnIndexes, mappedRow } from '../../src/features/admin/import/prepare-rows.ts';
import { runImport } from '../../src/features/admin/import/import-runner.ts';
import { supabaseRpc } from '../../src/data/online/index.ts';
import { startTestBackend } from '../helpers/backend.ts';

const ROWS = 10_000;
const SAMPLE = 1_000;
const BUDGET_SPEEDUP = 20;
const BUDGET_MS = 10_000;

const TYPES = ['Hard', 'soft', 'Semi-soft', 'FRESH', 'Blue', 'Processed'];
const MILKS = ['Cow', 'goat', 'Sheep', 'Mixed', 'Buffalo'];

/** A CSV of `n` valid cheeses: quoted commas and quoted line breaks in the descriptions. */
function generateCsv(n: number, prefix: string): string {
  const lines = ['name,type,milk,origin_country,origin_region,ageing_period,description,image_url'];
  for (let i = 0; i < n; i++) {
    lines.push(
      [
        `${prefix} cheese ${i}`,
        TYPES[i % TYPES.length],
        MILKS[i % MILKS.length],
        'France',
        i % 3 === 0 ? '' : `Region ${i % 40}`,
        i % 4 === 0 ? '' : `${(i % 24) + 1} months`,
        `"Bench cheese ${i}: firm, nutty and ""sweet"",\nwith a long finish."`,
        `/images/cheeses/bench-${i}.jpg`,
      ].join(','),
    );
  }
  return lines.join('\r\n') + '\r\n';
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

async function main(): Promise<void> {
  const backend = await startTestBackend();
  try {
    const admin = await backend.asDemo('admin');
    const service = backend.service();
    const count = async () => {
      const { count: c, error } = await service.from('cheeses').select('*', { count: 'exact', head: true });
      if (error) throw new Error(error.message);
      return c ?? 0;
    };
    // Warm-up (untimed, both paths): the first statements of a fresh in-memory database are slow.
    const warm = parseCsv(generateCsv(600, 'Warmup'));
    const warmPrepared = prepareRows('cheeses', warm.headers, warm.rows, autoMatch(warm.headers, 'cheeses'), null);
    await runImport({ entity: 'cheeses', total: 500, valid: warmPrepared.valid.slice(0, 500), invalid: [], rpc: supabaseRpc(admin) });
    for (const v of warmPrepared.valid.slice(500)) await admin.from('cheeses').insert(v.payload as unknown as Record<string, unknown>);
    const before = await count();

    // ---- batched: parse + validate + import_cheeses in batches
    const csv = generateCsv(ROWS, 'Batched');
    const t0 = performance.now();
    const parsed = parseCsv(csv);
    const t1 = performance.now();
    const prepared = prepareRows('cheeses', parsed.headers, parsed.rows, autoMatch(parsed.headers, 'cheeses'), null);
    const t2 = performance.now();
    const results = await runImport({
      entity: 'cheeses', total: parsed.rows.length, valid: prepared.valid, invalid: prepared.invalid, rpc: supabaseRpc(admin),
    });
    const t3 = performance.now();
    const afterBatched = await count();
    if (parsed.rows.length !== ROWS || prepared.invalid.length !== 0 || results.success !== ROWS || afterBatched - before !== ROWS) {
      throw new Error(
        `batched import incomplete: parsed ${parsed.rows.length}, invalid ${prepared.invalid.length}, success ${results.success}, ` +
          `rows added ${afterBatched - before}; first errors: ${JSON.stringify(results.errors.slice(0, 3))}`,
      );
    }
    const batchedMs = t3 - t0;

    // ---- the spec's original method: one insert request per row, sequentially (1,000-row sample)
    const csv2 = generateCsv(ROWS, 'PerRow');
    const u0 = performance.now();
    const parsed2 = parseCsv(csv2);
    const columns = columnIndexes(parsed2.headers, autoMatch(parsed2.headers, 'cheeses'));
    const u1 = performance.now();
    let failures = 0;
    for (const row of parsed2.rows.slice(0, SAMPLE)) {
      const r = mappedRow(row, columns);
      const { error } = await admin.from('cheeses').insert({
        name: r.name, type: r.type.charAt(0).toUpperCase() + r.type.slice(1).toLowerCase(), milk: r.milk.charAt(0).toUpperCase() + r.milk.slice(1).toLowerCase(),
        origin_country: r.origin_country, origin_region: r.origin_region || null, ageing_period: r.ageing_period || null,
        description: r.description, image_url: r.image_url,
      });
      if (error) failures++;
    }
    const u2 = performance.now();
    const afterPerRow = await count();
    if (failures !== 0 || afterPerRow - afterBatched !== SAMPLE) throw new Error(`one-per-row sample: ${failures} failures, ${afterPerRow - afterBatched} rows added`);
    const perRowMs = (u2 - u1) / SAMPLE;
    const perRowTotalMs = (u1 - u0) + perRowMs * ROWS;

    const speedup = perRowTotalMs / batchedMs;
    console.log(`\nCSV import bench — ${ROWS.toLocaleString('en')} valid cheese rows, local backend (in-memory PGlite), demo admin, after an untimed warm-up of both paths`);
    console.log(`  batched as the wizard does it (papaparse + domain validation + ${Math.ceil(ROWS / CSV_IMPORT_BATCH_SIZE)} import_cheeses calls of ${CSV_IMPORT_BATCH_SIZE} rows):`);
    console.log(`    parse ${ms(t1 - t0)}  validate ${ms(t2 - t1)}  import ${ms(t3 - t2)}  → total ${ms(batchedMs)}  (${Math.round(ROWS / (batchedMs / 1000)).toLocaleString('en')} rows/s)`);
    console.log(`  one insert request per row (spec's original), timed on a ${SAMPLE.toLocaleString('en')}-row sample and extrapolated to ${ROWS.toLocaleString('en')}:`);
    console.log(`    ${perRowMs.toFixed(2)} ms per row → ${ms(perRowTotalMs)} estimated for ${ROWS.toLocaleString('en')} rows (sample took ${ms(u2 - u1)})`);
    console.log(`  speed-up: ${speedup.toFixed(1)}x`);
    const okSpeed = speedup >= BUDGET_SPEEDUP;
    const okTime = batchedMs < BUDGET_MS;
    console.log(`  budget: ≥ ${BUDGET_SPEEDUP}x faster — ${okSpeed ? 'PASS' : 'FAIL'}; < ${BUDGET_MS / 1000} s end to end — ${okTime ? 'PASS' : 'FAIL'}\n`);
    if (!okSpeed || !okTime) process.exitCode = 1;
  } finally {
    await backend.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
