/**
 * A cold pull of a whole table stores the table's newest rows (as admin lists show them) before its
 * pages, which run oldest change first: a list opened during the cold sync of a large catalogue has
 * its first screen while the pages are still on their way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_FIRST_ROWS, SYNC_PULL_PAGE_SIZE } from '../../src/domain/constants';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { device } from './harness';

let backend: TestBackend;
const EXTRA = 2 * LIST_FIRST_ROWS;

beforeAll(async () => {
  backend = await startTestBackend();
  // Created a second apart, the newest last; each updated once more in creation order, so the newest
  // rows are the last the pages reach.
  const base = Date.now() - 3600_000;
  const rows = Array.from({ length: EXTRA }, (_, i) => ({
    name: `Cold pull cheese ${String(i).padStart(3, '0')}`,
    type: 'Hard',
    milk: 'Cow',
    origin_country: 'France',
    description: 'A cheese for the cold pull.',
    origin_region: 'Jura',
    ageing_period: '12 months',
    image_url: '/images/cheeses/cold.jpg',
    created_at: new Date(base + i * 1000).toISOString(),
  }));
  const { error } = await backend.service().from('cheeses').insert(rows);
  if (error) throw new Error(error.message);
}, 120_000);

afterAll(async () => {
  await backend?.close();
});

describe('cold pull', () => {
  it('stores the newest screenful of a table before its pages answer', async () => {
    const admin = await device(backend, 'admin');
    const { data: newest } = await backend.service().from('cheeses').select('id').order('created_at', { ascending: false }).order('id').limit(LIST_FIRST_ROWS);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The cheese pages are held until the test has looked at the device.
    admin.net.beforeRequest = async (url) => {
      if (url.includes('/rest/v1/cheeses?') && url.includes('order=updated_at')) await held;
    };
    const pull = admin.layer.pull();
    const deadline = Date.now() + 30_000;
    while ((await admin.db.cheeses.count()) < LIST_FIRST_ROWS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const local = await admin.db.cheeses.toArray();
    expect(local.map((c) => c.id).sort()).toEqual(newest!.map((c) => c.id).sort());
    release();
    await pull;
    const { count } = await backend.service().from('cheeses').select('id', { count: 'exact', head: true });
    expect(count).toBeLessThan(SYNC_PULL_PAGE_SIZE);
    expect(await admin.db.cheeses.count()).toBe(count);
  });

  it('asks for the newest rows only while the table has never been pulled', async () => {
    const admin = await device(backend, 'admin');
    await admin.layer.pull();
    const heads = () => admin.net.requests.filter((r) => r.url.includes('order=created_at.desc')).length;
    const first = heads();
    expect(first).toBeGreaterThan(0);
    await admin.layer.pull();
    expect(heads()).toBe(first);
  });
});
