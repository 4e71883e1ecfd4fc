/**
 * Bench-only browser bundle (built by sync.bench.ts with esbuild, never part of the app): exposes the
 * real data layer on window so the bench can time a pull inside Chromium's IndexedDB.
 */
import { createClient } from '@supabase/supabase-js';
import { createDataLayer } from '../../src/data/engine';
import { createDb } from '../../src/data/engine';

declare global {
  interface Window {
    __syncBench: {
      /** Times one pull of a fresh device database; returns ms and the local entry count. */
      run(url: string, key: string, dbName: string): Promise<{ ms: number; entries: number; rows: number }>;
      probe(dbName: string): Promise<Record<string, number>>;
    };
  }
}

const layers = new Map<string, ReturnType<typeof createDataLayer>>();

window.__syncBench = {
  async run(url, key, dbName) {
    let layer = layers.get(dbName);
    if (!layer) {
      const supabase = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
      layer = createDataLayer({ supabase, db: createDb(dbName) });
      // This bench times a whole-catalogue pull: the anonymous device opts into "Save all for offline"
      // (a plain visitor keeps a bounded window, see src/data/engine/scopes.ts and bench:scale).
      await layer.db.meta.put({ key: 'saveAllOffline', value: true });
      layers.set(dbName, layer);
    }
    const t0 = performance.now();
    const result = await layer.pull();
    const ms = performance.now() - t0;
    return { ms, entries: await layer.db.entries.count(), rows: result.rows };
  },
  async probe(dbName) {
    const db = layers.get(dbName)!.db;
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
    await (await layers.get(dbName)!.getSupabase()).auth.getSession();
    out.getSession = performance.now() - t;
    t = performance.now();
    await db.entries.count();
    out.count = performance.now() - t;
    return out;
  },
};
