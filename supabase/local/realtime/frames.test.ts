import { describe, expect, it } from 'vitest';
import Serializer from '@supabase/realtime-js/dist/module/lib/serializer.js';
import { decodeFrame, encodeMessage, encodeReply, encodeUserBroadcast, MalformedFrame, negotiateVsn } from './frames.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('frames, against realtime-js’s own serializer', () => {
  it('decodes the binary broadcast push realtime-js sends (2.0.0)', () => {
    const s = new Serializer();
    let encoded: unknown;
    s.encode({ join_ref: '1', ref: '2', topic: 'realtime:room', event: 'broadcast', payload: { type: 'broadcast', event: 'cursor', payload: { x: 1, é: 'ü' } } }, (r) => (encoded = r));
    expect(encoded).toBeInstanceOf(ArrayBuffer);
    const m = decodeFrame(new Uint8Array(encoded as ArrayBuffer), true, '2.0.0');
    expect(m).toMatchObject({ joinRef: '1', ref: '2', topic: 'realtime:room', event: 'broadcast', payload: null });
    expect(m.userBroadcast?.event).toBe('cursor');
    expect(m.userBroadcast?.encoding).toBe('json');
    expect(JSON.parse(new TextDecoder().decode(m.userBroadcast?.payload))).toEqual({ x: 1, é: 'ü' });
  });

  it('encodes user broadcasts realtime-js decodes, with their meta', () => {
    const s = new Serializer();
    const frame = encodeUserBroadcast('2.0.0', 'realtime:sync:public', { event: 'poke', encoding: 'json', payload: bytes('{"table":"cheeses","id":"a","version":2}'), meta: { id: 'm1' } });
    let decoded: unknown;
    s.decode((frame as Uint8Array).slice().buffer, (r: unknown) => (decoded = r));
    expect(decoded).toEqual({
      join_ref: null,
      ref: null,
      topic: 'realtime:sync:public',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'poke', payload: { table: 'cheeses', id: 'a', version: 2 }, meta: { id: 'm1' } },
    });
    // 1.0.0: the same broadcast as JSON; a binary payload is not sent at all.
    expect(JSON.parse(encodeUserBroadcast('1.0.0', 'realtime:t', { event: 'poke', encoding: 'json', payload: bytes('{"a":1}'), meta: { id: 'm1' } }) as string)).toEqual({
      topic: 'realtime:t',
      event: 'broadcast',
      payload: { event: 'poke', payload: { a: 1 }, type: 'broadcast', meta: { id: 'm1' } },
      ref: null,
    });
    expect(encodeUserBroadcast('1.0.0', 'realtime:t', { event: 'b', encoding: 'binary', payload: new Uint8Array([1, 2]) })).toBeNull();
  });

  it('speaks V2 arrays and V1 objects', () => {
    expect(decodeFrame(bytes('["1","2","realtime:a","phx_join",{"config":{}}]'), false, '2.0.0')).toEqual({ joinRef: '1', ref: '2', topic: 'realtime:a', event: 'phx_join', payload: { config: {} } });
    expect(decodeFrame(bytes('{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"5"}'), false, '1.0.0')).toEqual({ joinRef: null, ref: '5', topic: 'phoenix', event: 'heartbeat', payload: {} });
    expect(encodeReply('2.0.0', { joinRef: '1', ref: '2', topic: 't', status: 'ok', response: {} })).toBe('["1","2","t","phx_reply",{"status":"ok","response":{}}]');
    expect(JSON.parse(encodeReply('1.0.0', { joinRef: '1', ref: '2', topic: 't', status: 'error', response: { reason: 'x' } }))).toEqual({ topic: 't', event: 'phx_reply', payload: { status: 'error', response: { reason: 'x' } }, ref: '2' });
    expect(encodeMessage('2.0.0', { joinRef: null, ref: null, topic: 't', event: 'presence_diff', payload: { joins: {}, leaves: {} } })).toBe('[null,null,"t","presence_diff",{"joins":{},"leaves":{}}]');
  });

  it('refuses what the serializers refuse', () => {
    for (const [data, binary, vsn] of [
      ['not json', false, '2.0.0'],
      ['{"topic":"a"}', false, '2.0.0'],
      ['["1","2","t","e"]', false, '2.0.0'],
      ['["1","2","t","e",{}]', false, '1.0.0'],
      ['{"topic":"a","event":"e","payload":{}}', false, '1.0.0'],
      ['x', true, '1.0.0'],
    ] as const) {
      expect(() => decodeFrame(bytes(data), binary, vsn)).toThrow(MalformedFrame);
    }
    expect(() => decodeFrame(new Uint8Array([3, 5, 0, 0, 0, 0, 1]), true, '2.0.0')).toThrow(MalformedFrame);
    expect(() => decodeFrame(new Uint8Array([9]), true, '2.0.0')).toThrow(MalformedFrame);
  });

  it('negotiates the versions Realtime serves (~> 1.0.0, ~> 2.0.0; none given is 1.0.0)', () => {
    expect(negotiateVsn('2.0.0')).toBe('2.0.0');
    expect(negotiateVsn('2.0.7')).toBe('2.0.0');
    expect(negotiateVsn('1.0.0')).toBe('1.0.0');
    expect(negotiateVsn(null)).toBe('1.0.0');
    expect(negotiateVsn('2.1.0')).toBeNull();
    expect(negotiateVsn('3.0.0')).toBeNull();
    expect(negotiateVsn('latest')).toBeNull();
  });
});
