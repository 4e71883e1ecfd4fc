import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from './db';
import { registration, SYNC_TABLES } from './registry';

const names: string[] = [];
const dbName = () => {
  const name = `db-test-${names.length}-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
};

afterEach(async () => {
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

describe('the device database', () => {
  it('has one store per registration, keyed by id, with its indexes and [id+version]', async () => {
    const db = createDb(dbName());
    await db.open();
    for (const table of SYNC_TABLES) {
      const { store, indexes } = registration(table);
      const schema = db.table(store).schema;
      expect(schema.primKey.keyPath).toBe('id');
      const names = schema.indexes.map((i) => i.name);
      expect(names).toContain('[id+version]');
      for (const index of indexes.split(',').map((i) => i.trim())) expect(names).toContain(index);
    }
    db.close();
  });

  it('opens a database installed by an earlier schema and keeps its rows', async () => {
    const name = dbName();
    const old = new Dexie(name);
    old.version(1).stores({ entries: 'id, slug, created_at, updated_at, published_at, content_type', cheeses: 'id, created_at, updated_at', outbox: '++id, [table+recordId], table, recordId, status', images: 'id', meta: 'key' });
    await old.table('entries').put({ id: 'e1', slug: 'kept', version: 2 });
    await old.table('meta').put({ key: 'ckpt:anon:cheeses', value: 'x' });
    old.close();

    const db = createDb(name);
    expect(await db.entries.get('e1')).toMatchObject({ slug: 'kept' });
    expect(await db.meta.get('ckpt:anon:cheeses')).toMatchObject({ value: 'x' });
    expect(await db.entries.where('[id+version]').equals(['e1', 2]).count()).toBe(1);
    expect(await db.pairings.count()).toBe(0);
    db.close();
  });

  it('version 4: an outbox item queued before bases were kept opens as it was (whole-row conflicts, seal intact); a malformed base is dropped', async () => {
    const name = dbName();
    const old = new Dexie(name);
    old.version(3).stores({ outbox: '++id, [table+recordId], table, recordId, status', images: 'id', meta: 'key' });
    await old.table('outbox').bulkAdd([
      { table: 'cheeses', recordId: 'c1', op: 'update', patch: { milk: 'Goat' }, baseVersion: 1, base: null, status: 'pending', seal: 'abc', attempts: 0, nextAttemptAt: 0, rev: 1, createdAt: 'x', updatedAt: 'x' },
      { table: 'cheeses', recordId: 'c2', op: 'update', patch: { milk: 'Goat' }, bases: 'not an object', baseVersion: 1, base: null, status: 'pending', attempts: 0, nextAttemptAt: 0, rev: 1, createdAt: 'x', updatedAt: 'x' },
    ]);
    old.close();
    const db = createDb(name);
    const [legacy, malformed] = await db.outbox.orderBy('id').toArray();
    expect(legacy).toMatchObject({ recordId: 'c1', patch: { milk: 'Goat' }, seal: 'abc' });
    expect('bases' in legacy).toBe(false);
    expect('bases' in malformed).toBe(false);
    db.close();
  });

  it('a store added to the schema later (a new registration) opens without a version bump, keeping the rest', async () => {
    const name = dbName();
    const installed = createDb(name);
    await installed.entries.put({ id: 'e1', slug: 'kept' } as never);
    installed.close();

    const next = new Dexie(name);
    next.version(4).stores({ ...Object.fromEntries(installed.tables.map((t) => [t.name, [t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src)].join(', ')])), notes: 'id, updated_at, [id+version]' });
    await next.table('notes').put({ id: 'n1', updated_at: 'now', version: 1 });
    expect(await next.table('entries').get('e1')).toMatchObject({ slug: 'kept' });
    expect(await next.table('notes').count()).toBe(1);
    next.close();
  });
});
