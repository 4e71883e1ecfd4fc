/**
 * The engine's API (./api.ts) on a device without a server: the named reads answer what the
 * commands stored, `observe` answers again when what it read changes, and the outbox item of a
 * record is what `record` and `outboxItem` report. The database is opened beside the layer only to
 * stage states the API does not write (a conflict).
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Cheese, Entry } from '@/domain/types';
import type { DataLayer } from './api';
import { createDb, type CheezopediaDB } from './db';
import { createDataLayer } from './layer';

const names: string[] = [];
const layers: DataLayer[] = [];

afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
  layers.splice(0);
});

/** A device whose server never answers (every request fails like a network error). */
function device(owner: string | null = null): { layer: DataLayer; db: CheezopediaDB } {
  const name = `api-test-${names.length}-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  const db = createDb(name);
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  const layer = createDataLayer({
    supabase: offline as () => Promise<SupabaseClient>,
    rest: offline,
    scope: async () => owner ?? 'anon',
    owner: async () => owner,
    onAuthStateChange: () => () => undefined,
    db,
    isOnline: () => false,
  });
  layers.push(layer);
  return { layer, db };
}

const NOW = new Date(Date.now() - 60_000).toISOString();

function entry(slug: string, extra: Partial<Entry> = {}): Entry {
  return {
    id: crypto.randomUUID(), slug, title: `Entry ${slug}`, description: null, content: `Text of ${slug}.`, focus_keyword: null, image_url: null, image_alt: null,
    image_placeholder: null, content_type: 'article', visible_in_feed: true, featured: false, reading_time_minutes: 1, published_at: NOW, archived_at: null,
    created_at: NOW, updated_at: NOW, version: 1, cheese_types: [], serving_size: null, preparation_time: null, cook_time: null, recipe_category: null,
    difficulty_level: null, ingredients: [], instructions: [], author_id: null, updated_by: null, ...extra,
  } as Entry;
}

function cheese(name: string): Cheese {
  return {
    id: crypto.randomUUID(), name, image_url: '', image_placeholder: null, type: 'Hard', milk: 'Cow', origin_country: 'France', origin_region: null,
    ageing_period: null, description: `${name}.`, added_by: null, updated_by: null, created_at: NOW, updated_at: NOW, version: 1,
  } as Cheese;
}

/** The next `count` answers of a live read. */
function answers<T>(layer: DataLayer, select: Parameters<DataLayer['observe']>[0], count: number): { values: T[]; done: Promise<T[]>; stop: () => void } {
  const values: T[] = [];
  let resolve!: (v: T[]) => void;
  const done = new Promise<T[]>((r) => (resolve = r));
  const subscription = layer.observe(select).subscribe({
    next: (v) => {
      values.push(v as T);
      if (values.length === count) resolve(values);
    },
  });
  return { values, done, stop: () => subscription.unsubscribe() };
}

describe('the engine API', () => {
  it('keepShown stores what a page showed; the public reads answer it and it stays in a visitor\'s scope', async () => {
    const { layer, db } = device();
    const shown = entry('shown');
    const brie = cheese('Brie');
    await layer.keepShown({ entries: [shown], cheeses: [brie] });
    expect(await layer.read.entryBySlug('shown')).toMatchObject({ id: shown.id });
    expect((await layer.read.homeFeed()).map((e) => e.id)).toEqual([shown.id]);
    expect(await layer.read.cheesesById([brie.id, 'unknown'])).toMatchObject([{ id: brie.id }]);
    expect((await layer.read.searchable()).cheeses).toHaveLength(1);
    expect((await db.meta.get('openedEntries'))?.value).toEqual([shown.id]);
    expect((await db.meta.get('shownCheeses'))?.value).toEqual([brie.id]);
  });

  it('entriesBySlugs answers the entries of those slugs the device holds, drafts included', async () => {
    const { layer, db } = device();
    const live = entry('live');
    const draft = entry('a-draft', { published_at: null });
    await db.entries.bulkPut([live, draft, entry('other')]);
    expect((await layer.read.entriesBySlugs(['live', 'a-draft', 'gone'])).map((e) => e.slug).sort()).toEqual(['a-draft', 'live']);
    expect(await layer.read.entriesBySlugs([])).toEqual([]);
  });

  it('observe answers once, then again when what the read covers changes', async () => {
    const { layer } = device();
    const live = answers<Cheese[]>(layer, (read) => read.cheeses(), 2);
    await new Promise((r) => setTimeout(r, 50));
    await layer.keepShown({ cheeses: [cheese('Comté')] });
    const [first, second] = await live.done;
    live.stop();
    expect(first).toEqual([]);
    expect(second.map((c) => c.name)).toEqual(['Comté']);
  });

  it('a save queues its change: record, outboxItem, row and the counts report it', async () => {
    const { layer } = device();
    const saved = await layer.save('cheeses', { name: 'Morbier', origin_country: 'France', description: 'Ash line.', image_url: 'https://example.com/morbier.jpg' });
    const record = await layer.read.record('cheeses', saved.id);
    expect(record.row).toMatchObject({ name: 'Morbier', version: 0 });
    expect(record.item).toMatchObject({ op: 'insert', status: 'pending', owner: null });
    expect(record.outcome.kind).toBe('offline');
    expect(await layer.read.outboxItem('cheeses', saved.id)).toEqual(record.item);
    expect(await layer.read.row('cheeses', saved.id)).toMatchObject({ _sync: 'pending' });
    expect((await layer.read.rows('cheeses')).map((c) => c.id)).toEqual([saved.id]);
    expect(await layer.read.outboxCounts()).toEqual({ pending: 1, conflicts: 0, failures: 0 });
    // Queued while nobody was signed in: nobody's, so not the user's to send.
    expect(await layer.read.unsentChanges('someone')).toBe(0);
    expect(await layer.read.changesNotYours('someone')).toMatchObject([{ noun: 'cheese', owner: null, label: 'Morbier' }]);
    await layer.discardOutboxItem(record.item!.id!);
    expect(await layer.read.record('cheeses', saved.id)).toEqual({ row: undefined, item: undefined, outcome: { kind: 'synced' } });
  });

  it('conflicts are read with both versions', async () => {
    const { layer, db } = device();
    const saved = await layer.save('cheeses', { name: 'Cantal', origin_country: 'France', description: 'Firm.', image_url: 'https://example.com/cantal.jpg' });
    const item = (await layer.read.outboxItem('cheeses', saved.id))!;
    const theirs = { ...saved, name: 'Cantal Entre-Deux', version: 2 };
    await db.outbox.update(item.id!, { status: 'conflict', theirs });
    // An insert has no bases: its conflict is of the whole row.
    expect(await layer.read.conflicts()).toEqual([{ table: 'cheeses', id: saved.id, mine: item.patch, theirs, outboxId: item.id, bases: null }]);
    expect((await layer.read.record('cheeses', saved.id)).outcome).toEqual({ kind: 'conflict', theirs, rev: item.rev });
  });

  it('working copies are kept only while someone is signed in', async () => {
    const signedOut = device(null).layer;
    await signedOut.keepWorkingCopy('form', { title: 'Lost' });
    expect(await signedOut.read.workingCopy('form')).toBeNull();
    const signedIn = device('user-1').layer;
    await signedIn.keepWorkingCopy('form', { title: 'Kept' });
    expect(await signedIn.read.workingCopy('form')).toEqual({ title: 'Kept' });
    await signedIn.dropWorkingCopy('form');
    expect(await signedIn.read.workingCopy('form')).toBeNull();
  });

  it('the sync state reads: last sync, cached profile, Save all', async () => {
    const { layer } = device();
    expect(await layer.read.lastSync()).toEqual({ at: null, error: null });
    await layer.cacheProfile({ id: 'user-2', role: 'admin' } as never);
    expect(await layer.read.cachedProfile('user-2')).toMatchObject({ role: 'admin' });
    expect(await layer.read.cachedProfile('user-3')).toBeNull();
    expect(await layer.read.saveAllOffline()).toBe(false);
    await layer.keepShown({ entries: [entry('complete')], cheeses: [cheese('Reblochon')] });
    expect(await layer.read.completeRows()).toBe(2);
  });
});
