import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveSealKey, fromHex, hmacSha256, isTheirs, sealed, sealVerifies, toHex } from './seal';
import type { OutboxItem } from './types';

const item: OutboxItem = {
  id: 1,
  table: 'cheezopedia_entries',
  recordId: 'rec-1',
  owner: 'admin-id',
  op: 'update',
  patch: { title: 'Brie', tags: ['soft', 'french'] },
  baseVersion: 3,
  base: null,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  rev: 1,
  createdAt: '2026-11-26T00:00:00.000Z',
  updatedAt: '2026-11-26T00:00:00.000Z',
};

describe('hmacSha256', () => {
  it('match node:crypto for every length around the block boundaries and for long keys', () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200, 1000]) {
      const data = randomBytes(n);
      for (const keyLength of [0, 16, 64, 65, 100]) {
        const key = randomBytes(keyLength);
        expect(toHex(hmacSha256(key, data)), `hmac ${keyLength}/${n}`).toBe(createHmac('sha256', key).update(data).digest('hex'));
      }
    }
  });

  it('hex round-trips and refuses what is not hex', () => {
    expect(toHex(fromHex('00ff10')!)).toBe('00ff10');
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
    expect(fromHex('')).toBeNull();
  });
});

describe('seals', () => {
  const key = deriveSealKey(randomBytes(32));
  const other = deriveSealKey(randomBytes(32));

  it("verify with the owner's key only, over owner, table, record, operation, fields and base version", () => {
    const s = sealed(key, item);
    expect(sealVerifies(key, s)).toBe(true);
    expect(isTheirs(s, 'admin-id', key)).toBe(true);
    expect(isTheirs(s, 'admin-id', other)).toBe(false);
    expect(isTheirs(s, 'someone-else', key)).toBe(false);
    expect(isTheirs(s, null, key)).toBe(false);
    for (const forged of [
      { ...s, owner: 'someone-else' },
      { ...s, table: 'cheeses' as const },
      { ...s, recordId: 'rec-2' },
      { ...s, op: 'delete' as const },
      { ...s, patch: { ...s.patch, title: 'Defaced' } },
      { ...s, baseVersion: 4 },
    ]) {
      expect(sealVerifies(key, forged)).toBe(false);
    }
    // What a push does not send (status, attempts, the local restore copy) is not covered.
    const resent: OutboxItem = { ...s, status: 'failed', attempts: 3, sending: true };
    expect(sealVerifies(key, resent)).toBe(true);
  });

  it('cover the bases a merge reads (an item without them keeps its earlier seal)', () => {
    const withBases = sealed(key, { ...item, bases: { title: 'Before' } });
    expect(sealVerifies(key, withBases)).toBe(true);
    // Forged bases would make a merge write ours over theirs: refused.
    expect(sealVerifies(key, { ...withBases, bases: { title: 'Something else' } })).toBe(false);
    expect(sealVerifies(key, { ...withBases, bases: undefined })).toBe(false);
    // An item sealed before bases existed still verifies.
    expect(sealed(key, item).seal).toBe(sealed(key, { ...item, bases: undefined }).seal);
  });

  it('an unsealed item, or one sealed without a key, is nobody\'s', () => {
    expect(isTheirs(item, 'admin-id', key)).toBe(false);
    expect(sealed(null, item).seal).toBeUndefined();
    expect(isTheirs({ ...item, seal: 'x'.repeat(64) }, 'admin-id', key)).toBe(false);
  });
});
