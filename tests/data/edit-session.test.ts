/**
 * The edit session (src/data/editing/edit-session.ts) without a browser, against the real engine and the
 * local backend: load, save (synced / queued offline / rejected / invalid), the one conflict model
 * (the version the form loaded), someone else's version adopted or flagged, and resolutions.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditSession, type EditState } from '../../src/data/editing';
import type { SyncTable } from '../../src/data/engine';
import { PAIRING_NAME_REQUIRED, RECORD_STILL_LOADING } from '../../src/domain/messages';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { device, newEntry, type Device } from './harness';

let backend: TestBackend;
let admin: Device;
let cheeseId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await device(backend, 'admin');
  await admin.layer.pull();
  cheeseId = (await admin.db.cheeses.toCollection().first())!.id;
});

afterAll(async () => {
  await backend?.close();
});

/** Resolves once the session's state satisfies `ok` (it is driven by live queries). */
function until<K extends SyncTable>(session: EditSession<K>, ok: (s: EditState<K>) => boolean): Promise<EditState<K>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`state never matched: ${JSON.stringify(session.getState())}`)), 20_000);
    const check = () => {
      if (!ok(session.getState())) return;
      clearTimeout(timer);
      off();
      resolve(session.getState());
    };
    const off = session.subscribe(check);
    check();
  });
}

async function serverPairing(id: string) {
  const { data } = await backend.service().from('pairings').select('*').eq('id', id).maybeSingle();
  return data as Record<string, unknown> | null;
}

const pairing = (name: string) => ({ cheese_id: cheeseId, pairing_type: 'Wine', pairing_name: name, description: 'A test pairing.', rating: 4 });

describe('edit session', () => {
  it('new record: saving creates it on the server, then edits go on the version written', async () => {
    const s = new EditSession(admin.layer, 'pairings', null);
    expect(s.getState().status).toBe('loaded');
    s.edit();
    expect(s.getState().status).toBe('editing');
    const saved = await s.save(pairing('Session Sauternes'));
    expect(saved).toMatchObject({ status: 'saved', saved: 'synced', baseVersion: 1 });
    expect(await serverPairing(saved.id!)).toMatchObject({ pairing_name: 'Session Sauternes', version: 1 });
    s.edit();
    const again = await s.save({ pairing_name: 'Session Sauternes 2009' });
    expect(again).toMatchObject({ status: 'saved', saved: 'synced', baseVersion: 2 });
    expect(await serverPairing(saved.id!)).toMatchObject({ pairing_name: 'Session Sauternes 2009', version: 2 });
    s.dispose();
  });

  it('invalid fields fail with the domain message and queue nothing', async () => {
    const s = new EditSession(admin.layer, 'pairings', null);
    const before = await admin.db.outbox.count();
    const result = await s.save({ ...pairing(''), pairing_name: '  ' });
    expect(result).toMatchObject({ status: 'failed', error: PAIRING_NAME_REQUIRED, id: null });
    expect(await admin.db.outbox.count()).toBe(before);
  });

  it('offline: saved and queued; the later push advances the base version', async () => {
    const s = new EditSession(admin.layer, 'pairings', null);
    admin.net.offline = true;
    const saved = await s.save(pairing('Offline Port'));
    expect(saved).toMatchObject({ status: 'saved', saved: 'queued', sync: 'pending' });
    expect(await serverPairing(saved.id!)).toBeNull();
    admin.net.offline = false;
    await admin.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await admin.layer.flush();
    const after = await until(s, (st) => st.saved === 'synced' && st.sync === 'synced');
    expect(after.baseVersion).toBe(1);
    expect(await serverPairing(saved.id!)).toMatchObject({ pairing_name: 'Offline Port' });
    s.dispose();
  });

  it('a save right after a background push lands builds on the version that push wrote, whether or not the live watch has seen it', async () => {
    const s = new EditSession(admin.layer, 'pairings', null);
    const queued = await s.save(pairing('Autosaved Arbois'), { wait: false });
    expect(queued).toMatchObject({ status: 'saved', saved: 'queued', baseVersion: 0 });
    // The live watch lags behind the push on a busy device: stopped here, it has not seen it at all.
    s.dispose();
    await admin.layer.flush();
    expect(await serverPairing(queued.id!)).toMatchObject({ version: 1 });
    s.edit();
    const submitted = await s.save({ pairing_name: 'Autosaved Arbois, submitted' });
    expect(submitted).toMatchObject({ status: 'saved', saved: 'synced', baseVersion: 2 });
    expect(await serverPairing(queued.id!)).toMatchObject({ pairing_name: 'Autosaved Arbois, submitted', version: 2 });
    s.dispose();
  });

  it('a record created elsewhere since the last sync is fetched from the server, not called missing', async () => {
    const { data: created } = await backend.service().from('pairings').insert(pairing('Made Elsewhere Mead')).select().single();
    expect(await admin.db.pairings.get(created!.id)).toBeUndefined();
    const s = new EditSession(admin.layer, 'pairings', created!.id as string);
    const loaded = await until(s, (st) => st.status !== 'loading');
    expect(loaded).toMatchObject({ status: 'loaded', loaded: { pairing_name: 'Made Elsewhere Mead' } });
    s.dispose();
    const unknown = new EditSession(admin.layer, 'pairings', '00000000-0000-4000-8000-00000000beef');
    expect((await until(unknown, (st) => st.status !== 'loading')).status).toBe('missing');
    unknown.dispose();
  });

  it('a save pressed before the live watch answered builds on the device\'s copy; one the device does not hold yet is refused and nothing is queued', async () => {
    const created = await new EditSession(admin.layer, 'pairings', null).save(pairing('Early Eiswein'));
    // Never subscribed: the watch has not answered, as on a busy device right after the form opened.
    const early = new EditSession(admin.layer, 'pairings', created.id!);
    expect(early.getState()).toMatchObject({ status: 'loading', loaded: null, baseVersion: null });
    const saved = await early.save({ description: 'Saved at once.' });
    expect(saved).toMatchObject({ status: 'saved', saved: 'synced', baseVersion: 2, loaded: { pairing_name: 'Early Eiswein' } });
    expect(await serverPairing(created.id!)).toMatchObject({ description: 'Saved at once.', version: 2 });

    const { data: elsewhere } = await backend.service().from('pairings').insert(pairing('Not Here Yet Negroamaro')).select().single();
    const before = await admin.db.outbox.count();
    const notHere = new EditSession(admin.layer, 'pairings', elsewhere!.id as string);
    const refused = await notHere.save({ description: 'Too early.' });
    expect(refused).toMatchObject({ status: 'failed', error: RECORD_STILL_LOADING });
    expect(await admin.db.outbox.count()).toBe(before);
    expect(await serverPairing(elsewhere!.id as string)).toMatchObject({ description: 'A test pairing.', version: 1 });
    // The session keeps loading and gets the version the server holds.
    expect(await until(notHere, (st) => st.status === 'loaded')).toMatchObject({ loaded: { pairing_name: 'Not Here Yet Negroamaro' } });
    notHere.dispose();
  });

  it('conflict on the loaded version even when a pull brought the newer copy meanwhile; keep mine wins', async () => {
    const created = await new EditSession(admin.layer, 'pairings', null).save(pairing('Conflict Cava'));
    const s = new EditSession(admin.layer, 'pairings', created.id!);
    await until(s, (st) => st.status === 'loaded');
    s.edit();
    await backend.service().from('pairings').update({ description: 'Theirs' }).eq('id', created.id!);
    await admin.layer.pull();
    const flagged = await until(s, (st) => st.newerAvailable);
    expect(flagged.newer).toMatchObject({ description: 'Theirs', version: 2 });
    const result = await s.save({ description: 'Mine' });
    expect(result.status).toBe('conflict');
    expect(result.theirs).toMatchObject({ description: 'Theirs', version: 2 });
    expect(await serverPairing(created.id!)).toMatchObject({ description: 'Theirs' });
    const kept = await s.keepMine();
    expect(kept).toMatchObject({ status: 'saved', saved: 'synced' });
    expect(await serverPairing(created.id!)).toMatchObject({ description: 'Mine', version: 3 });
    s.dispose();
  });

  it('a conflict stays a conflict when the watch answers with the change as it was before it was refused; a resolution elsewhere is followed', async () => {
    const created = await new EditSession(admin.layer, 'pairings', null).save(pairing('Stale Sekt'));
    const s = new EditSession(admin.layer, 'pairings', created.id!);
    await until(s, (st) => st.status === 'loaded');
    await backend.service().from('pairings').update({ description: 'Theirs' }).eq('id', created.id!);
    s.edit();
    expect((await s.save({ description: 'Mine' })).status).toBe('conflict');
    const item = (await admin.db.outbox.where('[table+recordId]').equals(['pairings', created.id!]).first())!;
    // What a lagging watch reports: the same change, still pending (no resolution raised its revision).
    await admin.db.outbox.update(item.id!, { status: 'pending' });
    await new Promise((r) => setTimeout(r, 200));
    expect(s.getState().status).toBe('conflict');
    // Resolved in another panel: the session follows it.
    await admin.db.outbox.update(item.id!, { status: 'conflict' });
    await admin.layer.resolveConflict('pairings', created.id!, 'mine');
    const followed = await until(s, (st) => st.status !== 'conflict');
    expect(followed.status).toBe('saved');
    s.dispose();
  });

  it('take theirs resets to the server version (revision + 1); a conflict with a delete ends missing', async () => {
    const created = await new EditSession(admin.layer, 'pairings', null).save(pairing('Theirs Tokaji'));
    const s = new EditSession(admin.layer, 'pairings', created.id!);
    await until(s, (st) => st.status === 'loaded');
    await backend.service().from('pairings').update({ pairing_name: 'Their Tokaji' }).eq('id', created.id!);
    s.edit();
    const conflict = await s.save({ pairing_name: 'My Tokaji' });
    expect(conflict.status).toBe('conflict');
    const revision = conflict.revision;
    const taken = await s.takeTheirs();
    expect(taken).toMatchObject({ status: 'loaded', loaded: { pairing_name: 'Their Tokaji' }, revision: revision + 1 });
    await backend.service().from('pairings').delete().eq('id', created.id!);
    s.edit();
    const gone = await s.save({ pairing_name: 'Still mine' });
    expect(gone).toMatchObject({ status: 'conflict', theirs: null });
    expect((await s.takeTheirs()).status).toBe('missing');
    s.dispose();
  });

  it('someone else\'s version arriving while nothing is edited is adopted (the form resets)', async () => {
    const created = await new EditSession(admin.layer, 'pairings', null).save(pairing('Adopt Ale'));
    const s = new EditSession(admin.layer, 'pairings', created.id!);
    const loaded = await until(s, (st) => st.status === 'loaded');
    await backend.service().from('pairings').update({ rating: 2 }).eq('id', created.id!);
    await admin.layer.pull();
    const adopted = await until(s, (st) => st.revision > loaded.revision);
    expect(adopted).toMatchObject({ status: 'loaded', baseVersion: 2, newerAvailable: false, loaded: { rating: 2 } });
    s.dispose();
  });

  it('a refusal by the server is "failed" with its message (duplicate slug)', async () => {
    const first = newEntry('session-dup');
    await new EditSession(admin.layer, 'cheezopedia_entries', null).save(first);
    const s = new EditSession(admin.layer, 'cheezopedia_entries', null);
    const result = await s.save({ ...newEntry('session-dup-2'), slug: first.slug });
    expect(result).toMatchObject({ status: 'failed', sync: 'failed' });
    expect(result.error).toMatch(/duplicate|slug/i);
    await admin.layer.discardOutboxItem((await admin.db.outbox.where('recordId').equals(result.id!).first())!.id!);
    s.dispose();
  });
});
