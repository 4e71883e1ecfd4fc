/**
 * Helpers for the Realtime tests: waiting for a supabase-js channel's subscription outcome, collecting
 * what a channel receives, and a raw websocket speaking the protocol frame by frame (for what
 * supabase-js hides: HTTP answers to the upgrade, close codes, replies).
 */
import { WebSocket } from 'ws';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { PUBLISHABLE_KEY } from '../../supabase/local/keys.ts';

export type SubscribeOutcome = { status: string; error?: Error };

/**
 * Subscribes and resolves with the first outcome (SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT or CLOSED).
 * supabase-js hands back the existing channel for a topic already joined, whose subscribe() then
 * never answers: that is reported as NO_ANSWER rather than hanging.
 */
export function subscribe(channel: RealtimeChannel, timeoutMs = 30_000): Promise<SubscribeOutcome> {
  return new Promise((resolve) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      resolve({ status: 'NO_ANSWER' });
    }, timeoutMs + 5_000);
    channel.subscribe((status, error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ status, error });
    }, timeoutMs);
  });
}

/** Every status a channel reports after subscribing (CLOSED, CHANNEL_ERROR … come later). */
export function statuses(channel: RealtimeChannel): Inbox<string> {
  const inbox = new Inbox<string>();
  channel.subscribe((status) => inbox.push(status));
  return inbox;
}

export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: (() => void)[] = [];

  push(item: T): void {
    this.items.push(item);
    for (const w of this.waiters.splice(0)) w();
  }

  /** Resolves with the first item (already received or to come) matching pred. */
  waitFor(pred: (item: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.items.find(pred);
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found);
          return true;
        }
        return false;
      };
      const timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; received ${JSON.stringify(this.items).slice(0, 2_000)}`)), timeoutMs);
      if (check()) return;
      const again = () => {
        if (!check()) this.waiters.push(again);
      };
      this.waiters.push(again);
    });
  }
}

export interface Poke {
  type: 'broadcast';
  event: string;
  payload: { table: string; id: string; version: number } & Record<string, unknown>;
  meta?: { id: string };
}

/** The pokes the channels receive, in the order they arrive (register before subscribing). */
export function pokes(...channels: RealtimeChannel[]): Inbox<Poke> {
  const inbox = new Inbox<Poke>();
  for (const channel of channels) channel.on('broadcast', { event: 'poke' }, (m) => inbox.push(m as unknown as Poke));
  return inbox;
}

/** The system messages a channel receives (register before subscribing). */
export function systemMessages(channel: RealtimeChannel): Inbox<{ extension: string; status: string; message: string; channel: string }> {
  const inbox = new Inbox<{ extension: string; status: string; message: string; channel: string }>();
  channel.on('system', {}, (m) => inbox.push(m as { extension: string; status: string; message: string; channel: string }));
  return inbox;
}

export type Frame = [string | null, string | null, string, string, unknown] | { binary: Buffer };

export interface RawSocket {
  ws: WebSocket;
  frames: Inbox<Frame>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: [string | null, string | null, string, string, unknown]): void;
  /** Sends and waits for the reply carrying the same ref. */
  request(joinRef: string | null, topic: string, event: string, payload: unknown, timeoutMs?: number): Promise<{ status: string; response: Record<string, unknown> }>;
  close(): void;
}

export class UpgradeRefused extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upgrade refused: ${status} ${body}`);
  }
}

let refs = 0;

/** A websocket to the backend's Realtime (vsn 2.0.0 unless said), or UpgradeRefused with the HTTP answer. */
export function rawSocket(baseUrl: string, opts: { vsn?: string | null; apikey?: string | null; headers?: Record<string, string> } = {}): Promise<RawSocket> {
  const url = new URL('/realtime/v1/websocket', baseUrl.replace(/^http/, 'ws'));
  const apikey = opts.apikey === undefined ? PUBLISHABLE_KEY : opts.apikey;
  if (apikey !== null) url.searchParams.set('apikey', apikey);
  const vsn = opts.vsn === undefined ? '2.0.0' : opts.vsn;
  if (vsn !== null) url.searchParams.set('vsn', vsn);
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers: opts.headers });
    const frames = new Inbox<Frame>();
    const closed = new Promise<{ code: number; reason: string }>((res) => ws.on('close', (code, reason) => res({ code, reason: reason.toString() })));
    ws.on('message', (data, isBinary) => frames.push(isBinary ? { binary: data as Buffer } : (JSON.parse(String(data)) as Frame)));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => reject(new UpgradeRefused(res.statusCode ?? 0, body)));
    });
    ws.on('error', (e) => reject(e));
    ws.on('open', () => {
      const send = (frame: [string | null, string | null, string, string, unknown]) => ws.send(JSON.stringify(frame));
      resolve({
        ws,
        frames,
        closed,
        send,
        async request(joinRef, topic, event, payload, timeoutMs = 20_000) {
          const ref = String(++refs);
          send([joinRef, ref, topic, event, payload]);
          const reply = (await frames.waitFor((f) => Array.isArray(f) && f[1] === ref && f[3] === 'phx_reply', `the reply to ${event} (ref ${ref})`, timeoutMs)) as [string, string, string, string, { status: string; response: Record<string, unknown> }];
          return reply[4];
        },
        close: () => ws.close(),
      });
    });
  });
}
