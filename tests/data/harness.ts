/**
 * Test harness for the data layer: a real supabase-js client (optionally signed in as the demo
 * admin) pointed at startTestBackend(), a fresh Dexie database on fake-indexeddb, and a fetch wrapper
 * that can drop responses (to simulate a cut after the server committed) or fail like a network error.
 */
import 'fake-indexeddb/auto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createDataLayer, type DataLayer } from '../../src/data/engine';
// The device's database is the engine's own; tests open it beside the layer to look inside.
import { createDb, type CheezopediaDB } from '../../src/data/engine/db';
import { createVisitorRest } from '../../src/data/server';
import { IMAGE_UPLOAD_FUNCTION_PATH } from '../../src/domain/constants';
import type { TestBackend } from '../helpers/backend';
import { DEMO } from '../helpers/backend';

export interface NetControl {
  /** Every request fails before reaching the server. */
  offline: boolean;
  /** The next request matching this predicate reaches the server, but its answer is dropped. */
  dropResponseOnce: ((url: string, init?: RequestInit) => boolean) | null;
  requests: { method: string; url: string }[];
  /** Answers the next matching request with this response instead of sending it. */
  fakeOnce: { match: (url: string, init?: RequestInit) => boolean; response: () => Response } | null;
  /** Awaited before every request is sent (holds it: e.g. to act while a pull is under way). */
  beforeRequest?: ((url: string, init?: RequestInit) => Promise<void>) | null;
  /**
   * Awaited once the server has answered a request, before the answer is handed over (holds it in
   * transit: e.g. an answer the server gave before a change landed, delivered after it).
   */
  afterResponse?: ((url: string, init?: RequestInit) => Promise<void>) | null;
}

export interface Device {
  layer: DataLayer;
  /** The layer's database (the engine's own: for assertions and for staging states in tests). */
  db: CheezopediaDB;
  client: SupabaseClient;
  net: NetControl;
  dbName: string;
}

/**
 * Holds every request whose URL contains `urlPart` until the returned `release()` (requests after it
 * pass): to act while a read is under way.
 */
export function holdRequests(net: NetControl, urlPart: string): { release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  net.beforeRequest = async (url) => {
    if (holding && url.includes(urlPart)) await held;
  };
  return {
    release: () => {
      holding = false;
      release();
    },
  };
}

let counter = 0;

export function makeFetch(net: NetControl): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    net.requests.push({ method: init?.method ?? 'GET', url });
    if (net.beforeRequest) await net.beforeRequest(url, init);
    if (net.offline) throw new TypeError('fetch failed');
    const fake = net.fakeOnce;
    if (fake && fake.match(url, init)) {
      net.fakeOnce = null;
      return fake.response();
    }
    const drop = net.dropResponseOnce;
    if (drop && drop(url, init)) {
      net.dropResponseOnce = null;
      const res = await fetch(input, init);
      await res.arrayBuffer();
      throw new TypeError('fetch failed (response lost)');
    }
    const res = await fetch(input, init);
    if (!net.afterResponse) return res;
    const body = [101, 204, 205, 304].includes(res.status) ? null : await res.arrayBuffer();
    // Read again after the body: a hook that removes itself may have done so meanwhile, for another request.
    const afterResponse = net.afterResponse;
    if (afterResponse) await afterResponse(url, init);
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/**
 * A "device": its own client (own session) and its own IndexedDB database. 'visitor' is a signed-out
 * device as the app runs it: reads through the bare PostgREST client, supabase-js never loaded (a
 * call to it fails the test). An 'admin' device signs in as the demo admin unless `credentials` name
 * another admin.
 */
export async function device(backend: TestBackend, who: 'admin' | 'anon' | 'visitor', dbName?: string, credentials: { email: string; password: string } = DEMO.admin): Promise<Device> {
  const net: NetControl = { offline: false, dropResponseOnce: null, requests: [], fakeOnce: null };
  const client = createClient(backend.url, backend.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: makeFetch(net) },
    db: { retry: false },
  });
  if (who === 'admin') {
    const { error } = await client.auth.signInWithPassword(credentials);
    if (error) throw new Error(`admin sign-in failed: ${error.message}`);
  }
  const name = dbName ?? `cz-test-${process.pid}-${Date.now()}-${counter++}`;
  const db = createDb(name);
  const layer =
    who === 'visitor'
      ? createDataLayer({
          supabase: () => Promise.reject(new Error('supabase-js was loaded on a visitor device')),
          rest: async () => createVisitorRest(backend.url, backend.publishableKey, makeFetch(net)),
          scope: async () => 'anon',
          onAuthStateChange: () => () => undefined,
          db,
          isOnline: () => !net.offline,
        })
      : createDataLayer({
          supabase: client,
          db,
          isOnline: () => !net.offline,
          // Pictures go to the backend's image-upload function, through the same controllable network.
          imageUpload: { url: `${backend.url}${IMAGE_UPLOAD_FUNCTION_PATH}`, fetch: makeFetch(net) },
        });
  // What the app's background sync does at sign-in: the user's sealing key comes onto the device, so
  // changes queued offline afterwards are sealed (a device signing in later calls it itself).
  if (who === 'admin' && !(await layer.prepareSealKey())) throw new Error('the admin device got no sealing key');
  return { layer, db, client, net, dbName: name };
}

/** A minimal valid entry payload with a unique slug. */
export function newEntry(tag: string, extra: Record<string, unknown> = {}) {
  const slug = `sync-test-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return { title: `Sync test ${tag}`, slug, content: `Content of ${tag}.`, ...extra };
}

export const nowIso = () => new Date().toISOString();
