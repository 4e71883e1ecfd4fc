/**
 * The stand-in's Realtime limits, answered as hosted Supabase's Realtime answers them: the heartbeat
 * (idle) timeout, channels per client, messages per second (the channel that receives past the limit
 * is shut down; database broadcasts are dropped meanwhile), concurrent clients, joins per second,
 * connections per address, payload size, presence calls per channel and the frame size. The backend
 * runs with hosted's limits and shortened timings; each test lowers the one limit it exercises.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, must, type TestBackend } from '../helpers/backend';
import { Inbox, pokes, rawSocket, statuses, subscribe, systemMessages, type RawSocket } from '../helpers/realtime';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys';
import { FREE_PLAN_LIMITS } from '../../supabase/local/realtime/index';

const IDLE_MS = 1_500;
/** 12 buckets of 500 ms: the averages cover the last 6 s. */
const TICK_MS = 500;

let b: TestBackend;
let admin: SupabaseClient;
const clients: SupabaseClient[] = [];
const sockets: RawSocket[] = [];

/** A supabase-js client heartbeating often enough for the shortened idle timeout. */
function client(): SupabaseClient {
  const c = createClient(b.url, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { heartbeatIntervalMs: 400 } });
  clients.push(c);
  return c;
}

async function socket(): Promise<RawSocket> {
  const s = await rawSocket(b.url);
  sockets.push(s);
  return s;
}

const join = (s: RawSocket, topic: string, ref: string) => s.request(ref, `realtime:${topic}`, 'phx_join', { config: { broadcast: { self: false, ack: false }, presence: { key: '', enabled: false }, private: false } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(cond: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

beforeAll(async () => {
  b = await startTestBackend({ realtime: { timings: { channelErrorBackoffMs: 100, connectErrorBackoffMs: 100, rateTickMs: TICK_MS, idleTimeoutMs: IDLE_MS } } });
  admin = await b.asDemo('admin');
});
afterEach(async () => {
  for (const c of clients.splice(0)) await c.removeAllChannels().catch(() => undefined);
  for (const s of sockets.splice(0)) s.close();
  Object.assign(b.realtime.limits, FREE_PLAN_LIMITS);
  await until(() => b.realtime.stats().connections === 0, 'every socket closed');
  await until(() => !b.realtime.events.triggered && !b.realtime.joins.triggered, 'the rate limits released', 30_000);
});
afterAll(async () => b?.close());

describe('heartbeat timeout', () => {
  it('closes a socket that sends nothing (1000), and keeps one that heartbeats', async () => {
    const silent = await socket();
    const opened = Date.now();
    const beating = await socket();
    const timer = setInterval(() => beating.send([null, String(Math.random()), 'phoenix', 'heartbeat', {}]), 400);
    const c = client();
    const channel = c.channel(`room-${randomUUID().slice(0, 6)}`);
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    const { code } = await silent.closed;
    expect(code).toBe(1000);
    expect(Date.now() - opened).toBeGreaterThanOrEqual(IDLE_MS - 100);
    await sleep(IDLE_MS * 2);
    clearInterval(timer);
    expect(beating.ws.readyState).toBe(beating.ws.OPEN);
    expect(channel.state).toBe('joined');
    expect(c.realtime.isConnected()).toBe(true);
  });
});

describe('limits', () => {
  it('too many channels on one socket: ChannelRateLimitReached', async () => {
    b.realtime.limits.maxChannelsPerClient = 2;
    const c = client();
    const [one, two, three] = ['a', 'b', 'c'].map((t) => c.channel(`room-${t}-${randomUUID().slice(0, 6)}`));
    expect((await subscribe(one)).status).toBe('SUBSCRIBED');
    expect((await subscribe(two)).status).toBe('SUBSCRIBED');
    const third = await subscribe(three);
    expect(third.status).toBe('CHANNEL_ERROR');
    expect(third.error?.message).toBe('ChannelRateLimitReached: Too many channels');
    // A channel left makes room.
    await c.removeChannel(one);
    expect((await subscribe(c.channel(`room-d-${randomUUID().slice(0, 6)}`))).status).toBe('SUBSCRIBED');
  });

  it('too many messages per second: the receiving channel is shut down, database broadcasts are dropped until the average falls', async () => {
    const topic = `room-${randomUUID().slice(0, 6)}`;
    const sender = client().channel(topic);
    const receiver = client().channel(topic);
    const received = new Inbox<unknown>();
    receiver.on('broadcast', { event: 'n' }, (m) => received.push(m));
    const system = systemMessages(receiver);
    const receiverStatus = statuses(receiver);
    const visitor = client().channel('sync:public', { config: { private: true } });
    const visitorPokes = pokes(visitor);
    expect((await subscribe(sender)).status).toBe('SUBSCRIBED');
    await receiverStatus.waitFor((s) => s === 'SUBSCRIBED', 'the receiver joined');
    expect((await subscribe(visitor)).status).toBe('SUBSCRIBED');

    // 30 broadcasts: 60 messages (each sent and each received counts), an average of 10 per second
    // over the 6 s window — within the Free plan's 100, over a limit of 5 from the next tick on.
    for (let i = 0; i < 30; i++) await sender.send({ type: 'broadcast', event: 'n', payload: { i } });
    await received.waitFor(() => received.items.length === 30, 'the 30 broadcasts');
    b.realtime.limits.maxEventsPerSecond = 5;
    await until(() => b.realtime.events.triggered, 'the limit to trigger at the next tick');

    // Meanwhile a change in the database is not broadcast (hosted's replication drops it).
    const cheese = must(await admin.from('cheeses').select('id').limit(1).single(), 'a cheese');
    const dropped = must(await admin.from('cheeses').update({ description: `Dropped ${randomUUID()}` }).eq('id', cheese.id).select('version').single(), 'change');
    // The next message reaches the receiver, which is then shut down.
    await sender.send({ type: 'broadcast', event: 'n', payload: { i: 30 } });
    const m = await system.waitFor((x) => x.status === 'error', 'the shutdown');
    expect(m).toEqual({ extension: 'system', status: 'error', message: 'Too many messages per second', channel: topic });
    await receiverStatus.waitFor((s) => s === 'CLOSED', 'the receiver closed');
    expect(received.items).toHaveLength(31);

    await until(() => !b.realtime.events.triggered, 'the average to fall below the limit', 30_000);
    const delivered = must(await admin.from('cheeses').update({ description: `Delivered ${randomUUID()}` }).eq('id', cheese.id).select('version').single(), 'change');
    await visitorPokes.waitFor((p) => p.payload.id === cheese.id && p.payload.version === delivered.version, 'the later change');
    expect(visitorPokes.items.some((p) => p.payload.version === dropped.version)).toBe(false);
    expect(visitor.state).toBe('joined');
  });

  it('too many concurrent clients: the join and the next websocket are refused', async () => {
    b.realtime.limits.maxConcurrentUsers = 1;
    const first = await socket();
    const waiting = await socket();
    expect(await join(first, 'room-users', '1')).toEqual({ status: 'ok', response: { postgres_changes: [] } });
    expect(await join(waiting, 'room-users', '1')).toEqual({ status: 'error', response: { reason: 'ConnectionRateLimitReached: Too many connected users' } });
    await expect(rawSocket(b.url)).rejects.toMatchObject({ status: 429, body: JSON.stringify({ error: 'Too many connected users' }) });
    // A client that already counts may join more channels; once it leaves, another may connect.
    expect(await join(first, 'room-users-2', '2')).toMatchObject({ status: 'ok' });
    first.close();
    await first.closed;
    await until(() => b.realtime.users.size === 0, 'the client to stop counting');
    expect(await join(await socket(), 'room-users', '1')).toMatchObject({ status: 'ok' });
  });

  it('too many joins per second: the join is refused and the socket closed (1001), then websockets are refused', async () => {
    b.realtime.limits.maxJoinsPerSecond = 1;
    const s = await socket();
    for (let i = 0; i < 10; i++) expect(await join(s, `room-joins-${i}`, String(i + 1))).toMatchObject({ status: 'ok' });
    await until(() => b.realtime.joins.triggered, 'the limit to trigger at the next tick');
    expect(await join(s, 'room-joins-late', '99')).toEqual({ status: 'error', response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' } });
    expect((await s.closed).code).toBe(1001);
    await expect(rawSocket(b.url)).rejects.toMatchObject({ status: 429, body: JSON.stringify({ error: 'Too many joins per second' }) });
  });

  it('too many websockets from one address: 429', async () => {
    b.realtime.limits.maxConnectionsPerIp = 2;
    await socket();
    await socket();
    await expect(rawSocket(b.url)).rejects.toMatchObject({ status: 429, body: JSON.stringify({ error: 'Too many connected users' }) });
  });

  it('a broadcast over the payload size is refused (acknowledged as an error) and not delivered', async () => {
    b.realtime.limits.maxPayloadSizeKb = 1;
    const topic = `room-${randomUUID().slice(0, 6)}`;
    const sender = client().channel(topic, { config: { broadcast: { ack: true } } });
    const receiver = client().channel(topic);
    const received = new Inbox<{ payload: { text: string } }>();
    receiver.on('broadcast', { event: 'big' }, (m) => received.push(m as unknown as { payload: { text: string } }));
    expect((await subscribe(sender)).status).toBe('SUBSCRIBED');
    expect((await subscribe(receiver)).status).toBe('SUBSCRIBED');
    expect(await sender.send({ type: 'broadcast', event: 'big', payload: { text: 'x'.repeat(2_000) } })).toBe('error');
    expect(await sender.send({ type: 'broadcast', event: 'big', payload: { text: 'small' } })).toBe('ok');
    await received.waitFor(() => true, 'the small broadcast');
    expect(received.items.map((m) => m.payload.text)).toEqual(['small']);
  });

  it('more presence calls than a channel may make in its window: shut down', async () => {
    const channel = client().channel(`room-${randomUUID().slice(0, 6)}`, { config: { presence: { key: 'me' } } });
    const system = systemMessages(channel);
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED');
    for (let i = 0; i < 5; i++) expect(await channel.track({ i })).toBe('ok');
    void channel.track({ i: 5 });
    expect((await system.waitFor((m) => m.status === 'error', 'the shutdown')).message).toBe('Client presence rate limit exceeded');
  });

  it('a frame over 5,000,000 bytes closes the socket (1009)', async () => {
    const s = await socket();
    s.ws.send('x'.repeat(5_000_001));
    expect((await s.closed).code).toBe(1009);
  });
});
