/**
 * The Phoenix channel frames Supabase Realtime speaks, in the two serializers its endpoint offers
 * (`vsn` of the websocket URL): 1.0.0, Phoenix's V1 JSON (objects {topic, event, payload, ref}; the
 * server never sends join_ref), and 2.0.0, Realtime's V2 (JSON arrays [join_ref, ref, topic, event,
 * payload] plus binary frames for user broadcasts) — realtime-js's default. Written from Phoenix's
 * V1 serializer and Realtime's RealtimeWeb.Socket.V2Serializer; realtime-js's Serializer is the
 * other end.
 */

export type Vsn = '1.0.0' | '2.0.0';

/** Phoenix's `Version.match?(vsn, "~> 1.0.0")` / `"~> 2.0.0"`: 1.0.x and 2.0.x. */
export function negotiateVsn(requested: string | null): Vsn | null {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/.exec(requested ?? '1.0.0');
  if (!m) return null;
  if (m[1] === '1' && m[2] === '0') return '1.0.0';
  if (m[1] === '2' && m[2] === '0') return '2.0.0';
  return null;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A message reference as the client sent it (phoenix.js: a string), echoed back as is. */
export type Ref = string | number | null;

/** A client message: a JSON one, or (2.0.0) a binary user broadcast push. */
export interface Incoming {
  joinRef: Ref;
  ref: Ref;
  topic: string;
  event: string;
  payload: Json;
  /** Set for a binary user broadcast push (event 'broadcast'): payload is then null. */
  userBroadcast?: UserBroadcast;
}

/** A broadcast whose payload travels as bytes: JSON text or opaque binary. */
export interface UserBroadcast {
  event: string;
  encoding: 'json' | 'binary';
  payload: Uint8Array;
  /** Serialised as JSON into the frame's metadata (at most 255 bytes). */
  meta?: Record<string, Json>;
}

export class MalformedFrame extends Error {}

const KIND_PUSH = 0;
const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;

const text = new TextDecoder('utf-8', { fatal: true });
const utf8 = new TextEncoder();

const refOf = (v: unknown): Ref => (typeof v === 'string' || typeof v === 'number' ? v : null);

/** Decodes one websocket frame; throws MalformedFrame for what the serializer would refuse. */
export function decodeFrame(data: Uint8Array, isBinary: boolean, vsn: Vsn): Incoming {
  if (isBinary) {
    if (vsn === '1.0.0') throw new MalformedFrame('V1 JSON serializer expected a text frame');
    return decodeBinary(data);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.decode(data));
  } catch (e) {
    throw new MalformedFrame(`invalid JSON: ${(e as Error).message}`);
  }
  if (vsn === '1.0.0') {
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new MalformedFrame('V1 JSON Serializer expected a map');
    const m = parsed as Record<string, unknown>;
    for (const k of ['topic', 'event', 'payload', 'ref']) if (!(k in m)) throw new MalformedFrame(`missing key "${k}"`);
    if (typeof m.topic !== 'string' || typeof m.event !== 'string') throw new MalformedFrame('topic and event must be strings');
    return { joinRef: refOf(m.join_ref), ref: refOf(m.ref), topic: m.topic, event: m.event, payload: m.payload as Json };
  }
  if (!Array.isArray(parsed) || parsed.length < 5) throw new MalformedFrame('expected V2 array');
  const [joinRef, ref, topic, event, payload] = parsed as unknown[];
  if (typeof topic !== 'string' || typeof event !== 'string') throw new MalformedFrame('topic and event must be strings');
  return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload: payload as Json };
}

function decodeBinary(data: Uint8Array): Incoming {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const need = (n: number) => {
    if (data.byteLength < n) throw new MalformedFrame('truncated binary frame');
  };
  need(1);
  const kind = view.getUint8(0);
  const str = (from: number, len: number) => {
    need(from + len);
    try {
      return text.decode(data.subarray(from, from + len));
    } catch {
      throw new MalformedFrame('a binary frame field is not UTF-8');
    }
  };
  if (kind === KIND_USER_BROADCAST_PUSH) {
    need(7);
    const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [1, 2, 3, 4, 5, 6].map((i) => view.getUint8(i));
    let at = 7;
    const joinRef = str(at, joinRefLen);
    at += joinRefLen;
    const ref = str(at, refLen);
    at += refLen;
    const topic = str(at, topicLen);
    at += topicLen;
    const event = str(at, eventLen);
    at += eventLen;
    const metaText = str(at, metaLen);
    at += metaLen;
    if (metaLen > 0) {
      try {
        JSON.parse(metaText);
      } catch {
        throw new MalformedFrame('binary frame metadata is not JSON');
      }
    }
    return {
      joinRef,
      ref,
      topic,
      event: 'broadcast',
      payload: null,
      userBroadcast: { event, encoding: encoding === 0 ? 'binary' : 'json', payload: data.slice(at) },
    };
  }
  if (kind === KIND_PUSH) {
    // Phoenix's binary push: understood by the server, never sent by realtime-js. Its payload has no
    // JSON shape a Realtime handler reads, so it is refused here like any unknown frame.
    throw new MalformedFrame('binary push frames are not handled');
  }
  throw new MalformedFrame(`unknown binary frame kind ${kind}`);
}

/** A reply to a client message: phx_reply with {status, response}. */
export function encodeReply(vsn: Vsn, r: { joinRef: Ref; ref: Ref; topic: string; status: 'ok' | 'error'; response: Json }): string {
  return encodeMessage(vsn, { joinRef: r.joinRef, ref: r.ref, topic: r.topic, event: 'phx_reply', payload: { status: r.status, response: r.response } });
}

/** Any JSON message: a push of the channel (join_ref set), a broadcast (refs null), phx_close. */
export function encodeMessage(vsn: Vsn, m: { joinRef: Ref; ref: Ref; topic: string; event: string; payload: Json }): string {
  if (vsn === '1.0.0') return JSON.stringify({ topic: m.topic, event: m.event, payload: m.payload, ref: m.ref });
  return JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]);
}

function byteLength(field: string, bytes: Uint8Array): number {
  if (bytes.byteLength > 255) throw new RangeError(`${field} must be at most 255 bytes, got ${bytes.byteLength}`);
  return bytes.byteLength;
}

/**
 * A user broadcast for a subscriber: 2.0.0, the binary frame realtime-js decodes (kind 4); 1.0.0,
 * the JSON broadcast {event, payload, type: 'broadcast', meta?} Realtime converts it to — or null
 * when the payload is binary or not JSON (Realtime then sends a 1.0.0 client nothing).
 */
export function encodeUserBroadcast(vsn: Vsn, topic: string, b: UserBroadcast): Uint8Array | string | null {
  if (vsn === '1.0.0') {
    if (b.encoding !== 'json') return null;
    let payload: Json;
    try {
      payload = JSON.parse(text.decode(b.payload)) as Json;
    } catch {
      return null;
    }
    return encodeMessage(vsn, { joinRef: null, ref: null, topic, event: 'broadcast', payload: { event: b.event, payload, type: 'broadcast', ...(b.meta ? { meta: b.meta } : {}) } });
  }
  const topicBytes = utf8.encode(topic);
  const eventBytes = utf8.encode(b.event);
  const metaBytes = b.meta ? utf8.encode(JSON.stringify(b.meta)) : new Uint8Array(0);
  const header = [KIND_USER_BROADCAST, byteLength('topic', topicBytes), byteLength('user_event', eventBytes), byteLength('metadata', metaBytes), b.encoding === 'json' ? 1 : 0];
  const out = new Uint8Array(header.length + topicBytes.byteLength + eventBytes.byteLength + metaBytes.byteLength + b.payload.byteLength);
  out.set(header, 0);
  let at = header.length;
  for (const part of [topicBytes, eventBytes, metaBytes, b.payload]) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}
