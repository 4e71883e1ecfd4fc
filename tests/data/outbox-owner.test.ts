/**
 * Whose queued changes a session sends, against the real backend: an edit queued on a signed-out
 * device, or by another account, is not pushed when an admin signs in (it would carry the admin's
 * rights); it stays, is reported as not theirs, blocks edits of its record and can be discarded.
 * The owner's own session still sends it. An item forged on a signed-out device naming the admin as
 * its owner carries no seal of the admin's key (erased at sign-out) and is treated the same way.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { NOT_YOURS_BLOCKS_EDIT } from '../../src/domain/device-changes';
import type { Entry } from '../../src/domain/types';
import { DEMO, startTestBackend, type TestBackend } from '../helpers/backend';
import { device, newEntry } from './harness';
import type { OutboxItem } from '../../src/data/engine';
import { storedSealKey } from '../../src/data/engine/seal-key';

let backend: TestBackend;
let service: SupabaseClient;
let adminId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
  const { data } = await service.from('profiles').select('id').eq('email', DEMO.admin.email).single();
  adminId = (data as { id: string }).id;
});
afterAll(async () => backend?.close());

/** A published entry made on the server, and its row as a device would have cached it. */
async function publishedEntry(tag: string): Promise<Entry> {
  const { data, error } = await service
    .from('cheezopedia_entries')
    .insert({ ...newEntry(tag), content_type: 'article', published_at: new Date(Date.now() - 60_000).toISOString() })
    .select('*')
    .single();
  if (error) throw new Error(error.message);
  return data as Entry;
}

async function serverRow(id: string): Promise<Entry> {
  const { data } = await service.from('cheezopedia_entries').select('*').eq('id', id).single();
  return data as Entry;
}

const entryWrites = (requests: { method: string; url: string }[]) =>
  requests.filter((r) => r.url.includes('/rest/v1/cheezopedia_entries') && r.method !== 'GET' && r.method !== 'HEAD');

describe('outbox owners', () => {
  it('an edit queued while signed out is not pushed at the admin\'s sign-in; it is kept, blocks edits and can be discarded', async () => {
    const entry = await publishedEntry('signed-out');
    const kiosk = await device(backend, 'anon');
    await kiosk.db.entries.put(entry);
    await kiosk.layer.save('cheezopedia_entries', { id: entry.id, title: 'Defaced while nobody was signed in' });
    const [queued] = await kiosk.db.outbox.toArray();
    expect(queued).toMatchObject({ recordId: entry.id, owner: null, status: 'pending' });

    // The admin signs in on that device: the sign-in runs a flush and a pull.
    const { error } = await kiosk.client.auth.signInWithPassword(DEMO.admin);
    expect(error).toBeNull();
    kiosk.net.requests.length = 0;
    await kiosk.layer.syncNow();
    expect(entryWrites(kiosk.net.requests)).toEqual([]);
    const after = await serverRow(entry.id);
    expect(after.title).toBe(entry.title);
    expect(after.version).toBe(entry.version);
    expect(await kiosk.db.outbox.toArray()).toMatchObject([{ recordId: entry.id, owner: null, status: 'pending' }]);

    // The admin cannot build on it by mistake: editing that record asks to discard it first.
    await expect(kiosk.layer.save('cheezopedia_entries', { id: entry.id, description: 'Mine' })).rejects.toThrow(NOT_YOURS_BLOCKS_EDIT);
    // Their own changes to other records go as usual.
    const own = await kiosk.layer.save('cheezopedia_entries', newEntry('own'));
    await kiosk.layer.flush();
    expect((await serverRow(own.id)).updated_by).toBe(adminId);

    await kiosk.layer.discardOutboxItem(queued.id!);
    expect(await kiosk.db.outbox.count()).toBe(0);
    expect((await kiosk.db.entries.get(entry.id))?.title).toBe(entry.title);
    expect((await serverRow(entry.id)).title).toBe(entry.title);
  });

  it("user A's queued edit is not pushed with admin B's session; A's next sign-in sends it", async () => {
    const entry = await publishedEntry('two-admins');
    const email = `second-admin-${randomUUID().slice(0, 6)}@cheezopedia.test`;
    const { data: created, error: createError } = await service.auth.admin.createUser({ email, password: 'second-admin-1', email_confirm: true });
    if (createError || !created.user) throw new Error(createError?.message ?? 'no user');
    await service.from('profiles').update({ role: 'admin' }).eq('id', created.user.id);

    const shared = await device(backend, 'anon');
    await shared.client.auth.signInWithPassword({ email, password: 'second-admin-1' });
    expect(await shared.layer.prepareSealKey()).toBe(true); // the app does this at sign-in
    await shared.db.entries.put(entry);
    shared.net.offline = true;
    await shared.layer.save('cheezopedia_entries', { id: entry.id, title: 'Edited by A offline' });
    await shared.layer.flush();
    expect(await shared.db.outbox.toArray()).toMatchObject([{ owner: created.user.id, status: 'pending' }]);

    // A signs out (on this device), B signs in, the network is back.
    await shared.client.auth.signOut({ scope: 'local' });
    shared.net.offline = false;
    await shared.client.auth.signInWithPassword(DEMO.admin);
    await shared.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    shared.net.requests.length = 0;
    const round = await shared.layer.flush();
    expect(round?.pushed).toBe(0);
    // Nothing of A's is due for B: no retry is scheduled for it.
    expect(round?.nextDueAt).toBeNull();
    expect(entryWrites(shared.net.requests)).toEqual([]);
    expect((await serverRow(entry.id)).title).toBe(entry.title);

    // A signs in again: their change goes, in their name.
    await shared.client.auth.signOut({ scope: 'local' });
    await shared.client.auth.signInWithPassword({ email, password: 'second-admin-1' });
    await shared.layer.flush();
    expect(await shared.db.outbox.count()).toBe(0);
    expect(await serverRow(entry.id)).toMatchObject({ title: 'Edited by A offline', updated_by: created.user.id });
  });

  it("an item forged on a signed-out device naming the admin as owner is not pushed at the admin's next sign-in", async () => {
    const entry = await publishedEntry('forged-owner');
    const other = await publishedEntry('forged-unsealed');
    const shared = await device(backend, 'admin');
    const key = await storedSealKey(shared.db, adminId);
    expect(key).not.toBeNull();
    // The admin's own change, queued offline and left for their next sign-in.
    const mine = await publishedEntry('sealed-own');
    await shared.db.entries.bulkPut([entry, other, mine]);
    shared.net.offline = true;
    await shared.layer.save('cheezopedia_entries', { id: mine.id, title: 'Mine, queued offline' });
    shared.net.offline = false;
    // The admin signs out: the device forgets their key.
    await shared.client.auth.signOut({ scope: 'local' });
    await shared.layer.clearLocalUserData();
    expect(await storedSealKey(shared.db, adminId)).toBeNull();

    // Signed out, someone writes items in the admin's name: one without a seal, one carrying the seal
    // copied from the admin's own queued change.
    const [own] = await shared.db.outbox.toArray();
    const forged = (target: Entry, seal: string | undefined, tag: string): OutboxItem => ({
      table: 'cheezopedia_entries',
      recordId: target.id,
      owner: adminId,
      op: 'update',
      patch: { title: `Defaced in the admin's name (${tag})` },
      baseVersion: target.version,
      base: target,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      rev: 1,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      ...(seal === undefined ? {} : { seal }),
    });
    await shared.db.outbox.add(forged(entry, own.seal, 'copied seal'));
    await shared.db.outbox.add(forged(other, undefined, 'unsealed'));

    // The admin signs in again (online): their own change goes, the forgery does not.
    const { error } = await shared.client.auth.signInWithPassword(DEMO.admin);
    expect(error).toBeNull();
    shared.net.requests.length = 0;
    await shared.layer.syncNow();
    expect(await storedSealKey(shared.db, adminId)).toEqual(key); // the same key at every sign-in
    expect(await serverRow(mine.id)).toMatchObject({ title: 'Mine, queued offline', updated_by: adminId });
    const writes = entryWrites(shared.net.requests);
    expect(writes.filter((w) => w.url.includes(entry.id) || w.url.includes(other.id))).toEqual([]);
    expect((await serverRow(entry.id)).title).toBe(entry.title);
    expect((await serverRow(other.id)).title).toBe(other.title);
    // Kept, counted as not theirs (not among their unsent changes), blocks edits, discardable.
    const left = await shared.db.outbox.orderBy('id').toArray();
    expect(left).toMatchObject([
      { recordId: entry.id, owner: adminId, status: 'pending' },
      { recordId: other.id, owner: adminId, status: 'pending' },
    ]);
    expect(await shared.layer.read.unsentChanges(adminId)).toBe(0);
    await expect(shared.layer.save('cheezopedia_entries', { id: entry.id, description: 'Mine' })).rejects.toThrow(NOT_YOURS_BLOCKS_EDIT);
    for (const item of left) await shared.layer.discardOutboxItem(item.id!);
    expect(await shared.db.outbox.count()).toBe(0);
    expect((await shared.db.entries.get(entry.id))?.title).toBe(entry.title);
  });
});
