/**
 * Seals of queued changes: an HMAC-SHA256, with the queuing user's device key, over what a push sends
 * and in whose name (owner, table, record id, operation, fields, base version). A change stays in
 * the outbox across sign-outs, where anyone at the signed-out device — or a script there — can write
 * an item naming an admin as its owner; the device holds a user's key only while that user is signed
 * in (./seal-key), so such an item carries no valid seal and is never sent (./writes/push), only
 * shown as not theirs. Pure: no I/O.
 *
 * Why a synchronous HMAC here and not WebCrypto's non-extractable keys: an item is sealed inside the
 * same IndexedDB transaction that coalesces it with the record's earlier change (and verified there
 * before it is built on), and awaiting WebCrypto inside a transaction ends it. The raw key is no more
 * exposed than the session's refresh token: both sit in the origin's storage while the user is signed
 * in, and both are gone after sign-out.
 */
import type { OutboxItem } from './types';

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** SHA-256 (FIPS 180-4) of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]);
  return out;
}

/** HMAC-SHA256 (RFC 2104) of `message` with `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = block[i] ^ 0x36;
    outer[i] = block[i] ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

const utf8 = new TextEncoder();

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function fromHex(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));
}

/** The device's sealing key for a user, from the secret the server gives them (domain-separated). */
export function deriveSealKey(serverSecret: Uint8Array): Uint8Array {
  return hmacSha256(serverSecret, utf8.encode('cheezopedia outbox seal v1'));
}

/** What a seal covers: everything a push sends, and in whose name. */
type Sealed = Pick<OutboxItem, 'owner' | 'table' | 'recordId' | 'op' | 'patch' | 'baseVersion'>;

function sealedBytes(item: Sealed): Uint8Array {
  return utf8.encode(JSON.stringify(['v1', item.owner ?? null, item.table, item.recordId, item.op, item.patch, item.baseVersion ?? null]));
}

/** The seal of `item` with `key` (hex). */
export function sealOf(key: Uint8Array, item: Sealed): string {
  return toHex(hmacSha256(key, sealedBytes(item)));
}

/** `item` with its seal made (or remade after a change) with `key`; without a key, with none. */
export function sealed<T extends Sealed & { seal?: string }>(key: Uint8Array | null, item: T): T {
  return { ...item, seal: key ? sealOf(key, item) : undefined };
}

/** True when `item` carries a seal made with `key` over its current content (constant-time compare). */
export function sealVerifies(key: Uint8Array | null, item: Sealed & { seal?: string }): boolean {
  if (!key || typeof item.seal !== 'string') return false;
  const expected = sealOf(key, item);
  if (expected.length !== item.seal.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ item.seal.charCodeAt(i);
  return diff === 0;
}

/**
 * True when the signed-in `user` (null: nobody) may send `item`: they queued it (its owner) and it
 * carries their seal. Anything else is not theirs: kept, shown as such, discardable, never sent.
 */
export function isTheirs(item: Sealed & { seal?: string }, user: string | null, key: Uint8Array | null): boolean {
  return user !== null && item.owner === user && sealVerifies(key, item);
}
