/** Sync scopes: a visitor's device keeps a bounded window, never drafts; rows leaving the scope are evicted. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_FULL_TEXT_NEWEST } from '../../src/domain/constants';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { device, newEntry, type Device } from './harness';
import { markShownCheeses } from '../../src/data/engine/scopes';

let backend: TestBackend;
let admin: Device;
let visitor: Device;
let draftId: string;
const EXTRA = VISITOR_FULL_TEXT_NEWEST + 10;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await device(backend, 'admin');
  // More published entries than the visitor keeps full text of, published one minute apart.
  const base = Date.now() - 24 * 3600_000;
  const rows = Array.from({ length: EXTRA }, (_, i) => ({
    ...newEntry(`scope-${i}`),
    content: `Full text ${i}. `.repeat(40),
    published_at: new Date(base + i * 60_000).toISOString(),
  }));
  const { error } = await backend.service().from('cheezopedia_entries').insert(rows);
  if (error) throw new Error(error.message);
  const draft = await admin.layer.save('cheezopedia_entries', newEntry('scope-draft'));
  draftId = draft.id;
  await admin.layer.flush();
  visitor = await device(backend, 'visitor');
  await visitor.layer.pull();
}, 120_000);

afterAll(async () => {
  await backend?.close();
});

const hasText = (row: object | undefined): boolean => !!row && 'content' in row;

describe('visitor scope', () => {
  it('keeps the feed cards, full text only of the newest, no drafts, no catalogue', async () => {
    const rows = await visitor.db.entries.toArray();
    expect(rows.find((r) => r.id === draftId)).toBeUndefined();
    expect(rows.every((r) => r.published_at !== null)).toBe(true);
    const withText = rows.filter(hasText);
    expect(withText.length).toBe(VISITOR_FULL_TEXT_NEWEST);
    expect(rows.length).toBeGreaterThan(withText.length);
    // The feed reads cards; an entry by slug needs its full text.
    expect((await visitor.layer.read.homeFeed()).length).toBeGreaterThan(0);
    const card = rows.find((r) => !hasText(r))!;
    expect(await visitor.layer.read.entryBySlug(card.slug)).toBeNull();
    expect(await visitor.db.cheeses.count()).toBe(0);
    expect(await visitor.db.pairings.count()).toBe(0);
    // All of it through the visitor's PostgREST client (supabase-js would have failed the pull).
    expect(visitor.net.requests.length).toBeGreaterThan(0);
    expect(visitor.net.requests.every((r) => r.url.startsWith(`${backend.url}/rest/v1/`))).toBe(true);
  });

  it('an opened entry keeps its full text; the landing\'s cheeses stay', async () => {
    const card = (await visitor.db.entries.toArray()).find((r) => !hasText(r))!;
    await visitor.layer.markOpened(card.id);
    const { data: cheeses } = await backend.service().from('cheeses').select('*').limit(2);
    await visitor.db.cheeses.bulkPut(cheeses ?? []);
    await markShownCheeses(visitor.db, [(cheeses ?? [])[0].id]);
    await visitor.layer.pull();
    expect(hasText(await visitor.db.entries.get(card.id))).toBe(true);
    expect(await visitor.db.cheeses.count()).toBe(1);
  });

  it('an entry opened while a pull runs keeps its full text (the pull had listed the opened ones already)', async () => {
    const rows = await visitor.db.entries.toArray();
    const opened = new Set((await visitor.db.meta.get('openedEntries'))?.value as string[] | undefined);
    const visited = rows.find((r) => !hasText(r) && !opened.has(r.id))!;
    // A card the device lacks: the pull has to ask for it, after it read the opened list.
    const gone = rows.find((r) => !hasText(r) && r.id !== visited.id)!;
    await visitor.db.entries.delete(gone.id);
    const { data: full } = await backend.service().from('cheezopedia_entries').select('*').eq('id', visited.id);
    let visitedDuringPull = false;
    visitor.net.beforeRequest = async (url) => {
      if (visitedDuringPull || !url.includes('/cheezopedia_entries') || !url.includes('id=in.')) return;
      visitedDuringPull = true;
      // What a visit does (live.ts seed): marks the entry opened and saves its complete row.
      await visitor.layer.markOpened(visited.id);
      await visitor.db.entries.put(full![0]);
    };
    try {
      await visitor.layer.pull();
    } finally {
      visitor.net.beforeRequest = null;
    }
    expect(visitedDuringPull).toBe(true);
    expect(hasText(await visitor.db.entries.get(visited.id))).toBe(true);
    // Back to the scope the next tests count on.
    await visitor.db.meta.put({ key: 'openedEntries', value: [...opened] });
    await visitor.layer.pull();
    expect(hasText(await visitor.db.entries.get(visited.id))).toBe(false);
  });

  it('an entry a visit fetched is stored and recorded as opened together, and the next pull keeps its text', async () => {
    const opened = new Set((await visitor.db.meta.get('openedEntries'))?.value as string[] | undefined);
    const card = (await visitor.db.entries.toArray()).find((r) => !hasText(r) && !opened.has(r.id))!;
    await visitor.layer.fetch.entry(card.slug);
    expect(hasText(await visitor.db.entries.get(card.id))).toBe(true);
    expect((await visitor.db.meta.get('openedEntries'))?.value).toContain(card.id);
    await visitor.layer.pull();
    expect(hasText(await visitor.db.entries.get(card.id))).toBe(true);
    await visitor.db.meta.put({ key: 'openedEntries', value: [...opened] });
    await visitor.layer.pull();
  });

  it('evicts what another audience left: drafts, the catalogue, full text beyond the scope', async () => {
    const adminRows = await admin.db.entries.toArray();
    await admin.layer.pull();
    const catalogue = await admin.db.cheeses.toArray();
    await visitor.db.entries.bulkPut(await admin.db.entries.toArray());
    await visitor.db.cheeses.bulkPut(catalogue);
    expect(adminRows.length).toBeGreaterThan(0);
    await visitor.layer.pull();
    const rows = await visitor.db.entries.toArray();
    expect(rows.find((r) => r.id === draftId)).toBeUndefined();
    expect(rows.filter(hasText).length).toBe(VISITOR_FULL_TEXT_NEWEST + 1);
    expect(await visitor.db.cheeses.count()).toBe(1);
  });

  it('"Save all for offline" keeps every public row; turning it off evicts back to the window', async () => {
    await visitor.layer.setSaveAllOffline(true);
    const { count } = await backend.service().from('cheeses').select('id', { count: 'exact', head: true });
    expect(await visitor.db.cheeses.count()).toBe(count);
    expect((await visitor.db.entries.toArray()).every(hasText)).toBe(true);
    await visitor.layer.setSaveAllOffline(false);
    expect(await visitor.db.cheeses.count()).toBe(1);
    expect((await visitor.db.entries.toArray()).filter(hasText).length).toBe(VISITOR_FULL_TEXT_NEWEST + 1);
  });

  it('an admin\'s device pulls the whole catalogue with complete rows', async () => {
    const other = await device(backend, 'admin', visitor.dbName);
    await other.layer.pull();
    const rows = await other.db.entries.toArray();
    expect(rows.some((r) => r.id === draftId)).toBe(true);
    expect(rows.every(hasText)).toBe(true);
  });
});
