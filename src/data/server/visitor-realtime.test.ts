import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_MS, HEARTBEAT_MS, JOIN_TIMEOUT_MS, createVisitorRealtime, parseFrame, type SocketLike } from './visitor-realtime';

const ENDPOINT = 'wss://project.example/realtime/v1';
const KEY = 'sb_publishable_test';

type Sent = { topic: string; event: string; payload: Record<string, unknown>; ref: string; join_ref: string | null };

/** A WebSocket the test drives: it records what the client sends and delivers what the "server" says. */
class FakeSocket {
  readyState: SocketLike['readyState'] = 0;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  sent: Sent[] = [];
  closed = false;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Sent);
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.call(this as never, new Event('open'));
  }

  /** The server closed the connection (or the network dropped it). */
  drop(): void {
    this.readyState = 3;
    this.onclose?.call(this as never, new Event('close') as CloseEvent);
  }

  receive(data: unknown): void {
    this.onmessage?.call(this as never, { data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }

  last(event: string): Sent {
    const found = this.sent.filter((m) => m.event === event).at(-1);
    if (!found) throw new Error(`nothing sent with event ${event}: ${JSON.stringify(this.sent)}`);
    return found;
  }

  /** The server answers the last join on a topic. */
  replyToJoin(status: 'ok' | 'error', topic = 'realtime:sync:public'): void {
    const join = this.sent.filter((m) => m.event === 'phx_join' && m.topic === topic).at(-1);
    if (!join) throw new Error('no join sent');
    this.receive({ topic, event: 'phx_reply', payload: { status, response: status === 'ok' ? { postgres_changes: [] } : { reason: 'Unauthorized: no' } }, ref: join.ref });
  }

  poke(payload: unknown, topic = 'realtime:sync:public'): void {
    this.receive({ topic, event: 'broadcast', payload: { type: 'broadcast', event: 'poke', payload, meta: { id: 'm1' } }, ref: null });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const client = createVisitorRealtime(ENDPOINT, KEY, (url) => {
    const s = new FakeSocket(url);
    sockets.push(s);
    return s;
  });
  const statuses: string[] = [];
  const pokes: unknown[] = [];
  const channel = client
    .channel('sync:public', { config: { private: true } })
    .on('broadcast', { event: 'poke' }, (m) => pokes.push(m.payload))
    .subscribe((s) => statuses.push(s));
  const socket = () => sockets[sockets.length - 1];
  return { client, channel, sockets, socket, statuses, pokes };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a visitor’s Realtime receiver', () => {
  it('connects with the publishable key in the 1.0.0 protocol and joins the private topic with it', () => {
    const rt = setup();
    expect(rt.sockets).toHaveLength(1);
    expect(rt.socket().url).toBe('wss://project.example/realtime/v1/websocket?apikey=sb_publishable_test&vsn=1.0.0');
    expect(rt.socket().sent).toEqual([]);
    rt.socket().open();
    expect(rt.socket().sent).toEqual([
      {
        topic: 'realtime:sync:public',
        event: 'phx_join',
        payload: { config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: [], private: true }, access_token: KEY },
        ref: '1',
        join_ref: '1',
      },
    ]);
    expect(rt.statuses).toEqual([]);
  });

  it('reports SUBSCRIBED on the join’s ok and delivers the broadcasts of its event as realtime-js does', () => {
    const rt = setup();
    rt.socket().open();
    rt.socket().poke({ table: 'cheeses', id: 'before-join', version: 1 });
    rt.socket().replyToJoin('ok');
    expect(rt.statuses).toEqual(['SUBSCRIBED']);
    rt.socket().poke({ table: 'cheeses', id: 'c1', version: 2 });
    rt.socket().receive({ topic: 'realtime:sync:public', event: 'broadcast', payload: { type: 'broadcast', event: 'other', payload: {} }, ref: null });
    rt.socket().poke({ table: 'cheeses', id: 'elsewhere', version: 1 }, 'realtime:sync:admin');
    expect(rt.pokes).toEqual([{ table: 'cheeses', id: 'c1', version: 2 }]);
  });

  it('a channel joined while the socket is open joins at once; a second socket is never opened', () => {
    const rt = setup();
    rt.socket().open();
    const statuses: string[] = [];
    rt.client.channel('sync:admin', { config: { private: true } }).subscribe((s) => statuses.push(s));
    expect(rt.sockets).toHaveLength(1);
    expect(rt.socket().last('phx_join').topic).toBe('realtime:sync:admin');
    rt.socket().replyToJoin('ok', 'realtime:sync:admin');
    expect(statuses).toEqual(['SUBSCRIBED']);
    expect(rt.statuses).toEqual([]);
  });

  it('sends a heartbeat on topic phoenix every 25 s while answered', () => {
    const rt = setup();
    rt.socket().open();
    rt.socket().replyToJoin('ok');
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(HEARTBEAT_MS);
      const beat = rt.socket().last('heartbeat');
      expect(beat).toMatchObject({ topic: 'phoenix', payload: {}, join_ref: null });
      rt.socket().receive({ topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: beat.ref });
    }
    expect(rt.socket().sent.filter((m) => m.event === 'heartbeat')).toHaveLength(3);
    expect(rt.sockets).toHaveLength(1);
    expect(rt.statuses).toEqual(['SUBSCRIBED']);
  });

  it('a heartbeat left unanswered drops the socket, opens another after 1 s and joins again', () => {
    const rt = setup();
    const first = rt.socket();
    first.open();
    first.replyToJoin('ok');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(first.last('heartbeat').topic).toBe('phoenix');
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(first.closed).toBe(true);
    expect(rt.statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR']);
    vi.advanceTimersByTime(BACKOFF_MS[0] - 1);
    expect(rt.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(rt.sockets).toHaveLength(2);
    rt.socket().open();
    expect(rt.socket().last('phx_join').topic).toBe('realtime:sync:public');
    rt.socket().replyToJoin('ok');
    expect(rt.statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED']);
    // What the dead socket might still say is not heard.
    first.poke({ table: 'cheeses', id: 'late', version: 1 });
    expect(rt.pokes).toEqual([]);
  });

  it('a closed socket opens again with backoff (1 s, 2 s, 5 s, 10 s, 10 s) and every channel joins again', () => {
    const rt = setup();
    rt.socket().open();
    rt.socket().replyToJoin('ok');
    rt.socket().drop();
    expect(rt.statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR']);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const before = rt.sockets.length;
      let waited = 0;
      while (rt.sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
      rt.socket().drop();
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
    vi.advanceTimersByTime(10_000);
    rt.socket().open();
    rt.socket().replyToJoin('ok');
    expect(rt.statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED']);
    rt.socket().poke({ table: 'cheeses', id: 'c1', version: 3 });
    expect(rt.pokes).toEqual([{ table: 'cheeses', id: 'c1', version: 3 }]);
  });

  it('a socket dropped right after opening, before any join worked, still backs off', () => {
    const rt = setup();
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      rt.socket().open();
      expect(rt.socket().last('phx_join').topic).toBe('realtime:sync:public');
      rt.socket().drop();
      const before = rt.sockets.length;
      let waited = 0;
      while (rt.sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect(rt.statuses).toEqual(['CHANNEL_ERROR', 'CHANNEL_ERROR', 'CHANNEL_ERROR', 'CHANNEL_ERROR']);
    rt.socket().open();
    rt.socket().replyToJoin('ok');
    rt.socket().drop();
    vi.advanceTimersByTime(BACKOFF_MS[0]);
    expect(rt.sockets).toHaveLength(6);
  });

  it('offline: no reconnection until the browser is back online', () => {
    const target = new EventTarget();
    const nav = { onLine: false };
    vi.stubGlobal('navigator', nav);
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    const rt = setup();
    expect(rt.sockets).toHaveLength(0);
    vi.advanceTimersByTime(60_000);
    expect(rt.sockets).toHaveLength(0);
    nav.onLine = true;
    target.dispatchEvent(new Event('online'));
    expect(rt.sockets).toHaveLength(1);
    rt.socket().open();
    rt.socket().replyToJoin('ok');
    nav.onLine = false;
    rt.socket().drop();
    vi.advanceTimersByTime(60_000);
    expect(rt.sockets).toHaveLength(1);
    nav.onLine = true;
    target.dispatchEvent(new Event('online'));
    expect(rt.sockets).toHaveLength(2);
  });

  it('a refused join reports CHANNEL_ERROR and joins again after 1 s, then 2 s', () => {
    const rt = setup();
    rt.socket().open();
    rt.socket().replyToJoin('error');
    expect(rt.statuses).toEqual(['CHANNEL_ERROR']);
    vi.advanceTimersByTime(BACKOFF_MS[0]);
    expect(rt.socket().sent.filter((m) => m.event === 'phx_join')).toHaveLength(2);
    rt.socket().replyToJoin('error');
    vi.advanceTimersByTime(BACKOFF_MS[1] - 1);
    expect(rt.socket().sent.filter((m) => m.event === 'phx_join')).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(rt.socket().sent.filter((m) => m.event === 'phx_join')).toHaveLength(3);
    rt.socket().replyToJoin('ok');
    expect(rt.statuses).toEqual(['CHANNEL_ERROR', 'CHANNEL_ERROR', 'SUBSCRIBED']);
  });

  it('a join unanswered for 10 s reports TIMED_OUT, leaves and joins again; a late answer to it is ignored', () => {
    const rt = setup();
    rt.socket().open();
    const first = rt.socket().last('phx_join');
    vi.advanceTimersByTime(JOIN_TIMEOUT_MS);
    expect(rt.statuses).toEqual(['TIMED_OUT']);
    expect(rt.socket().last('phx_leave')).toMatchObject({ topic: 'realtime:sync:public', payload: {}, join_ref: first.ref });
    rt.socket().receive({ topic: 'realtime:sync:public', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: first.ref });
    expect(rt.statuses).toEqual(['TIMED_OUT']);
    vi.advanceTimersByTime(BACKOFF_MS[0]);
    const second = rt.socket().last('phx_join');
    expect(second.ref).not.toBe(first.ref);
    rt.socket().replyToJoin('ok');
    expect(rt.statuses).toEqual(['TIMED_OUT', 'SUBSCRIBED']);
  });

  it('phx_error on the channel reports CHANNEL_ERROR and joins again; phx_close reports CLOSED and leaves the rejoin to the owner', () => {
    const rt = setup();
    rt.socket().open();
    rt.socket().replyToJoin('ok');
    const join = rt.socket().last('phx_join');
    rt.socket().receive({ topic: 'realtime:sync:public', event: 'phx_error', payload: {}, ref: join.ref });
    expect(rt.statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR']);
    vi.advanceTimersByTime(BACKOFF_MS[0]);
    rt.socket().replyToJoin('ok');
    expect(rt.statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED']);
    // A close for the earlier join (Phoenix sends one when a topic is joined again) is stale.
    rt.socket().receive({ topic: 'realtime:sync:public', event: 'phx_close', payload: {}, ref: join.ref });
    expect(rt.statuses).toHaveLength(3);
    rt.socket().receive({ topic: 'realtime:sync:public', event: 'system', payload: { extension: 'system', status: 'error', message: 'You no longer have permission', channel: 'sync:public' }, ref: null });
    rt.socket().receive({ topic: 'realtime:sync:public', event: 'phx_close', payload: {}, ref: rt.socket().last('phx_join').ref });
    expect(rt.statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR', 'SUBSCRIBED', 'CLOSED']);
    vi.advanceTimersByTime(60_000);
    expect(rt.socket().sent.filter((m) => m.event === 'phx_join')).toHaveLength(2);
    rt.socket().poke({ table: 'cheeses', id: 'after-close', version: 1 });
    expect(rt.pokes).toEqual([]);
  });

  it('removing a channel sends phx_leave; removing the last closes the socket and nothing reconnects', async () => {
    const rt = setup();
    rt.socket().open();
    rt.socket().replyToJoin('ok');
    const join = rt.socket().last('phx_join');
    await rt.client.removeChannel(rt.channel);
    expect(rt.socket().last('phx_leave')).toMatchObject({ topic: 'realtime:sync:public', payload: {}, join_ref: join.ref });
    expect(rt.socket().last('phx_leave').ref).not.toBe(join.ref);
    expect(rt.socket().closed).toBe(true);
    rt.socket().poke({ table: 'cheeses', id: 'c1', version: 2 });
    vi.advanceTimersByTime(120_000);
    expect(rt.sockets).toHaveLength(1);
    expect(rt.pokes).toEqual([]);
    expect(rt.statuses).toEqual(['SUBSCRIBED']);
    expect(await rt.client.removeChannel(rt.channel)).toBe('ok');
  });

  it('ignores frames that are not 1.0.0 messages of the expected shape, and keeps working', () => {
    const rt = setup();
    rt.socket().open();
    const join = rt.socket().last('phx_join');
    const bad: unknown[] = [
      'not json',
      '',
      'null',
      '42',
      '[null,"1","realtime:sync:public","phx_reply",{"status":"ok"}]',
      JSON.stringify({ topic: 'realtime:sync:public', event: 'phx_reply', ref: join.ref }),
      JSON.stringify({ topic: 'realtime:sync:public', event: 'phx_reply', payload: 'ok', ref: join.ref }),
      JSON.stringify({ topic: 7, event: 'phx_reply', payload: { status: 'ok' }, ref: join.ref }),
      JSON.stringify({ topic: 'realtime:sync:public', event: 'phx_reply', payload: { status: 'ok' }, ref: 'someone-else' }),
      JSON.stringify({ topic: 'realtime:sync:public', event: 'broadcast', payload: { type: 'broadcast', event: 'poke', payload: { id: 'early' } }, ref: null }),
      new Uint8Array([4, 1, 2]),
      { data: 'object' },
    ];
    for (const frame of bad) rt.socket().onmessage?.call(rt.socket() as never, { data: frame } as MessageEvent);
    expect(rt.statuses).toEqual([]);
    rt.socket().replyToJoin('ok');
    rt.socket().receive(JSON.stringify({ topic: 'realtime:sync:public', event: 'broadcast', payload: { type: 'broadcast', event: 'poke' }, ref: null }));
    rt.socket().receive(JSON.stringify({ topic: 'realtime:sync:public', event: 'broadcast', payload: ['poke'], ref: null }));
    rt.socket().poke({ table: 'cheeses', id: 'c1', version: 2 });
    expect(rt.statuses).toEqual(['SUBSCRIBED']);
    expect(rt.pokes).toEqual([undefined, { table: 'cheeses', id: 'c1', version: 2 }]);
  });

  it('parseFrame reads the 1.0.0 serializer’s objects and nothing else', () => {
    expect(parseFrame('{"topic":"phoenix","event":"phx_reply","payload":{"status":"ok","response":{}},"ref":"3"}')).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '3',
    });
    expect(parseFrame('{"topic":"realtime:x","event":"broadcast","payload":{},"ref":null,"join_ref":null}')).toEqual({ topic: 'realtime:x', event: 'broadcast', payload: {}, ref: null });
    for (const bad of ['{', '[]', '"x"', '{"topic":"a","event":"b","payload":null,"ref":null}', undefined, 3]) expect(parseFrame(bad)).toBeNull();
  });
});
