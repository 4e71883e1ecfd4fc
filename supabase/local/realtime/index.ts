/**
 * Supabase Realtime for the local stand-in: the websocket endpoint supabase-js connects to
 * (`/realtime/v1/websocket?apikey=…&vsn=2.0.0`, or 1.0.0), Broadcast (client to clients, and from the
 * database through realtime.send / realtime.broadcast_changes), Presence, and private channels
 * authorised by the row-level security of realtime.messages — with the protocol, answers and limits
 * of hosted Supabase's Realtime server (supabase/realtime). What differs is listed in
 * supabase/local/README.md ("Realtime").
 *
 * Database broadcasts: hosted's Realtime reads realtime.messages through logical replication; the
 * stand-in LISTENs to `realtime_local`, which a trigger on realtime.messages (bootstrap-realtime.sql)
 * NOTIFYs after commit — so, as with replication, a message is delivered once its transaction
 * commits, in commit order, and never when it rolls back.
 */
import type { IncomingMessage, Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Db } from '../db/index.ts';
import { apiKeyErrorBody } from '../context.ts';
import { hostnameOf } from '../host-check.ts';
import { isLoopbackHost } from '../keys.ts';
import { encodeMessage, encodeUserBroadcast, negotiateVsn, type Json, type UserBroadcast, type Vsn } from './frames.ts';
import { apiKeyClaims, verifyAccessToken } from './tokens.ts';
import { FREE_PLAN_LIMITS, HOSTED_TIMINGS, payloadTooLarge, type RealtimeLimits, type RealtimeTimings } from './limits.ts';
import { RateCounter } from './rate-counter.ts';
import { PresenceTracker, type Diff, type Grouped, type Meta } from './presence.ts';
import { Connection, type Channel } from './connection.ts';

export { FREE_PLAN_LIMITS, HOSTED_TIMINGS, type RealtimeLimits, type RealtimeTimings } from './limits.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
const NOTIFY_CHANNEL = 'realtime_local';
const JANITOR_MS = 60 * 60_000;

export interface RealtimeOptions {
  /** Hosted's Free plan by default (limits.ts). */
  limits?: Partial<RealtimeLimits>;
  /** Hosted's by default (limits.ts); tests shorten them. */
  timings?: Partial<RealtimeTimings>;
}

export interface RealtimeStats {
  /** Open websockets. */
  connections: number;
  /** Websockets that joined a channel (hosted's concurrent clients). */
  users: number;
  /** Joined channels. */
  channels: number;
}

interface DbBroadcast {
  id: string;
  topic: string;
  event: string;
  private: boolean;
  payload: Json;
}

/** The answer to a refused upgrade, written on the raw socket. */
function refuse(socket: Duplex, status: number, body: string, type = 'application/json'): void {
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: ${type}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

export class RealtimeServer {
  readonly limits: RealtimeLimits;
  readonly timings: RealtimeTimings;
  /** The project's messages per second, joins per second and presence messages per second. */
  readonly events: RateCounter;
  readonly joins: RateCounter;
  readonly presenceEvents: RateCounter;
  /** Websockets counted as the project's clients (joined a channel at least once). */
  readonly users = new Set<Connection>();
  private readonly connections = new Set<Connection>();
  private readonly perIp = new Map<string, number>();
  private readonly subscribers = new Map<string, Set<Channel>>();
  private readonly presence = new PresenceTracker<Channel>();
  private readonly wss: WebSocketServer;
  private readonly timers: NodeJS.Timeout[] = [];
  private stopListening: (() => Promise<void>) | undefined;
  private notifications: Promise<void> = Promise.resolve();
  private closing = false;

  constructor(
    readonly db: Db,
    private readonly allowedHosts: Set<string>,
    readonly log: (msg: string) => void,
    opts: RealtimeOptions = {},
  ) {
    this.limits = { ...FREE_PLAN_LIMITS, ...opts.limits };
    this.timings = { ...HOSTED_TIMINGS, ...opts.timings };
    const counter = (limit: () => number) => new RateCounter({ tickMs: this.timings.rateTickMs, limit });
    this.events = counter(() => this.limits.maxEventsPerSecond);
    this.joins = counter(() => this.limits.maxJoinsPerSecond);
    this.presenceEvents = counter(() => this.limits.maxPresenceEventsPerSecond);
    this.wss = new WebSocketServer({ noServer: true, maxPayload: this.limits.maxFrameBytes, perMessageDeflate: false, clientTracking: false });
    const every = (ms: number, fn: () => void) => {
      const t = setInterval(fn, ms);
      t.unref();
      this.timers.push(t);
    };
    every(Math.max(50, Math.min(1_000, this.timings.idleTimeoutMs / 4)), () => this.closeIdle());
    every(this.timings.noChannelCheckMs, () => this.dropChannelless());
    every(JANITOR_MS, () => void this.maintainPartitions());
  }

  /** Starts delivering database broadcasts and maintaining realtime.messages' partitions. */
  async start(): Promise<void> {
    if (!this.db.listen) throw new Error('Realtime needs a database that supports LISTEN');
    this.stopListening = await this.db.listen(NOTIFY_CHANNEL, (note) => {
      this.notifications = this.notifications.then(() => this.onNotification(note)).catch((e: unknown) => this.log(`realtime: database broadcast failed: ${String(e)}`));
    });
    await this.maintainPartitions();
  }

  stats(): RealtimeStats {
    let channels = 0;
    for (const c of this.connections) channels += c.channels.size;
    return { connections: this.connections.size, users: this.users.size, channels };
  }

  tenantTopic(subTopic: string, isPrivate: boolean): string {
    return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
  }

  logPolicyError(topic: string, error: unknown): void {
    this.log(`realtime: RlsPolicyError on "${topic}": ${(error as Error)?.message ?? String(error)}`);
  }

  // ---------------------------------------------------------------- websockets

  /** The `upgrade` handler of the HTTP server (any other path is answered 404). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    void this.upgrade(req, socket, head).catch((e: unknown) => {
      this.log(`realtime: upgrade failed: ${(e as Error).stack ?? String(e)}`);
      refuse(socket, 500, JSON.stringify({ error: 'Error connecting to Realtime' }));
    });
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => undefined);
    const host = req.headers.host;
    const name = host === undefined ? null : hostnameOf(host);
    if (host !== undefined && (name === null || !(this.allowedHosts.has(name) || isLoopbackHost(name)))) {
      refuse(socket, 403, `Blocked request: this server does not answer the host "${host.slice(0, 200)}". To allow it, add it to ALLOWED_HOSTS.`, 'text/plain; charset=utf-8');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH && url.pathname !== `${REALTIME_PATH}/`) {
      refuse(socket, 404, JSON.stringify({ message: 'Not found' }));
      return;
    }
    if (this.closing) {
      refuse(socket, 503, JSON.stringify({ error: 'Error connecting to Realtime' }));
      return;
    }
    // Phoenix refuses a transport version no serializer matches with an empty 403.
    const vsn = negotiateVsn(url.searchParams.get('vsn'));
    if (!vsn) {
      refuse(socket, 403, '', 'text/plain');
      return;
    }
    // The API key, as the gateway checks it (x-api-key is what it hands Realtime).
    const header = req.headers['x-api-key'];
    const apiKey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
    if (!apiKey) {
      refuse(socket, 401, JSON.stringify(apiKeyErrorBody('no_apikey')));
      return;
    }
    if (!apiKeyClaims(apiKey)) {
      if (apiKey.split('.').length !== 3) {
        refuse(socket, 401, JSON.stringify(apiKeyErrorBody('bad_apikey')));
        return;
      }
      const token = await verifyAccessToken(apiKey);
      if (!token.ok) {
        const message = {
          expired_token: 'Token has expired',
          missing_claims: 'Fields `role` and `exp` are required in JWT',
          token_malformed: 'The token provided is not a valid JWT',
          signature_error: 'Failed to validate JWT signature',
          error_generating_signer: 'Failed to generate JWT signer, check your JWT secret or JWKS configuration',
          invalid_token: 'The token provided is not a valid JWT',
        }[token.reason];
        await this.connectBackoff();
        refuse(socket, 401, JSON.stringify({ error: message }));
        return;
      }
    }
    const ip = req.socket.remoteAddress ?? '';
    const open = this.perIp.get(ip) ?? 0;
    if (open >= this.limits.maxConnectionsPerIp) {
      refuse(socket, 429, JSON.stringify({ error: 'Too many connected users' }));
      return;
    }
    this.perIp.set(ip, open + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const n = (this.perIp.get(ip) ?? 1) - 1;
      if (n <= 0) this.perIp.delete(ip);
      else this.perIp.set(ip, n);
    };
    try {
      if (this.users.size >= this.limits.maxConcurrentUsers) {
        await this.connectBackoff();
        refuse(socket, 429, JSON.stringify({ error: 'Too many connected users' }));
        release();
        return;
      }
      if (this.joins.triggered) {
        await this.connectBackoff();
        refuse(socket, 429, JSON.stringify({ error: 'Too many joins per second' }));
        release();
        return;
      }
    } catch (e) {
      release();
      throw e;
    }
    if (socket.destroyed || this.closing) {
      release();
      return;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (k.startsWith('x-') && v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    // A handshake ws refuses (bad headers) never reaches the callback: the socket's close releases.
    let established = false;
    socket.once('close', () => {
      if (!established) release();
    });
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      established = true;
      const conn = new Connection(this, ws, { vsn, ip, apiKey, headers });
      conn.release = release;
      this.connections.add(conn);
    });
  }

  private connectBackoff(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.timings.connectErrorBackoffMs).unref());
  }

  connectionClosed(conn: Connection): void {
    this.connections.delete(conn);
    this.users.delete(conn);
    conn.release?.();
  }

  /** Phoenix's websocket timeout: a socket that sent nothing for idleTimeoutMs is closed (1000). */
  private closeIdle(): void {
    const before = Date.now() - this.timings.idleTimeoutMs;
    for (const c of this.connections) if (c.lastSeen <= before && !c.closed) c.ws.close(1000);
  }

  /** Realtime's channel tracker: a socket that joined (or tried to) and has no channel left is dropped. */
  private dropChannelless(): void {
    for (const c of this.connections) if (c.joinAttempted && c.channels.size === 0) c.ws.terminate();
  }

  // ---------------------------------------------------------------- channels and delivery

  channelJoined(channel: Channel): void {
    this.users.add(channel.conn);
    let set = this.subscribers.get(channel.tenantTopic);
    if (!set) this.subscribers.set(channel.tenantTopic, (set = new Set()));
    set.add(channel);
  }

  channelLeft(channel: Channel): void {
    const set = this.subscribers.get(channel.tenantTopic);
    set?.delete(channel);
    if (set?.size === 0) this.subscribers.delete(channel.tenantTopic);
    this.untrack(channel);
  }

  /**
   * Delivers one message to a topic's channels that may read broadcasts (but `from`), encoded once
   * per protocol version; each delivery counts as a message of the project, and a channel that
   * receives one while the project is over its messages per second is shut down after it.
   */
  private fanout(tenantTopic: string, from: Channel | null, encode: (vsn: Vsn) => string | Uint8Array | null): void {
    const set = this.subscribers.get(tenantTopic);
    if (!set) return;
    const frames = new Map<Vsn, string | Uint8Array | null>();
    for (const ch of [...set]) {
      if (ch === from || !ch.isOpen || !ch.readsBroadcast) continue;
      const vsn = ch.conn.vsn;
      if (!frames.has(vsn)) frames.set(vsn, encode(vsn));
      const frame = frames.get(vsn);
      if (frame === null || frame === undefined) continue;
      ch.conn.send(frame);
      this.events.add(1);
      if (this.events.triggered) ch.shutdown('Too many messages per second');
    }
  }

  fanoutJsonBroadcast(tenantTopic: string, from: Channel | null, payload: Json): void {
    const topic = `realtime:${tenantTopic.slice(tenantTopic.indexOf(':') + 1)}`;
    this.fanout(tenantTopic, from, (vsn) => encodeMessage(vsn, { joinRef: null, ref: null, topic, event: 'broadcast', payload }));
  }

  fanoutUserBroadcast(tenantTopic: string, from: Channel | null, broadcast: UserBroadcast): void {
    const topic = `realtime:${tenantTopic.slice(tenantTopic.indexOf(':') + 1)}`;
    this.fanout(tenantTopic, from, (vsn) => encodeUserBroadcast(vsn, topic, broadcast));
  }

  presenceState(tenantTopic: string): Grouped {
    return this.presence.list(tenantTopic);
  }

  track(channel: Channel, key: string, meta: Meta): void {
    this.presenceDiff(channel.tenantTopic, this.presence.track(channel.tenantTopic, channel, key, meta));
  }

  untrack(channel: Channel): void {
    const diff = this.presence.untrack(channel.tenantTopic, channel);
    if (diff) this.presenceDiff(channel.tenantTopic, diff);
  }

  /** presence_diff to every channel of the topic allowed to read presence (the tracker's own too). */
  private presenceDiff(tenantTopic: string, diff: Diff): void {
    const set = this.subscribers.get(tenantTopic);
    if (!set) return;
    const topic = `realtime:${tenantTopic.slice(tenantTopic.indexOf(':') + 1)}`;
    const frames = new Map<Vsn, string>();
    let delivered = 0;
    for (const ch of set) {
      if (!ch.isOpen || !ch.readsPresence) continue;
      const vsn = ch.conn.vsn;
      let frame = frames.get(vsn);
      if (!frame) frames.set(vsn, (frame = encodeMessage(vsn, { joinRef: null, ref: null, topic, event: 'presence_diff', payload: diff as unknown as Json })));
      ch.conn.send(frame);
      delivered++;
    }
    this.presenceEvents.add(delivered);
  }

  // ---------------------------------------------------------------- broadcasts from the database

  private async onNotification(note: string): Promise<void> {
    const n = JSON.parse(note) as Partial<DbBroadcast> & { id: string; inserted_at?: string };
    let message: DbBroadcast | null;
    if (typeof n.topic === 'string') {
      message = n as DbBroadcast;
    } else {
      // Too large for NOTIFY: read the row (a binary payload is sent only to 2.0.0 clients).
      const { rows } = await this.db.query<{ id: string; topic: string; event: string | null; private: string | null; payload: string | null; binary: string | null }>(
        `select id::text as id, topic, event, private::text as private, payload::text as payload, encode(binary_payload, 'base64') as binary
           from realtime.messages where id = $1::uuid and inserted_at = $2::timestamp`,
        [n.id, n.inserted_at],
      );
      const row = rows[0];
      if (!row || row.event === null || row.private === null) return;
      if (row.binary !== null) {
        this.deliverFromDatabase({ id: row.id, topic: row.topic, event: row.event, private: row.private === 'true' }, { encoding: 'binary', payload: Buffer.from(row.binary, 'base64') });
        return;
      }
      message = { id: row.id, topic: row.topic, event: row.event, private: row.private === 'true', payload: row.payload === null ? null : (JSON.parse(row.payload) as Json) };
    }
    // Realtime skips a message without event, private flag or payload.
    if (message.payload === null || typeof message.event !== 'string' || typeof message.private !== 'boolean') return;
    this.deliverFromDatabase(message, { encoding: 'json', payload: Buffer.from(JSON.stringify(message.payload)) });
  }

  /**
   * As Realtime's replication handler: dropped while the project is over its messages per second or
   * when too large; otherwise counted once and sent to the topic's channels (public or private as
   * the message says) as a broadcast whose meta carries the message id.
   */
  private deliverFromDatabase(m: Omit<DbBroadcast, 'payload'>, body: { encoding: 'json' | 'binary'; payload: Uint8Array }): void {
    if (this.events.triggered || payloadTooLarge(body.payload.byteLength, this.limits)) return;
    this.events.add(1);
    this.fanoutUserBroadcast(this.tenantTopic(m.topic, m.private), null, { event: m.event, encoding: body.encoding, payload: body.payload, meta: { id: m.id } });
  }

  /** Hosted's janitor: today's partitions and the next days', none older than 72 hours. */
  private async maintainPartitions(): Promise<void> {
    try {
      await this.db.query('select _local.realtime_partitions()');
    } catch (e) {
      this.log(`realtime: could not maintain realtime.messages partitions: ${(e as Error).message}`);
    }
  }

  /** Closes every websocket (1012, as a restarting server does) and stops listening. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const t of this.timers) clearInterval(t);
    for (const c of [this.events, this.joins, this.presenceEvents]) c.stop();
    const closed = [...this.connections].map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.ws.readyState === c.ws.CLOSED) return resolve();
          c.ws.once('close', () => resolve());
          c.ws.close(1012);
          setTimeout(() => {
            c.ws.terminate();
            resolve();
          }, 1_000).unref();
        }),
    );
    await Promise.all(closed);
    await this.stopListening?.().catch(() => undefined);
    await this.notifications;
  }
}

/** Attaches Realtime to the server's websocket upgrades. */
export async function attachRealtime(server: Server, db: Db, allowedHosts: Set<string>, log: (msg: string) => void, opts?: RealtimeOptions): Promise<RealtimeServer> {
  const realtime = new RealtimeServer(db, allowedHosts, log, opts);
  await realtime.start();
  server.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
  return realtime;
}
