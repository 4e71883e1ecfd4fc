/** Convergence: admin writes through the outbox, readers and admins converge through pulls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { device, newEntry, nowIso, type Device } from './harness';
import { SYNC_TABLES } from '../../src/data/engine/registry';

let backend: TestBackend;
let admin: Device;
let reader: Device;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await device(backend, 'admin');
  reader = await device(backend, 'anon');
  await admin.layer.pull();
  // This suite's reader keeps every public row ("Save all for offline"); a plain visitor's bounded
  // scope is tested in scopes.test.ts.
  await reader.layer.setSaveAllOffline(true);
});

afterAll(async () => {
  await backend?.close();
});

describe('pull', () => {
  it('a cold pull stores every public entry and every cheese; the reader has no drafts', async () => {
    const service = backend.service();
    const { count: publicCount } = await service
      .from('cheezopedia_entries')
      .select('*', { count: 'exact', head: true })
      .not('published_at', 'is', null)
      .lte('published_at', nowIso())
      .is('archived_at', null);
    const { count: allCount } = await service.from('cheezopedia_entries').select('*', { count: 'exact', head: true });
    const { count: cheeseCount } = await service.from('cheeses').select('*', { count: 'exact', head: true });
    expect(await reader.db.entries.count()).toBe(publicCount);
    expect(await admin.db.entries.count()).toBe(allCount);
    expect(await reader.db.cheeses.count()).toBe(cheeseCount);
    expect(publicCount).toBeGreaterThan(0);
    const feed = await reader.layer.read.homeFeed();
    expect(feed.length).toBeGreaterThan(0);
    expect(feed.length).toBeLessThanOrEqual(9);
  });

  it('a no-op pull changes nothing and is incremental (no full re-read)', async () => {
    const before = reader.net.requests.length;
    const r = await reader.layer.pull();
    expect(r).toEqual({ rows: 0, removed: 0 });
    // Per synced table at most a look-back and one page; plus tombstones and the scheduled entries.
    expect(reader.net.requests.length - before).toBeLessThan(4 + 2 * SYNC_TABLES.length);
  });

  it('a checkpoint with empty tables (evicted storage) resyncs fully', async () => {
    const n = await reader.db.entries.count();
    await reader.db.entries.clear();
    await reader.db.cheeses.clear();
    await reader.layer.pull();
    expect(await reader.db.entries.count()).toBe(n);
  });
});

describe('look-back', () => {
  it('a row missing behind the checkpoint (committed late) is fetched by the look-back window', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('lookback', { published_at: nowIso() }));
    await admin.layer.flush();
    await reader.layer.pull();
    // As if the row had committed after the reader's pull had already moved past its updated_at.
    await reader.db.entries.delete(saved.id);
    await reader.layer.pull();
    expect((await reader.db.entries.get(saved.id))?.id).toBe(saved.id);
  });
});

describe('convergence', () => {
  it('create: a published entry made offline reaches the server and then the reader', async () => {
    admin.net.offline = true;
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('create', { published_at: nowIso() }));
    expect(saved.version).toBe(0);
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(1);
    admin.net.offline = false;
    await admin.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    const onAdmin = await admin.db.entries.get(saved.id);
    expect(onAdmin?.version).toBe(1);
    const { data } = await backend.service().from('cheezopedia_entries').select('*').eq('id', saved.id);
    expect(data).toHaveLength(1);
    await reader.layer.pull();
    expect((await reader.db.entries.get(saved.id))?.title).toBe(saved.title);
  });

  it('update: an edit reaches the reader; the version moves on', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('update', { published_at: nowIso() }));
    await admin.layer.flush();
    await reader.layer.pull();
    await admin.layer.save('cheezopedia_entries', { id: saved.id, title: 'Updated title' });
    await admin.layer.flush();
    expect(await admin.db.entries.get(saved.id)).toMatchObject({ title: 'Updated title', version: 2 });
    await reader.layer.pull();
    expect(await reader.db.entries.get(saved.id)).toMatchObject({ title: 'Updated title', version: 2 });
  });

  it('delete: the row disappears from reader and admin copies', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('delete', { published_at: nowIso() }));
    await admin.layer.flush();
    await reader.layer.pull();
    const other = await device(backend, 'admin');
    await other.layer.pull();
    expect(await other.db.entries.get(saved.id)).toBeDefined();
    await admin.layer.remove('cheezopedia_entries', saved.id);
    expect(await admin.db.entries.get(saved.id)).toBeUndefined();
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    await reader.layer.pull();
    await other.layer.pull();
    expect(await reader.db.entries.get(saved.id)).toBeUndefined();
    expect(await other.db.entries.get(saved.id)).toBeUndefined();
  });

  it('delete: a pull answered before the delete landed, delivered after it, does not bring the row back', async () => {
    const service = backend.service();
    const { data, error } = await service
      .from('cheeses')
      .insert({ name: 'Sync Test Late Answer', image_url: 'https://example.test/late.jpg', type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'A test cheese.' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    const d = await device(backend, 'admin');
    await d.layer.pull();
    expect(await d.db.cheeses.get(id)).toBeDefined();
    // Changed elsewhere: the device's next pull reads the row again. The server answers that read at
    // once (the row still there); the answer stays in transit until released.
    expect((await service.from('cheeses').update({ description: 'Changed elsewhere.' }).eq('id', id)).error).toBeNull();
    let answered!: () => void;
    const inTransit = new Promise<void>((resolve) => (answered = resolve));
    let deliver!: () => void;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    d.net.afterResponse = async (url, init) => {
      if ((init?.method ?? 'GET') !== 'GET' || !url.includes('/rest/v1/cheeses?select=*')) return;
      d.net.afterResponse = null;
      answered();
      await delivered;
    };
    const pulling = d.layer.pull();
    await inTransit;
    // Deleted on the device meanwhile: the push lands (its outbox item goes) while that answer is on its way.
    await d.layer.remove('cheeses', id);
    for (let i = 0; i < 200 && ((await d.db.outbox.count()) > 0 || (await service.from('cheeses').select('id').eq('id', id)).data?.length); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await d.db.outbox.count()).toBe(0);
    expect((await service.from('cheeses').select('id').eq('id', id)).data).toEqual([]);
    let storedAgain = false;
    d.db.cheeses.hook('creating', (key) => {
      if (key === id) storedAgain = true;
    });
    deliver();
    await pulling;
    // Not even for a moment (a later pull's tombstone would take it away again).
    expect(storedAgain).toBe(false);
    expect(await d.db.cheeses.get(id)).toBeUndefined();
  });

  it('unpublish: gone for the reader (tombstone), still there as a draft for an admin', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('unpublish', { published_at: nowIso() }));
    await admin.layer.flush();
    const other = await device(backend, 'admin');
    await other.layer.pull();
    await reader.layer.pull();
    expect(await reader.db.entries.get(saved.id)).toBeDefined();
    await admin.layer.save('cheezopedia_entries', { id: saved.id, published_at: null });
    await admin.layer.flush();
    await reader.layer.pull();
    await other.layer.pull();
    expect(await reader.db.entries.get(saved.id)).toBeUndefined();
    expect(await other.db.entries.get(saved.id)).toMatchObject({ published_at: null, version: 2 });
    // A later pull (look-back re-reads the tombstone) keeps the admin's newer draft.
    await other.layer.pull();
    expect(await other.db.entries.get(saved.id)).toBeDefined();
    // Republished: back for the reader.
    await admin.layer.save('cheezopedia_entries', { id: saved.id, published_at: nowIso() });
    await admin.layer.flush();
    await reader.layer.pull();
    expect(await reader.db.entries.get(saved.id)).toBeDefined();
  });

  it('archive (archived_at set) hides the entry from readers', async () => {
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('archive', { published_at: nowIso() }));
    await admin.layer.flush();
    await reader.layer.pull();
    await admin.layer.save('cheezopedia_entries', { id: saved.id, archived_at: new Date().toISOString() });
    await admin.layer.flush();
    await reader.layer.pull();
    expect(await reader.db.entries.get(saved.id)).toBeUndefined();
  });

  it('a scheduled entry reaches the reader when its time comes, without any update', async () => {
    const at = new Date(Date.now() + 2500).toISOString();
    const saved = await admin.layer.save('cheezopedia_entries', newEntry('scheduled', { published_at: at }));
    await admin.layer.flush();
    await reader.layer.pull();
    expect(await reader.db.entries.get(saved.id)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 3000));
    await reader.layer.pull();
    expect(await reader.db.entries.get(saved.id)).toBeDefined();
  });

  it('cheeses: create, update and delete converge', async () => {
    const cheese = await admin.layer.save('cheeses', {
      name: 'Sync Test Tomme',
      type: 'Semi-soft',
      milk: 'Goat',
      origin_country: 'France',
      description: 'A test cheese.',
      image_url: 'https://example.test/tomme.jpg',
    });
    await admin.layer.flush();
    await reader.layer.pull();
    expect((await reader.db.cheeses.get(cheese.id))?.name).toBe('Sync Test Tomme');
    await admin.layer.save('cheeses', { id: cheese.id, origin_region: 'Savoie' });
    await admin.layer.flush();
    await reader.layer.pull();
    expect((await reader.db.cheeses.get(cheese.id))?.origin_region).toBe('Savoie');
    await admin.layer.remove('cheeses', cheese.id);
    await admin.layer.flush();
    await reader.layer.pull();
    expect(await reader.db.cheeses.get(cheese.id)).toBeUndefined();
  });
});
