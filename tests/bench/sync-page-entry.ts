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
      /** A signed-in device with live updates on (Realtime pokes), started; resolves once its topics are joined. */
      device(url: string, key: string, dbName: string, email: string, password: string): Promise<string[]>;
      /** Records, for one cheese, when each version becomes visible in the device's copy (its live read answers). */
      watch(dbName: string, id: string): void;
      /** When the watched cheese's `version` became visible on this device (epoch ms), or null. */
      seen(dbName: string, version: number): number | null;
      /** Changes the cheese on this device and pushes it: the epoch ms the change was made and the version written. */
      change(dbName: string, id: string, description: string): Promise<{ at: number; version: number }>;
    };
  }
}

const layers = new Map<string, { layer: ReturnType<typeof createDataLayer>; db: CheezopediaDB }>();
const seenAt = new Map<string, Map<number, number>>();

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
  async device(url, key, dbName, email, password) {
    const supabase = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw new Error(error.message);
    const db = createDb(dbName);
    const layer = createDataLayer({ supabase, db, realtime: 'supabase' });
    layers.set(dbName, { layer, db });
    await layer.pull();
    layer.start();
    const until = Date.now() + 30_000;
    while (layer.liveTopics().length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    return layer.liveTopics();
  },
  watch(dbName, id) {
    const { layer } = layers.get(dbName)!;
    const seen = new Map<number, number>();
    seenAt.set(dbName, seen);
    layer.observe((read) => read.row('cheeses', id)).subscribe((row) => {
      if (row && !seen.has(row.version)) seen.set(row.version, Date.now());
    });
  },
  seen: (dbName, version) => seenAt.get(dbName)?.get(version) ?? null,
  async change(dbName, id, description) {
    const { layer } = layers.get(dbName)!;
    const at = Date.now();
    await layer.save('cheeses', { id, description });
    const outcome = await layer.pushNow('cheeses', id);
    if (outcome.kind !== 'synced') throw new Error(`push: ${outcome.kind}`);
    const row = await layer.read.row('cheeses', id);
    return { at, version: row!.version };
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
