/**
 * Recovery without waiting: under a flaky network (requests failing before the server,
 * answers lost after commit) every change arrives exactly once; a network failure is retried within
 * SYNC_NETWORK_PROBE_MS, and as soon as any request is answered again every item backed off by the
 * network is due at once — the queue drains in one round. A server answering errors keeps its
 * jittered backoff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_NETWORK_PROBE_MS } from '../../src/domain/constants';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { device, type Device } from './harness';

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

/**
 * Makes the device's network flaky: of every 3 requests, 1 fails before reaching the server and 1
 * reaches it but loses its answer (the harness's fetch reads `offline` once per request).
 */
function flaky(d: Device): { stop: () => void } {
  let n = 0;
  let on = true;
  Object.defineProperty(d.net, 'offline', {
    configurable: true,
    get: () => {
      if (!on) return false;
      n += 1;
      if (n % 3 === 2) d.net.dropResponseOnce = () => true;
      return n % 3 === 1;
    },
    set: () => undefined,
  });
  return {
    stop: () => {
      on = false;
      Object.defineProperty(d.net, 'offline', { configurable: true, writable: true, value: false });
      d.net.dropResponseOnce = null;
    },
  };
}

describe('recovery', () => {
  it('flaky network: all arrive exactly once; after one answered request the queue drains in one round', async () => {
    const tag = `flaky-${Date.now().toString(36)}`;
    const net = flaky(admin);
    const ids: string[] = [];
    try {
    for (let i = 0; i < 30; i++) {
      const row = await admin.layer.save('pairings', { cheese_id: cheeseId, pairing_type: 'Wine', pairing_name: `${tag}-${i}`, rating: 3 });
      ids.push(row.id);
      await admin.layer.flush().catch(() => undefined);
    }
    } catch (e) {
      net.stop();
      throw e;
    }
    // Whatever still waits because of the network is retried soon, never after a long backoff.
    const now = Date.now();
    for (const item of await admin.db.outbox.toArray()) {
      if (item.retryReason === 'network') expect(item.nextAttemptAt - now).toBeLessThanOrEqual(SYNC_NETWORK_PROBE_MS);
    }
    // Simulate a long outage's backoff: every queued item far in the future.
    await admin.db.outbox.toCollection().modify({ nextAttemptAt: now + 10 * 60_000, retryReason: 'network' });
    net.stop();
    // Any request answered (here: a pull) releases them all at once…
    await admin.layer.pull();
    const waiting = await admin.db.outbox.toArray();
    expect(waiting.every((i) => i.nextAttemptAt <= Date.now())).toBe(true);
    // …and one flush round drains the queue.
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    const { data } = await backend.service().from('pairings').select('id, pairing_name').like('pairing_name', `${tag}-%`);
    expect((data ?? []).length).toBe(30);
    expect(new Set((data ?? []).map((r) => r.id))).toEqual(new Set(ids));
  });

  it('a push that succeeds after network failures releases the other backed-off items in the same round', async () => {
    const tag = `release-${Date.now().toString(36)}`;
    admin.net.offline = true;
    for (let i = 0; i < 5; i++) await admin.layer.save('pairings', { cheese_id: cheeseId, pairing_type: 'Beer', pairing_name: `${tag}-${i}` });
    await admin.layer.flush();
    const later = Date.now() + 10 * 60_000;
    const items = await admin.db.outbox.orderBy('id').toArray();
    // The first is due (the network is back for it); the rest wait on a long network backoff.
    await admin.db.outbox.bulkPut(items.map((it, i) => ({ ...it, nextAttemptAt: i === 0 ? 0 : later, retryReason: 'network' as const, attempts: 9 })));
    admin.net.offline = false;
    await admin.layer.flush();
    expect(await admin.db.outbox.count()).toBe(0);
    const { data } = await backend.service().from('pairings').select('id').like('pairing_name', `${tag}-%`);
    expect(data ?? []).toHaveLength(5);
  });

  it('a server answering errors keeps its jittered backoff; only network-backed-off items are released', async () => {
    const tag = `server-error-${Date.now().toString(36)}`;
    admin.net.offline = true;
    const failing = await admin.layer.save('pairings', { cheese_id: cheeseId, pairing_type: 'Cider', pairing_name: `${tag}-503` });
    const waiting = await admin.layer.save('pairings', { cheese_id: cheeseId, pairing_type: 'Cider', pairing_name: `${tag}-net` });
    admin.net.offline = false;
    // The server answers 503 to this row's insert, every time.
    let answering = true;
    const fake = {
      match: (url: string, init?: RequestInit) => answering && url.includes('/rest/v1/pairings') && init?.method === 'POST' && String(init.body).includes(`${tag}-503`),
      response: () => new Response(JSON.stringify({ message: 'upstream down', code: '' }), { status: 503, headers: { 'Content-Type': 'application/json' } }),
    };
    Object.defineProperty(admin.net, 'fakeOnce', { configurable: true, get: () => fake, set: () => undefined });
    try {
      expect(await admin.layer.pushNow('pairings', failing.id)).toEqual({ kind: 'offline', message: 'upstream down' });
      const item = await admin.db.outbox.where('recordId').equals(failing.id).first();
      expect(item).toMatchObject({ retryReason: 'server', status: 'pending' });
      // Both wait far in the future: one because the server failed, one because the network did.
      const later = Date.now() + 10 * 60_000;
      await admin.db.outbox.update(item!.id!, { nextAttemptAt: later });
      const other = await admin.db.outbox.where('recordId').equals(waiting.id).first();
      if (other) await admin.db.outbox.update(other.id!, { nextAttemptAt: later, retryReason: 'network', attempts: 5 });
      await admin.layer.pull(); // a request answered
      expect((await admin.db.outbox.get(item!.id!))?.nextAttemptAt).toBe(later);
      if (other) expect((await admin.db.outbox.get(other.id!))?.nextAttemptAt ?? 0).toBeLessThanOrEqual(Date.now());
    } finally {
      answering = false;
      Object.defineProperty(admin.net, 'fakeOnce', { configurable: true, writable: true, value: null });
    }
    expect(await admin.layer.pushNow('pairings', failing.id)).toEqual({ kind: 'synced' });
    expect(await admin.layer.pushNow('pairings', waiting.id)).toEqual({ kind: 'synced' });
  });
});
