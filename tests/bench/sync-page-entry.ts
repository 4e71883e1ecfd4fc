/**
 * Bench-only browser bundle (built by sync.bench.ts with esbuild, never part of the app): exposes the
 * real data layer on window so the bench can time a pull inside Chromium's IndexedDB.
 */
import { createClient } from '@supabase/supabase-js';
import { createDataLayer } from '../../src/data/engine';
import { createDb, type CheezopediaDB } from '../../src/data/engine/db';

declare global {
  interface Window {
    __syncBench: {
      /** Times one pull of a fresh device database; returns ms and the local entry count. */
      run(url: string, key: string, dbName: string): Promise<{ ms: number; entries: number; rows: number }>;
      probe(dbName: string): Promise<Record<string, number>>;
    };
  }
}

const layers = new Map<string, { layer: ReturnType<typeof createDataLayer>; db: CheezopediaDB }>();

window.__syncBench = {
  async run(url, key, dbName) {
    let device = layers.get(dbName);
    if (!device) {
      const supabase = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
      const db = createDb(dbName);
      device = { layer: createDataLayer({ supabase, db }), db };
      // This bench times a whole-catalogue pull: the anonymous device opts into "Save all for offline"
      // (a plain visitor keeps a bounded window, see src/data/engine/scopes.ts and bench:scale).
      await db.meta.put({ key: 'saveAllOffline', value: true });
      layers.set(dbName, device);
    }
    const t0 = performance.now();
    const result = await device.layer.pull();
    const ms = performance.now() - t0;
    return { ms, entries: await device.db.entries.count(), rows: result.rows };
  },
  async probe(dbName) {
    const { db, layer } = layers.get(dbName)!;
    const out: Record<string, number> = {};
    let t = performance.now();
    const ids = (await db.entries.toCollection().primaryKeys()) as string[];
    out.primaryKeys = performance.now() - t;
    t = performance.now();
    await db.entries.bulkGet(ids);
    out.bulkGet = performance.now() - t;
    t = performance.now();
    await db.entries.orderBy('[id+version]').keys();
    out.indexKeys = performance.now() - t;
    t = performance.now();
    await db.outbox.where('table').equals('cheezopedia_entries').toArray();
    out.outbox = performance.now() - t;
    t = performance.now();
    await (await layer.getSupabase()).auth.getSession();
    out.getSession = performance.now() - t;
    t = performance.now();
    await db.entries.count();
    out.count = performance.now() - t;
    return out;
  },
};
