/**
 * Seals of queued changes: an HMAC-SHA256, with the queuing user's device key, over what a push sends
 * and in whose name (owner, table, record id, operation, fields, base version). A change stays in
 * the outbox across sign-outs, where anyone at the signed-out device — or a script there — can write
 * an item naming an admin as its owner; the device holds a user's key only while that user is signed
 * in (./seal-key), so such an item carries no valid seal and is never sent (./writes/push), only
 * shown as not theirs. Pure: no I/O.
 *
 * Why a synchronous HMAC (@noble/hashes) and not WebCrypto's non-extractable keys: an item is sealed
 * inside the same IndexedDB transaction that coalesces it with the record's earlier change (and
 * verified there before it is built on), and awaiting WebCrypto inside a transaction ends it. The raw
 * key is no more exposed than the session's refresh token: both sit in the origin's storage while the
 * user is signed in, and both are gone after sign-out.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { fromHex, toHex } from './hex';
import type { OutboxItem } from './types';

/** HMAC-SHA256 (RFC 2104) of `message` with `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(sha256, key, message);
}

const utf8 = new TextEncoder();

export { fromHex, toHex };

/** The device's sealing key for a user, from the secret the server gives them (domain-separated). */
export function deriveSealKey(serverSecret: Uint8Array): Uint8Array {
  return hmacSha256(serverSecret, utf8.encode('cheezopedia outbox seal v1'));
}

/** What a seal covers: everything a push sends, and in whose name. */
type Sealed = Pick<OutboxItem, 'owner' | 'table' | 'recordId' | 'op' | 'patch' | 'baseVersion'> & Partial<Pick<OutboxItem, 'bases'>>;

function sealedBytes(item: Sealed): Uint8Array {
  const fields = [item.owner ?? null, item.table, item.recordId, item.op, item.patch, item.baseVersion ?? null];
  // The bases decide what a merge writes, so they are sealed too; an item without them keeps its v1 seal.
  return utf8.encode(JSON.stringify(item.bases === undefined ? ['v1', ...fields] : ['v2', ...fields, item.bases]));
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
