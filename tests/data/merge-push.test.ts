/**
 * Two devices against the real local backend: a queued update that meets a newer row merges with it
 * field by field (and long text by paragraph) instead of stopping the whole row as a conflict.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeQueued } from '../../src/domain/merge/merge-rules';
import { CONFLICT_LOSER_NOT_KEPT, conflictLoserRefused } from '../../src/domain/messages';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { device, newEntry, type Device } from './harness';

let backend: TestBackend;
let laptop: Device;
let phone: Device;

beforeAll(async () => {
  backend = await startTestBackend();
  laptop = await device(backend, 'admin');
  phone = await device(backend, 'admin');
});

afterAll(async () => {
  await backend?.close();
});

const CHEESE = { name: 'Merge Tomme', type: 'Semi-soft' as const, milk: 'Cow' as const, origin_country: 'France', description: 'First paragraph.\n\nSecond paragraph.', image_url: '/images/cheeses/comte.svg' };

/** A cheese both devices hold at the same version. */
async function sharedCheese(extra: Record<string, unknown> = {}) {
  const cheese = await laptop.layer.save('cheeses', { ...CHEESE, name: `${CHEESE.name} ${Math.random().toString(36).slice(2, 7)}`, ...extra });
  await pushAll(laptop);
  await phone.layer.pull();
  const held = await phone.db.cheeses.get(cheese.id);
  expect(held?.version).toBe(1);
  return held!;
}

async function serverCheese(id: string) {
  const { data, error } = await backend.service().from('cheeses').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>;
}

/** Back online: what waited in backoff while offline is due now, and the outbox is flushed. */
async function reconnect(d: Device) {
  d.net.offline = false;
  await d.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
  await pushAll(d);
}

/**
 * Flushes until nothing is pending: a flush begun while offline may still be finishing, and the
 * devices of one test process share the outbox lock (a flush finding it taken does nothing).
 */
async function pushAll(d: Device) {
  for (let i = 0; i < 20; i += 1) {
    await d.layer.flush();
    if ((await d.db.outbox.where('status').equals('pending').count()) === 0) return;
    await d.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the outbox did not empty');
}

const versions = async (id: string) =>
  (await backend.sql<{ version: number; kind: string }>(`select version, kind from public.row_versions where row_id = $1 order by id`, [id])).map((r) => `${r.kind}:${r.version}`);

describe('merge on push', () => {
  it('disjoint fields: the offline device pushes on the newer row with no conflict, one version, both devices equal', async () => {
    const held = await sharedCheese();
    phone.net.offline = true;
    // The phone, offline, rewrites the description from the form it loaded.
    await phone.layer.save('cheeses', { ...held, description: 'Rewritten on the phone.' }, { baseVersion: 1, baseRow: { ...held } });
    await laptop.layer.save('cheeses', { id: held.id, name: `${held.name} (laptop)` });
    await pushAll(laptop);
    await reconnect(phone);
    expect(await phone.db.outbox.count()).toBe(0);
    const server = await serverCheese(held.id);
    expect(server).toMatchObject({ name: `${held.name} (laptop)`, description: 'Rewritten on the phone.', version: 3 });
    expect(await phone.db.cheeses.get(held.id)).toMatchObject({ name: `${held.name} (laptop)`, description: 'Rewritten on the phone.', version: 3 });
    await laptop.layer.pull();
    expect(await laptop.db.cheeses.get(held.id)).toMatchObject({ name: `${held.name} (laptop)`, description: 'Rewritten on the phone.', version: 3 });
    // A merged save is one version of the row.
    // A merged save is one version of the row: History holds the two versions it replaced.
    expect(await versions(held.id)).toEqual(['update:1', 'update:2']);
  });

  it('the same field changed on both: a conflict for that field only; the rest merged; choosing per field keeps the other side in History', async () => {
    const held = await sharedCheese();
    phone.net.offline = true;
    await phone.layer.save('cheeses', { ...held, name: 'Phone name', milk: 'Goat' }, { baseVersion: 1, baseRow: { ...held } });
    await laptop.layer.save('cheeses', { id: held.id, name: 'Laptop name', origin_region: 'Savoie' });
    await pushAll(laptop);
    await reconnect(phone);
    const [conflict] = await phone.layer.read.conflicts();
    expect(conflict).toMatchObject({ table: 'cheeses', id: held.id, bases: { name: held.name, milk: 'Cow' } });
    const merge = mergeQueued('cheeses', conflict.bases!, conflict.mine, conflict.theirs);
    expect(merge.conflicts.map((c) => ({ field: c.field, kind: c.kind }))).toEqual([{ field: 'name', kind: 'value' }]);
    expect(merge.conflicts[0]).toMatchObject({ ours: 'Phone name', theirs: 'Laptop name' });
    expect(merge.merged).toEqual({ milk: 'Goat' });
    // Nothing is written while the editor has not chosen.
    expect(await serverCheese(held.id)).toMatchObject({ name: 'Laptop name', milk: 'Cow', origin_region: 'Savoie' });

    await phone.layer.resolveConflict('cheeses', held.id, { fields: { name: 'theirs' } });
    await phone.layer.flush();
    expect(await phone.db.outbox.count()).toBe(0);
    expect(await serverCheese(held.id)).toMatchObject({ name: 'Laptop name', milk: 'Goat', origin_region: 'Savoie', version: 3 });
    expect(await phone.db.cheeses.get(held.id)).toMatchObject({ name: 'Laptop name', milk: 'Goat', origin_region: 'Savoie', version: 3 });
    // The phone's name, not kept, is in History as the version that lost the conflict.
    const lost = await backend.sql<{ name: string }>(`select row_data ->> 'name' as name from public.row_versions where row_id = $1 and kind = 'conflict'`, [held.id]);
    expect(lost.map((r) => r.name)).toEqual(['Phone name']);
  });

  it('an article edited in two different paragraphs on two devices merges by paragraph', async () => {
    const entry = await laptop.layer.save('cheezopedia_entries', newEntry('paragraphs', { content: 'Intro paragraph.\n\nMiddle paragraph.\n\nLast paragraph with a tpyo.' }));
    await pushAll(laptop);
    await phone.layer.pull();
    const held = (await phone.db.entries.get(entry.id))!;
    phone.net.offline = true;
    await phone.layer.save('cheezopedia_entries', { id: held.id, content: 'A new first paragraph.\n\nIntro paragraph.\n\nMiddle paragraph.\n\nLast paragraph with a tpyo.' }, { baseVersion: held.version, baseRow: { ...held } });
    await laptop.layer.save('cheezopedia_entries', { id: held.id, content: 'Intro paragraph.\n\nMiddle paragraph.\n\nLast paragraph with a typo fixed.' });
    await pushAll(laptop);
    await reconnect(phone);
    expect(await phone.db.outbox.count()).toBe(0);
    const { data } = await backend.service().from('cheezopedia_entries').select('content').eq('id', held.id).single();
    expect(data?.content).toBe('A new first paragraph.\n\nIntro paragraph.\n\nMiddle paragraph.\n\nLast paragraph with a typo fixed.');
    expect((await phone.db.entries.get(held.id))?.content).toBe(data?.content);
  });

  it('the row moves again while the merge is written: read and merged again, nothing lost', async () => {
    const held = await sharedCheese();
    phone.net.offline = true;
    await phone.layer.save('cheeses', { ...held, milk: 'Sheep' }, { baseVersion: 1, baseRow: { ...held } });
    await laptop.layer.save('cheeses', { id: held.id, origin_region: 'Jura' });
    await pushAll(laptop);
    // Just before the phone's merged write (its second update), a third device changes the row.
    let patches = 0;
    phone.net.beforeRequest = async (url, init) => {
      if (init?.method === 'PATCH' && url.includes('/cheeses')) {
        patches += 1;
        if (patches === 2) await backend.service().from('cheeses').update({ ageing_period: '9 months' }).eq('id', held.id);
      }
    };
    try {
      await reconnect(phone);
    } finally {
      phone.net.beforeRequest = null;
    }
    // The first update on version 1, the merge on version 2 (missed), the merge again on version 3.
    expect(patches).toBe(3);
    expect(await serverCheese(held.id)).toMatchObject({ milk: 'Sheep', origin_region: 'Jura', ageing_period: '9 months', version: 4 });
    expect(await phone.db.cheeses.get(held.id)).toMatchObject({ milk: 'Sheep', origin_region: 'Jura', ageing_period: '9 months', version: 4 });
  });

  it('an edit against a deletion is one conflict for the row; a deletion against an edit deletes (the edit stays in the trash)', async () => {
    const a = await sharedCheese();
    phone.net.offline = true;
    await phone.layer.save('cheeses', { ...a, milk: 'Buffalo' }, { baseVersion: 1, baseRow: { ...a } });
    await laptop.layer.remove('cheeses', a.id);
    await pushAll(laptop);
    await reconnect(phone);
    const [conflict] = await phone.layer.read.conflicts();
    expect(conflict).toMatchObject({ id: a.id, theirs: null });
    expect(mergeQueued('cheeses', conflict.bases!, conflict.mine, null).conflicts.map((c) => c.kind)).toEqual(['deleted']);
    await phone.layer.resolveConflict('cheeses', a.id, { fields: { '*': 'ours' } });
    await phone.layer.flush();
    expect(await serverCheese(a.id)).toMatchObject({ milk: 'Buffalo' });

    const b = await sharedCheese();
    phone.net.offline = true;
    await phone.layer.remove('cheeses', b.id);
    await laptop.layer.save('cheeses', { id: b.id, milk: 'Goat' });
    await pushAll(laptop);
    await reconnect(phone);
    const { data } = await backend.service().from('cheeses').select('id').eq('id', b.id);
    expect(data).toEqual([]);
    const trash = await backend.sql<{ milk: string }>(`select row_data ->> 'milk' as milk from public.trash_items where row_id = $1`, [b.id]);
    expect(trash.map((t) => t.milk)).toEqual(['Goat']);
  });

  it('History refusing to keep the losing version shows the server\'s reason, and nothing is replaced', async () => {
    const held = await sharedCheese();
    phone.net.offline = true;
    await phone.layer.save('cheeses', { ...held, name: 'Phone again' }, { baseVersion: 1, baseRow: { ...held } });
    await laptop.layer.save('cheeses', { id: held.id, name: 'Laptop again' });
    await pushAll(laptop);
    await reconnect(phone);
    const reason = 'Too many versions kept for this item: at most 10 a minute. Try again in a minute.';
    phone.net.fakeOnce = {
      match: (url) => url.includes('/rpc/keep_conflict_loser'),
      response: () => new Response(JSON.stringify({ code: 'RS429', message: reason, details: null, hint: null }), { status: 429, headers: { 'content-type': 'application/json' } }),
    };
    await expect(phone.layer.resolveConflict('cheeses', held.id, { fields: { name: 'theirs' } })).rejects.toThrow(conflictLoserRefused(reason));
    expect((await phone.db.itemOf('cheeses', held.id))?.status).toBe('conflict');
    // Unreachable: the editor is told to connect.
    phone.net.offline = true;
    await expect(phone.layer.resolveConflict('cheeses', held.id, 'theirs')).rejects.toThrow(CONFLICT_LOSER_NOT_KEPT);
    phone.net.offline = false;
    await phone.layer.resolveConflict('cheeses', held.id, 'theirs');
    expect(await phone.db.outbox.count()).toBe(0);
  });
});

