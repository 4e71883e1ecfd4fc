import { describe, expect, it } from 'vitest';
import { runImport, type ImportRpc, type RpcAnswer } from './import-runner';
import type { ValidRow } from './prepare-rows';

const payload = (name: string) => ({
  name, type: 'Hard' as const, milk: 'Cow' as const, origin_country: 'France', origin_region: null, ageing_period: null,
  description: 'd', image_url: '/x.jpg',
});
const valid = (n: number, from = 0): ValidRow[] => Array.from({ length: n }, (_, i) => ({ index: from + i, payload: payload(`C${from + i}`) }));

/** A fake server: stores rows by id, refuses names starting with 'BAD' and repeated ids. */
function fakeServer() {
  const stored = new Map<string, Record<string, unknown>>();
  const calls: number[] = [];
  const rpc: ImportRpc = async (_fn, rows) => {
    calls.push(rows.length);
    const data = rows.map((r, index) => {
      const id = String(r.id);
      if (String(r.name).startsWith('BAD')) return { index, ok: false, error: 'new row violates check constraint' };
      if (stored.has(id)) return { index, ok: false, error: 'duplicate key value violates unique constraint "cheeses_pkey"' };
      stored.set(id, r);
      return { index, ok: true, id };
    });
    return { data, error: null, status: 200 };
  };
  return { stored, calls, rpc };
}

let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const noSleep = async () => {};

describe('runImport', () => {
  it('sends batches, counts validation failures as failed and never sends them', async () => {
    const s = fakeServer();
    const progress: [number, number][] = [];
    const rows = [...valid(3), { index: 3, payload: payload('BAD one') }, ...valid(3, 5)];
    const r = await runImport({
      entity: 'cheeses', total: 9, valid: rows, invalid: [{ index: 4, errors: ['name is required', 'type is required'] }, { index: 8, errors: ['x'] }],
      rpc: s.rpc, batchSize: 3, newId, onProgress: (a, b) => progress.push([a, b]),
    });
    expect(s.calls).toEqual([3, 3, 1]);
    expect(r.total).toBe(9);
    expect(r.success).toBe(6);
    expect(r.failed).toBe(3);
    expect(r.errors).toEqual([
      { index: 3, message: 'new row violates check constraint' },
      { index: 4, message: 'name is required; type is required' },
      { index: 8, message: 'x' },
    ]);
    expect(r.insertedIds).toHaveLength(6);
    expect(new Set(r.insertedIds)).toEqual(new Set(s.stored.keys()));
    expect(progress).toEqual([[0, 7], [3, 7], [6, 7], [7, 7]]);
  });

  it('retries a lost answer and counts rows that had landed (duplicate id) as imported, once', async () => {
    const s = fakeServer();
    let first = true;
    const rpc: ImportRpc = async (fn, rows) => {
      const answer = await s.rpc(fn, rows);
      if (first) {
        first = false;
        return { data: null, error: { message: 'TypeError: fetch failed' }, status: 0 };
      }
      return answer;
    };
    const r = await runImport({ entity: 'cheeses', total: 4, valid: valid(4), invalid: [], rpc, batchSize: 2, newId, sleep: noSleep });
    expect(r.success).toBe(4);
    expect(r.failed).toBe(0);
    expect(s.stored.size).toBe(4);
  });

  it('a batch refused outright fails its rows and the run goes on', async () => {
    const s = fakeServer();
    let call = 0;
    const rpc: ImportRpc = async (fn, rows): Promise<RpcAnswer> =>
      ++call === 1 ? { data: null, error: { message: 'permission denied for function import_cheeses', code: '42501' }, status: 403 } : s.rpc(fn, rows);
    const r = await runImport({ entity: 'cheeses', total: 4, valid: valid(4), invalid: [], rpc, batchSize: 2, newId, sleep: noSleep });
    expect(call).toBe(2);
    expect(r.success).toBe(2);
    expect(r.errors).toEqual([
      { index: 0, message: 'permission denied for function import_cheeses' },
      { index: 1, message: 'permission denied for function import_cheeses' },
    ]);
  });

  it('when every attempt is lost, asks which rows exist (or says the rows are unconfirmed)', async () => {
    const s = fakeServer();
    const rpc: ImportRpc = async (fn, rows) => {
      await s.rpc(fn, rows.slice(0, 1)); // only the first row lands, the answer is lost
      return { data: null, error: { message: 'TypeError: fetch failed' }, status: 0 };
    };
    const r = await runImport({
      entity: 'cheeses', total: 2, valid: valid(2), invalid: [], rpc, batchSize: 2, newId, sleep: noSleep, retries: 1,
      verify: async (_e, ids) => new Set(ids.filter((id) => s.stored.has(id))),
    });
    expect(r.success).toBe(1);
    // The check answered: row 1 is known not to be there.
    expect(r.errors).toEqual([{ index: 1, message: 'TypeError: fetch failed' }]);
    const unverified = await runImport({ entity: 'cheeses', total: 1, valid: valid(1), invalid: [], rpc, newId, sleep: noSleep, retries: 0 });
    expect(unverified.errors).toEqual([{ index: 0, message: 'TypeError: fetch failed (the server did not confirm this row)' }]);
  });

  it('an answer of the wrong shape fails the batch', async () => {
    const rpc: ImportRpc = async () => ({ data: [{ index: 0, ok: true }], error: null, status: 200 });
    const r = await runImport({ entity: 'pairings', total: 2, valid: valid(2), invalid: [], rpc, newId });
    expect(r.success).toBe(0);
    expect(r.errors.map((e) => e.message)).toEqual(['Unexpected answer from import_pairings', 'Unexpected answer from import_pairings']);
  });

  it('rejects a bad batch size', async () => {
    await expect(runImport({ entity: 'cheeses', total: 0, valid: [], invalid: [], rpc: fakeServer().rpc, batchSize: 0 })).rejects.toThrow(/batchSize/);
  });
});
