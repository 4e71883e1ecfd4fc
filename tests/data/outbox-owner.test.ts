/**
 * Whose queued changes a session sends, against the real backend: an edit queued on a signed-out
 * device, or by another account, is not pushed when an admin signs in (it would carry the admin's
 * rights); it stays, is reported as not theirs, blocks edits of its record and can be discarded.
 * The owner's own session still sends it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { NOT_YOURS_BLOCKS_EDIT } from '../../src/domain/device-changes';
import type { Entry } from '../../src/domain/types';
import { DEMO, startTestBackend, type TestBackend } from '../helpers/backend';
import { device, newEntry } from './harness';

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
    await kiosk.layer.db.entries.put(entry);
    await kiosk.layer.save('cheezopedia_entries', { id: entry.id, title: 'Defaced while nobody was signed in' });
    const [queued] = await kiosk.layer.db.outbox.toArray();
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
    expect(await kiosk.layer.db.outbox.toArray()).toMatchObject([{ recordId: entry.id, owner: null, status: 'pending' }]);

    // The admin cannot build on it by mistake: editing that record asks to discard it first.
    await expect(kiosk.layer.save('cheezopedia_entries', { id: entry.id, description: 'Mine' })).rejects.toThrow(NOT_YOURS_BLOCKS_EDIT);
    // Their own changes to other records go as usual.
    const own = await kiosk.layer.save('cheezopedia_entries', newEntry('own'));
    await kiosk.layer.flush();
    expect((await serverRow(own.id)).updated_by).toBe(adminId);

    await kiosk.layer.discardOutboxItem(queued.id!);
    expect(await kiosk.layer.db.outbox.count()).toBe(0);
    expect((await kiosk.layer.db.entries.get(entry.id))?.title).toBe(entry.title);
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
    await shared.layer.db.entries.put(entry);
    shared.net.offline = true;
    await shared.layer.save('cheezopedia_entries', { id: entry.id, title: 'Edited by A offline' });
    await shared.layer.flush();
    expect(await shared.layer.db.outbox.toArray()).toMatchObject([{ owner: created.user.id, status: 'pending' }]);

    // A signs out (on this device), B signs in, the network is back.
    await shared.client.auth.signOut({ scope: 'local' });
    shared.net.offline = false;
    await shared.client.auth.signInWithPassword(DEMO.admin);
    await shared.layer.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
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
    expect(await shared.layer.db.outbox.count()).toBe(0);
    expect(await serverRow(entry.id)).toMatchObject({ title: 'Edited by A offline', updated_by: created.user.id });
  });
});
