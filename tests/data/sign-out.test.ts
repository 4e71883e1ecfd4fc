/**
 * Sign-out on a shared device, against the real backend: the admin's copy of drafts, scheduled
 * entries and pending revisions, the working copies and the checkpoints leave the device at once
 * (offline too); unsent changes stay queued with the rows they are about, sent by their owner's next
 * sign-in only. A pull that was under way when the user signed out does not bring the drafts back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublic } from '../../src/domain/entry-status';
import { DEMO, startTestBackend, type TestBackend } from '../helpers/backend';
import { device, holdRequests, newEntry } from './harness';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

const DRAFT_TEXT = 'Secret draft body: the autumn menu nobody may read yet.';

describe('sign-out', () => {
  it('removes the private rows, working copies and checkpoints at once, offline; keeps unsent changes', async () => {
    const d = await device(backend, 'admin');
    const draft = await d.layer.save('cheezopedia_entries', newEntry('draft', { content: DRAFT_TEXT }));
    await d.layer.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    const privateRows = (await d.db.entries.toArray()).filter((e) => !isPublic(e, Date.now()));
    expect(privateRows.length).toBeGreaterThan(1); // this draft and the seed's
    await d.db.meta.put({ key: 'working-copy:article-builder:new', value: { form: { content: DRAFT_TEXT } } });

    // An unsent change of the admin (made offline), then sign-out while still offline.
    d.net.offline = true;
    const unsent = await d.layer.save('cheezopedia_entries', newEntry('unsent', { content: 'Kept for my next sign-in.' }));
    await d.layer.flush();
    await d.client.auth.signOut({ scope: 'local' });
    await d.layer.clearLocalUserData();

    const left = await d.db.entries.toArray();
    expect(left.filter((e) => !isPublic(e, Date.now())).map((e) => e.id)).toEqual([unsent.id]);
    expect(left.some((e) => e.id === draft.id)).toBe(false);
    expect(JSON.stringify(left)).not.toContain(DRAFT_TEXT);
    const meta = await d.db.meta.toArray();
    expect(JSON.stringify(meta)).not.toContain(DRAFT_TEXT);
    expect(meta.filter((m) => /^(ckpt:(?!tombstones|anon:)|profile:|working-copy:|scheduledFrom:)/.test(m.key))).toEqual([]);
    expect(await d.db.outbox.toArray()).toMatchObject([{ recordId: unsent.id, status: 'pending' }]);

    // The admin signs in again: the unsent change goes, the drafts come back with a full pull.
    d.net.offline = false;
    await d.client.auth.signInWithPassword(DEMO.admin);
    await d.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await d.layer.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect((await d.db.entries.get(draft.id))?.content).toBe(DRAFT_TEXT);
  });

  it('a pull under way at sign-out does not leave the drafts it brings', async () => {
    const d = await device(backend, 'admin');
    const hold = holdRequests(d.net, '/rest/v1/cheezopedia_entries');
    const pulling = d.layer.pull();
    await new Promise((r) => setTimeout(r, 200));
    await d.layer.clearLocalUserData(); // signed out while the pull waits for its answer
    hold.release();
    await pulling;
    const left = await d.db.entries.toArray();
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((e) => !isPublic(e, Date.now()))).toEqual([]);
  });

  it("a screen's read under way at sign-out does not leave the drafts it brings", async () => {
    const d = await device(backend, 'admin');
    const hold = holdRequests(d.net, '/rest/v1/cheezopedia_entries');
    // The admin article list's first rows, asked of the server (drafts included), as the list asks them.
    const reading = d.layer.fetch.rows('cheezopedia_entries', 60);
    await new Promise((r) => setTimeout(r, 200));
    await d.client.auth.signOut({ scope: 'local' });
    await d.layer.clearLocalUserData(); // signed out while the read waits for its answer
    hold.release();
    await reading;
    const left = await d.db.entries.toArray();
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((e) => !isPublic(e, Date.now()))).toEqual([]);
  });
});
