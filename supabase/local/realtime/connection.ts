/**
 * One websocket and its channels, handled as RealtimeWeb.UserSocket and RealtimeWeb.RealtimeChannel
 * handle them (Phoenix channels): a socket's messages are handled one at a time and in order (a join
 * holds the socket until it is answered, its error answers included, as Phoenix's join call does);
 * heartbeats answered on topic `phoenix`; `realtime:<topic>` joins with the join payload's config and
 * access token; broadcast, presence and access_token messages on joined channels; phx_leave.
 * Error texts and codes are Realtime's ("<Code>: <message>").
 */
import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { decodeFrame, encodeMessage, encodeReply, MalformedFrame, type Incoming, type Json, type Ref, type UserBroadcast, type Vsn } from './frames.ts';
import { verifyAccessToken, type TokenResult } from './tokens.ts';
import { noPolicies, readAuthorizations, writeAuthorizations, type Policies } from './authorization.ts';
import { payloadTooLarge } from './limits.ts';
import type { Meta } from './presence.ts';
import type { Claims } from '../jwt.ts';
import type { RealtimeServer } from './index.ts';

const isObject = (v: unknown): v is { [key: string]: Json } => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Realtime's FlexibleBoolean: a boolean, or "true"/"false" in any case; anything else is invalid. */
function flexBool(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  return undefined;
}

/** Deep equality of JSON values, key order aside (Elixir's map equality). */
function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return false;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const nowS = () => Math.floor(Date.now() / 1000);

/** The socket closed while its join was being decided: nothing to answer. */
class JoinAbandoned {}

class JoinError {
  constructor(
    readonly reason: string,
    /** Realtime disconnects the socket after answering (too many joins per second). */
    readonly disconnect = false,
  ) {}
}

/** Realtime's join answers for a token its confirm_token refuses. */
function tokenJoinError(r: Exclude<TokenResult, { ok: true }>): JoinError {
  switch (r.reason) {
    case 'expired_token':
    case 'missing_claims':
      return new JoinError(`InvalidJWTToken: ${r.message}`);
    case 'token_malformed':
      return new JoinError(`MalformedJWT: ${r.message}`);
    case 'signature_error':
      return new JoinError(`JwtSignatureError: ${r.message}`);
    case 'error_generating_signer':
      return new JoinError(`JwtSignerError: ${r.message}`);
    default:
      return new JoinError('Unknown Error on Channel');
  }
}

export interface ConnectionInfo {
  vsn: Vsn;
  ip: string;
  /** The API key the socket connected with (an `sb_` key or a JWT): the token of `sb_` joins. */
  apiKey: string;
  /** The upgrade request's x-* headers. */
  headers: Record<string, string>;
}

export class Connection {
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  /** Joined a channel once: counted among the project's clients until it closes. */
  counted = false;
  /** Tried to join a channel once (Realtime's channel tracker then drops it when it has none left). */
  joinAttempted = false;
  closed = false;
  /** Gives back the connection's place among its address's connections (set by the server). */
  release?: () => void;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    readonly server: RealtimeServer,
    readonly ws: WebSocket,
    readonly info: ConnectionInfo,
  ) {
    ws.on('message', (data, isBinary) => this.onFrame(data as Buffer, isBinary));
    ws.on('ping', () => (this.lastSeen = Date.now()));
    ws.on('close', () => this.onClosed());
    ws.on('error', () => undefined);
  }

  get vsn(): Vsn {
    return this.info.vsn;
  }

  send(frame: string | Uint8Array): void {
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.ws.send(frame);
  }

  reply(r: { joinRef: Ref; ref: Ref; topic: string; status: 'ok' | 'error'; response: Json }): void {
    this.send(encodeReply(this.vsn, r));
  }

  private onFrame(data: Buffer, isBinary: boolean): void {
    this.lastSeen = Date.now();
    if (++this.queued > this.server.limits.maxQueuedMessages) {
      // Hosted's socket process dies when its heap passes its limit; the connection just drops.
      this.server.log(`realtime: dropped a websocket from ${this.info.ip} with more than ${this.server.limits.maxQueuedMessages} messages waiting`);
      this.ws.terminate();
      return;
    }
    this.queue = this.queue
      .then(() => this.handleFrame(data, isBinary))
      .catch((e: unknown) => this.server.log(`realtime: ${(e as Error).stack ?? String(e)}`))
      .finally(() => this.queued--);
  }

  private async handleFrame(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    let msg: Incoming;
    try {
      msg = decodeFrame(data, isBinary, this.vsn);
    } catch (e) {
      if (e instanceof MalformedFrame) return; // MalformedWebSocketMessage: logged and ignored by Realtime
      throw e;
    }
    if (msg.topic === 'phoenix' && msg.event === 'heartbeat') {
      this.reply({ joinRef: null, ref: msg.ref, topic: 'phoenix', status: 'ok', response: {} });
      return;
    }
    const channel = this.channels.get(msg.topic);
    if (msg.event === 'phx_join') {
      await this.join(msg, channel);
      return;
    }
    if (!channel) {
      if (msg.event === 'phx_leave') this.reply({ joinRef: msg.joinRef, ref: msg.ref, topic: msg.topic, status: 'ok', response: {} });
      else this.reply({ joinRef: null, ref: msg.ref, topic: msg.topic, status: 'error', response: { reason: 'unmatched topic' } });
      return;
    }
    // A message for an earlier join of this topic is stale: Phoenix drops it.
    if (msg.joinRef !== null && msg.joinRef !== channel.joinRef) return;
    if (msg.event === 'phx_leave') {
      this.reply({ joinRef: channel.joinRef, ref: msg.ref, topic: msg.topic, status: 'ok', response: {} });
      channel.close();
      return;
    }
    await channel.handleIn(msg);
  }

  private async join(msg: Incoming, existing: Channel | undefined): Promise<void> {
    // A second join of a joined topic closes the first (its phx_close follows the new join's answer).
    let closeEarlier: (() => void) | undefined;
    if (existing) {
      existing.terminate();
      closeEarlier = () => existing.sendClose();
    }
    try {
      if (!msg.topic.startsWith('realtime:')) {
        this.reply({ joinRef: null, ref: msg.ref, topic: msg.topic, status: 'error', response: { reason: 'unmatched topic' } });
        return;
      }
      try {
        if (msg.topic !== 'realtime:') this.joinAttempted = true;
        const channel = await Channel.join(this, msg);
        this.reply({ joinRef: msg.joinRef, ref: msg.ref, topic: msg.topic, status: 'ok', response: { postgres_changes: [] } });
        closeEarlier?.();
        closeEarlier = undefined;
        channel.afterJoin();
      } catch (e) {
        if (e instanceof JoinAbandoned) return;
        if (!(e instanceof JoinError)) throw e;
        await sleep(this.server.timings.channelErrorBackoffMs);
        this.reply({ joinRef: msg.joinRef, ref: msg.ref, topic: msg.topic, status: 'error', response: { reason: e.reason } });
        if (e.disconnect) this.ws.close(1001);
      }
    } finally {
      closeEarlier?.();
    }
  }

  /** The socket went away: its channels end (presence leaves reach the others) and it stops counting. */
  private onClosed(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of [...this.channels.values()]) channel.terminate();
    this.server.connectionClosed(this);
  }
}

export class Channel {
  readonly subTopic: string;
  readonly tenantTopic: string;
  policies: Policies = noPolicies();
  presenceEnabled: boolean;
  private confirmTimer: NodeJS.Timeout | undefined;
  private presenceWindow = { counter: 0, resetAt: 0 };
  private tracked: Meta | null = null;
  private open = true;

  private constructor(
    readonly conn: Connection,
    readonly topic: string,
    readonly joinRef: Ref,
    readonly isPrivate: boolean,
    private readonly config: { self: boolean; ack: boolean; presenceKey: string; replicationReady: boolean },
    presenceEnabled: boolean,
    private accessToken: string,
    private claims: Claims & { exp: number },
  ) {
    this.subTopic = topic.slice('realtime:'.length);
    this.tenantTopic = conn.server.tenantTopic(this.subTopic, isPrivate);
    this.presenceEnabled = presenceEnabled;
  }

  private get server(): RealtimeServer {
    return this.conn.server;
  }

  /** RealtimeChannel.join: the checks in Realtime's order; a refusal is thrown as a JoinError. */
  static async join(conn: Connection, msg: Incoming): Promise<Channel> {
    const server = conn.server;
    const subTopic = msg.topic.slice('realtime:'.length);
    if (subTopic === '') throw new JoinError('TopicNameRequired: You must provide a topic name');
    const params = isObject(msg.payload) ? msg.payload : {};
    const config = isObject(params.config) ? params.config : {};
    const broadcast = isObject(config.broadcast) ? config.broadcast : {};
    const presence = isObject(config.presence) ? config.presence : {};
    const isPrivate = flexBool(config.private) ?? false;
    const presenceEnabled = flexBool(presence.enabled) ?? false;
    const key = presence.key;
    const presenceKey = key === undefined || key === null || key === '' ? randomUUID() : typeof key === 'string' ? key : JSON.stringify(key);
    const given = typeof params.user_token === 'string' ? params.user_token : typeof params.access_token === 'string' ? params.access_token : undefined;
    const accessToken = typeof params.access_token === 'string' && params.access_token.startsWith('sb_') ? conn.info.apiKey : (given ?? conn.info.apiKey);

    if (!conn.counted && server.users.size >= server.limits.maxConcurrentUsers) throw new JoinError('ConnectionRateLimitReached: Too many connected users');
    if (server.joins.triggered) throw new JoinError('ClientJoinRateLimitReached: Too many joins per second', true);
    server.joins.add(1);
    if (conn.channels.size >= server.limits.maxChannelsPerClient) throw new JoinError('ChannelRateLimitReached: Too many channels');
    const token = await verifyAccessToken(accessToken);
    if (!token.ok) throw tokenJoinError(token);

    const channel = new Channel(
      conn,
      msg.topic,
      msg.joinRef,
      isPrivate,
      { self: flexBool(broadcast.self) ?? false, ack: flexBool(broadcast.ack) ?? false, presenceKey, replicationReady: flexBool(broadcast.replication_ready) ?? false },
      presenceEnabled,
      accessToken,
      token.claims,
    );
    if (isPrivate) await channel.authorizeRead();

    if (conn.closed) throw new JoinAbandoned();

    const postgresChanges = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter((c) => c !== null) : [];
    if (postgresChanges.length > 0) {
      throw new JoinError('PostgresChangesNotSupported: the local backend implements Broadcast and Presence, not Postgres Changes');
    }
    if (broadcast.replay !== undefined) {
      if (!isPrivate) throw new JoinError('UnableToReplayMessages: Replay is not allowed for public channels');
      throw new JoinError('UnableToReplayMessages: the local backend does not replay broadcasts');
    }

    conn.channels.set(msg.topic, channel);
    conn.counted = true;
    server.channelJoined(channel);
    channel.scheduleTokenCheck();
    return channel;
  }

  /** What Realtime does right after the join's answer: presence state, replication readiness. */
  afterJoin(): void {
    if (this.presenceEnabled) this.syncPresence();
    if (this.open && this.config.replicationReady) this.pushSystem('system', 'ok', 'Replication connection established');
  }

  private unauthorized(): JoinError {
    return new JoinError(`Unauthorized: You do not have permissions to read from this Channel topic: ${this.subTopic}`);
  }

  private authContext() {
    return { topic: this.subTopic, claims: this.claims, headers: this.conn.info.headers };
  }

  /** maybe_assign_policies: read policies as the user; neither broadcast nor presence read refuses. */
  private async authorizeRead(): Promise<void> {
    const r = await readAuthorizations(this.server.db, this.authContext(), noPolicies(), { presenceEnabled: this.presenceEnabled });
    if (!r.ok) {
      this.server.logPolicyError(this.subTopic, r.error);
      throw this.unauthorized();
    }
    this.policies = r.policies;
    if (!r.policies.broadcast.read && !r.policies.presence.read) throw this.unauthorized();
  }

  push(event: string, payload: Json): void {
    if (this.open) this.conn.send(encodeMessage(this.conn.vsn, { joinRef: this.joinRef, ref: null, topic: this.topic, event, payload }));
  }

  private reply(ref: Ref, status: 'ok' | 'error', response: Json = {}): void {
    if (this.open) this.conn.reply({ joinRef: this.joinRef, ref, topic: this.topic, status, response });
  }

  private pushSystem(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }

  /** shutdown_response: a system error naming why, then the channel closes (phx_close). */
  shutdown(message: string): void {
    if (!this.open) return;
    this.pushSystem('system', 'error', message);
    this.close();
  }

  /** The channel stops and the client is told (phx_close with the join's ref). */
  close(): void {
    if (!this.open) return;
    this.terminate();
    this.sendClose();
  }

  sendClose(): void {
    this.conn.send(encodeMessage(this.conn.vsn, { joinRef: this.joinRef, ref: this.joinRef, topic: this.topic, event: 'phx_close', payload: {} }));
  }

  /** The channel process ends: unsubscribed, presence untracked (others get the leave). */
  terminate(): void {
    if (!this.open) return;
    this.open = false;
    clearTimeout(this.confirmTimer);
    if (this.conn.channels.get(this.topic) === this) this.conn.channels.delete(this.topic);
    this.server.channelLeft(this);
  }

  get isOpen(): boolean {
    return this.open;
  }

  // ---------------------------------------------------------------- the access token

  /** Re-check the token at least every 5 minutes, and when it expires. */
  private scheduleTokenCheck(): void {
    clearTimeout(this.confirmTimer);
    if (!this.open) return;
    const untilExpiry = Math.max(0, (this.claims.exp - nowS()) * 1000);
    this.confirmTimer = setTimeout(() => void this.confirmToken(), Math.min(this.server.timings.confirmTokenMs, untilExpiry));
    this.confirmTimer.unref();
  }

  private async confirmToken(): Promise<void> {
    if (!this.open) return;
    const token = await verifyAccessToken(this.accessToken);
    if (token.ok) {
      this.claims = token.claims;
      this.scheduleTokenCheck();
    } else if (token.reason === 'signature_error') {
      this.shutdown(':signature_error');
    } else {
      this.shutdown(token.message);
    }
  }

  private async handleAccessToken(payload: Json): Promise<boolean> {
    if (!isObject(payload) || !('access_token' in payload)) return false;
    const next = payload.access_token;
    if (next === null || next === this.accessToken || (typeof next === 'string' && next.startsWith('sb_'))) return true;
    if (typeof next !== 'string') return false;
    const previous = this.policies;
    this.accessToken = next;
    this.policies = noPolicies();
    const token = await verifyAccessToken(next);
    if (!this.open) return true;
    if (!token.ok) {
      this.shutdown(token.reason === 'signature_error' ? ':signature_error' : token.message);
      return true;
    }
    this.claims = token.claims;
    if (this.isPrivate) {
      const r = await readAuthorizations(this.server.db, this.authContext(), noPolicies(), { presenceEnabled: this.presenceEnabled });
      if (!r.ok) {
        this.server.logPolicyError(this.subTopic, r.error);
        this.shutdown(`You do not have permissions to read from this Channel topic: ${this.subTopic}`);
        return true;
      }
      if (!r.policies.broadcast.read && !r.policies.presence.read) {
        this.shutdown(`You do not have permissions to read from this Channel topic: ${this.subTopic}`);
        return true;
      }
      this.policies = r.policies;
      const revoked = (a?: boolean, b?: boolean) => a === true && b === false;
      if (revoked(previous.broadcast.read, r.policies.broadcast.read) || revoked(previous.presence.read, r.policies.presence.read)) {
        this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`);
        return true;
      }
    }
    this.scheduleTokenCheck();
    return true;
  }

  // ---------------------------------------------------------------- messages on the channel

  async handleIn(msg: Incoming): Promise<void> {
    if (msg.event === 'broadcast' && (msg.userBroadcast || isObject(msg.payload))) return this.handleBroadcast(msg);
    if (msg.event === 'presence') {
      if (isObject(msg.payload)) return this.handlePresence(msg.payload, msg.ref);
      this.reply(msg.ref, 'ok'); // Realtime answers `ok` to a presence message it cannot read
      return;
    }
    if (msg.event === 'access_token' && (await this.handleAccessToken(msg.payload))) return;
    // Anything else is counted and left unanswered.
    this.server.events.add(1);
  }

  private async handleBroadcast(msg: Incoming): Promise<void> {
    if (this.isPrivate) {
      if (this.policies.broadcast.write === undefined) {
        const r = await writeAuthorizations(this.server.db, this.authContext(), this.policies, { presenceEnabled: true });
        if (!r.ok) {
          this.server.logPolicyError(this.subTopic, r.error);
          return;
        }
        this.policies = r.policies;
      }
      // Not allowed to send: dropped without an answer, as Realtime does.
      if (!this.policies.broadcast.write || !this.open) return;
    }
    this.server.events.add(1);
    const user: UserBroadcast | undefined = msg.userBroadcast;
    const size = user ? user.payload.byteLength : Buffer.byteLength(JSON.stringify(msg.payload));
    if (payloadTooLarge(size, this.server.limits)) {
      if (this.config.ack) this.reply(msg.ref, 'error', 'payload_size_exceeded');
      return;
    }
    if (user) this.server.fanoutUserBroadcast(this.tenantTopic, this.config.self ? null : this, { event: user.event, encoding: user.encoding, payload: user.payload });
    else this.server.fanoutJsonBroadcast(this.tenantTopic, this.config.self ? null : this, msg.payload);
    if (this.config.ack) this.reply(msg.ref, 'ok');
  }

  /** Presence messages a channel may send: clientPresenceMaxCalls per window. */
  private presenceCallAllowed(): boolean {
    const now = Date.now();
    const w = this.presenceWindow;
    if (w.resetAt === 0 || now > w.resetAt) {
      this.presenceWindow = { counter: 1, resetAt: now + this.server.limits.clientPresenceWindowMs };
      return true;
    }
    if (w.counter >= this.server.limits.clientPresenceMaxCalls) return false;
    w.counter++;
    return true;
  }

  /** The project's presence rate (averaged per tick) must not be above the limit. */
  private presenceRateAllowed(): boolean {
    if (this.server.presenceEvents.avg > this.server.limits.maxPresenceEventsPerSecond) return false;
    this.server.presenceEvents.add(1);
    return true;
  }

  private async handlePresence(payload: { [key: string]: Json }, ref: Ref): Promise<void> {
    if (typeof payload.event !== 'string') {
      this.reply(ref, 'ok');
      return;
    }
    if (!this.presenceCallAllowed()) {
      this.shutdown('Client presence rate limit exceeded');
      return;
    }
    const event = payload.event.toLowerCase();
    if (event === 'untrack') {
      this.server.untrack(this);
      this.tracked = null;
      this.reply(ref, 'ok');
      return;
    }
    if (event !== 'track') {
      this.reply(ref, 'error');
      return;
    }
    if (this.isPrivate && this.policies.presence.write === undefined) {
      let policies = this.policies;
      if (policies.presence.read === undefined) {
        const r = await readAuthorizations(this.server.db, this.authContext(), policies, { presenceEnabled: true });
        if (!r.ok) return this.presenceAuthorizationFailed(r.error, ref);
        policies = r.policies;
      }
      const w = await writeAuthorizations(this.server.db, this.authContext(), policies, { presenceEnabled: true });
      if (!w.ok) return this.presenceAuthorizationFailed(w.error, ref);
      this.policies = w.policies;
      // The channel may have closed while its rights were checked: it tracks nothing then.
      if (!this.open) return;
    }
    if (this.isPrivate && !this.policies.presence.write) {
      this.reply(ref, 'error');
      return;
    }
    const meta = 'payload' in payload ? payload.payload : {};
    if (!isObject(meta)) {
      this.reply(ref, 'error', { reason: 'Presence track payload must be a map' });
      return;
    }
    if (this.tracked && sameJson(this.tracked, meta)) {
      this.reply(ref, 'ok');
      return;
    }
    if (payloadTooLarge(Buffer.byteLength(JSON.stringify(meta)), this.server.limits)) {
      this.shutdown('Track message size exceeded');
      return;
    }
    if (!this.presenceRateAllowed()) {
      this.shutdown('Too many presence messages per second');
      return;
    }
    this.server.track(this, this.config.presenceKey, meta);
    this.tracked = meta;
    this.presenceEnabled = true;
    this.reply(ref, 'ok');
  }

  private presenceAuthorizationFailed(error: unknown, ref: Ref): void {
    this.server.logPolicyError(this.subTopic, error);
    this.reply(ref, 'error');
  }

  /** The presence state, for a channel allowed to read presence (public, or presence read granted). */
  private syncPresence(): void {
    if (this.isPrivate && !this.policies.presence.read) return;
    if (!this.presenceRateAllowed()) {
      this.shutdown('Too many presence messages per second');
      return;
    }
    this.push('presence_state', this.server.presenceState(this.tenantTopic));
  }

  /** May this channel receive presence diffs (public, or presence read granted)? */
  get readsPresence(): boolean {
    return !this.isPrivate || this.policies.presence.read === true;
  }

  /** May this channel receive broadcasts (public, or broadcast read granted)? */
  get readsBroadcast(): boolean {
    return !this.isPrivate || this.policies.broadcast.read === true;
  }
}
