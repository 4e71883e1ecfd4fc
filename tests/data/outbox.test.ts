/** The outbox against the real backend: restarts, lost answers, conflicts, stopped items. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestBackend, type TestBackend } from '../helpers/backend';
import sharp from 'sharp';
import { device, newEntry, nowIso, type Device } from './harness';

/** A real picture: the image-upload function stores what decodes, nothing else. */
const tinyPng = async () => new Blob([new Uint8Array(await sharp({ create: { width: 4, height: 3, channels: 4, background: '#c77c0280' } }).png().toBuffer())], { type: 'image/png' });

let backend: TestBackend;
let admin: Device;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await device(backend, 'admin');
  await admin.layer.pull();
});

afterAll(async () => {
  await backend?.close();
});

async function serverRows(slug: string) {
  const { data, error } = await backend.service().from('cheezopedia_entries').select('*').eq('slug', slug);
  if (error) throw new Error(error.message);
  return data ?? [];
}

describe('outbox', () => {
  it('survives a restart: a new database instance on the same IndexedDB pushes what the first queued', async () => {
    const first = await device(backend, 'admin');
    first.net.offline = true;
    const input = newEntry('restart');
    const saved = await first.layer.save('cheezopedia_entries', input);
    await first.layer.save('cheezopedia_entries', { id: saved.id, description: 'edited before any push' });
    await first.layer.flush();
    first.db.close();
    const second = await device(backend, 'admin', first.dbName);
    const items = await second.db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ op: 'insert', recordId: saved.id });
    await second.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await second.layer.flush();
    expect(await second.db.outbox.count()).toBe(0);
    const rows = await serverRows(input.slug);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: saved.id, description: 'edited before any push' });
  });

  it('a change saved while a flush runs its closing pull is pushed by that same flush (pushNow reports synced)', async () => {
    // A partner's revision was created and pushed; "Submit for review" was saved while the
    // flush pulled after that push, and waited a whole minute for the next trigger.
    const input = newEntry('during-pull');
    const saved = await admin.layer.save('cheezopedia_entries', input);
    let pushedInsert = false;
    let during: Promise<unknown> | null = null;
    admin.net.beforeRequest = async (url, init) => {
      if (url.includes('/rest/v1/cheezopedia_entries') && init?.method === 'POST') pushedInsert = true;
      else if (pushedInsert && !during && (init?.method ?? 'GET') === 'GET') {
        // The first request of the closing pull: the editor saves now and asks for the push.
        const stored = admin.layer.save('cheezopedia_entries', { id: saved.id, description: 'saved during the pull' });
        during = stored.then(() => admin.layer.pushNow('cheezopedia_entries', saved.id));
        await stored; // queued (and the layer asked to flush) while this pull is held
      }
    };
    try {
      await admin.layer.flush();
      expect(during).not.toBeNull();
      expect(await during).toEqual({ kind: 'synced' });
    } finally {
      admin.net.beforeRequest = null;
    }
    expect(await admin.db.outbox.where('recordId').equals(saved.id).count()).toBe(0);
    expect((await serverRows(input.slug))[0]).toMatchObject({ id: saved.id, description: 'saved during the pull', version: 2 });
  });

  it('a cut after the server committed an insert creates no duplicate on retry', async () => {
    const input = newEntry('cut-insert');
    admin.net.dropResponseOnce = (url, init) => url.includes('/rest/v1/cheezopedia_entries') && init?.method === 'POST';
    const saved = await admin.layer.save('cheezopedia_entries', input);
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(1);
    expect(await serverRows(input.slug)).toHaveLength(1);
    await admin.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    expect(await serverRows(input.slug)).toHaveLength(1);
    expect((await admin.db.entries.get(saved.id))?.version).toBe(1);
  });

  it('a cut after the server committed an update is recognised as our own write, not a conflict', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('cut-update'));
    await admin.layer.flush();
    admin.net.dropResponseOnce = (url, init) => url.includes('/rest/v1/cheezopedia_entries') && init?.method === 'PATCH';
    await admin.layer.save('cheezopedia_entries', { id: saved.id, title: 'Title after a cut' });
    await admin.layer.flush();
    await admin.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    expect(await admin.db.entries.get(saved.id)).toMatchObject({ title: 'Title after a cut', version: 2 });
  });

  it('conflict: detected, both versions kept; "mine" re-pushes on their version', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('conflict-mine'));
    await admin.layer.flush();
    const svc = backend.service();
    await svc.from('cheezopedia_entries').update({ title: 'Theirs' }).eq('id', saved.id);
    await admin.layer.save('cheezopedia_entries', { id: saved.id, title: 'Mine' });
    await admin.layer.flush();
    const [item] = await admin.db.outbox.toArray();
    expect(item.status).toBe('conflict');
    expect(item.patch).toEqual({ title: 'Mine' });
    expect(item.theirs).toMatchObject({ title: 'Theirs', version: 2 });
    // A stopped conflict does not block other records.
    const other = await admin.layer.save('cheezopedia_entries', newEntry('while-conflict'));
    await admin.layer.flush();
    expect(await admin.db.outbox.where('recordId').equals(other.id).count()).toBe(0);
    await admin.layer.resolveConflict('cheezopedia_entries', saved.id, 'mine');
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    const { data } = await svc.from('cheezopedia_entries').select('title,version').eq('id', saved.id).single();
    expect(data).toEqual({ title: 'Mine', version: 3 });
    expect(await admin.db.entries.get(saved.id)).toMatchObject({ title: 'Mine', version: 3 });
  });

  it('a form saved on the version it loaded merges with a newer one a pull brought meanwhile (its own field written, theirs kept)', async () => {
    const cheese = await admin.layer.save('cheeses', {
      name: 'Form Tomme', type: 'Semi-soft', milk: 'Cow', origin_country: 'France',
      description: 'Loaded by the form.', image_url: '/images/cheeses/comte.svg',
    });
    await admin.layer.flush();
    const loaded = await admin.db.cheeses.get(cheese.id);
    expect(loaded?.version).toBe(1);
    // Someone else changes it; this device pulls the new version while the form is still open.
    await backend.service().from('cheeses').update({ description: 'Changed by someone else.' }).eq('id', cheese.id);
    await admin.layer.pull();
    expect(await admin.db.cheeses.get(cheese.id)).toMatchObject({ version: 2, description: 'Changed by someone else.' });
    // The form saves every field as it loaded them, plus its own change, based on version 1: the
    // description it did not touch is not written back over the newer one (no silent overwrite).
    await admin.layer.save('cheeses', { ...loaded!, name: 'Form Tomme (edited)' }, { baseVersion: 1, baseRow: { ...loaded! } });
    await admin.layer.flush();
    expect(await admin.db.outbox.where('recordId').equals(cheese.id).count()).toBe(0);
    const { data } = await backend.service().from('cheeses').select('name, description, version').eq('id', cheese.id).single();
    expect(data).toEqual({ name: 'Form Tomme (edited)', description: 'Changed by someone else.', version: 3 });
  });

  it('conflict: "theirs" overwrites the local copy and drops the item', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('conflict-theirs'));
    await admin.layer.flush();
    await backend.service().from('cheezopedia_entries').update({ title: 'Server wins' }).eq('id', saved.id);
    await admin.layer.save('cheezopedia_entries', { id: saved.id, title: 'Local loses' });
    await admin.layer.flush();
    await admin.layer.resolveConflict('cheezopedia_entries', saved.id, 'theirs');
    expect(await admin.db.outbox.count()).toBe(0);
    expect(await admin.db.entries.get(saved.id)).toMatchObject({ title: 'Server wins', version: 2 });
  });

  it('"theirs" keeps the losing version in history: for an admin (also of a row deleted on the server) and for a partner on their own draft', async () => {
    const losers = async (id: string) =>
      (await backend.sql<{ title: string }>(`select row_data ->> 'title' as title from public.row_versions where row_id = $1 and kind = 'conflict' order by id`, [id])).map((r) => r.title);
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('loser-deleted'));
    await admin.layer.flush();
    await backend.service().from('cheezopedia_entries').delete().eq('id', saved.id);
    await admin.layer.save('cheezopedia_entries', { id: saved.id, title: 'Admin loses to a delete' });
    await admin.layer.flush();
    await admin.layer.resolveConflict('cheezopedia_entries', saved.id, 'theirs');
    expect(await admin.db.outbox.count()).toBe(0);
    expect(await losers(saved.id)).toEqual(['Admin loses to a delete']);

    const partner = await device(backend, 'admin', undefined, DEMO.partner);
    const draft = await partner.layer.save('cheezopedia_entries', newEntry('partner-loser'));
    await partner.layer.flush();
    await backend.service().from('cheezopedia_entries').update({ title: 'Edited elsewhere' }).eq('id', draft.id);
    await partner.layer.save('cheezopedia_entries', { id: draft.id, title: 'Partner loses' });
    await partner.layer.flush();
    await partner.layer.resolveConflict('cheezopedia_entries', draft.id, 'theirs');
    expect(await partner.db.outbox.count()).toBe(0);
    expect(await partner.db.entries.get(draft.id)).toMatchObject({ title: 'Edited elsewhere' });
    expect(await losers(draft.id)).toEqual(['Partner loses']);
  });

  it('conflict with a row deleted on the server: theirs is null; "mine" re-creates it', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('conflict-deleted'));
    await admin.layer.flush();
    await backend.service().from('cheezopedia_entries').delete().eq('id', saved.id);
    await admin.layer.save('cheezopedia_entries', { id: saved.id, title: 'Still mine' });
    await admin.layer.flush();
    const [item] = await admin.db.outbox.toArray();
    expect(item).toMatchObject({ status: 'conflict', theirs: null });
    await admin.layer.resolveConflict('cheezopedia_entries', saved.id, 'mine');
    await admin.layer.flush();
    const { data } = await backend.service().from('cheezopedia_entries').select('id,title').eq('id', saved.id);
    expect(data).toEqual([{ id: saved.id, title: 'Still mine' }]);
  });

  it('a 4xx (duplicate slug) stops only its item, with the server message; others push', async () => {
    const taken = await admin.layer.save('cheezopedia_entries', newEntry('taken'));
    await admin.layer.flush();
    admin.net.offline = true;
    const dup = await admin.layer.save('cheezopedia_entries', { ...newEntry('dup'), slug: taken.slug });
    const fine = await admin.layer.save('cheezopedia_entries', newEntry('fine', { published_at: nowIso() }));
    admin.net.offline = false;
    await admin.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await admin.layer.flush();
    const items = await admin.db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ recordId: dup.id, status: 'failed', errorCode: '23505' });
    expect(items[0].error).toMatch(/duplicate|unique/i);
    expect(await serverRows(fine.slug)).toHaveLength(1);
    // The editor fixes the slug: the item runs again.
    await admin.layer.save('cheezopedia_entries', { id: dup.id, slug: `${taken.slug}-2` });
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    expect(await serverRows(`${taken.slug}-2`)).toHaveLength(1);
  });

  it('an image stored offline is uploaded before the record that uses it; the reference is replaced', async () => {
    admin.net.offline = true;
    const png = await tinyPng();
    const ref = await admin.layer.storeImage(png, 'cheezopedia', 'wedge.png');
    expect(ref).toMatch(/^local-image:/);
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('image', { image_url: ref, content: `Text ![wedge](${ref})` }));
    admin.net.offline = false;
    await admin.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    const row = await admin.db.entries.get(saved.id);
    expect(row?.image_url).toMatch(/\/storage\/v1\/object\/public\/cheezopedia\/articles\/\d+-[a-z0-9]+\.png$/);
    expect(row?.content).toContain(row!.image_url!);
    const res = await fetch(row!.image_url!);
    expect(res.status).toBe(200);
  });

  it('online, storeImage uploads at once: <timestamp>-<random>.<ext> at the root of the cheeses bucket', async () => {
    const png = await tinyPng();
    const url = await admin.layer.storeImage(png, 'cheeses', 'Tomme.PNG');
    expect(url).toMatch(/\/storage\/v1\/object\/public\/cheeses\/\d{13}-[a-z0-9]+\.png$/);
    expect((await fetch(url)).status).toBe(200);
    expect(await admin.db.images.count()).toBe(1); // only the earlier offline one
  });

  it('a network failure backs off without losing the item and retries', async () => {
    admin.net.offline = true;
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('backoff'));
    const r = await admin.layer.flush();
    expect(r?.blocked?.kind).toBe('network');
    const [item] = await admin.db.outbox.toArray();
    expect(item.attempts).toBe(1);
    expect(item.nextAttemptAt).toBeGreaterThan(Date.now() - 1);
    admin.net.offline = false;
    await admin.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await admin.layer.flush();
    expect((await admin.db.entries.get(saved.id))?.version).toBe(1);
  });

  it('a 401 (expired JWT) refreshes the session and retries', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('auth'));
    admin.net.fakeOnce = {
      match: (url, init) => url.includes('/rest/v1/cheezopedia_entries') && init?.method === 'POST',
      response: () =>
        new Response(JSON.stringify({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    };
    const before = (await admin.client.auth.getSession()).data.session?.access_token;
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    expect((await admin.db.entries.get(saved.id))?.version).toBe(1);
    const after = (await admin.client.auth.getSession()).data.session?.access_token;
    expect(admin.net.requests.some((r) => r.url.includes('grant_type=refresh_token'))).toBe(true);
    expect(after).toBeTruthy();
    expect(before).toBeTruthy();
  });
});
