import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { coalesce, deleteRecord, resolveConflict, saveRecord, discardOutboxItem } from './outbox';
import { createDb } from '../db';
import type { DataContext } from '../engine-context';
import type { OutboxItem } from '../types';
import { setMeta } from '../engine-context';
import { SEAL_KEY_PREFIX } from '../seal-key';
import { deriveSealKey, isTheirs, toHex } from '../seal';
import { NO_SEAL_KEY } from './outbox';
import { NOT_YOURS_BLOCKS_EDIT } from '@/domain/device-changes';
import { CONFLICT_LOSER_NOT_KEPT } from '@/domain/messages';

const NOW = '2026-01-01T00:00:00.000Z';
let n = 0;
/** RPCs the fake server was asked for (keep_conflict_loser); `failRpc` makes them fail. */
const rpcs: { fn: string; args: Record<string, unknown> }[] = [];
let failRpc = false;
function ctx(user = 'anon'): DataContext {
  const fake = {
    rpc: async (fn: string, args: Record<string, unknown>) => {
      if (failRpc) throw new TypeError('Failed to fetch');
      rpcs.push({ fn, args });
      return { data: 1, error: null };
    },
  };
  const client = async () => fake as unknown as SupabaseClient;
  return { getSupabase: client, getRest: client, scope: async () => user, db: createDb(`outbox-unit-${Date.now()}-${n++}`), now: () => Date.parse(NOW) };
}

/** A device signed in as `user` that already holds their sealing key. */
async function signedIn(user: string): Promise<DataContext> {
  const c = ctx(user);
  await setMeta(c.db, `${SEAL_KEY_PREFIX}${user}`, toHex(deriveSealKey(new Uint8Array(32).fill(7))));
  return c;
}

const entry = { title: 'Brie de Meaux', slug: 'brie-de-meaux', content: 'Soft.' };

describe('coalesce', () => {
  const insert = coalesce(undefined, { owner: null, key: null, op: 'insert', patch: { id: 'a', title: 'x' }, baseVersion: null, base: null }, 'cheezopedia_entries', 'a', NOW)!;
  it('insert + update stays an insert with merged fields', () => {
    const next = coalesce({ ...insert, id: 1 }, { owner: null, key: null, op: 'update', patch: { title: 'y', slug: 's' }, baseVersion: 0, base: null }, 'cheezopedia_entries', 'a', NOW)!;
    expect(next.op).toBe('insert');
    expect(next.patch).toEqual({ id: 'a', title: 'y', slug: 's' });
    expect(next.rev).toBe(2);
  });
  it('delete after an unpushed insert cancels both; after a sent insert it becomes a delete', () => {
    expect(coalesce({ ...insert, id: 1 }, { owner: null, key: null, op: 'delete', patch: {}, baseVersion: 0, base: null }, 'cheezopedia_entries', 'a', NOW)).toBeNull();
    expect(coalesce({ ...insert, id: 1, sending: true }, { owner: null, key: null, op: 'delete', patch: {}, baseVersion: 0, base: null }, 'cheezopedia_entries', 'a', NOW)?.op).toBe('delete');
  });
  it('update + update keeps the first base version; a failed item becomes pending again', () => {
    const first: OutboxItem = { ...insert, id: 2, op: 'update', patch: { title: 'a' }, baseVersion: 3, status: 'failed', error: 'dup' };
    const next = coalesce(first, { owner: null, key: null, op: 'update', patch: { slug: 'b' }, baseVersion: 4, base: null }, 'cheezopedia_entries', 'a', NOW)!;
    expect(next).toMatchObject({ op: 'update', baseVersion: 3, status: 'pending', patch: { title: 'a', slug: 'b' } });
    expect(next.error).toBeUndefined();
  });
  it('a conflict stays a conflict when edited', () => {
    const c: OutboxItem = { ...insert, id: 3, op: 'update', baseVersion: 1, status: 'conflict', theirs: null };
    expect(coalesce(c, { owner: null, key: null, op: 'update', patch: { title: 'z' }, baseVersion: 1, base: null }, 'cheezopedia_entries', 'a', NOW)!.status).toBe('conflict');
  });
});

describe('local writes', () => {
  it('a new entry gets a client UUID, version 0, defaults and one insert item', async () => {
    const c = ctx();
    const saved = await saveRecord(c, 'cheezopedia_entries', entry);
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved).toMatchObject({ version: 0, visible_in_feed: true, featured: false, published_at: null });
    const items = await c.db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ op: 'insert', recordId: saved.id, status: 'pending' });
    expect(items[0].patch).not.toHaveProperty('version');
    await saveRecord(c, 'cheezopedia_entries', { id: saved.id, title: 'Brie' });
    const after = await c.db.outbox.toArray();
    expect(after).toHaveLength(1);
    expect(after[0].patch.title).toBe('Brie');
    expect((await c.db.entries.get(saved.id))?.title).toBe('Brie');
    await deleteRecord(c, 'cheezopedia_entries', saved.id);
    expect(await c.db.outbox.count()).toBe(0);
    expect(await c.db.entries.get(saved.id)).toBeUndefined();
  });

  it('rejects missing required fields with the spec message', async () => {
    const c = ctx();
    await expect(saveRecord(c, 'cheezopedia_entries', { title: 'x' })).rejects.toThrow('Please fill in title, slug, and content before saving.');
    await expect(saveRecord(c, 'cheeses', { name: 'x' })).rejects.toThrow('Please fill in all required fields and upload an image.');
    expect(await c.db.outbox.count()).toBe(0);
  });

  it('editing a synced row records only changed fields against its version; discard restores it', async () => {
    const c = ctx();
    const server = { ...(await saveRecord(c, 'cheezopedia_entries', entry)), version: 4 };
    await c.db.outbox.clear();
    await c.db.entries.put(server);
    await saveRecord(c, 'cheezopedia_entries', { ...server, title: 'Changed' });
    const [item] = await c.db.outbox.toArray();
    expect(item).toMatchObject({ op: 'update', baseVersion: 4, patch: { title: 'Changed' } });
    await discardOutboxItem(c, item.id!);
    expect((await c.db.entries.get(server.id))?.title).toBe('Brie de Meaux');
    expect(await c.db.outbox.count()).toBe(0);
  });

  it('a newer local copy is based on the loaded version (conflict), unless it is what our own push wrote', async () => {
    const c = ctx();
    const pushed = { ...(await saveRecord(c, 'cheezopedia_entries', entry)), version: 1 };
    await c.db.outbox.clear();
    await c.db.entries.put(pushed);
    // Someone else's version 1 (a pull): the change stays on the version the form loaded.
    await saveRecord(c, 'cheezopedia_entries', { id: pushed.id, title: 'Theirs?' }, 0);
    expect((await c.db.outbox.toArray())[0]).toMatchObject({ baseVersion: 0 });
    await c.db.outbox.clear();
    await c.db.entries.put(pushed);
    // The push of our own insert (base 0) wrote version 1: build on it.
    await saveRecord(c, 'cheezopedia_entries', { id: pushed.id, title: 'Ours' }, 0, 1);
    expect((await c.db.outbox.toArray())[0]).toMatchObject({ baseVersion: 1, patch: { title: 'Ours' } });
    // A version past what our push wrote is someone else's.
    await c.db.outbox.clear();
    await c.db.entries.put({ ...pushed, version: 2 });
    await saveRecord(c, 'cheezopedia_entries', { id: pushed.id, title: 'Later' }, 0, 1);
    expect((await c.db.outbox.toArray())[0]).toMatchObject({ baseVersion: 0 });
  });

  it('resolveConflict: mine moves the base version to theirs, theirs overwrites and drops', async () => {
    const c = await signedIn('u1');
    const server = { ...(await saveRecord(c, 'cheezopedia_entries', entry)), version: 1 };
    await c.db.outbox.clear();
    await c.db.entries.put(server);
    await saveRecord(c, 'cheezopedia_entries', { id: server.id, title: 'Mine' });
    const [item] = await c.db.outbox.toArray();
    await c.db.outbox.update(item.id!, { status: 'conflict', theirs: { ...server, title: 'Theirs', version: 2 } });
    await resolveConflict(c, 'cheezopedia_entries', server.id, 'mine');
    expect(await c.db.outbox.get(item.id!)).toMatchObject({ status: 'pending', baseVersion: 2, patch: { title: 'Mine' } });
    // Re-sealed over the new base version: still the user's to send.
    const key = deriveSealKey(new Uint8Array(32).fill(7));
    expect(isTheirs((await c.db.outbox.get(item.id!))!, 'u1', key)).toBe(true);
    await c.db.outbox.update(item.id!, { status: 'conflict', theirs: { ...server, title: 'Theirs', version: 3 } });
    // Offline, taking theirs would drop mine unkept: refused, the conflict stays.
    failRpc = true;
    await expect(resolveConflict(c, 'cheezopedia_entries', server.id, 'theirs')).rejects.toThrow(CONFLICT_LOSER_NOT_KEPT);
    expect(await c.db.outbox.get(item.id!)).toMatchObject({ status: 'conflict' });
    failRpc = false;
    rpcs.length = 0;
    await resolveConflict(c, 'cheezopedia_entries', server.id, 'theirs');
    // Mine went to the row's history before it was dropped.
    expect(rpcs).toEqual([{ fn: 'keep_conflict_loser', args: { p_table: 'cheezopedia_entries', p_row_id: server.id, p_row: expect.objectContaining({ title: 'Mine', version: 2 }) } }]);
    expect(await c.db.outbox.count()).toBe(0);
    expect(await c.db.entries.get(server.id)).toMatchObject({ title: 'Theirs', version: 3 });
    await expect(resolveConflict(c, 'cheezopedia_entries', server.id, 'mine')).rejects.toThrow('no conflict');
  });

  it("a signed-in user's change is sealed; one naming them without their seal is not built on, nor kept as 'mine'", async () => {
    const c = await signedIn('u1');
    const key = deriveSealKey(new Uint8Array(32).fill(7));
    const saved = await saveRecord(c, 'cheezopedia_entries', entry);
    const [item] = await c.db.outbox.toArray();
    expect(item.owner).toBe('u1');
    expect(isTheirs(item, 'u1', key)).toBe(true);
    // Someone rewrites the queued fields (or writes an item in u1's name): the seal no longer verifies.
    await c.db.outbox.update(item.id!, { patch: { ...item.patch, title: 'Defaced' } });
    await expect(saveRecord(c, 'cheezopedia_entries', { id: saved.id, title: 'Mine' })).rejects.toThrow(NOT_YOURS_BLOCKS_EDIT);
    await c.db.outbox.update(item.id!, { status: 'conflict', theirs: null });
    await expect(resolveConflict(c, 'cheezopedia_entries', saved.id, 'mine')).rejects.toThrow(NOT_YOURS_BLOCKS_EDIT);
    // Taking the server's side (dropping the item) stays possible.
    await resolveConflict(c, 'cheezopedia_entries', saved.id, 'theirs');
    expect(await c.db.outbox.count()).toBe(0);
  });

  it("refuses a signed-in user's change when the device has no key for them and cannot get one", async () => {
    const c = ctx('u1');
    await expect(saveRecord(c, 'cheezopedia_entries', entry)).rejects.toThrow(NO_SEAL_KEY);
    expect(await c.db.outbox.count()).toBe(0);
  });
});
