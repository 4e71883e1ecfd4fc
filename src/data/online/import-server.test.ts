import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadCheeseRefs, supabaseRpc, supabaseVerify } from './import-server';

/** A fake of the few supabase-js calls used here, over an in-memory table. */
function fakeClient(rows: { id: string; name: string }[], failAt: number | null = null) {
  const ranges: [number, number][] = [];
  const client = {
    from(table: string) {
      const state: { ids?: string[] } = {};
      const builder = {
        select: () => builder,
        order: () => builder,
        in: (_col: string, ids: string[]) => {
          state.ids = ids;
          return Promise.resolve({ data: rows.filter((r) => ids.includes(r.id)).map((r) => ({ id: r.id })), error: null });
        },
        range: (from: number, to: number) => {
          ranges.push([from, to]);
          if (failAt !== null && from >= failAt) return Promise.resolve({ data: null, error: { message: 'permission denied for table cheeses' } });
          return Promise.resolve({ data: rows.slice(from, to + 1), error: null });
        },
        insert: (inserted: unknown[]) =>
          Promise.resolve(table === 'cheeses' && inserted.length ? { error: null, status: 201 } : { error: { message: 'refused', code: '23514' }, status: 400 }),
      };
      return builder;
    },
    rpc: (fn: string, args: { rows: unknown[] }) => Promise.resolve({ data: args.rows.map((_, index) => ({ index, ok: true, id: fn })), error: null, status: 200 }),
  };
  return { client: client as unknown as SupabaseClient, ranges };
}

const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `id-${i}`, name: `Cheese ${i}` }));

describe('cheese directory', () => {
  it('pages through every cheese, 1000 at a time', async () => {
    const { client, ranges } = fakeClient(many(2500));
    const refs = await loadCheeseRefs(client);
    expect(refs).toHaveLength(2500);
    expect(ranges).toEqual([[0, 999], [1000, 1999], [2000, 2999]]);
  });
  it('an exact multiple of the page size asks once more and stops on the empty page', async () => {
    const { client, ranges } = fakeClient(many(1000));
    expect(await loadCheeseRefs(client)).toHaveLength(1000);
    expect(ranges).toEqual([[0, 999], [1000, 1999]]);
  });
  it('a failing page is an error with the server message', async () => {
    const { client } = fakeClient(many(1500), 1000);
    await expect(loadCheeseRefs(client)).rejects.toThrow('permission denied for table cheeses');
  });
  it('adapts rpc and verify', async () => {
    const { client } = fakeClient(many(3));
    expect((await supabaseRpc(client)('import_cheeses', [{}, {}])).data).toEqual([
      { index: 0, ok: true, id: 'import_cheeses' },
      { index: 1, ok: true, id: 'import_cheeses' },
    ]);
    expect(await supabaseVerify(client)('cheeses', ['id-1', 'id-9'])).toEqual(new Set(['id-1']));
  });
});
