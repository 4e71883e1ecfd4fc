/**
 * Pairings as a synced table (migration 20261123004000): version and updated_at set by trigger on
 * insert and update whatever the client sends, updated_by = the editor, a tombstone on delete —
 * directly or through the cheese's cascade — and a version-checked update that matches no row
 * when the version moved (the client's conflict signal).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let admin: SupabaseClient;
let adminId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.asDemo('admin');
  adminId = (await admin.auth.getUser()).data.user!.id;
});

afterAll(async () => {
  await backend?.close();
});

async function newCheese(name: string): Promise<string> {
  const { data, error } = await admin
    .from('cheeses')
    .insert({ name, type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'Test.', image_url: '/images/cheeses/comte.svg' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

describe('pairings sync columns', () => {
  it('insert: version 1, server time, editor; update: version + 1 whatever the client sends', async () => {
    const cheese = await newCheese('Sync Test Tomme');
    const { data: ins, error } = await admin
      .from('pairings')
      .insert({ cheese_id: cheese, pairing_type: 'Wine', pairing_name: 'Test Red', version: 42, updated_at: '2000-01-01T00:00:00Z' })
      .select('*')
      .single();
    expect(error).toBeNull();
    expect(ins).toMatchObject({ version: 1, updated_by: adminId });
    expect(Date.parse(ins!.updated_at)).toBeGreaterThan(Date.parse('2020-01-01'));
    const { data: upd } = await admin.from('pairings').update({ rating: 3, version: 99 }).eq('id', ins!.id).eq('version', 1).select('*');
    expect(upd).toHaveLength(1);
    expect(upd![0]).toMatchObject({ version: 2, rating: 3 });
    // The client's conflict check: an update on the old version matches nothing.
    const { data: stale } = await admin.from('pairings').update({ rating: 1 }).eq('id', ins!.id).eq('version', 1).select('*');
    expect(stale).toEqual([]);
  });

  it('a deleted pairing, and the pairings of a deleted cheese, leave tombstones anyone can read', async () => {
    const cheese = await newCheese('Sync Test Bleu');
    const rows = [1, 2, 3].map((n) => ({ cheese_id: cheese, pairing_type: 'Fruit', pairing_name: `Pear ${n}` }));
    const { data, error } = await admin.from('pairings').insert(rows).select('id');
    expect(error).toBeNull();
    const ids = (data as { id: string }[]).map((r) => r.id);
    await admin.from('pairings').delete().eq('id', ids[0]);
    await admin.from('cheeses').delete().eq('id', cheese);
    const { data: stones } = await backend.anon().from('sync_tombstones').select('table_name,row_id').in('row_id', ids);
    expect(new Set((stones ?? []).map((s) => `${s.table_name}:${s.row_id}`))).toEqual(new Set(ids.map((id) => `pairings:${id}`)));
  });
});
