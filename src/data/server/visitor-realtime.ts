/**
 * A signed-out visitor's Realtime client: receives broadcasts on a few private topics and nothing
 * more (no sending, no presence, no Postgres changes), speaking Supabase Realtime's Phoenix protocol
 * in its 1.0.0 JSON form ({topic, event, payload, ref, join_ref}) — about 1 KB instead of
 * realtime-js's 16 (docs/decisions/0028-visitor-realtime-receiver.md). It has the surface live updates
 * use, and reports statuses as realtime-js does: SUBSCRIBED on the join's `ok`; CHANNEL_ERROR on its
 * `error`, on the channel's `phx_error` or a lost socket (joined again by itself, with backoff);
 * TIMED_OUT when a join is not answered in 10 s (left, then joined again); CLOSED when the server
 * ends the channel (`phx_close`: its owner decides whether to join again).
 * Side effects: one websocket, opened by the first subscribe and closed when the last channel is
 * removed; a heartbeat every 25 s (one unanswered: the socket is dropped and opened again); timers.
 */
import type { RealtimeChannelLike, RealtimeClientLike, RealtimeStatus } from '@/data/engine';

export const HEARTBEAT_MS = 25_000;
export const JOIN_TIMEOUT_MS = 10_000;
/** The waits before the n-th reconnection of the socket or rejoin of a channel (then the last, again). */
export const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000];

/** What the receiver needs of a WebSocket (the browser's, Node's global one, or a test's). */
export type SocketLike = Pick<WebSocket, 'readyState' | 'onopen' | 'onclose' | 'onmessage' | 'send' | 'close'>;

export interface Frame {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
  ref: string | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One message of the 1.0.0 serializer, or null for anything else (never throws). */
export function parseFrame(data: unknown): Frame | null {
  let m: unknown;
  try {
    m = JSON.parse(data as string);
  } catch {
    return null;
  }
  if (!isObject(m) || typeof m.topic !== 'string' || typeof m.event !== 'string' || !isObject(m.payload)) return null;
  return { topic: m.topic, event: m.event, payload: m.payload, ref: typeof m.ref === 'string' ? m.ref : null };
}

interface Channel extends RealtimeChannelLike {
  topic: string;
  listeners: [event: string, callback: (message: Record<string, unknown>) => void][];
  report?: (status: RealtimeStatus) => void;
  /** The ref of the join under way or answered; null when not joining or joined. */
  joinRef: string | null;
  joined: boolean;
  tries: number;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * A receiver on `<endpoint>/websocket` (endpoint as supabase-js derives it, wss://<project>/realtime/v1)
 * authenticated with the publishable key: the socket's `apikey` and each join's access token.
 */
export function createVisitorRealtime(
  endpoint: string,
  key: string,
  open: (url: string) => SocketLike = (url) => new WebSocket(url),
): RealtimeClientLike {
  const channels = new Set<Channel>();
  let ws: SocketLike | null = null;
  let ref = 0;
  let tries = 0;
  /** The heartbeat sent and not yet answered. */
  let pending: string | null = null;
  let beat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const backoff = (n: number) => BACKOFF_MS[Math.min(n, BACKOFF_MS.length - 1)];

  function send(topic: string, event: string, payload: object, joinRef: string | null = null, r = String(++ref)): string {
    if (ws?.readyState === 1) ws.send(JSON.stringify({ topic, event, payload, ref: r, join_ref: joinRef }));
    return r;
  }

  function join(ch: Channel): void {
    clearTimeout(ch.timer);
    ch.joined = false;
    ch.joinRef = String(++ref);
    const config = { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: [], private: true };
    send(ch.topic, 'phx_join', { config, access_token: key }, ch.joinRef, ch.joinRef);
    ch.timer = setTimeout(() => {
      send(ch.topic, 'phx_leave', {}, ch.joinRef);
      failed(ch, 'TIMED_OUT');
    }, JOIN_TIMEOUT_MS);
  }

  /** The channel is not joined now: its owner is told, and it is joined again after a while. */
  function failed(ch: Channel, status: RealtimeStatus): void {
    clearTimeout(ch.timer);
    ch.joinRef = null;
    ch.joined = false;
    ch.report?.(status);
    if (ws?.readyState === 1) ch.timer = setTimeout(() => ws?.readyState === 1 && join(ch), backoff(ch.tries++));
  }

  function connect(): void {
    retry = undefined;
    if (ws || !channels.size) return;
    // Offline: one attempt when the browser is back online, not a retry every few seconds.
    if (globalThis.navigator?.onLine === false) {
      globalThis.addEventListener('online', connect, { once: true });
      return;
    }
    const socket = (ws = open(`${endpoint}/websocket?apikey=${encodeURIComponent(key)}&vsn=1.0.0`));
    socket.onopen = () => {
      pending = null;
      beat = setInterval(() => {
        if (pending) return dropped(socket);
        pending = send('phoenix', 'heartbeat', {});
      }, HEARTBEAT_MS);
      for (const ch of channels) join(ch);
    };
    socket.onclose = () => dropped(socket);
    socket.onmessage = (message) => {
      const f = parseFrame(message.data);
      if (f) receive(f);
    };
  }

  /** The socket closed or stopped answering: every channel errs, and the socket opens again after a while. */
  function dropped(socket: SocketLike): void {
    if (ws !== socket) return;
    socket.onopen = socket.onclose = socket.onmessage = null;
    socket.close();
    ws = null;
    clearInterval(beat);
    for (const ch of channels) {
      clearTimeout(ch.timer);
      if (ch.joinRef) failed(ch, 'CHANNEL_ERROR');
    }
    if (channels.size && !retry) retry = setTimeout(connect, backoff(tries++));
  }

  function receive(f: Frame): void {
    if (f.topic === 'phoenix') {
      if (f.ref === pending) pending = null;
      return;
    }
    for (const ch of channels) {
      if (ch.topic !== f.topic || !ch.joinRef) continue;
      // A reply, close or error of an earlier join of this topic is stale (Phoenix ignores it too).
      const own = f.ref === ch.joinRef;
      if (f.event === 'phx_reply') {
        if (!own || ch.joined) continue;
        if (f.payload.status === 'ok') {
          clearTimeout(ch.timer);
          ch.joined = true;
          // The backoff starts over only once a join worked: a server that accepts the socket and
          // then drops it (a limit reached) is not hammered every second.
          ch.tries = tries = 0;
          ch.report?.('SUBSCRIBED');
        } else failed(ch, 'CHANNEL_ERROR');
      } else if (f.event === 'phx_error' && (own || !f.ref)) failed(ch, 'CHANNEL_ERROR');
      else if (f.event === 'phx_close' && (own || !f.ref)) {
        forget(ch);
        ch.report?.('CLOSED');
      } else if (ch.joined)
        for (const [event, callback] of ch.listeners) if (f.event === 'broadcast' && (event === '*' || event === f.payload.event)) callback(f.payload);
    }
  }

  /** The channel is done; the socket too when it was the last. */
  function forget(ch: Channel): void {
    channels.delete(ch);
    clearTimeout(ch.timer);
    ch.joinRef = null;
    ch.joined = false;
    if (channels.size) return;
    clearTimeout(retry);
    retry = undefined;
    globalThis.removeEventListener?.('online', connect);
    if (ws) dropped(ws);
  }

  return {
    channel(name) {
      const ch: Channel = {
        topic: `realtime:${name}`,
        listeners: [],
        joinRef: null,
        joined: false,
        tries: 0,
        on(_type, filter, callback) {
          ch.listeners.push([filter.event, callback]);
          return ch;
        },
        subscribe(report) {
          ch.report = report;
          channels.add(ch);
          if (ws?.readyState === 1) join(ch);
          else connect();
          return ch;
        },
      };
      return ch;
    },
    async removeChannel(channel) {
      const ch = channel as Channel;
      if (channels.has(ch) && ch.joinRef) send(ch.topic, 'phx_leave', {}, ch.joinRef);
      forget(ch);
      return 'ok';
    },
  };
}
